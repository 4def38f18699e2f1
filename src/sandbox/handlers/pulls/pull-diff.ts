// What a pull request changes: GET .../pulls/{index}/files and .../commits (Gitea's
// routers/api/v1/repo/pull.go GetPullRequestFiles and GetPullRequestCommits), computed from the git
// objects: the commits of the head the base lacks, and the files changed since the merge base.

import { changedFileJson, commitJson } from '../../convert/pull-changes.js';
import { commitsBetween, diffCommits, mergeBase } from '../../git/compare.js';
import type { RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { type ListOptions, listHeaders, pageOf } from '../../http/paging.js';
import type { PullRec, RepoRec } from '../../model/records.js';
import type { Store } from '../../model/store.js';
import { findPull } from './pulls.js';

/**
 * The head commit of a pull request as the base repository sees it (refs/pull/{index}/head): Gitea
 * keeps that ref in the base repository, so the head's objects are copied there when they live in a fork.
 */
export function pullHead(store: Store, base: RepoRec, pull: PullRec): string | null {
  const headRepo = store.repoById(pull.headRepoId);
  const sha = headRepo?.git.branches.get(pull.headBranch) ?? pull.headSha ?? null;
  if (headRepo && headRepo !== base) {
    for (const [id, object] of headRepo.git.objects)
      if (!base.git.objects.has(id)) base.git.objects.set(id, object);
  }
  return sha;
}

/** [merge base, head] of a pull request: a merged one compares from the merge base it recorded */
export function pullRange(
  store: Store,
  base: RepoRec,
  pull: PullRec,
): { from: string | null; head: string } | null {
  const head = pull.merged ? (pull.headSha ?? pullHead(store, base, pull)) : pullHead(store, base, pull);
  if (!head) return null;
  if (pull.merged && pull.mergeBase) return { from: pull.mergeBase, head };
  const baseSha = base.git.branches.get(pull.baseBranch);
  return { from: baseSha ? mergeBase(base.git, baseSha, head) : null, head };
}

function pageWithCounters(ctx: RequestContext, items: unknown[], total: number, opts: ListOptions): Reply {
  const pages = Math.ceil(total / opts.limit);
  const headers = listHeaders(ctx, total, opts.limit);
  // GetPullRequestFiles / GetPullRequestCommits also send the page counters
  Object.assign(headers, {
    'X-Page': String(opts.page),
    'X-PerPage': String(opts.limit),
    'X-PageCount': String(pages),
    'X-HasMore': String(opts.page < pages),
  });
  headers['Access-Control-Expose-Headers'] += ', X-Page, X-PerPage, X-PageCount, X-HasMore';
  return jsonReply(200, items, headers);
}

function rangeOf(ctx: RequestContext) {
  const rc = ctx.repo();
  const found = findPull(ctx, rc);
  // APIErrorNotFound() with no arguments
  if (!found) throw ctx.notFound();
  const range = pullRange(ctx.store, rc.repo, found.pull);
  if (!range) throw ctx.notFound();
  return { repo: rc.repo, range };
}

/** GET /repos/{owner}/{repo}/pulls/{index}/files → 200 ChangedFile[] + X-Total-Count + Link */
export function listPullFiles(ctx: RequestContext): Reply {
  const { repo, range } = rangeOf(ctx);
  const changes = diffCommits(repo.git, range.from, range.head);
  const opts = ctx.listOptions();
  const page = pageOf(changes, opts).map((change) => changedFileJson(ctx, repo, change, range.head));
  return pageWithCounters(ctx, page, changes.length, opts);
}

/** Go's ctx.FormBool: strconv.ParseBool, false when it fails */
function formBool(value: string): boolean {
  return ['1', 't', 'T', 'true', 'TRUE', 'True'].includes(value);
}

/** GET /repos/{owner}/{repo}/pulls/{index}/commits → 200 Commit[] + X-Total-Count + Link, newest first */
export function listPullCommits(ctx: RequestContext): Reply {
  const { repo, range } = rangeOf(ctx);
  // base..head equals mergeBase..head; with unrelated histories every commit of the head counts
  const commits = commitsBetween(repo.git, range.from ?? '', range.head);
  const opts = ctx.listOptions();
  const verification = ctx.form('verification') === '' || formBool(ctx.form('verification'));
  const files = ctx.form('files') === '' || formBool(ctx.form('files'));
  const page = pageOf(commits, opts).map((commit) => commitJson(ctx, repo, commit, { files, verification }));
  return pageWithCounters(ctx, page, commits.length, opts);
}
