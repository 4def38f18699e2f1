// A single release: by id, by tag, the latest; editing and deleting one (routers/api/v1/repo/release.go
// GetRelease, GetLatestRelease, EditRelease, DeleteRelease; release_tags.go GetReleaseByTag;
// services/release/release.go UpdateRelease, DeleteReleaseByID).
import type { EditReleaseOption } from '../../../forge/types/index.js';
import { releaseJson } from '../../convert/misc.js';
import { createTag, resolveRef } from '../../git/repository.js';
import type { RepoContext, RequestContext } from '../../http/context.js';
import { internalError, jsonReply, type Reply } from '../../http/errors.js';
import { formInt } from '../../http/paging.js';
import { Access, type ReleaseRec } from '../../model/records.js';
import { EditReleaseOptionSchema } from './forms.js';

/**
 * A release the caller may see: a tag-only record is none, and a draft is a 404 to anyone who may not
 * write the repository's releases, as ListReleases leaves drafts out for them (routers/api/v1/repo/
 * release.go; tests/integration/api_releases_test.go TestAPIGetDraftReleaseByTag).
 */
export function visibleRelease(
  ctx: RequestContext,
  rc: RepoContext,
  release: ReleaseRec | undefined,
): ReleaseRec {
  if (!release || release.isTag || (release.draft && rc.mode < Access.write)) throw ctx.notFound();
  return release;
}

/** GetReleaseForRepoByID */
function releaseById(ctx: RequestContext, rc: RepoContext): ReleaseRec {
  const id = formInt(ctx.param('id'));
  return visibleRelease(
    ctx,
    rc,
    ctx.store.releases.find((r) => r.id === id && r.repoId === rc.repo.id),
  );
}

/** GET /repos/{owner}/{repo}/releases/{id} */
export function getRelease(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  return jsonReply(200, releaseJson(ctx, releaseById(ctx, rc)));
}

/** GET /repos/{owner}/{repo}/releases/tags/{tag} */
export function getReleaseByTag(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const tag = ctx.param('tag');
  const release = ctx.store.releases.find((r) => r.repoId === rc.repo.id && r.tagName === tag);
  return jsonReply(200, releaseJson(ctx, visibleRelease(ctx, rc, release)));
}

/** GET /repos/{owner}/{repo}/releases/latest: newest published release that is not a pre-release */
export function getLatestRelease(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const latest = ctx.store.releases
    .filter((r) => r.repoId === rc.repo.id && !r.isTag && !r.draft && !r.prerelease)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)[0];
  if (!latest) throw ctx.notFound();
  return jsonReply(200, releaseJson(ctx, latest));
}

/** An internal error as Gitea's APIErrorInternal shows it: the message only to site admins. */
function internal(ctx: RequestContext, message: string): Reply {
  return internalError(ctx.swaggerUrl, new Error(message), ctx.user?.isAdmin ?? false);
}

/**
 * PATCH /repos/{owner}/{repo}/releases/{id} (reqToken, reqRepoWriter, bind): 200 Release. Empty strings
 * leave a field as it is. A published release gets its tag at the target when the tag is missing; a tag
 * name another release holds, an unknown target or a tag push into an archived repository fail inside
 * UpdateRelease, which the handler answers with a 500.
 */
export function editRelease(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const form = ctx.bind<EditReleaseOption>(EditReleaseOptionSchema);
  const release = releaseById(ctx, rc);
  const next = {
    tagName: form.tag_name || release.tagName,
    target: form.target_commitish || release.target,
    title: form.name || release.title,
    note: form.body || release.note,
    draft: form.draft ?? release.draft,
    prerelease: form.prerelease ?? release.prerelease,
  };
  const { repo } = rc;
  const clash = ctx.store.releases.find(
    (r) => r.repoId === repo.id && r.id !== release.id && r.tagName === next.tagName,
  );
  if (clash) return internal(ctx, `UNIQUE constraint failed: release.repo_id, release.tag_name`);
  if (!next.draft && !repo.git.tags.has(next.tagName)) {
    if (repo.archived) return internal(ctx, `${rc.owner.login}/${repo.name} is archived`);
    const sha = resolveRef(repo.git, next.target, repo.defaultBranch);
    if (!sha) return internal(ctx, `object does not exist [id: ${next.target}, rel_path: ]`);
    createTag(repo.git, next.tagName, sha);
  }
  Object.assign(release, next);
  return jsonReply(200, releaseJson(ctx, release));
}

/**
 * DELETE /repos/{owner}/{repo}/releases/{id} (reqToken, reqRepoWriter): 204. DeleteReleaseByID without
 * deleting the tag: a published release stays behind as its tag; a draft, which has none, goes.
 */
export function deleteRelease(ctx: RequestContext): Reply {
  return removeRelease(ctx, releaseById(ctx, ctx.repo()));
}

/**
 * DELETE /repos/{owner}/{repo}/releases/tags/{tag} (release_tags.go DeleteReleaseByTag; reqToken,
 * reqRepoWriter): 204; a tag without a release is a 404. The tag stays, as with DeleteReleaseByID.
 */
export function deleteReleaseByTag(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const tag = ctx.param('tag');
  const release = ctx.store.releases.find((r) => r.repoId === rc.repo.id && r.tagName === tag);
  if (!release || release.isTag) throw ctx.notFound();
  return removeRelease(ctx, release);
}

function removeRelease(ctx: RequestContext, release: ReleaseRec): Reply {
  const { releases } = ctx.store;
  if (release.draft) releases.splice(releases.indexOf(release), 1);
  else Object.assign(release, { isTag: true, title: '', note: '', draft: false, prerelease: false });
  return { status: 204 };
}
