// Pull request reads, op 12 (list with filters and paging) and op 13 (create a review).

import type { BodySchema } from '../binding.js';
import type { RepoContext, RequestContext } from '../context.js';
import { pullJson, reviewJson } from '../convert/pulls.js';
import { jsonReply, type Reply } from '../errors.js';
import { isEmpty } from '../git.js';
import { Access, type IssueRec, type PullRec, type ReviewState } from '../model.js';
import { formInt, listOptions, pageOf, pagingHeaders } from '../paging.js';
import { emitReview } from '../webhooks/payloads.js';
import { pathIndex } from './issues.js';
import { nextCodeCommentId } from './pull-reviews.js';

/** facts op 12: pulls need the unit, a non-empty repository (and no mirror) */
export function pullsRepo(ctx: RequestContext): RepoContext {
  const rc = ctx.repo();
  if (!rc.repo.units.pulls || isEmpty(rc.repo.git)) throw ctx.notFound();
  return rc;
}

export function findPull(
  ctx: RequestContext,
  rc: RepoContext,
): { issue: IssueRec; pull: PullRec } | undefined {
  const issue = ctx.store.issueByIndex(rc.repo.id, pathIndex(ctx));
  const pull = issue?.isPull ? ctx.store.pullOf(issue.id) : undefined;
  return issue && pull ? { issue, pull } : undefined;
}

/** GET /repos/{owner}/{repo}/pulls/{index}: an issue index is 404 (facts §21) */
export function getPull(ctx: RequestContext): Reply {
  const found = findPull(ctx, pullsRepo(ctx));
  if (!found) throw ctx.notFound();
  return jsonReply(200, pullJson(ctx, found.pull));
}

type Row = { issue: IssueRec; pull: PullRec };
const time = (d: Date | null) => d?.getTime() ?? 0;
const newestFirst = (a: Row, b: Row) =>
  time(b.issue.createdAt) - time(a.issue.createdAt) || b.issue.id - a.issue.id;

/** Gitea's sortIssuesSession for pull requests; unknown or empty = newest created first */
function sorter(sort: string): (a: Row, b: Row) => number {
  switch (sort) {
    case 'oldest':
      return (a, b) => -newestFirst(a, b);
    case 'recentupdate':
      return (a, b) => time(b.issue.updatedAt) - time(a.issue.updatedAt) || newestFirst(a, b);
    case 'leastupdate':
      return (a, b) => time(a.issue.updatedAt) - time(b.issue.updatedAt) || -newestFirst(a, b);
    case 'recentclose':
      return (a, b) => time(b.issue.closedAt) - time(a.issue.closedAt) || newestFirst(a, b);
    case 'mostcomment':
      return (a, b) => b.issue.numComments - a.issue.numComments || newestFirst(a, b);
    case 'leastcomment':
      return (a, b) => a.issue.numComments - b.issue.numComments || newestFirst(a, b);
    default:
      // priority, nearduedate and farduedate fall back to creation order: the sandbox has no due dates
      return newestFirst;
  }
}

/** op 12: GET /repos/{owner}/{repo}/pulls — 200 PullRequest[] + X-Total-Count + Link (facts op 12) */
export function listPulls(ctx: RequestContext): Reply {
  const rc = pullsRepo(ctx);
  const { store, query } = ctx;
  const labelIds = query
    .getAll('labels')
    .map((v) => (/^-?\d+$/.test(v.trim()) ? Number(v.trim()) : Number.NaN));
  // facts op 12: non-numeric labels are a 500
  if (labelIds.some(Number.isNaN))
    throw ctx.error(500, ctx.user?.isAdmin ? 'strconv.ParseInt: invalid syntax' : '');
  const posterName = ctx.form('poster');
  let posterId: number | undefined;
  if (posterName !== '') {
    const poster = store.userByName(posterName);
    if (!poster) throw ctx.error(400, `user does not exist [uid: 0, name: ${posterName}]`);
    posterId = poster.id;
  }
  const state = ctx.form('state').trim();
  const milestone = formInt(query.get('milestone'));
  const baseBranch = ctx.form('base_branch').trim();
  const rows: Row[] = [];
  for (const pull of store.pulls) {
    const issue = store.issue(pull.issueId);
    if (issue.repoId !== rc.repo.id) continue;
    if ((state === 'open' || state === 'closed') && issue.state !== state) continue;
    if (milestone > 0 && issue.milestoneId !== milestone) continue;
    if (labelIds.length > 0 && !issue.labelIds.some((id) => labelIds.includes(id))) continue;
    if (posterId !== undefined && issue.posterId !== posterId) continue;
    if (baseBranch !== '' && pull.baseBranch !== baseBranch) continue;
    rows.push({ issue, pull });
  }
  rows.sort(sorter(ctx.form('sort').trim()));
  const opts = listOptions(query);
  const page = pageOf(rows, opts).map((r) => pullJson(ctx, r.pull));
  return jsonReply(
    200,
    page,
    pagingHeaders(ctx.origin, `/api/v1${ctx.path}`, query, rows.length, opts.limit),
  );
}

