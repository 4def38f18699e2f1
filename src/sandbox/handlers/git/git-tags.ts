// Tags: GET/POST /repos/{owner}/{repo}/tags (Gitea's routers/api/v1/repo/tag.go ListTags and
// CreateTag, services/release CreateNewTag). Reads need code access; the create needs reqToken,
// reqRepoWriter(code) and mustNotBeArchived.

import type { CreateTagOption } from '../../../forge/types/git.js';
import { annotatedTagJson, tagJson } from '../../convert/git.js';
import { addTag, listTags as gitTags, resolveCommitish, tagInfo } from '../../git/history.js';
import { readTag } from '../../git/objects.js';
import type { RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { pagedReply } from '../../http/paging.js';
import { CreateTagOptionSchema } from './forms.js';

/** ListTags: newest tagged commit first, paged, X-Total-Count. */
export function listTags(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const tags = gitTags(rc.repo.git);
  return pagedReply(ctx, tags, (tag) => tagJson(ctx, rc.repo, tag));
}

/** GetTag: one tag by name, 404 `tag doesn't exist: <name>` otherwise. */
export function getTag(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const name = ctx.param('tag');
  const tag = tagInfo(rc.repo.git, name);
  if (!tag) throw ctx.notFound(`tag doesn't exist: ${name}`);
  return jsonReply(200, tagJson(ctx, rc.repo, tag));
}

/** GetAnnotatedTag: the tag object by its id; 400 for anything else (Gitea answers GetAnnotatedTag's error). */
export function getAnnotatedTag(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const sha = ctx.param('sha');
  const tag = /^[0-9a-f]{40}$/i.test(sha) ? readTag(rc.repo.git.objects, sha.toLowerCase()) : null;
  if (!tag) throw ctx.error(400, `object does not exist [id: ${sha}, rel_path: ]`);
  return jsonReply(200, annotatedTagJson(ctx, rc.repo, tag));
}

/**
 * CreateTag → 201 Tag (the swagger says 200; the handler answers 201). The target defaults to the
 * default branch (404 when it names nothing); 409 when the tag exists. A message makes an annotated tag
 * whose tagger is the caller. Like Gitea, the tag also gets a tag-only release record.
 */
export function createTag(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const doer = ctx.doer;
  const form = ctx.bind<CreateTagOption>(CreateTagOptionSchema);
  const { repo } = rc;
  const target = form.target || repo.defaultBranch;
  const commit = resolveCommitish(repo.git, target);
  if (!commit) throw ctx.error(404, `target not found: object does not exist [id: ${target}, rel_path: ]`);
  const exists = repo.git.tags.has(form.tag_name);
  const release = ctx.store.releases.find((r) => r.repoId === repo.id && r.tagName === form.tag_name);
  if (exists || release) throw ctx.error(409, `tag already exists [name: ${form.tag_name}]`);
  const now = ctx.store.now();
  const message = form.message ?? '';
  const tagger = { name: doer.fullName || doer.login, email: doer.email, date: now };
  addTag(repo.git, form.tag_name, commit, message.trim() === '' ? undefined : { message, tagger });
  ctx.store.releases.push({
    id: ctx.store.nextId(ctx.store.releases),
    repoId: repo.id,
    tagName: form.tag_name,
    target: commit,
    title: form.tag_name,
    note: message,
    draft: false,
    prerelease: false,
    isTag: true,
    publisherId: doer.id,
    createdAt: now,
  });
  return jsonReply(201, tagJson(ctx, repo, tagInfo(repo.git, form.tag_name)!));
}

/**
 * DeleteTag → 204. 404 when no tag has the name; 409 when a (non tag-only) release hangs on it, which
 * must be deleted as a release. The tag-only release record goes with the tag.
 */
export function deleteTag(ctx: RequestContext): Reply {
  const { repo } = ctx.repo();
  const name = ctx.param('tag');
  const release = ctx.store.releases.find((r) => r.repoId === repo.id && r.tagName === name);
  if (!release && !repo.git.tags.has(name)) throw ctx.notFound();
  if (release && !release.isTag) {
    throw ctx.error(409, 'a tag attached to a release cannot be deleted directly');
  }
  repo.git.tags.delete(name);
  repo.git.annotatedTags?.delete(name);
  if (release) ctx.store.releases.splice(ctx.store.releases.indexOf(release), 1);
  return { status: 204 };
}
