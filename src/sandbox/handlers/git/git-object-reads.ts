// Raw git reads: GET /repos/{owner}/{repo}/git/refs[/{ref}] (Gitea's routers/api/v1/repo/git_ref.go)
// and GET /repos/{owner}/{repo}/git/blobs/{sha} (repo/blob.go, services/repository/files GetBlobBySHA).
// Both need code read access only.

import type { GitBlobResponse, Reference } from '../../../forge/types/git.js';
import { repoApiUrl } from '../../convert/repos.js';
import { serializeObject } from '../../git/objects.js';
import type { RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';

/**
 * Every branch and tag as `refs/heads/…` and `refs/tags/…`, sorted by full name as
 * `git for-each-ref` sorts them; an annotated tag names its tag object, the rest their commit.
 */
function allRefs(ctx: RequestContext): Reference[] {
  const { repo } = ctx.repo();
  const api = repoApiUrl(ctx, repo);
  const refs: { ref: string; sha: string; type: 'commit' | 'tag' }[] = [];
  for (const [name, sha] of repo.git.branches) refs.push({ ref: `refs/heads/${name}`, sha, type: 'commit' });
  for (const [name, sha] of repo.git.tags) {
    const tagObject = repo.git.annotatedTags?.get(name);
    refs.push({ ref: `refs/tags/${name}`, sha: tagObject ?? sha, type: tagObject ? 'tag' : 'commit' });
  }
  refs.sort((a, b) => (a.ref < b.ref ? -1 : a.ref > b.ref ? 1 : 0));
  return refs.map(({ ref, sha, type }) => ({
    ref,
    url: `${api}/git/${ref}`,
    object: { sha, type, url: `${api}/git/${type}s/${sha}` },
  }));
}

/** GetGitAllRefs: every ref; 404 when the repository has none (an empty one). */
export function listGitRefs(ctx: RequestContext): Reply {
  return refsReply(ctx, '');
}

/**
 * GetGitRefs: the refs whose full name starts with `refs/<ref>`; 404 when none does. The one ref
 * whose name is exactly the filter comes as an object, not a list (Gitea's shape).
 */
export function getGitRefs(ctx: RequestContext): Reply {
  return refsReply(ctx, `refs/${ctx.param('ref')}`);
}

function refsReply(ctx: RequestContext, filter: string): Reply {
  const refs = allRefs(ctx).filter((ref) => ref.ref!.startsWith(filter));
  if (refs.length === 0) throw ctx.notFound();
  if (refs.length === 1 && refs[0]!.ref === filter) return jsonReply(200, refs[0]);
  return jsonReply(200, refs);
}

/**
 * GetBlob: the object's raw body in base64 and its size; 400 (not 404) when `sha` names no object. Gitea
 * reads it with `git cat-file` without checking its type, so a commit's, tree's or tag's id answers that
 * object's body (tests/integration/api_repo_git_blobs_test.go reads a commit so).
 */
export function getBlob(ctx: RequestContext): Reply {
  const { repo } = ctx.repo();
  const sha = ctx.param('sha');
  const object = /^[0-9a-f]{40}$/i.test(sha) ? repo.git.objects.get(sha.toLowerCase()) : undefined;
  if (!object) throw ctx.error(400, `object does not exist [id: ${sha}, rel_path: ]`);
  const body = serializeObject(object);
  const blob: GitBlobResponse = {
    content: body.toString('base64'),
    encoding: 'base64',
    url: `${repoApiUrl(ctx, repo)}/git/blobs/${sha.toLowerCase()}`,
    sha: sha.toLowerCase(),
    size: body.length,
  };
  return jsonReply(200, blob);
}
