// Release (spec: Release; op 15 creates them) and the Repository field `releases`.

import { listReleases } from '../../forge/endpoints/repos.js';
import type { Release } from '../../forge/types.js';
import { builder } from '../builder.js';
import { repoKey } from '../loaders.js';
import { pagedList } from '../paged-field.js';
import { toDateTime, toUrl } from '../values.js';
import { AttachmentRef } from './issue.js';
import { type RepoRef, RepositoryRef, repoRefOf } from './repository.js';
import { UserRef } from './user.js';

export const ReleaseRef = builder.objectRef<Release>('Release').implement({
  description: 'A release of a repository (spec: Release).',
  fields: (t) => ({
    databaseId: t.field({ type: 'BigInt', nullable: false, resolve: (r) => r.id }),
    tagName: t.exposeString('tag_name', { nullable: false }),
    targetCommitish: t.exposeString('target_commitish'),
    name: t.exposeString('name', { description: 'display title' }),
    body: t.exposeString('body', { description: 'release notes' }),
    url: t.field({ type: 'URL', resolve: (r) => toUrl(r.url) }),
    htmlUrl: t.field({ type: 'URL', resolve: (r) => toUrl(r.html_url) }),
    tarballUrl: t.field({ type: 'URL', resolve: (r) => toUrl(r.tarball_url) }),
    zipballUrl: t.field({ type: 'URL', resolve: (r) => toUrl(r.zipball_url) }),
    uploadUrl: t.exposeString('upload_url', { description: 'a URL template' }),
    draft: t.exposeBoolean('draft'),
    prerelease: t.exposeBoolean('prerelease'),
    createdAt: t.field({ type: 'DateTime', resolve: (r) => toDateTime(r.created_at) }),
    publishedAt: t.field({ type: 'DateTime', resolve: (r) => toDateTime(r.published_at) }),
    author: t.field({ type: UserRef, resolve: (r) => r.author ?? null }),
    assets: t.field({ type: [AttachmentRef], description: 'attached files', resolve: (r) => r.assets ?? [] }),
  }),
});

export const ReleaseConnection = builder.connectionObject(
  { type: ReleaseRef, name: 'ReleaseConnection' },
  { name: 'ReleaseEdge' },
);

const releases = pagedList<RepoRef, object, Release>({
  on: 'Repository',
  field: 'releases',
  route: 'GET /repos/{owner}/{repo}/releases',
  key: (ref) => repoKey(ref.owner, ref.repo),
  fetch: (context, ref, _args, page) => listReleases(context.forge, { ...ref, ...page }),
});

builder.objectFields(RepositoryRef, (t) => ({
  releases: t.field({
    type: ReleaseConnection,
    description: 'Releases, newest first (GET /repos/{owner}/{repo}/releases).',
    args: t.arg.connectionArgs(),
    resolve: (repository, args, context) => releases(context, repoRefOf(repository), args),
  }),
}));
