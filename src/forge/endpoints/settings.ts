// The caller's account settings and blocks (Gitea's routers/api/v1/user/key.go, email.go, settings.go,
// block.go, follower.go CheckFollowing) and an organization's blocks (org/block.go).

import { bodyEndpoint, endpoint, pagedEndpoint } from '../routes/endpoint.js';

/** the caller's SSH keys, oldest first; X-Total-Count, no Link */
export const listMyPublicKeys = pagedEndpoint('GET /user/keys');

/** a user's SSH keys (the caller must be signed in); owner and key type only for the owner and admins */
export const listUserPublicKeys = pagedEndpoint('GET /users/{username}/keys');

/** any key by its id (201 on create, 422 for a key or title in use or content that is no key) */
export const getPublicKey = endpoint('GET /user/keys/{id}');

export const createPublicKey = bodyEndpoint('POST /user/keys');

/** 204; 403 for another user's key, 404 for none */
export const deletePublicKey = endpoint('DELETE /user/keys/{id}');

/** the caller's addresses, the primary one first; the whole list in one answer */
export const listEmails = endpoint('GET /user/emails');

/** 201 with every address of the caller afterwards (email.go AddEmail); 422 for an empty list, an invalid address or one in use */
export const addEmails = bodyEndpoint('POST /user/emails');

/** 204; 404 for an address the caller does not have */
export const deleteEmails = bodyEndpoint('DELETE /user/emails');

export const getUserSettings = endpoint('GET /user/settings');

/** only the fields sent change; 200 with every setting */
export const updateUserSettings = bodyEndpoint('PATCH /user/settings');

/** 204 when {username} follows {target}, 404 when not */
export const checkUserFollowing = endpoint('GET /users/{username}/following/{target}');

/** a block's note, which the forge keeps with it */
const blockNote = (args: { note?: string }) => ({ note: args.note });

export const listMyBlocks = pagedEndpoint('GET /user/blocks');

/** 204 when blocked, 404 when not */
export const checkMyBlock = endpoint('GET /user/blocks/{username}');

/** 204; 400 for oneself, an organization or someone already blocked */
export const blockUser = endpoint('PUT /user/blocks/{username}', { query: blockNote });

/** 204; 400 for someone not blocked */
export const unblockUser = endpoint('DELETE /user/blocks/{username}');

/** organization owners only (403 for other callers) */
export const listOrgBlocks = pagedEndpoint('GET /orgs/{org}/blocks');

export const checkOrgBlock = endpoint('GET /orgs/{org}/blocks/{username}');

export const blockUserFromOrg = endpoint('PUT /orgs/{org}/blocks/{username}', { query: blockNote });

export const unblockUserFromOrg = endpoint('DELETE /orgs/{org}/blocks/{username}');
