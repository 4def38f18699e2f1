// Commits, compares and trees: GET /repos/{owner}/{repo}/commits, .../git/commits/{sha},
// .../compare/{basehead} and .../git/trees/{sha} (Gitea's routers/api/v1/repo/commits.go,
// compare.go, tree.go and services/repository/files/tree.go). The group needs code read access.

import type { RequestContext } from '../context.js';
import { commitJson, commitOptionsOf, treeJson } from '../convert/git.js';
import { jsonReply, type Reply } from '../errors.js';
import { getCommit, isEmpty } from '../git.js';
import { commitLog, compareCommits, listTree, resolveCommitish } from '../git-history.js';
import { formInt, listOptions, pageOf, pagingHeaders } from '../paging.js';

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
  const opts = listOptions(ctx.query);
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
  const headers = pagingHeaders(ctx.origin, `/api/v1${ctx.path}`, ctx.query, commits.length, limit);
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
  if (!/^[\w./-]+$/.test(sha) || sha.includes('..')) {
    throw ctx.error(422, `no valid ref or sha: ${sha}`);
  }
  const resolved = resolveCommitish(rc.repo.git, sha);
  const commit = resolved ? getCommit(rc.repo.git, resolved) : null;
  if (!commit) throw ctx.notFound(sha);
  return jsonReply(200, commitJson(ctx, rc.repo, commit, commitOptionsOf(ctx)));
}

/**
 * CompareDiff: `base...head` (or `base..head`; a single name compares it with the default branch).
 * Every commit carries its stats; `verification` and `files` can be switched off. 404 when either side
 * names nothing.
 */
export function compare(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const { git, defaultBranch } = rc.repo;
  const basehead = ctx.param('basehead');
  let parts = basehead.split('...');
  if (parts.length < 2) parts = basehead.split('..');
  const [baseName, headName] =
    parts.length >= 2 ? [parts[0]!, parts.slice(1).join('..')] : [defaultBranch, basehead];
  if (isEmpty(git)) throw ctx.notFound();
  const base = resolveCommitish(git, baseName);
  const head = resolveCommitish(git, headName);
  if (!base || !head) throw ctx.notFound();
  const commits = compareCommits(git, base, head);
  const opts = { ...commitOptionsOf(ctx), stat: true };
  return jsonReply(200, {
    total_commits: commits.length,
    commits: commits.map((commit) => commitJson(ctx, rc.repo, commit, opts)),
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
  return jsonReply(200, tree, { 'X-Total-Count': String(tree.total_count) });
}
