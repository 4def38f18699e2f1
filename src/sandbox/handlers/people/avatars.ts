// Uploading and removing avatars (Gitea's routers/api/v1/user/avatar.go, org/avatar.go, repo/avatar.go):
// `image` is base64 (Go's StdEncoding: 400 when it does not decode); an image Gitea cannot read fails
// inside UploadAvatar, a 500. Answers are 204, as Gitea 1.22's; later forges answer a repository's
// upload with 200 or 201 and the stored image, which the gateway reads as text and drops.

import { goStruct } from '../../http/binding.js';
import type { RequestContext } from '../../http/context.js';
import { internalError, type Reply } from '../../http/errors.js';
import { goBase64Decode } from '../../http/go-base64.js';
import { avatarOwner, customAvatars, setAvatar } from '../../model/avatars.js';

const UpdateAvatarOption = goStruct('UpdateUserAvatarOption', { image: 'string' });

/** PNG, JPEG, GIF and WebP signatures: what avatar.Prepare's image decoders recognise */
const SIGNATURES = [
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
  [0x47, 0x49, 0x46, 0x38],
  [0x52, 0x49, 0x46, 0x46],
];

function upload(ctx: RequestContext, owner: string): Reply {
  const { image = '' } = ctx.bind<{ image?: string }>(UpdateAvatarOption);
  const decoded = goBase64Decode(image);
  if ('error' in decoded) throw ctx.error(400, decoded.error);
  const { bytes } = decoded;
  if (!SIGNATURES.some((sig) => sig.every((byte, i) => bytes[i] === byte))) {
    return internalError(ctx.swaggerUrl, new Error('image: unknown format'), ctx.user?.isAdmin ?? false);
  }
  setAvatar(ctx.store, owner, bytes);
  return { status: 204 };
}

function remove(ctx: RequestContext, owner: string): Reply {
  customAvatars(ctx.store).delete(owner);
  return { status: 204 };
}

/** POST /user/avatar */
export const updateMyAvatar = (ctx: RequestContext) => upload(ctx, avatarOwner('user', ctx.doer.id));
/** DELETE /user/avatar */
export const deleteMyAvatar = (ctx: RequestContext) => remove(ctx, avatarOwner('user', ctx.doer.id));
/** POST /orgs/{org}/avatar (reqOrgOwnership) */
export const updateOrgAvatar = (ctx: RequestContext) => upload(ctx, avatarOwner('user', ctx.org().id));
/** DELETE /orgs/{org}/avatar */
export const deleteOrgAvatar = (ctx: RequestContext) => remove(ctx, avatarOwner('user', ctx.org().id));
/** POST /repos/{owner}/{repo}/avatar (reqAdmin) */
export const updateRepoAvatar = (ctx: RequestContext) => upload(ctx, avatarOwner('repo', ctx.repo().repo.id));
/** DELETE /repos/{owner}/{repo}/avatar */
export const deleteRepoAvatar = (ctx: RequestContext) => remove(ctx, avatarOwner('repo', ctx.repo().repo.id));
