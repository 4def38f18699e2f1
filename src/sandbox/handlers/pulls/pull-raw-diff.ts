// GET /repos/{owner}/{repo}/pulls/{index}.{diffType} (Gitea's routers/api/v1/repo/pull.go
// DownloadPullDiffOrPatch → services/pull DownloadDiffOrPatch): `git diff mergeBase...head` (or
// format-patch of that range) in the base repository, behind mustAllowPulls and code read access.
// A missing pull request is APIErrorNotFound() with no arguments. `binary` asks git for binary
// patches (`--binary`); the sandbox writes the "Binary files … differ" line either way.

import { commitsBetween } from '../../git/compare.js';
import { diffTrees } from '../../git/diff.js';
import { formatPatch } from '../../git/format-patch.js';
import type { RequestContext } from '../../http/context.js';
import type { Reply } from '../../http/errors.js';
import { pullRange } from './pull-diff.js';
import { findPull } from './pulls.js';

export function downloadPullDiffOrPatch(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const found = findPull(ctx, rc);
  if (!found) throw ctx.notFound();
  const range = pullRange(ctx.store, rc.repo, found.pull);
  if (!range) throw ctx.notFound();
  const { git } = rc.repo;
  const text =
    ctx.param('diffType') === 'patch'
      ? formatPatch(git, commitsBetween(git, range.from ?? '', range.head).reverse())
      : diffTrees(git, range.from, range.head);
  return { status: 200, text };
}
