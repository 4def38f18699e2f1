// History reads of a Repository: `commits` (GET /repos/{owner}/{repo}/commits), `commit`
// (GET .../git/commits/{sha}) and `compare` (GET .../compare/{basehead}). Each asks the forge for
// stats, files and signature checks only when the selection reads them: they cost the forge a diff
// per commit, so a plain history is the cheaper call.

import type { FieldNode, GraphQLResolveInfo } from 'graphql';
import { type CommitParts, compareCommits, getCommit, listCommits } from '../../forge/endpoints/index.js';
import { ForgeError } from '../../forge/errors.js';
import type { AbsenceProof } from '../../forge/instance/capabilities.js';
import type { Commit, CommitAffectedFiles } from '../../forge/types/git.js';
import { pagedArgs } from '../kit/arg-table.js';
import { builder } from '../kit/builder.js';
import { type CommitValue, fromRestCommit } from '../kit/commit-value.js';
import { connectionArgsOf, resolveListConnection } from '../kit/connection.js';
import { type Context, memoize } from '../kit/context.js';
import { forgeNumberField } from '../kit/forge-numbers.js';
import { expectObject, repoKey } from '../kit/loaders.js';
import { pagedList } from '../kit/paged-field.js';
import { prefetch } from '../kit/prefetch.js';
import { type RepoRef, RepositoryRef, repoListKey, repoRefOf } from '../kit/refs/repository.js';
import { selectedFieldNames } from '../kit/selection.js';
import { CommitConnection, CommitFileRef, CommitRef } from './commit.js';
import { DIFF_SOURCE, type WithDiffSource } from './diff-loader.js';

/** What the selection below a field needs the forge to compute besides the commits themselves. */
export function commitPartsOf(
  info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>,
  nodes?: readonly FieldNode[],
): CommitParts {
  const names = selectedFieldNames(info, nodes ?? info.fieldNodes);
  return {
    stat: names.has('additions') || names.has('deletions'),
    files: names.has('files') || names.has('changedFiles'),
    verification: names.has('verification'),
  };
}

interface CommitsArgs {
  ref?: string | null;
  path?: string | null;
  since?: Date | null;
  until?: Date | null;
  parts: CommitParts;
}

/** The filters of a commit’s history (GET /repos/{owner}/{repo}/commits from its sha). */
const HISTORY_FILTERS = {
  path: 'Only commits that changed this file or directory.',
  since: ['DateTime', 'Only commits committed at or after this time.'],
  until: ['DateTime', 'Only commits committed at or before this time.'],
} as const;

/** The filters of GET /repos/{owner}/{repo}/commits. */
const COMMIT_FILTERS = {
  ref: 'A branch, tag or commit sha.',
  path: 'Only commits that changed this file or directory.',
  since: [
    'DateTime',
    'Committed at or after; a forge whose API predates the parameter (the 1.22 swagger lacks it) ignores it.',
  ],
  until: ['DateTime', 'Committed at or before; ignored like `since` by forges without it.'],
} as const;

const commitsFilters = (args: CommitsArgs) => ({
  ref: args.ref ?? null,
  path: args.path ?? null,
  since: args.since?.toISOString() ?? null,
  until: args.until?.toISOString() ?? null,
  parts: args.parts,
});

const fetchCommits = async (
  context: Context,
  ref: RepoRef,
  args: CommitsArgs,
  page: { page: number; limit: number },
) => {
  const response = await listCommits(context.forge, {
    ...ref,
    ...page,
    ...args.parts,
    sha: args.ref ?? undefined,
    path: args.path ?? undefined,
    since: args.since?.toISOString(),
    until: args.until?.toISOString(),
  });
  const data = Array.isArray(response.data)
    ? (response.data as Commit[]).map((commit) => fromRestCommit(ref, commit, args.parts))
    : response.data;
  return { ...response, data: data as CommitValue[] };
};

const shared = {
  endpoint: listCommits,
  key: repoListKey,
  filters: commitsFilters,
  fetch: fetchCommits,
};
const commits = pagedList<RepoRef, CommitsArgs, CommitValue>(shared);
// With a path the forge pages by 50 whatever `limit` says (setting.Git.CommitsRangeSize).
const commitsOfPath = pagedList<RepoRef, CommitsArgs, CommitValue>({
  ...shared,
  window: { fixedPageSize: 50 },
});

function readCommits(context: Context, ref: RepoRef, args: Record<string, unknown>, parts: CommitParts) {
  const all = { ...(args as unknown as CommitsArgs), parts };
  return (all.path ? commitsOfPath : commits)(context, ref, all);
}

