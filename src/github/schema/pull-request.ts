// PullRequest: the forge's pull request (GET /repos/{owner}/{repo}/pulls/{index}) with GitHub's
// fields, its commits (oldest first, as GitHub lists them), files, reviews and review requests.

import {
  listPullRequestCommits,
  listPullRequestFiles,
  listPullReviews,
} from '../../forge/endpoints/index.js';
import type {
  Branch,
  ChangedFile,
  Commit,
  PullReview,
  Repository,
  Team,
  User,
} from '../../forge/types/index.js';
import { memoize } from '../../graphql/kit/context.js';
import type { GithubContext } from '../context.js';
import { builder } from './builder.js';
import { rollupOf, StatusCheckRollupRef } from './checks.js';
import { connectionOf, pagedList, pagingArgs, wholeList } from './connection.js';
import { ReviewConnectionRef } from './connections.js';
import {
  MergeableStateEnum,
  MergeStateStatusEnum,
  PullRequestStateEnum,
  ReviewDecisionEnum,
  ReviewStateEnum,
} from './enums.js';
import { couldNotResolve } from './errors.js';
import { branchRef, commitAt, readBranch } from './git.js';
import { issueFields, issueInterfaces } from './issue.js';
import { registerNodeReader } from './node.js';
import { readOwner, readPull, readRepository } from './reads.js';
import {
  ActorRef,
  CommentRef,
  CommitRef,
  type CommitShape,
  GitRefRef,
  nodeType,
  PullRequestRef,
  ReactableRef,
  RepositoryOwnerRef,
  RepositoryRef,
  RequestedReviewerRef,
  ReviewRef,
} from './refs.js';
import { type PullRequestShape, type ReviewShape, tag } from './shapes.js';

const PAGE = 50;
/** GitHub lists at most 250 commits of a pull request; so does this face. */
const MAX_COMMITS = 250;

/** The pull request's commits, oldest first: every page of the forge's list (newest first), reversed. */
function commitsOf(
  context: GithubContext,
  pull: PullRequestShape,
): Promise<{ commits: CommitShape[]; total: number }> {
  const where = { owner: pull.owner, repo: pull.repo, index: pull.number ?? 0 };
  return memoize(context, `github:pull-commits:${pull.owner}/${pull.repo}#${pull.number}`, async () => {
    const read = (page: number) =>
      listPullRequestCommits(context.forge, {
        ...where,
        page,
        limit: PAGE,
        verification: false,
        files: false,
      });
    const first = await read(1);
    const total = first.paging.totalCount ?? (first.data as Commit[]).length;
    const pages = Math.min(Math.ceil(total / PAGE), MAX_COMMITS / PAGE);
    const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => read(i + 2)));
    const commits = [first, ...rest]
      .flatMap((r) => (r.data as Commit[] | null) ?? [])
      .map((c) => ({ ...tag('Commit', c), owner: pull.owner, repo: pull.repo }))
      .reverse();
    return { commits, total };
  });
}

/** The reviews of a pull request (at most 50, one call per request). */
export function reviewsOf(context: GithubContext, pull: PullRequestShape): Promise<ReviewShape[]> {
  return memoize(context, `github:reviews:${pull.owner}/${pull.repo}#${pull.number}`, () =>
    listPullReviews(context.forge, {
      owner: pull.owner,
      repo: pull.repo,
      index: pull.number ?? 0,
      limit: PAGE,
    }).then((r) =>
      ((r.data as PullReview[] | null) ?? []).map((review) => ({
        ...tag('PullRequestReview', review),
        owner: pull.owner,
        repo: pull.repo,
        pullNumber: pull.number ?? 0,
      })),
    ),
  );
}

/** The newest submitted review of each reviewer, pending ones left out. */
function latestReviews(reviews: ReviewShape[]): ReviewShape[] {
  const latest = new Map<number, ReviewShape>();
  for (const review of reviews) {
    if (review.state === 'PENDING' || review.state === 'REQUEST_REVIEW' || !review.user?.id) continue;
    latest.set(review.user.id, review);
  }
  return [...latest.values()];
}

/** The base branch as the forge describes it for the caller (protection, approvals, whether the caller may merge). */
export function baseBranch(context: GithubContext, pull: PullRequestShape): Promise<Branch | null> {
  return readBranch(context, pull, pull.base?.ref ?? '').catch(() => null);
}