const CreatePullReviewOptions: BodySchema = {
  name: 'CreatePullReviewOptions',
  fields: [
    { key: 'event', go: 'Event', type: 'string' },
    { key: 'body', go: 'Body', type: 'string' },
    { key: 'commit_id', go: 'CommitID', type: 'string' },
    {
      key: 'comments',
      go: 'Comments',
      type: {
        structs: {
          name: 'CreatePullReviewComment',
          fields: [
            { key: 'path', go: 'Path', type: 'string' },
            { key: 'body', go: 'Body', type: 'string' },
            { key: 'old_position', go: 'OldLineNum', type: 'int' },
            { key: 'new_position', go: 'NewLineNum', type: 'int' },
          ],
        },
      },
    },
  ],
};

export interface ReviewBody {
  event?: string;
  body?: string;
  commit_id?: string;
  comments?: { path?: string; body?: string; old_position?: number; new_position?: number }[];
}

/** Gitea's preparePullReviewType (facts op 13) */
export function reviewState(ctx: RequestContext, issue: IssueRec, form: ReviewBody): ReviewState {
  const event = form.event ?? '';
  const hasBody = (form.body ?? '').trim() !== '';
  const own = issue.posterId === ctx.user?.id;
  let state: ReviewState = 'PENDING';
  let needsBody = true;
  if (event === 'APPROVED') {
    if (own) throw ctx.error(422, 'approve your own pull is not allowed');
    state = 'APPROVED';
    needsBody = false;
  } else if (event === 'REQUEST_CHANGES') {
    if (own) throw ctx.error(422, 'reject your own pull is not allowed');
    state = 'REQUEST_CHANGES';
  } else if (event === 'COMMENT') {
    state = 'COMMENT';
    needsBody = false;
    if (!hasBody && (form.comments ?? []).length === 0) {
      throw ctx.error(422, `review event ${event} requires a body or a comment`);
    }
  }
  if (needsBody && !hasBody) throw ctx.error(422, `review event ${event} requires a body`);
  return state;
}

/** op 13: POST /repos/{owner}/{repo}/pulls/{index}/reviews → 200 PullReview (facts op 13) */
export function createReview(ctx: RequestContext): Reply {
  const rc = pullsRepo(ctx);
  const doer = ctx.requireUser();
  const form = ctx.bind<ReviewBody>(CreatePullReviewOptions);
  const found = findPull(ctx, rc);
  if (!found) {
    const detail = `[id: 0, issue: 0, head_repo: 0, base_repo: ${rc.repo.id}, head_branch: , base_branch: ]`;
    throw ctx.notFound('GetPullRequestByIndex', [`pull request does not exist ${detail}`]);
  }
  const { issue, pull } = found;
  const state = reviewState(ctx, issue, form);
  const decisive = state === 'APPROVED' || state === 'REQUEST_CHANGES';
  if (decisive && (issue.state === 'closed' || pull.merged)) {
    throw ctx.error(422, "can't submit review for a closed or merged PR");
  }
  const { store } = ctx;
  const head = store.repoById(pull.headRepoId)?.git.branches.get(pull.headBranch) ?? '';
  const commitId = form.commit_id || head;
  const now = store.now();
  const official = decisive && rc.mode >= Access.write;
  if (decisive && official) {
    for (const r of store.reviews) if (r.issueId === issue.id) r.official = false;
  }
  // code comments share the comments' id space (Gitea stores them as Comment rows)
  let nextCommentId = nextCodeCommentId(store);
  const comments = (form.comments ?? []).map((c) => ({
    id: nextCommentId++,
    path: c.path ?? '',
    body: c.body ?? '',
    line: (c.old_position ?? 0) > 0 ? -(c.old_position ?? 0) : (c.new_position ?? 0),
    commitId,
    createdAt: now,
  }));
  // facts op 13: an existing PENDING review of the caller is reused and submitted
  let review = store.reviews.find(
    (r) => r.issueId === issue.id && r.reviewerId === doer.id && r.state === 'PENDING',
  );
  if (review) {
    Object.assign(review, { state, body: form.body ?? '', commitId, official, updatedAt: now });
    review.codeComments.push(...comments);
  } else {
    const commentId = nextCodeCommentId(store);
    store.comments.push({
      id: commentId,
      issueId: issue.id,
      posterId: doer.id,
      body: form.body ?? '',
      createdAt: now,
      updatedAt: now,
    });
    review = {
      id: store.nextId(store.reviews),
      issueId: issue.id,
      reviewerId: doer.id,
      state,
      body: form.body ?? '',
      commitId,
      official,
      stale: commitId !== head,
      dismissed: false,
      codeComments: comments,
      commentId,
      createdAt: now,
      updatedAt: now,
    };
    store.reviews.push(review);
  }
  emitReview(ctx, rc.repo, issue, pull, review);
  return jsonReply(200, reviewJson(ctx, review, issue));
}
