// Issue lists: GET /repos/{owner}/{repo}/issues (ListIssues) and GET /repos/issues/search (SearchIssues),
// after Gitea's routers/api/v1/repo/issue.go with the database issue indexer.

import { issueJson } from '../../convert/issues.js';
import type { RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { formInt, listHeaders, MAX_RESPONSE_ITEMS, pagedReply, pageOf } from '../../http/paging.js';
import { repoAccess } from '../../model/access.js';
import { Access, type IssueRec, type RepoRec } from '../../model/records.js';
import { formUser } from '../query.js';

/** Gitea's parseFormTime (services/context): RFC 3339 or a 422 with Go's time.Parse message. */
function formTime(ctx: RequestContext, name: string): Date | null {
  const value = ctx.form(name).trim();
  if (value === '') return null;
  const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;
  if (!rfc3339.test(value) || Number.isNaN(Date.parse(value))) {
    throw ctx.error(
      422,
      `parsing time ${JSON.stringify(value)} as "2006-01-02T15:04:05Z07:00": cannot parse ${JSON.stringify(value)} as "2006"`,
    );
  }
  return new Date(value);
}

/** open (the default), closed, or all: Gitea reads any other value as open */
function stateFilter(ctx: RequestContext): 'open' | 'closed' | undefined {
  const state = ctx.form('state');
  if (state === 'all') return undefined;
  return state === 'closed' ? 'closed' : 'open';
}

function typeFilter(ctx: RequestContext): boolean | undefined {
  const type = ctx.form('type');
  if (type === 'pulls') return true;
  if (type === 'issues') return false;
  return undefined;
}

/** `@login` mentions in the issue's text and its comments (Gitea records them as it saves them) */
function mentions(ctx: RequestContext, issue: IssueRec, userId: number): boolean {
  const login = ctx.store.user(userId).login.toLowerCase();
  const texts = [issue.body, ...ctx.store.comments.filter((c) => c.issueId === issue.id).map((c) => c.body)];
  const pattern = /(?:^|[^\w@])@([\w.-]+)/g;
  return texts.some((text) => [...text.matchAll(pattern)].some((m) => m[1]?.toLowerCase() === login));
}

/** the database indexer's keyword match: title, body or any comment, case-insensitive */
function matchesKeyword(ctx: RequestContext, issue: IssueRec, keyword: string): boolean {
  const needle = keyword.toLowerCase();
  if (issue.title.toLowerCase().includes(needle) || issue.body.toLowerCase().includes(needle)) return true;
  return ctx.store.comments.some((c) => c.issueId === issue.id && c.body.toLowerCase().includes(needle));
}

interface Filters {
  repoIds: Set<number>;
  closed?: 'open' | 'closed';
  isPull?: boolean;
  keyword: string;
  labelIds: number[];
  milestoneIds: number[];
  since: Date | null;
  before: Date | null;
  posterId?: number;
  assigneeId?: number;
  mentionId?: number;
  reviewRequestedId?: number;
  reviewedId?: number;
}

/** Gitea's indexer: every filter narrows; an empty label or milestone list filters nothing. */
function search(ctx: RequestContext, f: Filters): IssueRec[] {
  const reviews = ctx.store.reviews;
  const hits = ctx.store.issues.filter((issue) => {
    if (!f.repoIds.has(issue.repoId)) return false;
    if (f.closed && issue.state !== f.closed) return false;
    if (f.isPull !== undefined && issue.isPull !== f.isPull) return false;
    if (f.labelIds.length > 0 && !issue.labelIds.some((id) => f.labelIds.includes(id))) return false;
    if (f.milestoneIds.length > 0 && !f.milestoneIds.includes(issue.milestoneId ?? 0)) return false;
    if (f.since && issue.updatedAt.getTime() < f.since.getTime()) return false;
    if (f.before && issue.updatedAt.getTime() > f.before.getTime()) return false;
    if (f.posterId !== undefined && issue.posterId !== f.posterId) return false;
    if (f.assigneeId !== undefined && !issue.assigneeIds.includes(f.assigneeId)) return false;
    if (f.mentionId !== undefined && !mentions(ctx, issue, f.mentionId)) return false;
    const mine = (id: number | undefined, requested: boolean) =>
      reviews.some(
        (r) =>
          r.issueId === issue.id &&
          r.reviewerId === id &&
          ((r.state as string) === 'REQUEST_REVIEW') === requested &&
          r.state !== 'PENDING',
      );
    if (f.reviewRequestedId !== undefined && !mine(f.reviewRequestedId, true)) return false;
    if (f.reviewedId !== undefined && !mine(f.reviewedId, false)) return false;
    return f.keyword === '' || matchesKeyword(ctx, issue, f.keyword);
  });
  // issue_indexer.SortByCreatedDesc
  return hits.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
}

/** getUserIDForFilter: an unknown login is a 404 naming it */
function userFilter(ctx: RequestContext, name: string): number | undefined {
  const login = ctx.form(name);
  if (login === '') return undefined;
  const user = ctx.store.userByName(login);
  if (!user) throw ctx.notFound(undefined, [`user does not exist [uid: 0, name: ${login}]`]);
  return user.id;
}

/** `milestones`: names first, then ids; ones that do not exist are dropped */
function milestoneFilter(ctx: RequestContext, repo: RepoRec): number[] {
  const ids: number[] = [];
  for (const part of ctx.form('milestones').split(',')) {
    const mine = ctx.store.milestones.filter((m) => m.repoId === repo.id);
    const byName = mine.find((m) => m.title === part);
    const byId = /^\d+$/.test(part) ? mine.find((m) => m.id === Number(part)) : undefined;
    const found = byName ?? byId;
    if (found) ids.push(found.id);
  }
  return ids;
}

/** GET /repos/{owner}/{repo}/issues: 200 Issue[] + X-Total-Count + Link (default state open) */
export function listIssues(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const { repo } = rc;
  const since = formTime(ctx, 'since');
  const before = formTime(ctx, 'before');
  // mustEnableIssuesOrPulls, then CanReadIssuesOrPulls for the asked type
  let isPull = typeFilter(ctx);
  if (!repo.units.issues && !repo.units.pulls) throw ctx.notFound();
  if (isPull === false && !repo.units.issues) throw ctx.notFound();
  if (isPull === true && !repo.units.pulls) throw ctx.notFound();
  if (isPull === undefined && !repo.units.issues) isPull = true;
  if (isPull === undefined && !repo.units.pulls) isPull = false;
  const names = ctx.form('labels').split(',');
  const labelIds = ctx.store.labels
    .filter((l) => l.repoId === repo.id && names.includes(l.name))
    .map((l) => l.id);
  const milestoneIds = milestoneFilter(ctx, repo);
  const posterId = userFilter(ctx, 'created_by');
  const assigneeId = userFilter(ctx, 'assigned_by');
  const mentionId = userFilter(ctx, 'mentioned_by');
  const keyword = ctx.form('q').trim().includes('\0') ? '' : ctx.form('q').trim();
  const rows = search(ctx, {
    repoIds: new Set([repo.id]),
    closed: stateFilter(ctx),
    isPull,
    keyword,
    labelIds,
    milestoneIds,
    since,
    before,
    posterId,
    assigneeId,
    mentionId,
  });
  return pagedReply(ctx, rows, (issue) => issueJson(ctx, issue));
}

/** The repositories SearchIssues looks in: those the caller may read, narrowed by `owner` and `team`. */
function searchableRepos(ctx: RequestContext): Set<number> {
  const { store } = ctx;
  const teamName = ctx.form('team');
  const ownerId = formUser(ctx, 'owner')?.id;
  let teamRepos: ((repo: RepoRec) => boolean) | undefined;
  if (teamName !== '') {
    if (ownerId === undefined) throw ctx.error(400, 'Owner organisation is required for filtering on team');
    const team = store.teamsOf(ownerId).find((t) => t.name.toLowerCase() === teamName.toLowerCase());
    if (!team) throw ctx.error(400, `team does not exist [org_id ${ownerId}, team_id 0, name: ${teamName}]`);
    teamRepos = (repo) => team.includesAllRepositories || team.repoIds.includes(repo.id);
  }
  const ids = new Set<number>();
  for (const repo of store.repos) {
    if (ownerId !== undefined && repo.ownerId !== ownerId) continue;
    if (teamRepos && !teamRepos(repo)) continue;
    if (!repo.units.issues && !repo.units.pulls) continue;
    if (repoAccess(store, repo, ctx.user) >= Access.read) ids.add(repo.id);
  }
  return ids;
}

const truthy = (ctx: RequestContext, name: string) => ctx.form(name) === 'true' || ctx.form(name) === '1';

/** GET /repos/issues/search: 200 Issue[] + X-Total-Count + Link; 20 per page unless `limit` says otherwise */
export function searchIssues(ctx: RequestContext): Reply {
  const since = formTime(ctx, 'since');
  const before = formTime(ctx, 'before');
  const repoIds = searchableRepos(ctx);
  const labelNames = ctx.form('labels').trim() === '' ? [] : ctx.form('labels').trim().split(',');
  const milestoneNames = ctx.form('milestones').trim() === '' ? [] : ctx.form('milestones').trim().split(',');
  const doer = ctx.user;
  const rows = search(ctx, {
    repoIds,
    closed: stateFilter(ctx),
    isPull: typeFilter(ctx),
    keyword: ctx.form('q').trim().includes('\0') ? '' : ctx.form('q').trim(),
    labelIds: ctx.store.labels.filter((l) => labelNames.includes(l.name)).map((l) => l.id),
    milestoneIds: ctx.store.milestones.filter((m) => milestoneNames.includes(m.title)).map((m) => m.id),
    since,
    before,
    posterId: doer && truthy(ctx, 'created') ? doer.id : undefined,
    assigneeId: doer && truthy(ctx, 'assigned') ? doer.id : undefined,
    mentionId: doer && truthy(ctx, 'mentioned') ? doer.id : undefined,
    reviewRequestedId: doer && truthy(ctx, 'review_requested') ? doer.id : undefined,
    reviewedId: doer && truthy(ctx, 'reviewed') ? doer.id : undefined,
  });
  // setting.UI.IssuePagingNum (20) when `limit` is absent, the API maximum above it
  const asked = formInt(ctx.query.get('limit'));
  const limit = asked <= 0 ? 20 : Math.min(asked, MAX_RESPONSE_ITEMS);
  const page = Math.max(1, formInt(ctx.query.get('page')));
  const items = pageOf(rows, { page, limit }).map((issue) => issueJson(ctx, issue));
  return jsonReply(200, items, listHeaders(ctx, rows.length, limit));
}
