// The issues an issue depends on and the issues it blocks (GET .../issues/{index}/dependencies and
// .../blocks), on Issue and PullRequest. Gitea pages both lists but sends no total, and drops from a
// page the issues the caller may not read.

import { listIssueBlocks, listIssueDependencies } from '../../forge/endpoints/index.js';
import type { Issue } from '../../forge/types/index.js';
import { connectionType } from '../kit/connection-type.js';
import { listConnection, listField, pagedList } from '../kit/paged-field.js';
import { IssueRef } from '../kit/refs/issue.js';
import { issueAndPullFields } from './issue-and-pull.js';
import { type IssueParent, parentKey } from './issue-parent.js';

/** Named apart from a repository's issue list, whose connection has a total. */
export const IssueLinkConnection = connectionType(IssueRef, 'IssueLink');

const LINKS = {
  dependencies: {
    fetch: listIssueDependencies,
    description:
      'The issues that block this one (GET /repos/{owner}/{repo}/issues/{index}/dependencies). totalCount is null: the forge sends none. Issues the caller may not read are left out. NOT_FOUND when the repository has dependencies switched off.',
  },
  blocks: {
    fetch: listIssueBlocks,
    description:
      'The issues this one blocks (GET /repos/{owner}/{repo}/issues/{index}/blocks). totalCount is null: the forge sends none. Issues the caller may not read are left out.',
  },
} as const;

type LinkField = keyof typeof LINKS;

const linkList = (field: LinkField) =>
  pagedList<IssueParent, object, Issue>({
    endpoint: LINKS[field].fetch,
    key: parentKey,
    fetch: (context, parent, _args, page) => LINKS[field].fetch(context.forge, { ...parent, ...page }),
  });

issueAndPullFields((t, parentOf) => ({
  dependencies: listConnection(
    t,
    IssueLinkConnection,
    listField(linkList('dependencies'), parentOf),
    LINKS.dependencies.description,
  ),
  blocks: listConnection(
    t,
    IssueLinkConnection,
    listField(linkList('blocks'), parentOf),
    LINKS.blocks.description,
  ),
}));
