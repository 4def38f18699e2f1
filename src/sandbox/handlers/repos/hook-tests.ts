// POST /repos/{owner}/{repo}/hooks/{id}/tests (routers/api/v1/repo/hook.go TestHook): a push of the head
// commit of `ref` (the default branch unless given), delivered to that one hook whatever its events and
// whether it is active (PrepareTestWebhook), recorded in the delivery log like any other.

import { rfc3339 } from '../../convert/format.js';
import { repoHtmlUrl, repoJson } from '../../convert/repos.js';
import { userAnonymous } from '../../convert/users.js';
import { getCommit, resolveRef } from '../../git/repository.js';
import type { RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { Access } from '../../model/records.js';
import { queueDelivery } from '../../webhooks/deliver.js';
import { repoHook } from './repo-hooks.js';

/** 204 once the delivery is queued; 404 for a hook of another repository, or a ref with no commit */
export function testRepoHook(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const hook = repoHook(ctx, rc);
  const ref = ctx.query.get('ref') || rc.repo.defaultBranch;
  const sha = resolveRef(rc.repo.git, ref, rc.repo.defaultBranch);
  const commit = sha ? getCommit(rc.repo.git, sha) : null;
  if (!commit) return jsonReply(404, { message: `object does not exist [id: ${ref}]` });
  const html = repoHtmlUrl(ctx, rc.repo);
  const doer = userAnonymous(ctx, ctx.doer);
  const head = {
    id: commit.sha,
    message: commit.message,
    url: `${html}/commit/${commit.sha}`,
    author: { name: commit.author.name, email: commit.author.email, username: '' },
    committer: { name: commit.committer.name, email: commit.committer.email, username: '' },
    verification: null,
    timestamp: rfc3339(commit.author.date),
    added: [],
    removed: [],
    modified: [],
  };
  const payload = {
    ref: `refs/heads/${ref}`,
    before: commit.sha,
    after: commit.sha,
    compare_url: '',
    commits: [head],
    total_commits: 1,
    head_commit: head,
    repository: repoJson(ctx, rc.repo, Access.admin),
    pusher: doer,
    sender: doer,
  };
  queueDelivery(ctx.store, hook, 'push', JSON.stringify(payload, null, 2));
  return { status: 204 };
}