const stateOf = (p: PullRequestShape) => (p.merged ? 'MERGED' : p.state === 'closed' ? 'CLOSED' : 'OPEN');

const REVIEW_STATE: Record<string, 'APPROVED' | 'CHANGES_REQUESTED' | 'COMMENTED' | 'DISMISSED' | 'PENDING'> =
  {
    APPROVED: 'APPROVED',
    REQUEST_CHANGES: 'CHANGES_REQUESTED',
    COMMENT: 'COMMENTED',
    PENDING: 'PENDING',
  };

const reviewState = (r: ReviewShape) =>
  r.dismissed ? 'DISMISSED' : (REVIEW_STATE[r.state ?? ''] ?? 'COMMENTED');

interface PullCommit {
  __typename: 'PullRequestCommit';
  pull: PullRequestShape;
  commit: CommitShape;
}

const PullRequestCommitRef = builder.objectRef<PullCommit>('PullRequestCommit').implement({
  description: 'Represents a Git commit part of a pull request.',
  fields: (t) => ({
    commit: t.field({ type: CommitRef, nullable: false, resolve: (c) => c.commit }),
    pullRequest: t.field({ type: PullRequestRef, nullable: false, resolve: (c) => c.pull }),
    url: t.field({
      type: 'URI',
      nullable: false,
      resolve: (c) => `${c.pull.html_url}/commits/${c.commit.sha}`,
    }),
    resourcePath: t.field({
      type: 'URI',
      nullable: false,
      resolve: (c) => `/${c.pull.owner}/${c.pull.repo}/pull/${c.pull.number}/commits/${c.commit.sha}`,
    }),
  }),
});
const PullRequestCommitConnectionRef = connectionOf('PullRequestCommit', PullRequestCommitRef);

const PatchStatusEnum = builder.enumType('PatchStatus', {
  values: ['ADDED', 'CHANGED', 'COPIED', 'DELETED', 'MODIFIED', 'RENAMED'] as const,
});
const PATCH_STATUS: Record<string, 'ADDED' | 'CHANGED' | 'COPIED' | 'DELETED' | 'MODIFIED' | 'RENAMED'> = {
  added: 'ADDED',
  removed: 'DELETED',
  deleted: 'DELETED',
  modified: 'MODIFIED',
  changed: 'CHANGED',
  renamed: 'RENAMED',
  copied: 'COPIED',
};

const ChangedFileRef = builder.objectRef<ChangedFile>('PullRequestChangedFile').implement({
  description: 'A file changed in a pull request.',
  fields: (t) => ({
    path: t.string({ nullable: false, resolve: (f) => f.filename ?? '' }),
    additions: t.int({ nullable: false, resolve: (f) => f.additions ?? 0 }),
    deletions: t.int({ nullable: false, resolve: (f) => f.deletions ?? 0 }),
    changeType: t.field({
      type: PatchStatusEnum,
      nullable: false,
      resolve: (f) => PATCH_STATUS[f.status ?? ''] ?? 'MODIFIED',
    }),
  }),
});
const ChangedFileConnectionRef = connectionOf('PullRequestChangedFile', ChangedFileRef);

interface Request {
  pull: PullRequestShape;
  reviewer: ReturnType<typeof tag<User, 'User'>> | ReturnType<typeof tag<Team, 'Team'>>;
}

const ReviewRequestRef = builder.objectRef<Request>('ReviewRequest').implement({
  description: 'A request for a user to review a pull request.',
  fields: (t) => ({
    requestedReviewer: t.field({ type: RequestedReviewerRef, resolve: (r) => r.reviewer as never }),
    // the forge has no code owners
    asCodeOwner: t.boolean({ nullable: false, resolve: () => false }),
    pullRequest: t.field({ type: PullRequestRef, nullable: false, resolve: (r) => r.pull }),
  }),
});
const ReviewRequestConnectionRef = connectionOf('ReviewRequest', ReviewRequestRef);

