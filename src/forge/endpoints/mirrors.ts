// A repository's mirrors (routers/api/v1/repo/mirror.go): pulling a mirror again, and push mirrors.

import { endpoint, pagedEndpoint } from '../routes/endpoint.js';

/** 200 empty; 403 without code write access, 400 "Repository is not a mirror" or mirrors disabled */
export const syncMirror = endpoint('POST /repos/{owner}/{repo}/mirror-sync');

/** repository admins only; X-Total-Count and Link; the remote's password is never in the answer */
export const listPushMirrors = pagedEndpoint('GET /repos/{owner}/{repo}/push_mirrors');

/** 200 PushMirror; 404 for a remote name the repository lacks */
export const getPushMirror = endpoint('GET /repos/{owner}/{repo}/push_mirrors/{name}');

/** 200 PushMirror named `remote_mirror_…`; 400 for a bad interval or address */
export const addPushMirror = endpoint('POST /repos/{owner}/{repo}/push_mirrors');

/** 204 */
export const deletePushMirror = endpoint('DELETE /repos/{owner}/{repo}/push_mirrors/{name}');

/** 200 empty once every push mirror of the repository is pushed */
export const syncPushMirrors = endpoint('POST /repos/{owner}/{repo}/push_mirrors-sync');
