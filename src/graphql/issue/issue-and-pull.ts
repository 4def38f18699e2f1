// Pull requests are issues to the forge: the lists under an issue (comments, timeline, reactions,
// times, links) hang under Issue and PullRequest alike, with the same calls. Each type defines its
// fields once through `define`, which learns how that type names its issue.

import type { FieldMap } from '@pothos/core';
import { builder, type FieldsOf } from '../kit/builder.js';
import { IssueRef } from '../kit/refs/issue.js';
import { PullRequestRef } from '../kit/refs/pull-request.js';
import { type IssueParent, parentOfIssue, parentOfPullRequest } from './issue-parent.js';

export function issueAndPullFields(
  define: <P>(t: FieldsOf<P>, parentOf: (parent: P) => IssueParent | null) => FieldMap,
): void {
  builder.objectFields(IssueRef, (t) => define(t, parentOfIssue));
  builder.objectFields(PullRequestRef, (t) => define(t, parentOfPullRequest));
}
