// Commits and refs: Commit (the forge's commit, read by sha only when a field needs more than its
// id), GitActor, Ref (a branch or tag), and Repository's `defaultBranchRef`, `refs` and `object`.

import { getBranch, getCommit, listBranches, listTags } from '../../forge/endpoints/index.js';
import type { Branch, Commit, Tag, User } from '../../forge/types/index.js';
import { memoize } from '../../graphql/kit/context.js';
import type { GithubContext } from '../context.js';
import { builder } from './builder.js';
import { emptyConnection, pagedList, pagingArgs } from './connection.js';
import { RefConnectionRef } from './connections.js';
import { OrderDirectionEnum, RefOrderInput } from './enums.js';
import { registerNodeReader } from './node.js';
import { orNotFound, readRepository } from './reads.js';
import {
  CommitRef,
  type CommitShape,
  GitObjectRef,
  GitRefRef,
  nodeType,
  type RefShape,
  RepositoryRef,
  UserRef,
} from './refs.js';
import { whereOf } from './repository.js';
import { type InRepo, tag } from './shapes.js';

/** A commit known by its sha alone; its other fields read it (once per request and sha). */
export const commitAt = (where: InRepo, sha: string): CommitShape => ({
  __typename: 'Commit',
  owner: where.owner,
  repo: where.repo,
  sha,
});

function fullCommit(context: GithubContext, c: CommitShape): Promise<Commit> {
  if (c.commit) return Promise.resolve(c);
  return memoize(context, `github:commit:${c.owner}/${c.repo}@${c.sha}`, () =>
    orNotFound(
      getCommit(context.forge, {
        owner: c.owner,
        repo: c.repo,
        sha: c.sha ?? '',
        stat: false,
        verification: false,
        files: false,
      }).then((r) => r.data as Commit),
      'Commit',
      `the oid of '${c.sha}'`,
    ),
  );
}

const message = async (context: GithubContext, c: CommitShape) =>
  (await fullCommit(context, c)).commit?.message ?? '';

/** A commit's page on the forge, which GitHub answers as both `commitUrl` and `url`. */
const commitUrl = async (c: CommitShape, _args: unknown, context: GithubContext) =>
  `${(await readRepository(context, c.owner, c.repo)).html_url}/commit/${c.sha}`;

/** The path of a commit's page, GitHub's `commitResourcePath` and `resourcePath`. */
const commitPath = (c: CommitShape) => `/${c.owner}/${c.repo}/commit/${c.sha}`;

interface Actor {
  who: { name?: string; email?: string; date?: string } | undefined;
  user: User | undefined;
}

const GitActorRef = builder.objectRef<Actor>('GitActor').implement({
  description: 'Represents an actor in a Git commit (ie. an author or committer).',
  fields: (t) => ({
    name: t.string({ resolve: (a) => a.who?.name ?? null }),
    email: t.string({ resolve: (a) => a.who?.email ?? null }),
    date: t.field({ type: 'GitTimestamp', resolve: (a) => a.who?.date ?? null }),
    user: t.field({ type: UserRef, resolve: (a) => (a.user?.login ? tag('User', a.user) : null) }),
  }),
});

builder.interfaceFields(GitObjectRef, (t) => ({
  oid: t.field({ type: 'GitObjectID', nullable: false, resolve: (c) => c.sha ?? '' }),
  abbreviatedOid: t.string({ nullable: false, resolve: (c) => (c.sha ?? '').slice(0, 7) }),
  commitUrl: t.field({ type: 'URI', nullable: false, resolve: commitUrl }),
  commitResourcePath: t.field({ type: 'URI', nullable: false, resolve: commitPath }),
  repository: t.field({
    type: RepositoryRef,
    nullable: false,
    resolve: (c, _args, context) => readRepository(context, c.owner, c.repo),
  }),
}));

CommitRef.implement({
  ...nodeType('Commit', 'Represents a Git commit.', GitObjectRef),
  fields: (t) => ({
    message: t.string({ nullable: false, resolve: (c, _args, context) => message(context, c) }),
    messageHeadline: t.string({
      nullable: false,
      resolve: async (c, _args, context) => (await message(context, c)).split('\n')[0] ?? '',
    }),
    messageBody: t.string({
      nullable: false,
      resolve: async (c, _args, context) =>
        (await message(context, c)).split('\n').slice(1).join('\n').trim(),
    }),
    committedDate: t.field({
      type: 'DateTime',
      nullable: false,
      resolve: async (c, _args, context) => (await fullCommit(context, c)).commit?.committer?.date ?? '',
    }),
    authoredDate: t.field({
      type: 'DateTime',
      nullable: false,
      resolve: async (c, _args, context) => (await fullCommit(context, c)).commit?.author?.date ?? '',
    }),
    author: t.field({
      type: GitActorRef,
      resolve: async (c, _args, context) => {
        const full = await fullCommit(context, c);
        return { who: full.commit?.author, user: full.author as User | undefined };
      },
    }),
    committer: t.field({
      type: GitActorRef,
      resolve: async (c, _args, context) => {
        const full = await fullCommit(context, c);
        return { who: full.commit?.committer, user: full.committer as User | undefined };
      },
    }),
    url: t.field({ type: 'URI', nullable: false, resolve: commitUrl }),
    resourcePath: t.field({ type: 'URI', nullable: false, resolve: commitPath }),
  }),
});

