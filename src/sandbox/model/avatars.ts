// Uploaded avatars of users, organizations and repositories (Gitea keeps the image's hash in the
// account's or repository's `avatar` column and serves it from /avatars/{hash} and /repo-avatars/{hash}).
// Kept off the records by a store slot; absent means the default avatar.
import { createHash } from 'node:crypto';
import { avatarHash } from '../convert/format.js';
import type { RequestContext } from '../http/context.js';
import type { Store } from './store.js';
import { storeSlot } from './store-slot.js';

/** `user:{id}` or `repo:{id}` → the hash of the uploaded image */
export const customAvatars = storeSlot(() => new Map<string, string>());

export const avatarOwner = (kind: 'user' | 'repo', id: number) => `${kind}:${id}`;

export function setAvatar(store: Store, owner: string, image: Uint8Array): boolean {
  const avatars = customAvatars(store);
  const had = avatars.has(owner);
  avatars.set(owner, createHash('sha256').update(image).digest('hex').slice(0, 32));
  return had;
}

/** A user's or organization's avatar URL: the uploaded image's, else the default one */
export function userAvatarUrl(ctx: RequestContext, user: { id: number; login: string }): string {
  const custom = customAvatars(ctx.store).get(avatarOwner('user', user.id));
  return `${ctx.origin}/avatars/${custom ?? avatarHash(user.login)}`;
}

/** A repository's avatar URL: empty until one is uploaded (services/convert/repository.go) */
export function repoAvatarUrl(ctx: RequestContext, repoId: number): string {
  const custom = customAvatars(ctx.store).get(avatarOwner('repo', repoId));
  return custom ? `${ctx.origin}/repo-avatars/${custom}` : '';
}
