// Creating a repository for oneself, editing and deleting one, and single releases: by id, by tag, the
// latest, edits and deletion.

import { bodyEndpoint, endpoint } from '../routes/endpoint.js';

/** 201; 409 when the caller has a repository of that name; 422 for a reserved name or a bad label set */
export const createCurrentUserRepository = bodyEndpoint('POST /user/repos');

/** 200 with the repository as changed; needs admin access (403) */
export const editRepository = endpoint('PATCH /repos/{owner}/{repo}');

/** 204; needs owner access (403) */
export const deleteRepository = endpoint('DELETE /repos/{owner}/{repo}');

export const getRelease = endpoint('GET /repos/{owner}/{repo}/releases/{id}');

export const getReleaseByTag = endpoint('GET /repos/{owner}/{repo}/releases/tags/{tag}');

/** the newest release that is neither a draft nor a pre-release; 404 when there is none */
export const getLatestRelease = endpoint('GET /repos/{owner}/{repo}/releases/latest');

export const editRelease = endpoint('PATCH /repos/{owner}/{repo}/releases/{id}');

/** 204; a published release leaves its tag behind */
export const deleteRelease = endpoint('DELETE /repos/{owner}/{repo}/releases/{id}');

/** 204; 404 for a tag without a release, 422 for a protected tag; the tag itself stays */
export const deleteReleaseByTag = endpoint('DELETE /repos/{owner}/{repo}/releases/tags/{tag}');