PullRequestRef.implement({
  ...nodeType('PullRequest', 'A repository pull request.', ...issueInterfaces),
  fields: (t) => ({
    ...issueFields(t),
    state: t.field({ type: PullRequestStateEnum, nullable: false, resolve: stateOf }),
    merged: t.boolean({ nullable: false, resolve: (p) => p.merged === true }),
    mergedAt: t.field({ type: 'DateTime', resolve: (p) => p.merged_at ?? null }),
    mergedBy: t.field({ type: ActorRef, resolve: (p) => (p.merged_by ? tag('User', p.merged_by) : null) }),
    isDraft: t.boolean({ nullable: false, resolve: (p) => p.draft === true }),
    mergeable: t.field({
      type: MergeableStateEnum,
      nullable: false,
      resolve: (p) => (p.state !== 'open' ? 'UNKNOWN' : p.mergeable ? 'MERGEABLE' : 'CONFLICTING'),
    }),
    mergeStateStatus: t.field({
      type: MergeStateStatusEnum,
      nullable: false,
      resolve: async (p, _args, context) => {
        if (p.state !== 'open') return 'UNKNOWN';
        if (!p.mergeable) return 'DIRTY';
        const branch = await baseBranch(context, p);
        if (branch?.user_can_merge === false) return 'BLOCKED';
        const rollup = await rollupOf(context, p, p.head?.sha ?? '');
        return rollup && rollup.state !== 'SUCCESS' ? 'UNSTABLE' : 'CLEAN';
      },
    }),
    reviewDecision: t.field({
      type: ReviewDecisionEnum,
      resolve: async (p, _args, context) => {
        const latest = latestReviews(await reviewsOf(context, p)).filter((r) => !r.dismissed);
        if (latest.some((r) => r.state === 'REQUEST_CHANGES')) return 'CHANGES_REQUESTED';
        const approvals = latest.filter((r) => r.state === 'APPROVED' && r.official !== false).length;
        const required = (await baseBranch(context, p))?.required_approvals ?? 0;
        if (required > 0) return approvals >= required ? 'APPROVED' : 'REVIEW_REQUIRED';
        return approvals > 0 ? 'APPROVED' : null;
      },
    }),
    headRefName: t.string({ nullable: false, resolve: (p) => p.head?.ref ?? '' }),
    baseRefName: t.string({ nullable: false, resolve: (p) => p.base?.ref ?? '' }),
    headRefOid: t.field({ type: 'GitObjectID', nullable: false, resolve: (p) => p.head?.sha ?? '' }),
    baseRefOid: t.field({ type: 'GitObjectID', nullable: false, resolve: (p) => p.base?.sha ?? '' }),
    headRepository: t.field({
      type: RepositoryRef,
      resolve: (p) => (p.head?.repo ? tag('Repository', p.head.repo as Repository) : null),
    }),
    baseRepository: t.field({
      type: RepositoryRef,
      resolve: (p) => (p.base?.repo ? tag('Repository', p.base.repo as Repository) : null),
    }),
    headRepositoryOwner: t.field({
      type: RepositoryOwnerRef,
      resolve: (p, _args, context) => {
        const login = (p.head?.repo as Repository | undefined)?.owner?.login;
        return login ? readOwner(context, login) : null;
      },
    }),
    headRef: t.field({
      type: GitRefRef,
      resolve: (p) => {
        const repo = p.head?.repo as Repository | undefined;
        if (!repo?.full_name || p.merged) return null;
        const [owner = '', name = ''] = repo.full_name.split('/');
        return branchRef({ owner, repo: name }, p.head?.ref ?? '', p.head?.sha ?? null);
      },
    }),
    baseRef: t.field({ type: GitRefRef, resolve: (p) => branchRef(p, p.base?.ref ?? '', null) }),
    isCrossRepository: t.boolean({ nullable: false, resolve: (p) => p.head?.repo_id !== p.base?.repo_id }),
    maintainerCanModify: t.boolean({ nullable: false, resolve: (p) => p.allow_maintainer_edit === true }),
    additions: t.int({ nullable: false, resolve: (p) => p.additions ?? 0 }),
    deletions: t.int({ nullable: false, resolve: (p) => p.deletions ?? 0 }),
    changedFiles: t.int({ nullable: false, resolve: (p) => p.changed_files ?? 0 }),
    permalink: t.field({ type: 'URI', nullable: false, resolve: (p) => p.html_url ?? '' }),
    totalCommentsCount: t.int({ resolve: (p) => (p.comments ?? 0) + (p.review_comments ?? 0) }),
    mergeCommit: t.field({
      type: CommitRef,
      resolve: (p) => (p.merged && p.merge_commit_sha ? commitAt(p, p.merge_commit_sha) : null),
    }),
    statusCheckRollup: t.field({
      type: StatusCheckRollupRef,
      resolve: (p, _args, context) => rollupOf(context, p, p.head?.sha ?? ''),
    }),
    commits: t.field({
      type: PullRequestCommitConnectionRef,
      extensions: { forgeList: { whole: true } },
      nullable: false,
      args: pagingArgs(t.arg),
      resolve: async (p, args, context) => {
        const { commits, total } = await commitsOf(context, p);
        const list = wholeList(
          context,
          args,
          commits.map((commit) => ({ __typename: 'PullRequestCommit' as const, pull: p, commit })),
        );
        return { ...list, totalCount: total };
      },
    }),
    files: t.field({
      type: ChangedFileConnectionRef,
      args: pagingArgs(t.arg),
      resolve: (p, args, context) =>
        pagedList(context, args, async (page, limit) => {
          const response = await listPullRequestFiles(context.forge, {
            owner: p.owner,
            repo: p.repo,
            index: p.number ?? 0,
            page,
            limit,
          });
          return {
            items: (response.data as ChangedFile[] | null) ?? [],
            totalCount: response.paging.totalCount,
            paging: response.paging,
          };
        }),
    }),
    reviews: t.field({
      type: ReviewConnectionRef,
      extensions: { forgeList: { whole: true } },
      args: {
        ...pagingArgs(t.arg),
        author: t.arg.string(),
        states: t.arg({ type: [ReviewStateEnum] }),
      },
      resolve: async (p, args, context) => {
        // the forge lists a review request as a review (REQUEST_REVIEW); GitHub lists it under reviewRequests only
        const reviews = (await reviewsOf(context, p)).filter(
          (r) =>
            r.state !== 'REQUEST_REVIEW' &&
            (!args.author || r.user?.login?.toLowerCase() === args.author.toLowerCase()) &&
            (!args.states?.length || args.states.includes(reviewState(r))),
        );
        return wholeList(context, args, reviews);
      },
    }),
    latestReviews: t.field({
      type: ReviewConnectionRef,
      extensions: { forgeList: { whole: true } },
      args: pagingArgs(t.arg),
      resolve: async (p, args, context) =>
        wholeList(context, args, latestReviews(await reviewsOf(context, p))),
    }),
    reviewRequests: t.field({
      type: ReviewRequestConnectionRef,
      extensions: { forgeList: { embedded: true } },
      args: pagingArgs(t.arg),
      resolve: (p, args, context) =>
        wholeList(context, args, [
          ...(p.requested_reviewers ?? []).map((u) => ({ pull: p, reviewer: tag('User', u) })),
          ...(p.requested_reviewers_teams ?? []).map((team) => ({
            pull: p,
            reviewer: tag('Team', team as Team),
          })),
        ]),
    }),
  }),
});