function readCommit(context: Context, ref: RepoRef, sha: string, parts: CommitParts) {
  return memoize(
    context,
    `commit:${repoKey(ref.owner, ref.repo)}@${sha}:${JSON.stringify(parts)}`,
    async () => {
      const route = 'GET /repos/{owner}/{repo}/git/commits/{sha}';
      const { data } = await getCommit(context.forge, { ...ref, sha, ...parts });
      return fromRestCommit(ref, expectObject<Commit>(data, route, 'sha'), parts);
    },
  );
}

export interface ComparisonValue extends RepoRef {
  base: string;
  head: string;
  /** as the forge sent it: checked when read (forge-numbers.ts) */
  totalCommits: unknown;
  commits: CommitValue[];
}

const COMPARE_ROUTE = 'GET /repos/{owner}/{repo}/compare/{basehead}';

/** NOT_SUPPORTED for a forge without the compare route (Gitea added it in 1.22). */
function compareUnsupported(proof: AbsenceProof): ForgeError {
  return new ForgeError({
    kind: 'unsupported',
    status: proof.status,
    method: 'GET',
    route: COMPARE_ROUTE,
    message: `This forge cannot compare commits: it has no ${COMPARE_ROUTE} route (Gitea has it from 1.22 on).`,
    upstreamBody: proof.message,
  });
}

export function readComparison(
  context: Context,
  ref: RepoRef,
  base: string,
  head: string,
  parts: CommitParts,
) {
  const key = `compare:${repoKey(ref.owner, ref.repo)}:${JSON.stringify([base, head, parts])}`;
  return memoize(context, key, async (): Promise<ComparisonValue> => {
    const { capabilities } = context.forge;
    const known = capabilities.absence(COMPARE_ROUTE);
    // A forge proven to lack the route is not asked again (forge/instance/capabilities.ts).
    if (known) throw compareUnsupported(known);
    let data: unknown;
    try {
      ({ data } = await compareCommits(context.forge, { ...ref, base, head, ...parts }));
    } catch (error) {
      if (error instanceof ForgeError && error.route === COMPARE_ROUTE && capabilities.learnFrom(error)) {
        throw compareUnsupported(capabilities.absence(COMPARE_ROUTE) as AbsenceProof);
      }
      throw error;
    }
    const compare = expectObject<{ total_commits: unknown; commits: Commit[] | null }>(
      data,
      COMPARE_ROUTE,
      'total_commits',
    );
    // The forge always computes stats for a compare.
    const commitParts = { ...parts, stat: true };
    const list = (compare.commits ?? []).map((commit) => fromRestCommit(ref, commit, commitParts));
    return { ...ref, base, head, totalCommits: compare.total_commits, commits: list };
  });
}

/**
 * The repository whose git holds a comparison's commits (all reachable from the head): the base's for
 * a plain ref or the base owner's `owner:branch`, the named one for `owner/repo:branch`; null for another
 * owner's `owner:branch`, a fork whose name the forge's answer does not give.
 */
function commitsRepository(comparison: ComparisonValue): RepoRef | null {
  const colon = comparison.head.indexOf(':');
  if (colon < 0) return { owner: comparison.owner, repo: comparison.repo };
  const [owner = '', repo] = comparison.head.slice(0, colon).split('/');
  if (repo) return { owner, repo };
  return owner.toLowerCase() === comparison.owner.toLowerCase()
    ? { owner: comparison.owner, repo: comparison.repo }
    : null;
}

/**
 * The files of a comparison: each path once, with the net change over the commits (a file added and
 * later removed again is no change at all). A path one commit alone changed takes its patch from that
 * commit's diff (its base version is that commit's parent's); the forge has no diff of base...head,
 * so a path several commits changed has none.
 */
function comparisonFiles(comparison: ComparisonValue): WithDiffSource<CommitAffectedFiles>[] {
  const holder = commitsRepository(comparison);
  const byPath = new Map<string, WithDiffSource<CommitAffectedFiles>>();
  const changedBy = new Map<string, CommitValue[]>();
  // Oldest first, so a later change of a path amends an earlier one.
  for (const commit of [...comparison.commits].reverse()) {
    for (const file of commit.files ?? []) {
      changedBy.set(file.filename, [...(changedBy.get(file.filename) ?? []), commit]);
      const earlier = byPath.get(file.filename)?.status;
      if (earlier === 'added' && file.status === 'removed') byPath.delete(file.filename);
      else if (earlier === 'added') continue;
      else if (earlier === 'removed' && file.status === 'added') {
        byPath.set(file.filename, { filename: file.filename, status: 'modified' });
      } else byPath.set(file.filename, { filename: file.filename, status: file.status });
    }
  }
  for (const [path, file] of byPath) {
    const [only, ...others] = changedBy.get(path) ?? [];
    if (holder && only && others.length === 0)
      file[DIFF_SOURCE] = { kind: 'commit', ...holder, sha: only.sha };
  }
  return [...byPath.values()].sort((a, b) =>
    a.filename < b.filename ? -1 : a.filename > b.filename ? 1 : 0,
  );
}

