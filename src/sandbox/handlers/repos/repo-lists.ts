// Repository lists of an owner and of the caller (Gitea's routers/api/v1/user/repo.go), and the
// repository search (routers/api/v1/repo/repo.go Search over models/repo/repo_list.go).

import { teamRepoIds } from '../../convert/people.js';
import { repoFor } from '../../convert/repos.js';
import type { RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { formInt, listHeaders, pagedReply, pageOf } from '../../http/paging.js';
import { isOrgMember, repoAccess } from '../../model/access.js';
import { Access, type RepoRec, type UserRec } from '../../model/records.js';
import { formBool } from '../query.js';

/**
 * listUserRepos: the owner's repositories by id, private ones too for a signed-in caller, counted
 * BEFORE the per-repository permission filter, which runs on the page (so a page may come up short
 * and X-Total-Count may count repositories the caller cannot see, as in Gitea).
 */
function ownerRepos(ctx: RequestContext, owner: UserRec): Reply {
  const signed = ctx.user !== null;
  const all = ctx.store.repos
    .filter((r) => r.ownerId === owner.id && (signed || !r.private))
    .sort((a, b) => a.id - b.id);
  const opts = ctx.listOptions();
  const visible = pageOf(all, opts).filter(
    (r) => ctx.user?.isAdmin || repoAccess(ctx.store, r, ctx.user) >= Access.read,
  );
  return jsonReply(
    200,
    visible.map((r) => repoFor(ctx, r)),
    listHeaders(ctx, all.length, opts.limit),
  );
}

export function listUserRepos(ctx: RequestContext): Reply {
  return ownerRepos(ctx, ctx.contextUser());
}

/** GET /orgs/{org}/repos (user/repo.go ListOrgRepos) */
export function listOrgRepos(ctx: RequestContext): Reply {
  return ownerRepos(ctx, ctx.org());
}

const byName = (a: RepoRec, b: RepoRec) =>
  a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id - b.id;

/** SearchRepositoryCondition's collaboration: repositories of others reached by access or a team */
function collaborates(ctx: RequestContext, repo: RepoRec, userId: number): boolean {
  if (repo.ownerId === userId) return false;
  if (repo.collaborators.has(userId)) return true;
  return ctx.store.teams.some((t) => t.memberIds.includes(userId) && teamRepoIds(ctx, t).includes(repo.id));
}

/** GET /user/repos (ListMyRepos): owned and collaborative repositories, by name */
export function listMyRepos(ctx: RequestContext): Reply {
  const doer = ctx.doer;
  const repos = ctx.store.repos
    .filter((r) => r.ownerId === doer.id || collaborates(ctx, r, doer.id))
    .sort(byName);
  return pagedReply(ctx, repos, (r) => repoFor(ctx, r));
}

type SortKey = (r: RepoRec, ctx: RequestContext) => number | string;

/** models/repo/search.go OrderByMap (the fields the 1.22 swagger names, plus stars and forks) */
const SORTS: Record<string, SortKey> = {
  alpha: (r) => r.name.toLowerCase(),
  created: (r) => r.createdAt.getTime(),
  updated: (r) => r.updatedAt.getTime(),
  size: (r) => r.sizeKb,
  id: (r) => r.id,
  stars: (r, ctx) => repoFor(ctx, r).stars_count ?? 0,
  forks: (r, ctx) => ctx.store.repos.filter((x) => x.parentId === r.id).length,
};

function compare(a: number | string, b: number | string): number {
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
}

/** The keyword: comma-separated terms matched in the name (or `owner/name`), topics, descriptions. */
function matchesKeyword(
  ctx: RequestContext,
  repo: RepoRec,
  keyword: string,
  topicOnly: boolean,
  desc: boolean,
) {
  if (keyword === '') return true;
  const owner = ctx.store.user(repo.ownerId).login.toLowerCase();
  const slash = keyword.split('/').length === 2 ? keyword.toLowerCase().split('/') : null;
  return keyword.split(',').some((raw) => {
    const term = raw.toLowerCase();
    if (topicOnly) return repo.topics.some((t) => t.toLowerCase() === term);
    if (repo.topics.some((t) => t.toLowerCase().includes(term))) return true;
    if (repo.name.toLowerCase().includes(term)) return true;
    if (slash && owner.includes(slash[0] ?? '') && repo.name.toLowerCase().includes(slash[1] ?? ''))
      return true;
    return desc && repo.description.toLowerCase().includes(term);
  });
}

/** Optional booleans of the query: absent → undefined, else Go's FormBool */
function optionalBool(ctx: RequestContext, name: string): boolean | undefined {
  return ctx.form(name) === '' ? undefined : formBool(ctx.query.get(name));
}

/** GET /repos/search: `{ok, data}` with X-Total-Count and Link; 422 for an unknown mode, sort or order */
export function searchRepos(ctx: RequestContext): Reply {
  const { store } = ctx;
  const doer = ctx.user;
  const keyword = ctx.form('q').trim();
  const ownerId = formInt(ctx.query.get('uid'));
  const priorityOwnerId = formInt(ctx.query.get('priority_owner_id'));
  const teamId = formInt(ctx.query.get('team_id'));
  const privateParam = ctx.form('private');
  const includePrivate = doer !== null && (privateParam === '' || formBool(privateParam));
  const template = optionalBool(ctx, 'template');
  const archived = optionalBool(ctx, 'archived');
  const isPrivate = optionalBool(ctx, 'is_private');
  let collaborate: boolean | undefined = formBool(ctx.query.get('exclusive')) ? false : undefined;
  let fork: boolean | undefined;
  let mirror: boolean | undefined;
  const mode = ctx.form('mode');
  if (mode === 'source') {
    fork = false;
    mirror = false;
  } else if (mode === 'fork') fork = true;
  else if (mode === 'mirror') mirror = true;
  else if (mode === 'collaborative') {
    mirror = false;
    collaborate = true;
  } else if (mode !== '') throw ctx.error(422, `Invalid search mode: "${mode}"`);
  let sortKey: SortKey = SORTS.alpha as SortKey;
  let descending = false;
  const sort = ctx.form('sort');
  if (sort !== '') {
    const order = ctx.form('order') || 'asc';
    if (order !== 'asc' && order !== 'desc') throw ctx.error(422, `Invalid sort order: "${order}"`);
    const key = SORTS[sort];
    if (!key) throw ctx.error(422, `Invalid sort mode: "${sort}"`);
    sortKey = key;
    descending = order === 'desc';
  }

  const hiddenOwner = (r: RepoRec) => store.user(r.ownerId).visibility !== 'public';
  const matches = store.repos.filter((r) => {
    if (ownerId > 0) {
      const owns = r.ownerId === ownerId;
      const collab = collaborates(ctx, r, ownerId);
      if (collaborate === false && !owns) return false;
      if (collaborate === true && !collab) return false;
      if (collaborate === undefined && !owns && !collab) return false;
      // a concealed org membership keeps that org's repositories out of a public listing
      if (!owns && !includePrivate && store.user(r.ownerId).isOrg && isOrgMember(store, r.ownerId, ownerId)) {
        return false;
      }
    }
    if (teamId > 0) {
      const team = store.teams.find((t) => t.id === teamId);
      if (!team || !teamRepoIds(ctx, team).includes(r.id)) return false;
    }
    if (includePrivate) {
      if (doer && !doer.isAdmin && doer.id !== ownerId && repoAccess(store, r, doer) === Access.none)
        return false;
    } else if (r.private || hiddenOwner(r)) return false;
    if (template !== undefined && r.template !== template) return false;
    if (archived !== undefined && r.archived !== archived) return false;
    if (isPrivate !== undefined && r.private !== isPrivate) return false;
    if (fork !== undefined && r.fork !== fork) return false;
    if (mirror === true) return false; // the sandbox has no mirrors
    return matchesKeyword(
      ctx,
      r,
      keyword,
      formBool(ctx.query.get('topic')),
      formBool(ctx.query.get('includeDesc')),
    );
  });
  // search.go: with priority_owner_id the order is `CASE WHEN owner_id = p THEN 0 ELSE owner_id END, <order>`
  const rank = (r: RepoRec) => (priorityOwnerId > 0 ? (r.ownerId === priorityOwnerId ? 0 : r.ownerId) : 0);
  matches.sort((a, b) => {
    const byRank = rank(a) - rank(b);
    if (byRank !== 0) return byRank;
    const byKey = compare(sortKey(a, ctx), sortKey(b, ctx));
    return (descending ? -byKey : byKey) || a.id - b.id;
  });
  const { json, headers } = pagedReply(ctx, matches, (r) => repoFor(ctx, r));
  return jsonReply(200, { ok: true, data: json }, headers);
}
