// Pull request reads: one by index, and the list with filters and paging, as Gitea's
// routers/api/v1/repo/pull.go (GetPullRequest, ListPullRequests) answers them.

import { pullJson } from '../../convert/pulls.js';
import type { RepoContext, RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { formInt, pagedReply } from '../../http/paging.js';
import type { IssueRec, PullRec } from '../../model/records.js';
import { pathIndex } from '../issues/issues.js';
import { formUser } from '../query.js';

export function findPull(
  ctx: RequestContext,
  rc: RepoContext,
): { issue: IssueRec; pull: PullRec } | undefined {
  const issue = ctx.store.issueByIndex(rc.repo.id, pathIndex(ctx));
  const pull = issue?.isPull ? ctx.store.pullOf(issue.id) : undefined;
  return issue && pull ? { issue, pull } : undefined;
}

/** The pull request of `{index}`, or ErrNF("GetPullRequestByIndex", ErrPullRequestNotExist) */
export function pullOrNotFound(ctx: RequestContext, rc: RepoContext): { issue: IssueRec; pull: PullRec } {
  const found = findPull(ctx, rc);
  if (found) return found;
  const detail = `[id: 0, issue: 0, head_repo: 0, base_repo: ${rc.repo.id}, head_branch: , base_branch: ]`;
  throw ctx.notFound('GetPullRequestByIndex', [`pull request does not exist ${detail}`]);
}

/** GET /repos/{owner}/{repo}/pulls/{index}: an issue index is 404 */
export function getPull(ctx: RequestContext): Reply {
  const found = findPull(ctx, ctx.repo());
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

/** GET /repos/{owner}/{repo}/pulls: 200 PullRequest[] + X-Total-Count + Link */
export function listPulls(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const { store, query } = ctx;
  const labelIds = query
    .getAll('labels')
    .map((v) => (/^-?\d+$/.test(v.trim()) ? Number(v.trim()) : Number.NaN));
  // as Gitea answers, non-numeric labels are a 500
  if (labelIds.some(Number.isNaN))
    throw ctx.error(500, ctx.user?.isAdmin ? 'strconv.ParseInt: invalid syntax' : '');
  const posterId = formUser(ctx, 'poster')?.id;
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
  return pagedReply(ctx, rows, (r) => pullJson(ctx, r.pull));
}
