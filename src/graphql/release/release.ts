// Release (createRelease makes them) and the Repository fields `releases`, `release(tagName)`
// and `latestRelease`.

import { getLatestRelease, getRelease, getReleaseByTag, listReleases } from '../../forge/endpoints/index.js';
import type { Release } from '../../forge/types/index.js';
import { renderedField } from '../content/markdown.js';
import { builder } from '../kit/builder.js';
import { orNull } from '../kit/checks.js';
import { connectionType } from '../kit/connection-type.js';
import { type Context, memoize } from '../kit/context.js';
import { commonFields, forgeFields } from '../kit/forge-fields.js';
import { forgeNodeRef, readBy, withDatabaseId } from '../kit/forge-node.js';
import { baseKey, nodeKey, repoKey } from '../kit/loaders.js';
import { listConnection, listField } from '../kit/paged-field.js';
import { fromRef, prefetch } from '../kit/prefetch.js';
import { type RepoRef, RepositoryRef, repoRefOf } from '../kit/refs/repository.js';
import { repositoryList } from '../repository/repository-list.js';
import { FIELDS } from './fields.js';

/**
 * `owner/name#id` of a release: what its refetch needs. A release does not name its repository, so the
 * key comes from the repository it was read under or, failing that, from its API `url`
 * (`…/repos/{owner}/{repo}/releases/{id}`, always sent).
 */
const repositoryOfRelease = new WeakMap<Release, RepoRef>();

export function releaseRepoRef(release: Release): RepoRef {
  const known = repositoryOfRelease.get(release);
  if (known) return known;
  const match = /\/repos\/([^/]+)\/([^/]+)\/releases\/\d+$/.exec(release.url ?? '');
  return match
    ? { owner: decodeURIComponent(match[1] as string), repo: decodeURIComponent(match[2] as string) }
    : { owner: '', repo: '' };
}

/** Remembers the repository releases were read under, so their ids need no URL parsing. */
export function underRepository<T extends Release | Release[]>(ref: RepoRef, data: T): T {
  for (const release of Array.isArray(data) ? data : [data]) {
    if (release && typeof release === 'object') repositoryOfRelease.set(release, ref);
  }
  return data;
}

const releaseKeyOf = (release: Release) => {
  const ref = releaseRepoRef(release);
  return `${repoKey(ref.owner, ref.repo)}#${release.id}`;
};

function splitReleaseKey(loaderKey: string): RepoRef & { id: number } {
  const key = baseKey(loaderKey);
  const hash = key.lastIndexOf('#');
  const slash = key.indexOf('/');
  return { owner: key.slice(0, slash), repo: key.slice(slash + 1, hash), id: Number(key.slice(hash + 1)) };
}

export const ReleaseRef = forgeNodeRef<Release>('Release', {
  keyOf: releaseKeyOf,
  read: readBy(getRelease, splitReleaseKey, 'id', (release, key) =>
    underRepository(splitReleaseKey(key), release),
  ),
});

ReleaseRef.implement({
  description:
    'A release of a repository. Its id carries owner, name and release id: a refetch is one call (GET /repos/{owner}/{repo}/releases/{id}).',
  fields: withDatabaseId((t) => ({
    repository: t.field({
      type: RepositoryRef,
      description: 'The repository of the release, read only when selected.',
      resolve: (release, _args, context) => {
        const ref = releaseRepoRef(release);
        return nodeKey(context, repoKey(ref.owner, ref.repo));
      },
    }),
    ...forgeFields(t, FIELDS.Release),
    bodyHTML: renderedField(t, (r) => r.body, releaseRepoRef),
    ...commonFields(t, 'url', 'htmlUrl', 'createdAt'),
  })),
});

export const ReleaseConnection = connectionType(ReleaseRef, 'Release');

const releases = repositoryList<Release>(listReleases, (release, ref) => underRepository(ref, release));

function releaseByTag(context: Context, ref: RepoRef, tagName: string): Promise<Release | null> {
  return memoize(context, `Repository.release:${repoKey(ref.owner, ref.repo)}:${tagName}`, async () => {
    const response = await orNull(getReleaseByTag(context.forge, { ...ref, tag: tagName }));
    return response ? underRepository(ref, response.data) : null;
  });
}

function latestRelease(context: Context, ref: RepoRef): Promise<Release | null> {
  return memoize(context, `Repository.latestRelease:${repoKey(ref.owner, ref.repo)}`, async () => {
    const response = await orNull(getLatestRelease(context.forge, ref));
    return response ? underRepository(ref, response.data) : null;
  });
}

builder.objectFields(RepositoryRef, (t) => ({
  releases: listConnection(
    t,
    ReleaseConnection,
    listField(releases, repoRefOf),
    'Releases, newest first (GET /repos/{owner}/{repo}/releases).',
  ),
  release: t.field({
    type: ReleaseRef,
    description:
      'The release of a tag (GET /repos/{owner}/{repo}/releases/tags/{tag}); null when the tag has none, and for a draft when the caller may not write the repository (the forge answers them 404, as ListReleases leaves drafts out for them).',
    args: { tagName: t.arg.string({ description: 'The tag the release is made from.', required: true }) },
    extensions: prefetch<RepoRef>((context, ref, args) =>
      typeof args.tagName === 'string' && args.tagName !== ''
        ? releaseByTag(context, ref, args.tagName)
        : undefined,
    ),
    resolve: (repository, args, context) => releaseByTag(context, repoRefOf(repository), args.tagName),
  }),
  latestRelease: t.field({
    type: ReleaseRef,
    description:
      'The newest published release that is not a pre-release (GET /repos/{owner}/{repo}/releases/latest); null when there is none.',
    ...fromRef(latestRelease, repoRefOf),
  }),
}));
