// Avatars of repositories, organizations and the caller (Gitea's routers/api/v1/repo/avatar.go,
// org/avatar.go, user/avatar.go): the image goes as base64 in `image`; Gitea decodes and resizes it.

import { endpoint } from '../routes/endpoint.js';

/** 204 (Gitea 1.22); newer forges answer 200 or 201 with the stored image, read as text and dropped */
export const updateRepoAvatar = endpoint('POST /repos/{owner}/{repo}/avatar', { text: true });

/** 204 */
export const deleteRepoAvatar = endpoint('DELETE /repos/{owner}/{repo}/avatar');

/** 204; owners of the organization only */
export const updateOrgAvatar = endpoint('POST /orgs/{org}/avatar');

/** 204 */
export const deleteOrgAvatar = endpoint('DELETE /orgs/{org}/avatar');

/** 204 */
export const updateUserAvatar = endpoint('POST /user/avatar');

/** 204 */
export const deleteUserAvatar = endpoint('DELETE /user/avatar');
