// What a pull request changes and how its checks stand: PullRequest.files (ChangedFile), .commits
// (PullRequestCommit), .reviews and .statusCheck (the combined status of the head).

import type { FieldMap } from '@pothos/core';
import type { GraphQLResolveInfo } from 'graphql';
import { listPullRequestCommits, listPullRequestFiles } from '../../forge/endpoints/index.js';
import type { Commit, CommitAffectedFiles, CommitStats } from '../../forge/types/commits.js';
import type { ChangedFile } from '../../forge/types/pulls.js';
import { CommitMetaRef, CommitRef, VerificationRef } from '../git/commit.js';
import { commitStatusFields } from '../git/commit-checks.js';
import { CombinedStatusRef, combinedStatusOf } from '../git/commit-status.js';
import { CommitUserRef } from '../git/commit-user.js';
import { withDiffSource } from '../git/diff-loader.js';
import { builder, type FieldsOf } from '../kit/builder.js';
import { fromRestCommit } from '../kit/commit-value.js';
import { connectionType } from '../kit/connection-type.js';
import { commonFields, forgeFields } from '../kit/forge-fields.js';
import { issueKey } from '../kit/loaders.js';
import { expectList, listConnection, listField, pagedList } from '../kit/paged-field.js';
import { prefetch } from '../kit/prefetch.js';
import { PullRequestRef } from '../kit/refs/pull-request.js';
import type { RepoRef } from '../kit/refs/repository.js';
import { selectedFieldNames } from '../kit/selection.js';
import { forgeLists } from '../kit/thread-fields.js';
import { FIELDS } from './fields.js';
import { type PullRef, PullReviewConnection, pullRefOf, pullReviews } from './pull-review.js';

export const ChangedFileRef = builder.objectRef<ChangedFile>('ChangedFile').implement({
  description:
    'A file a pull request changes, against the merge base. Not a Node: the change exists only between the pull request’s base and head, which move, and the forge reads no single file’s change (only GET /repos/{owner}/{repo}/pulls/{index}/files).',
  // Counts nullable, so that a count the forge garbles fails alone and keeps the file.
  fields: (t) => ({
    ...commonFields(t, 'htmlUrl'),
    ...forgeFields(t, FIELDS.ChangedFile),
  }),
});

export const ChangedFileConnection = connectionType(ChangedFileRef, 'ChangedFile');

builder.objectRef<CommitStats>('CommitStats').implement({
  description: 'Lines a commit adds and removes.',
  // Nullable, so that a count the forge garbles fails alone and keeps the commit.
  fields: (t) => forgeFields(t, FIELDS.CommitStats),
});

const CommitAffectedFileRef = builder.objectRef<CommitAffectedFiles>('CommitAffectedFile').implement({
  description: 'A file a commit touches.',
  fields: (t) => ({
    filename: t.string({
      nullable: false,
      description: 'The file’s path in the repository.',
      resolve: (f) => f.filename ?? '',
    }),
    status: t.string({
      nullable: false,
      description: 'How the commit changed the file: added, modified, removed, …',
      resolve: (f) => f.status ?? '',
    }),
  }),
});

/** A commit of a pull request and the repository it was read in. */
type PullCommitNode = Commit & { repository: RepoRef };

/** Parts of the git commit the forge's record nests under `commit`, each its own field. */
function commitParts(
  t: FieldsOf<PullCommitNode>,
  rows: Record<
    string,
    readonly [key: keyof NonNullable<Commit['commit']>, type: object, description: string]
  >,
): FieldMap {
  return Object.fromEntries(
    Object.entries(rows).map(([name, [key, type, description]]) => [
      name,
      t.field({ type: type as never, description, resolve: (c) => (c.commit?.[key] ?? null) as never }),
    ]),
  );
}

