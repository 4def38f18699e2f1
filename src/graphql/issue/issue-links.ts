// The issues an issue depends on and the issues it blocks (GET .../issues/{index}/dependencies and
// .../blocks), on Issue and PullRequest. Gitea pages both lists but sends no total, and drops from a
// page the issues the caller may not read.

import { listIssueBlocks, listIssueDependencies } from '../../forge/endpoints/comments.js';
import type { Issue } from '../../forge/types.js';
import { builder } from '../builder.js';
import { pagedList } from '../paged-field.js';
import { PullRequestRef } from '../pull-request/pull-request.js';
import { IssueRef } from './issue.js';
import {
  type FieldsOf,
  type IssueParent,
  parentKey,
  parentOfIssue,
  parentOfPullRequest,
} from './issue-parent.js';

/** Named apart from a repository's issue list, whose connection has a total. */
export const IssueLinkConnection = builder.connectionObject(
  { type: IssueRef, name: 'IssueLinkConnection' },
  { name: 'IssueLinkEdge' },
);

const LINKS = {
  dependencies: {
    route: 'GET /repos/{owner}/{repo}/issues/{index}/dependencies',
    fetch: listIssueDependencies,
    description:
      'The issues that block this one (GET /repos/{owner}/{repo}/issues/{index}/dependencies). totalCount is null: the forge sends none. Issues the caller may not read are left out. NOT_FOUND when the repository has dependencies switched off.',
  },
  blocks: {
    route: 'GET /repos/{owner}/{repo}/issues/{index}/blocks',
    fetch: listIssueBlocks,
    description:
      'The issues this one blocks (GET /repos/{owner}/{repo}/issues/{index}/blocks). totalCount is null: the forge sends none. Issues the caller may not read are left out.',
  },
} as const;

type LinkField = keyof typeof LINKS;

const linkList = (on: string, field: LinkField) =>
  pagedList<IssueParent, object, Issue>({
    on,
    field,
    route: LINKS[field].route,
    key: parentKey,
    fetch: (context, parent, _args, page) => LINKS[field].fetch(context.forge, { ...parent, ...page }),
  });

function linkField<P>(t: FieldsOf<P>, on: string, field: LinkField, parentOf: (p: P) => IssueParent | null) {
  const list = linkList(on, field);
  return t.field({
    type: IssueLinkConnection,
    description: LINKS[field].description,
    args: t.arg.connectionArgs(),
    resolve: (source, args, context) => {
      const parent = parentOf(source);
      return parent ? list(context, parent, args) : null;
    },
  });
}

builder.objectFields(IssueRef, (t) => ({
  dependencies: linkField(t, 'Issue', 'dependencies', parentOfIssue),
  blocks: linkField(t, 'Issue', 'blocks', parentOfIssue),
}));
builder.objectFields(PullRequestRef, (t) => ({
  dependencies: linkField(t, 'PullRequest', 'dependencies', parentOfPullRequest),
  blocks: linkField(t, 'PullRequest', 'blocks', parentOfPullRequest),
}));
