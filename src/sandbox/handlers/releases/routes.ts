// Releases and their attachments (routers/api/v1/api.go, the /repos/{owner}/{repo}/releases group behind
// reqRepoReader(unit.TypeReleases); writes add reqToken and reqRepoWriter).
import { repoAssignment, reqRepoWriter, reqToken, reqUnit } from '../../guards.js';
import type { RouteRow } from '../../route-row.js';
import { getReleaseAttachment } from '../issues/attachments.js';
import { deleteRelease, editRelease, getLatestRelease, getRelease, getReleaseByTag } from './release-edit.js';
import { createRelease, listReleases } from './releases.js';

const releases = [repoAssignment, reqUnit('releases')];
const releaseWrites = [...releases, reqToken, reqRepoWriter];

export const releaseRoutes: RouteRow[] = [
  { route: 'GET /repos/{owner}/{repo}/releases', guards: releases, handler: listReleases },
  { route: 'POST /repos/{owner}/{repo}/releases', guards: releaseWrites, handler: createRelease },
  { route: 'GET /repos/{owner}/{repo}/releases/latest', guards: releases, handler: getLatestRelease },
  { route: 'GET /repos/{owner}/{repo}/releases/tags/{tag}', guards: releases, handler: getReleaseByTag },
  { route: 'GET /repos/{owner}/{repo}/releases/{id}', guards: releases, handler: getRelease },
  { route: 'PATCH /repos/{owner}/{repo}/releases/{id}', guards: releaseWrites, handler: editRelease },
  { route: 'DELETE /repos/{owner}/{repo}/releases/{id}', guards: releaseWrites, handler: deleteRelease },
  {
    route: 'GET /repos/{owner}/{repo}/releases/{id}/assets/{attachment_id}',
    guards: releases,
    handler: getReleaseAttachment,
  },
];
