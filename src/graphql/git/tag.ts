// Tag (Gitea: Tag) as a Node keyed by repository + name, and the Repository field `tags`
// (GET /repos/{owner}/{repo}/tags).

import { getAnnotatedTag, getTag, listTags } from '../../forge/endpoints/index.js';
import type { AnnotatedTag, Tag } from '../../forge/types/git.js';
import { builder } from '../kit/builder.js';
import { type CommitValue, fromSha } from '../kit/commit-value.js';
import { connectionType } from '../kit/connection-type.js';
import { memoize } from '../kit/context.js';
import { readsForge } from '../kit/forge-calls.js';
import { expectObject, repoKey } from '../kit/loaders.js';
import { listConnection, listField } from '../kit/paged-field.js';
import { RepositoryRef, repoRefOf } from '../kit/refs/repository.js';
import { toDateTime, toUrl } from '../kit/values.js';
import { repositoryList } from '../repository/repository-list.js';
import { CommitRef } from './commit.js';
import { CommitUserRef } from './commit-user.js';
import { type NamedRefValue, namedRefFields, namedRefNode, refByName } from './named-ref.js';

export const TagRef = namedRefNode('Tag', 'tag', getTag);

TagRef.implement({
  description:
    'A git tag, lightweight or annotated (Gitea: Tag). A refetch by id is one read of `GET /repos/{owner}/{repo}/tags/{tag}`.',
  fields: (t) => ({
    sha: t.string({
      description: 'The tag object’s id for an annotated tag, the commit’s for a lightweight one.',
      resolve: (v) => v.tag.id ?? null,
    }),
    message: t.string({
      description: 'The annotation, or the commit message for a lightweight tag.',
      resolve: (v) => v.tag.message ?? null,
    }),
    annotated: t.boolean({
      description: 'True when the tag is a tag object of its own (made with a message).',
      resolve: (v) => (v.tag.id && v.tag.commit?.sha ? v.tag.id !== v.tag.commit.sha : null),
    }),
    taggedAt: t.field({
      type: 'DateTime',
      description: 'The tagger’s date, or the commit’s for a lightweight tag.',
      resolve: (v) => toDateTime(v.tag.commit?.created),
    }),
    tagger: t.field({
      type: CommitUserRef,
      description:
        'Who made an annotated tag, and when (one read of GET /repos/{owner}/{repo}/git/tags/{sha}); null for a lightweight tag, at no cost.',
      resolve: async (v, _args, context) => {
        if (!v.tag.id || !v.tag.commit?.sha || v.tag.id === v.tag.commit.sha) return null;
        const { owner, repo } = v;
        const sha = v.tag.id;
        const route = 'GET /repos/{owner}/{repo}/git/tags/{sha}';
        const tag = await memoize(context, `annotated-tag:${repoKey(owner, repo)}@${sha}`, async () =>
          expectObject<AnnotatedTag>(
            (await getAnnotatedTag(context.forge, { owner, repo, sha })).data,
            route,
            'sha',
          ),
        );
        return tag.tagger ?? null;
      },
    }),
    target: t.field({
      type: CommitRef,
      // a field beyond what the tag list embeds reads the commit: at most one call per tag
      extensions: readsForge(),
      description:
        'The tagged commit. Its `sha`, and the `createdAt` of a lightweight tag’s commit, come with the tag at no cost; any other field reads the commit (GET /repos/{owner}/{repo}/git/commits/{sha}), one call per tag.',
      resolve: (v) => targetOf(v),
    }),
    zipballUrl: t.field({
      type: 'URL',
      description: 'The source code at the tag, as a .zip archive.',
      resolve: (v) => toUrl(v.tag.zipball_url),
    }),
    tarballUrl: t.field({
      type: 'URL',
      description: 'The source code at the tag, as a .tar.gz archive.',
      resolve: (v) => toUrl(v.tag.tarball_url),
    }),
    ...namedRefFields(t, 'tag', 'The tag’s name, e.g. v1.0.0.'),
  }),
});

/**
 * The tagged commit as far as the tag list tells it: its sha, and its committer's date when the tag
 * is lightweight. Gitea's services/convert ToTag embeds `commit.created` from the tag's tagger, which
 * for a lightweight tag is the commit's committer (modules/git); for an annotated tag it is the
 * tagger's date, not the commit's, so that commit's date is read.
 */
function targetOf(v: TagValue): CommitValue | null {
  const sha = v.tag.commit?.sha;
  if (!sha) return null;
  const created = v.tag.commit?.created;
  const lightweight = v.tag.id === sha && typeof created === 'string';
  return lightweight ? { ...fromSha(v, sha), committedAt: created } : fromSha(v, sha);
}

/** A tag as the forge answered it, with the repository it belongs to. */
export type TagValue = NamedRefValue<'tag', Tag>;

export const TagConnection = connectionType(TagRef, 'Tag');

const tags = repositoryList<Tag, TagValue>(listTags, (tag, ref): TagValue => ({ ...ref, tag }));

builder.objectFields(RepositoryRef, (t) => ({
  tags: listConnection(
    t,
    TagConnection,
    listField(tags, repoRefOf),
    'Tags, the newest tagged commit first (GET /repos/{owner}/{repo}/tags): one call per page.',
  ),
  tag: t.field(
    refByName(
      t,
      TagRef,
      'A tag by name (GET /repos/{owner}/{repo}/tags/{tag}): one call.',
      'The tag’s name, e.g. v1.0.0.',
    ),
  ),
}));
