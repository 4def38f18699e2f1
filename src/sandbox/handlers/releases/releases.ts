// Releases: the list and creating one, as routers/api/v1/repo/release.go answers them.

import type { CreateReleaseOption as ReleaseBody } from '../../../forge/types/index.js';
import { releaseJson } from '../../convert/misc.js';
import { createTag, isEmpty, resolveRef } from '../../git/repository.js';
import type { RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { pagedReply } from '../../http/paging.js';
import { recordActivity } from '../../model/activity.js';
import { Access } from '../../model/records.js';
import { emitRelease } from '../../webhooks/payloads.js';
import { CreateReleaseOption } from './forms.js';

/** Go's ctx.FormOptionalBool: unset or unparsable → no filter */
function optionalBool(value: string | null): boolean | undefined {
  if (value === null) return undefined;
  if (['1', 't', 'T', 'true', 'TRUE', 'True'].includes(value)) return true;
  if (['0', 'f', 'F', 'false', 'FALSE', 'False'].includes(value)) return false;
  return undefined;
}

/** GET /repos/{owner}/{repo}/releases: drafts only for writers, newest first, paged */
export function listReleases(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const draft = optionalBool(ctx.query.get('draft'));
  const pre = optionalBool(ctx.query.get('pre-release'));
  const rows = ctx.store.releases
    .filter((r) => r.repoId === rc.repo.id && !r.isTag)
    .filter((r) => (r.draft ? rc.mode >= Access.write : true))
    .filter((r) => draft === undefined || r.draft === draft)
    .filter((r) => pre === undefined || r.prerelease === pre)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
  return pagedReply(ctx, rows, (r) => releaseJson(ctx, r));
}

/** POST /repos/{owner}/{repo}/releases → 201 Release */
export function createRelease(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const doer = ctx.doer;
  const form = ctx.bind<ReleaseBody>(CreateReleaseOption);
  const { repo } = rc;
  if (isEmpty(repo.git)) throw ctx.error(422, 'repo is empty');
  // Gitea has no archived guard on this route; the git push behind it fails with a 500
  if (repo.archived) throw ctx.error(500, doer.isAdmin ? `${rc.owner.login}/${repo.name} is archived` : '');
  const { store } = ctx;
  const now = store.now();
  const title = [...(form.name ?? '')].slice(0, 255).join('');
  const existing = store.releases.find((r) => r.repoId === repo.id && r.tagName === form.tag_name);
  if (existing) {
    if (!existing.isTag) throw ctx.error(409, 'Release is has no Tag');
    // as Gitea does, a tag-only record is converted into a release
    Object.assign(existing, {
      title,
      note: form.body ?? '',
      draft: form.draft ?? false,
      prerelease: form.prerelease ?? false,
      isTag: false,
      publisherId: doer.id,
    });
    emitRelease(ctx, repo, existing, 'published');
    return jsonReply(201, releaseJson(ctx, existing));
  }
  const target = form.target_commitish || repo.defaultBranch;
  const draft = form.draft ?? false;
  if (!draft && !repo.git.tags.has(form.tag_name)) {
    const sha = resolveRef(repo.git, target, repo.defaultBranch);
    if (!sha)
      throw ctx.error(404, `target "${target}" not found: object does not exist [id: ${target}, rel_path: ]`);
    createTag(repo.git, form.tag_name, sha);
  }
  const release = {
    id: store.nextId(store.releases),
    repoId: repo.id,
    tagName: form.tag_name,
    target,
    title,
    note: form.body ?? '',
    draft,
    prerelease: form.prerelease ?? false,
    isTag: false,
    publisherId: doer.id,
    createdAt: now,
  };
  store.releases.push(release);
  if (!draft)
    recordActivity(store, doer, repo, { opType: 'publish_release', refName: form.tag_name, content: title });
  emitRelease(ctx, repo, release, 'published');
  return jsonReply(201, releaseJson(ctx, release));
}
