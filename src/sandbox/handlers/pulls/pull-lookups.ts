// A pull request found by something else than its number (routers/api/v1/repo/pull.go
// GetPullRequestByBaseHead, commits.go GetCommitPullRequest).

import { pullJson } from '../../convert/pulls.js';
import type { RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import type { PullRec } from '../../model/records.js';

/** The newest of the matching pull requests, or a 404. */
function newest(ctx: RequestContext, pulls: PullRec[]): Reply {
  const pull = pulls.sort((a, b) => b.id - a.id)[0];
  if (!pull) throw ctx.notFound();
  return jsonReply(200, pullJson(ctx, pull));
}

/**
 * GET /repos/{owner}/{repo}/pulls/{base}/{head}: `head` is a branch of this repository, or
 * `owner:branch` of a fork; 404 for an unknown head owner or repository, or no such pull request.
 */
export function getPullByBaseHead(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const base = ctx.param('base');
  const head = ctx.param('head');
  const { store } = ctx;
  let headRepoId = rc.repo.id;
  let headBranch = head;
  const colon = head.indexOf(':');
  if (colon >= 0) {
    const owner = store.userByName(head.slice(0, colon));
    if (!owner) throw ctx.notFound();
    // the fork of this repository (or the repository itself) that `owner` holds
    const fork = store.repos.find(
      (r) => r.ownerId === owner.id && (r.id === rc.repo.id || r.parentId === rc.repo.id),
    );
    if (!fork) throw ctx.notFound();
    headRepoId = fork.id;
    headBranch = head.slice(colon + 1);
  }
  const matches = store.pulls.filter((pull) => {
    const issue = store.issueById(pull.issueId);
    return (
      issue?.repoId === rc.repo.id &&
      pull.baseBranch === base &&
      pull.headRepoId === headRepoId &&
      pull.headBranch === headBranch
    );
  });
  return newest(ctx, matches);
}

/** GET /repos/{owner}/{repo}/commits/{sha}/pull: the merged pull request whose merge commit is `sha`, else 404 */
export function getCommitPull(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const sha = ctx.param('sha');
  const matches = ctx.store.pulls.filter(
    (pull) =>
      pull.merged && pull.mergeCommitSha === sha && ctx.store.issueById(pull.issueId)?.repoId === rc.repo.id,
  );
  return newest(ctx, matches);
}
