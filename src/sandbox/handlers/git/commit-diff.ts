// GET /repos/{owner}/{repo}/git/commits/{sha}.{diffType} (Gitea's routers/api/v1/repo/commits.go
// DownloadCommitDiffOrPatch → modules/git GetRepoRawDiffForFile): the commit's diff or patch as text.
// The git group needs code read access; `sha` is anything GetCommit resolves (a sha, its prefix, a
// branch or tag), and ErrNotExist is ctx.NotFound(sha).

import { commitDiff } from '../../git/diff.js';
import { formatPatch } from '../../git/format-patch.js';
import { resolveCommitish } from '../../git/history.js';
import { getCommit } from '../../git/repository.js';
import type { RequestContext } from '../../http/context.js';
import type { Reply } from '../../http/errors.js';

export function downloadCommitDiffOrPatch(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const sha = ctx.param('sha');
  const resolved = resolveCommitish(rc.repo.git, sha);
  const commit = resolved ? getCommit(rc.repo.git, resolved) : null;
  if (!commit) throw ctx.notFound(sha);
  const text =
    ctx.param('diffType') === 'patch' ? formatPatch(rc.repo.git, [commit]) : commitDiff(rc.repo.git, commit);
  return { status: 200, text };
}
