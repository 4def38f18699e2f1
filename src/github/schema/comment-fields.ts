// What issues, pull requests and comments share: the Comment, Closable, Labelable and Assignable
// interfaces' fields, from the forge's poster, body, times, labels and assignees.

import { checkCollaborator } from '../../forge/endpoints/index.js';
import type { User } from '../../forge/types/index.js';
import { presence } from '../../graphql/kit/checks.js';
import type { GithubContext } from '../context.js';
import { builder } from './builder.js';
import { pagingArgs, wholeList } from './connection.js';
import { LabelConnectionRef, UserConnectionRef } from './connections.js';
import { AuthorAssociationEnum, LabelOrderInput } from './enums.js';
import { readRepository, readViewer } from './reads.js';
import { ActorRef, AssignableRef, ClosableRef, CommentRef, LabelableRef } from './refs.js';
import { type IssueCommentShape, type IssueOrPull, inRepo, tag } from './shapes.js';

type Authored = IssueOrPull | IssueCommentShape;

/** Whether the caller is the user who wrote it; false for an anonymous caller. */
export async function viewerIs(context: GithubContext, user: User | null | undefined): Promise<boolean> {
  if (!user) return false;
  const viewer = await readViewer(context).catch(() => null);
  return viewer !== null && viewer.id === user.id;
}

/** Whether the caller may edit it: its author, or a writer of the repository. */
export async function viewerCanUpdate(context: GithubContext, value: Authored): Promise<boolean> {
  if (await viewerIs(context, value.user)) return true;
  const repository = await readRepository(context, value.owner, value.repo).catch(() => null);
  return repository?.permissions?.push === true;
}

/**
 * OWNER for the repository's owner, COLLABORATOR for a collaborator (204 of the collaborator
 * check, once per login and request), else NONE: the forge has no other associations.
 */
async function associationOf(context: GithubContext, value: Authored) {
  const login = value.user?.login;
  if (!login) return 'NONE' as const;
  if (login.toLowerCase() === value.owner.toLowerCase()) return 'OWNER' as const;
  const where = { owner: value.owner, repo: value.repo };
  const key = `github:collaborator:${where.owner}/${where.repo}:${login}`.toLowerCase();
  const isCollaborator = await presence(context, key, () =>
    checkCollaborator(context.forge, { ...where, collaborator: login }),
  ).catch(() => false);
  return isCollaborator ? ('COLLABORATOR' as const) : ('NONE' as const);
}

builder.interfaceFields(CommentRef, (t) => ({
  author: t.field({ type: ActorRef, resolve: (c) => (c.user ? tag('User', c.user) : null) }),
  authorAssociation: t.field({
    type: AuthorAssociationEnum,
    nullable: false,
    resolve: (c, _args, context) => associationOf(context, c),
  }),
  body: t.string({ nullable: false, resolve: (c) => c.body ?? '' }),
  bodyText: t.string({ nullable: false, resolve: (c) => c.body ?? '' }),
  createdAt: t.field({ type: 'DateTime', nullable: false, resolve: (c) => c.created_at ?? '' }),
  updatedAt: t.field({
    type: 'DateTime',
    nullable: false,
    resolve: (c) => c.updated_at ?? c.created_at ?? '',
  }),
  publishedAt: t.field({ type: 'DateTime', resolve: (c) => c.created_at ?? null }),
  // the forge keeps no edit history: only whether the text changed after it was written
  lastEditedAt: t.field({
    type: 'DateTime',
    resolve: (c) => (c.updated_at && c.updated_at !== c.created_at ? c.updated_at : null),
  }),
  includesCreatedEdit: t.boolean({ nullable: false, resolve: () => false }),
  createdViaEmail: t.boolean({ nullable: false, resolve: () => false }),
  viewerDidAuthor: t.boolean({ nullable: false, resolve: (c, _args, context) => viewerIs(context, c.user) }),
}));

builder.interfaceFields(ClosableRef, (t) => ({
  closed: t.boolean({ nullable: false, resolve: (i) => i.state === 'closed' }),
  closedAt: t.field({ type: 'DateTime', resolve: (i) => i.closed_at ?? null }),
  viewerCanClose: t.boolean({ nullable: false, resolve: (i, _args, context) => viewerCanUpdate(context, i) }),
  viewerCanReopen: t.boolean({
    nullable: false,
    resolve: (i, _args, context) => viewerCanUpdate(context, i),
  }),
}));

builder.interfaceFields(LabelableRef, (t) => ({
  labels: t.field({
    type: LabelConnectionRef,
    extensions: { forgeList: { embedded: true } },
    args: {
      ...pagingArgs(t.arg),
      orderBy: t.arg({ type: LabelOrderInput, defaultValue: { direction: 'ASC', field: 'CREATED_AT' } }),
    },
    resolve: (i, args, context) =>
      wholeList(
        context,
        args,
        (i.labels ?? []).map((label) => inRepo('Label', i, label)),
      ),
  }),
}));

builder.interfaceFields(AssignableRef, (t) => ({
  assignees: t.field({
    type: UserConnectionRef,
    extensions: { forgeList: { embedded: true } },
    nullable: false,
    args: pagingArgs(t.arg),
    resolve: (i, args, context) =>
      wholeList(
        context,
        args,
        (i.assignees ?? []).map((u) => tag('User', u)),
      ),
  }),
}));
