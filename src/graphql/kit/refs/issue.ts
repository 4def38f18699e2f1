// The Issue node's ref, declared here so that every domain can name it and add fields to it;
// issue/issue.ts implements it.

import { getIssue } from '../../../forge/endpoints/index.js';
import type { Issue } from '../../../forge/types/index.js';
import { forgeNodeRef, readBy } from '../forge-node.js';
import { issueKey, splitIssueKey } from '../loaders.js';

export const issueKeyOf = (issue: Issue): string =>
  issue.repository ? issueKey(issue.repository.owner, issue.repository.name, issue.number) : `#${issue.id}`;

export const IssueRef = forgeNodeRef<Issue>('Issue', {
  keyOf: issueKeyOf,
  read: readBy(getIssue, splitIssueKey, 'number'),
});