export const ComparisonRef = builder.objectRef<ComparisonValue>('Comparison').implement({
  description:
    'The commits of `head` that `base` lacks (Gitea: Compare). The forge answers the whole list at once.',
  fields: (t) => ({
    base: t.exposeString('base', {
      nullable: false,
      description: 'What the comparison starts from, as asked.',
    }),
    head: t.exposeString('head', { nullable: false, description: 'What it compares to the base, as asked.' }),
    // BigInt, as the schema carries every int64 of the forge (Gitea's `total_commits` is one), and
    // nullable, so that a value that is no number fails this field alone and keeps the comparison.
    totalCommits: forgeNumberField(t, 'BigInt', (comparison) => comparison.totalCommits, {
      description: 'How many commits `head` has that `base` lacks.',
    }),
    commits: t.field({
      type: CommitConnection,
      description: 'Newest first, served from the one compare call.',
      args: t.arg.connectionArgs(),
      resolve: (comparison, args, context) =>
        resolveListConnection(connectionArgsOf(args), context.settings, comparison.commits),
    }),
    files: t.field({
      type: [CommitFileRef],
      description:
        'Every path the commits changed, once, with its overall status; gathered from the commits’ own file lists (the forge’s Compare has none of its own).',
      resolve: (comparison) => comparisonFiles(comparison),
    }),
  }),
});

builder.objectFields(CommitRef, (t) => ({
  history: t.field({
    type: CommitConnection,
    description:
      'This commit and its ancestors, newest first: `Repository.commits` from this sha (GET /repos/{owner}/{repo}/commits?sha=…), one call per page.',
    args: pagedArgs(t, HISTORY_FILTERS),
    resolve: (commit, args, context, info) =>
      readCommits(
        context,
        { owner: commit.owner, repo: commit.repo },
        { ...args, ref: commit.sha },
        commitPartsOf(info),
      ),
  }),
}));

builder.objectFields(RepositoryRef, (t) => ({
  commits: t.field({
    type: CommitConnection,
    description:
      'Commits reachable from `ref` (the default branch when absent), newest first (GET /repos/{owner}/{repo}/commits). One call per page; stats, files and signature checks are asked of the forge only when selected. With `path` the forge pages by 50. Empty for a repository without commits.',
    args: pagedArgs(t, COMMIT_FILTERS),
    extensions: prefetch<RepoRef>((context, ref, args, info, node) =>
      readCommits(context, ref, args, commitPartsOf(info, [node])),
    ),
    resolve: (repository, args, context, info) =>
      // The forge answers 409 for a repository without commits; its history is simply empty.
      repository.empty === true
        ? resolveListConnection(connectionArgsOf(args), context.settings, [])
        : readCommits(context, repoRefOf(repository), args, commitPartsOf(info)),
  }),
  commit: t.field({
    type: CommitRef,
    description:
      'A commit by sha, short sha, branch or tag (GET /repos/{owner}/{repo}/git/commits/{sha}): one call.',
    args: {
      sha: t.arg.string({
        description: 'A commit sha (full or abbreviated), or a branch or tag name.',
        required: true,
      }),
    },
    extensions: prefetch<RepoRef>((context, ref, args, info, node) =>
      readCommit(context, ref, String(args.sha), commitPartsOf(info, [node])),
    ),
    resolve: (repository, args, context, info) =>
      readCommit(context, repoRefOf(repository), args.sha, commitPartsOf(info)),
  }),
  compare: t.field({
    type: ComparisonRef,
    description:
      'The commits of `head` that `base` lacks (GET /repos/{owner}/{repo}/compare/{base}...{head}): one call, every commit with its stats. A forge before Gitea 1.22 lacks the route: the field fails with NOT_SUPPORTED.',
    args: {
      base: t.arg.string({ required: true, description: 'Branch, tag or commit sha.' }),
      head: t.arg.string({
        required: true,
        description:
          'Branch, tag or commit sha; `owner:branch` or `owner/repo:branch` for a branch of a fork.',
      }),
    },
    extensions: prefetch<RepoRef>((context, ref, args, info, node) =>
      readComparison(context, ref, String(args.base), String(args.head), commitPartsOf(info, [node])),
    ),
    resolve: (repository, args, context, info) =>
      readComparison(context, repoRefOf(repository), args.base, args.head, commitPartsOf(info)),
  }),
}));