ReviewRef.implement({
  ...nodeType('PullRequestReview', 'A review object for a given pull request.', CommentRef, ReactableRef),
  fields: (t) => ({
    databaseId: t.int({ resolve: (r) => r.id ?? null }),
    state: t.field({ type: ReviewStateEnum, nullable: false, resolve: reviewState }),
    submittedAt: t.field({ type: 'DateTime', resolve: (r) => r.submitted_at || null }),
    commit: t.field({ type: CommitRef, resolve: (r) => (r.commit_id ? commitAt(r, r.commit_id) : null) }),
    url: t.field({ type: 'URI', nullable: false, resolve: (r) => r.html_url ?? '' }),
    pullRequest: t.field({
      type: PullRequestRef,
      nullable: false,
      resolve: (r, _args, context) => readPull(context, r, r.pullNumber),
    }),
    repository: t.field({
      type: RepositoryRef,
      nullable: false,
      resolve: (r, _args, context) => readRepository(context, r.owner, r.repo),
    }),
  }),
});

registerNodeReader('PullRequest', (context, [owner = '', repo = '', number = '0']) =>
  readPull(context, { owner, repo }, Number(number)),
);
registerNodeReader('PullRequestReview', async (context, [owner = '', repo = '', number = '0', id = '0']) => {
  const pull = await readPull(context, { owner, repo }, Number(number));
  const review = (await reviewsOf(context, pull)).find((r) => String(r.id) === id);
  if (!review) throw couldNotResolve('PullRequestReview', `the id of ${id}`);
  return review;
});