// only the repository of `where`: it may be a whole pull request, whose own fields would override the Ref's
export const branchRef = (where: InRepo, name: string, oid: string | null, branch?: Branch): RefShape => ({
  __typename: 'Ref',
  owner: where.owner,
  repo: where.repo,
  prefix: 'refs/heads/',
  name,
  oid,
  branch,
});

const tagRef = (where: InRepo, tag: Tag): RefShape => ({
  __typename: 'Ref',
  ...where,
  prefix: 'refs/tags/',
  name: tag.name ?? '',
  oid: tag.commit?.sha ?? null,
  tag,
});

GitRefRef.implement({
  ...nodeType('Ref', 'Represents a Git reference.'),
  fields: (t) => ({
    name: t.string({ nullable: false, resolve: (r) => r.name }),
    prefix: t.string({ nullable: false, resolve: (r) => r.prefix }),
    target: t.field({
      type: GitObjectRef,
      resolve: async (r, _args, context) => {
        const oid = r.oid ?? (await readBranchOid(context, r, r.name));
        return oid ? commitAt(r, oid) : null;
      },
    }),
    repository: t.field({
      type: RepositoryRef,
      nullable: false,
      resolve: (r, _args, context) => readRepository(context, r.owner, r.repo),
    }),
  }),
});

/** A branch as the forge describes it to the caller (GET …/branches/{branch}), read once per request. */
export function readBranch(context: GithubContext, where: InRepo, name: string): Promise<Branch> {
  return memoize(context, `github:branch:${where.owner}/${where.repo}:${name}`, () =>
    getBranch(context.forge, { owner: where.owner, repo: where.repo, branch: name }).then(
      (r) => r.data as Branch,
    ),
  );
}

/** The commit a branch points at. */
async function readBranchOid(context: GithubContext, where: InRepo, name: string): Promise<string | null> {
  return (await readBranch(context, where, name)).commit?.id ?? null;
}

builder.objectFields(RepositoryRef, (t) => ({
  defaultBranchRef: t.field({
    type: GitRefRef,
    resolve: (r) => (r.empty || !r.default_branch ? null : branchRef(whereOf(r), r.default_branch, null)),
  }),
  refs: t.field({
    type: RefConnectionRef,
    args: {
      ...pagingArgs(t.arg),
      refPrefix: t.arg.string({ required: true }),
      query: t.arg.string(),
      direction: t.arg({ type: OrderDirectionEnum }),
      orderBy: t.arg({ type: RefOrderInput }),
    },
    resolve: (r, args, context) => {
      const where = whereOf(r);
      if (args.refPrefix === 'refs/heads/') {
        return pagedList(context, args, async (page, limit) => {
          const response = await listBranches(context.forge, { ...where, page, limit });
          const items = ((response.data as Branch[] | null) ?? []).map((b) =>
            branchRef(where, b.name ?? '', b.commit?.id ?? null, b),
          );
          return { items, totalCount: response.paging.totalCount, paging: response.paging };
        });
      }
      if (args.refPrefix === 'refs/tags/') {
        return pagedList(context, args, async (page, limit) => {
          const response = await listTags(context.forge, { ...where, page, limit });
          const items = ((response.data as Tag[] | null) ?? []).map((tag) => tagRef(where, tag));
          return { items, totalCount: response.paging.totalCount, paging: response.paging };
        });
      }
      // the forge lists branches and tags only
      return emptyConnection<RefShape>();
    },
  }),
  object: t.field({
    type: GitObjectRef,
    args: { oid: t.arg({ type: 'GitObjectID' }), expression: t.arg.string() },
    resolve: async (r, args, context) => {
      const where = whereOf(r);
      const sha = args.oid ?? args.expression;
      if (!sha) return null;
      const commit = await fullCommit(context, commitAt(where, sha)).catch(() => null);
      return commit?.sha ? { ...commit, __typename: 'Commit' as const, ...where } : null;
    },
  }),
}));

registerNodeReader('Commit', async (context, [owner = '', repo = '', sha = '']) => {
  const commit = await fullCommit(context, commitAt({ owner, repo }, sha));
  return { ...commit, __typename: 'Commit' as const, owner, repo };
});
registerNodeReader('Ref', async (context, [owner = '', repo = '', full = '']) => {
  const name = full.replace(/^refs\/heads\//, '');
  const oid = await readBranchOid(context, { owner, repo }, name);
  return branchRef({ owner, repo }, name, oid);
});