export const PullRequestCommitRef = builder.objectRef<PullCommitNode>('PullRequestCommit').implement({
  description:
    'A commit of a pull request (from GET .../pulls/{index}/commits), with the statuses reported on it. Not a Node of its own: the commit’s identity is its repository and sha, which `commit` is as a Commit node (refetched by GET /repos/{owner}/{repo}/git/commits/{sha}).',
  fields: (t) => ({
    ...commonFields(t, 'url', 'htmlUrl'),
    ...forgeFields(t, FIELDS.PullRequestCommit),
    ...forgeLists(t, {
      parents: [
        'parents',
        CommitMetaRef,
        'The commits this one follows; two or more for a merge commit.',
        { required: true },
      ],
    }),
    // biome-ignore format: a table, one row a line
    ...commitParts(t, {
      author: ['author', CommitUserRef, 'The git author: the name, email and date recorded in the commit.'],
      committer: ['committer', CommitUserRef, 'The git committer: the name, email and date recorded in the commit.'],
      tree: ['tree', CommitMetaRef, 'The tree of files the commit records.'],
      verification: ['verification', VerificationRef, 'Whether the commit is signed and the signature checks out; asked of the forge only when selected.'],
    }),
    commit: t.field({
      type: CommitRef,
      nullable: false,
      description:
        'The same commit as a Node; its message, people, parents and tree come with this answer (no call), its stats, files and signature check take one commit read when selected.',
      resolve: (c) => fromRestCommit(c.repository, c, { stat: false, verification: false, files: false }),
    }),
    message: t.string({
      nullable: false,
      description: 'The whole commit message: its subject line and body.',
      resolve: (c) => c.commit?.message ?? '',
    }),
    files: t.field({
      type: [CommitAffectedFileRef],
      description: 'The files the commit touches; asked of the forge only when selected.',
      resolve: (c) => c.files ?? null,
    }),
    ...commitStatusFields(t, (c) => c),
  }),
});

export const PullRequestCommitConnection = connectionType(PullRequestCommitRef, 'PullRequestCommit');

const pullKeyOf = (ref: PullRef) => issueKey(ref.owner, ref.repo, ref.index);

const pullFiles = pagedList<PullRef, object, ChangedFile>({
  endpoint: listPullRequestFiles,
  key: pullKeyOf,
  fetch: async (context, ref, _args, page) => {
    const response = await listPullRequestFiles(context.forge, { ...ref, ...page });
    const list = expectList<ChangedFile>(response.data, 'GET /repos/{owner}/{repo}/pulls/{index}/files');
    // each file's patch is its part of the pull request's one `.diff` read (git/diff.ts)
    return { ...response, data: withDiffSource(list, { kind: 'pull', ...ref }) ?? [] };
  },
});

interface CommitArgs {
  verification: boolean;
  files: boolean;
}

const pullCommits = pagedList<PullRef, CommitArgs, PullCommitNode>({
  endpoint: listPullRequestCommits,
  key: pullKeyOf,
  filters: (args) => [args.verification, args.files],
  fetch: async (context, ref, args, page) => {
    const response = await listPullRequestCommits(context.forge, { ...ref, ...page, ...args });
    const list = expectList<Commit>(response.data, 'GET /repos/{owner}/{repo}/pulls/{index}/commits');
    const repository = { owner: ref.owner, repo: ref.repo };
    return { ...response, data: list.map((commit) => ({ ...commit, repository })) };
  },
});

/** The forge computes a signature check and a file list per commit unless told not to. */
function commitExtras(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>): CommitArgs {
  const selected = selectedFieldNames(info);
  return { verification: selected.has('verification'), files: selected.has('files') };
}

builder.objectFields(PullRequestRef, (t) => ({
  reviews: listConnection(
    t,
    PullReviewConnection,
    listField(pullReviews, pullRefOf),
    'Reviews and review requests, oldest first (GET .../pulls/{index}/reviews). Another user’s PENDING reviews are left out, yet the forge counts them in `totalCount`.',
  ),
  files: listConnection(
    t,
    ChangedFileConnection,
    listField(pullFiles, pullRefOf),
    'The files the pull request changes since the merge base (GET .../pulls/{index}/files).',
  ),
  commits: t.field({
    type: PullRequestCommitConnection,
    description: 'The commits of the head that the base lacks, newest first (GET .../pulls/{index}/commits).',
    args: t.arg.connectionArgs(),
    // The lookahead of `repository { pullRequest(number) { commits } }` knows the selection too.
    extensions: prefetch<PullRef>((context, ref, args, info, node) =>
      pullCommits(context, ref, {
        ...args,
        ...commitExtras({ fieldNodes: [node], fragments: info.fragments }),
      }),
    ),
    resolve: (pr, args, context, info) =>
      pullCommits(context, pullRefOf(pr), { ...args, ...commitExtras(info) }),
  }),
  statusCheck: t.field({
    type: CombinedStatusRef,
    description:
      'The combined status of the head commit in the base repository (GET .../commits/{sha}/status); null when nothing reported on it. Pull requests that share a head share one call.',
    resolve: (pr, _args, context) => {
      const sha = pr.head?.sha;
      if (!sha) return null;
      const { owner, repo } = pullRefOf(pr);
      return combinedStatusOf(context, { owner, repo }, sha);
    },
  }),
}));
