// Release.assets: the files of a release. Gitea embeds them in every release record (no call); a
// record without them reads GET /repos/{owner}/{repo}/releases/{id}/assets, once per request.

import { listReleaseAttachments } from '../../forge/endpoints/index.js';
import type { Release } from '../../forge/types/index.js';
import { attachmentsField, releaseParentOf } from '../content/attachment.js';
import { embeddedAttachments, readAttachments } from '../content/attachment-reads.js';
import { builder } from '../kit/builder.js';
import type { Context } from '../kit/context.js';
import { ReleaseRef, releaseRepoRef } from './release.js';

function releaseAssets(context: Context, release: Release) {
  const parent = releaseParentOf(release);
  if (!parent) return [];
  return (
    embeddedAttachments(parent, release.assets) ??
    readAttachments(context, parent, listReleaseAttachments, () =>
      listReleaseAttachments(context.forge, { ...releaseRepoRef(release), id: release.id }),
    )
  );
}

builder.objectFields(ReleaseRef, (t) => ({
  assets: attachmentsField(
    t,
    'Attached files: embedded in the release record (no call), else read with GET /repos/{owner}/{repo}/releases/{id}/assets.',
    releaseAssets,
  ),
}));
