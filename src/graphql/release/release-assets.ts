// Release.assets: the files of a release. Gitea embeds them in every release record (no call); a
// record without them reads GET /repos/{owner}/{repo}/releases/{id}/assets, once per request.

import { listReleaseAttachments } from '../../forge/endpoints/index.js';
import type { Attachment, Release } from '../../forge/types/index.js';
import { AttachmentRef, attachmentsUnder, releaseParentOf } from '../content/attachment.js';
import { builder } from '../kit/builder.js';
import { type Context, memoize } from '../kit/context.js';
import { expectList } from '../kit/paged-field.js';
import { ReleaseRef, releaseRepoRef } from './release.js';

const ROUTE = 'GET /repos/{owner}/{repo}/releases/{id}/assets';

function releaseAssets(context: Context, release: Release) {
  const parent = releaseParentOf(release);
  if (!parent) return [];
  if (Array.isArray(release.assets)) return attachmentsUnder(parent, release.assets);
  return memoize(context, `assets:${parent}`, async () => {
    const { data } = await listReleaseAttachments(context.forge, {
      ...releaseRepoRef(release),
      id: release.id,
    });
    return attachmentsUnder(parent, expectList<Attachment>(data, ROUTE));
  });
}

builder.objectFields(ReleaseRef, (t) => ({
  assets: t.field({
    type: [AttachmentRef],
    description:
      'Attached files: embedded in the release record (no call), else read with GET /repos/{owner}/{repo}/releases/{id}/assets.',
    resolve: (release, _args, context) => releaseAssets(context, release),
  }),
}));
