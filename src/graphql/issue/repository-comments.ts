// The comments of every issue and pull request of a repository (GET /repos/{owner}/{repo}/issues/comments,
// routers/api/v1/repo/issue_comment.go ListRepoIssueComments): paged, oldest first.

import { listRepoComments } from '../../forge/endpoints/index.js';
import type { Comment } from '../../forge/types/index.js';
import { builder } from '../kit/builder.js';
import { listConnection, listField, pagedList } from '../kit/paged-field.js';
import { type RepoRef, RepositoryRef, repoListKey, repoRefOf } from '../kit/refs/repository.js';
import { CommentConnection } from './comment.js';

interface CommentWindow {
  since?: Date | null;
  until?: Date | null;
}

const repositoryComments = pagedList<RepoRef, CommentWindow, Comment>({
  endpoint: listRepoComments,
  key: repoListKey,
  filters: (args) => [args.since?.toISOString() ?? null, args.until?.toISOString() ?? null],
  fetch: (context, ref, args, page) =>
    listRepoComments(context.forge, {
      ...ref,
      since: args.since?.toISOString(),
      before: args.until?.toISOString(),
      ...page,
    }),
});

builder.objectFields(RepositoryRef, (t) => ({
  issueComments: listConnection(
    t,
    CommentConnection,
    listField(repositoryComments, repoRefOf),
    'The comments of all its issues and pull requests, oldest first (GET /repos/{owner}/{repo}/issues/comments, paged). totalCount is the forge’s count; a page leaves out the comments of issues or pull requests the caller may not read, so it may hold fewer than asked.',
    {
      since: t.arg({ type: 'DateTime', description: 'Only comments updated at or after this time.' }),
      until: t.arg({ type: 'DateTime', description: 'Only comments updated at or before this time.' }),
    },
  ),
}));
