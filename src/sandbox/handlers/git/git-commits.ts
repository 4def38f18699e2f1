// Commits, compares and trees: GET /repos/{owner}/{repo}/commits, .../git/commits/{sha},
// .../compare/{basehead} and .../git/trees/{sha} (Gitea's routers/api/v1/repo/commits.go,
// compare.go, tree.go and services/repository/files/tree.go). The group needs code read access.

import { commitJson, commitOptionsOf, treeJson } from '../../convert/git.js';
import { commitLog, compareCommits, listTree, resolveCommitish } from '../../git/history.js';
import { getCommit, isEmpty } from '../../git/repository.js';
import { isValidRefPattern } from '../../http/binding.js';
import type { RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { formInt, listHeaders, pageOf, totalCountHeaders } from '../../http/paging.js';
import { repoAccess } from '../../model/access.js';
import { Access, type RepoRec } from '../../model/records.js';

/** setting.Git.CommitsRangeSize: the page size of a path-filtered log, whatever `limit` says */
const COMMITS_RANGE_SIZE = 50;
/** setting.API.DefaultGitTreesPerPage */
const GIT_TREES_PER_PAGE = 1000;

/** git's approxidate accepts much; the sandbox takes RFC 3339 (what Gitea's swagger documents). */
function dateParam(ctx: RequestContext, name: string): Date | null {
  const value = ctx.form(name);
  if (value === '') return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw ctx.error(400, `invalid ${name}: ${value}`);
  return date;
}

/**
 * GetAllCommits: 409 on an empty repository; `sha` (a branch, tag or commit, default branch when empty),
 * `path` (then 404 when no commit touched it, and pages of 50), `not`, `since`, `until`; X-Total-Count.
 */
export function listCommits(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const { git } = rc.repo;
  if (isEmpty(git)) throw ctx.error(409, 'Git Repository is empty.');
  const opts = ctx.listOptions();
  const sha = ctx.form('sha');
  const path = ctx.form('path');
  const head = sha === '' ? git.branches.get(rc.repo.defaultBranch) : resolveCommitish(git, sha);
  if (!head) throw ctx.notFound(undefined, [`object does not exist [id: ${sha}, rel_path: ]`]);
  const notRef = ctx.form('not');
  const not = notRef === '' ? null : resolveCommitish(git, notRef);
  const commits = commitLog(git, head, {
    path,
    not,
    since: dateParam(ctx, 'since'),
    until: dateParam(ctx, 'until'),
  });
  if (path !== '' && commits.length === 0) throw ctx.notFound('FileCommitsCount');
  // The path-filtered log ignores `limit` (swagger: "ignored if used with 'path'").
  const limit = path === '' ? Math.min(opts.limit, COMMITS_RANGE_SIZE) : COMMITS_RANGE_SIZE;
  const page = { page: opts.page, limit };
  const headers = listHeaders(ctx, commits.length, limit);
  const pageCount = Math.ceil(commits.length / limit);
  Object.assign(headers, {
    'X-Page': String(page.page),
    'X-PerPage': String(limit),
    'X-Total': String(commits.length),
    'X-PageCount': String(pageCount),
    'X-HasMore': String(page.page < pageCount),
  });
  const commitOpts = commitOptionsOf(ctx);
  return jsonReply(
    200,
    pageOf(commits, page).map((commit) => commitJson(ctx, rc.repo, commit, commitOpts)),
    headers,
  );
}

/** GetSingleCommit: 422 for something that cannot be a ref, 404 for one that names nothing. */
export function getSingleCommit(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const sha = ctx.param('sha');
  if (!isValidRefPattern(sha)) {
    throw ctx.error(422, `no valid ref or sha: ${sha}`);
  }
  const resolved = resolveCommitish(rc.repo.git, sha);
  const commit = resolved ? getCommit(rc.repo.git, resolved) : null;
  if (!commit) throw ctx.notFound(sha);
  return jsonReply(200, commitJson(ctx, rc.repo, commit, commitOptionsOf(ctx)));
}

/** strings.SplitN(basehead, "...", 2), then "..", as CompareDiff splits it; a single name is the head. */
function splitBasehead(basehead: string, defaultBranch: string): [string, string] {
  for (const separator of ['...', '..']) {
    const at = basehead.indexOf(separator);
    if (at >= 0) return [basehead.slice(0, at), basehead.slice(at + separator.length)];
  }
  return [defaultBranch, basehead];
}

/**
 * parseCompareInfo's head: `branch`, `owner:branch` or `owner/repo:branch`. Another owner's head must be
 * a fork of the base (or the base's parent) that the caller can read; anything else is a 404.
 */
function headRepo(ctx: RequestContext, base: RepoRec, head: string): { repo: RepoRec; ref: string } | null {
  const colon = head.indexOf(':');
  if (colon < 0) return { repo: base, ref: head };
  const [ownerName, repoName] = head.slice(0, colon).split('/') as [string, string | undefined];
  const ref = head.slice(colon + 1);
  const owner = ctx.store.userByName(ownerName);
  if (!owner) return null;
  const family = new Set([base.id, ...(base.parentId === null ? [] : [base.parentId])]);
  const repo =
    owner.id === base.ownerId &&
    (repoName === undefined || repoName.toLowerCase() === base.name.toLowerCase())
      ? base
      : ctx.store.repos.find(
          (r) =>
            r.ownerId === owner.id &&
            (repoName === undefined || r.name.toLowerCase() === repoName.toLowerCase()) &&
            (family.has(r.id) || (r.parentId !== null && family.has(r.parentId))),
        );
  if (!repo || repoAccess(ctx.store, repo, ctx.user) < Access.read) return null;
  return { repo, ref };
}

/**
 * CompareDiff: `base...head` (or `base..head`; a single name compares it with the default branch), the
 * head possibly in a fork (`owner:branch`). Every commit carries its stats; `verification` and `files`
 * can be switched off. 404 when either side names nothing.
 */
export function compare(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const { git, defaultBranch } = rc.repo;
  const [baseName, headName] = splitBasehead(ctx.param('basehead'), defaultBranch);
  if (isEmpty(git)) throw ctx.notFound();
  const headSide = headRepo(ctx, rc.repo, headName);
  const base = resolveCommitish(git, baseName);
  const head = headSide ? resolveCommitish(headSide.repo.git, headSide.ref) : null;
  if (!base || !head || !headSide) throw ctx.notFound();
  // A fork shares its parent's objects up to the fork; both sides' objects together hold the history.
  const both = { ...headSide.repo.git, objects: new Map([...git.objects, ...headSide.repo.git.objects]) };
  const commits = compareCommits(both, base, head);
  const opts = { ...commitOptionsOf(ctx), stat: true };
  const view = { ...rc.repo, git: both };
  return jsonReply(200, {
    total_commits: commits.length,
    commits: commits.map((commit) => commitJson(ctx, view, commit, opts)),
  });
}

/** GetTree: 400 `sha not found [x]` for anything that is no tree-ish; page/per_page (default 1000). */
export function getTree(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const sha = ctx.param('sha');
  const listing = listTree(
    rc.repo.git,
    sha,
    ['1', 't', 'T', 'true', 'TRUE', 'True'].includes(ctx.form('recursive')),
  );
  if (!listing) throw ctx.error(400, `sha not found [${sha}]`);
  const perPageParam = formInt(ctx.query.get('per_page'));
  const perPage = perPageParam <= 0 || perPageParam > GIT_TREES_PER_PAGE ? GIT_TREES_PER_PAGE : perPageParam;
  const page = Math.max(formInt(ctx.query.get('page')), 1);
  const tree = treeJson(ctx, rc.repo, listing, page, perPage);
  return jsonReply(200, tree, totalCountHeaders(tree.total_count));
}
