// GPG keys of an account (routers/api/v1/user/gpg_key.go).

import { endpoint, pagedEndpoint } from '../routes/endpoint.js';

/** the caller's keys; X-Total-Count and Link */
export const listMyGpgKeys = pagedEndpoint('GET /user/gpg_keys');

/** a user's keys */
export const listUserGpgKeys = pagedEndpoint('GET /users/{username}/gpg_keys');

/** the caller's own key; 404 for another user's */
export const getMyGpgKey = endpoint('GET /user/gpg_keys/{id}');

/** 201 GPGKey; 422 for text that is no armored public key, or a key already added */
export const createGpgKey = endpoint('POST /user/gpg_keys');

/** 204, also for a key that does not exist; 403 for another user's key */
export const deleteGpgKey = endpoint('DELETE /user/gpg_keys/{id}');

/** 200 text/plain: the token a key's owner signs to verify the key */
export const getGpgKeyToken = endpoint('GET /user/gpg_key_token', { text: true });
