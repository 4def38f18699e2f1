// Pull requests are issues to the forge: the lists under an issue (comments, timeline, reactions,
// times, links) hang under Issue and PullRequest alike, with the same calls. Each type defines its
// fields once through `define`, which learns how that type names its issue.

import type { FieldMap } from '@pothos/core';
import { builder } from '../kit/builder.js';
import { PullRequestRef } from '../pull-request/pull-request.js';
import { IssueRef } from './issue.js';
import { type FieldsOf, type IssueParent, parentOfIssue, parentOfPullRequest } from './issue-parent.js';

export function issueAndPullFields(
  define: <P>(t: FieldsOf<P>, parentOf: (parent: P) => IssueParent | null) => FieldMap,
): void {
  builder.objectFields(IssueRef, (t) => define(t, parentOfIssue));
  builder.objectFields(PullRequestRef, (t) => define(t, parentOfPullRequest));
}
