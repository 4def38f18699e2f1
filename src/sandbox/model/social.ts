// Stars and watches of repositories (Gitea's models/repo/star.go and watch.go). They live beside the
// Store, keyed by it, so the record collections of other areas stay untouched; the repository and
// user JSON read their counts from here (num_stars, num_watches, the user's num_stars).
import type { RepoRec, UserRec } from './records.js';
import type { Store } from './store.js';
import { storeSlot } from './store-slot.js';

export interface StarRec {
  id: number;
  userId: number;
  repoId: number;
  createdAt: Date;
}

/** Gitea's WatchMode: `dont` is an explicit "do not auto-watch" and does not count as watching. */
export type WatchMode = 'normal' | 'auto' | 'dont';

export interface WatchRec {
  id: number;
  userId: number;
  repoId: number;
  mode: WatchMode;
  createdAt: Date;
}

export interface Social {
  stars: StarRec[];
  watches: WatchRec[];
}

export const socialOf = storeSlot<Social>(() => ({ stars: [], watches: [] }));

const nextId = (items: readonly { id: number }[]) =>
  items.reduce((max, item) => Math.max(max, item.id), 0) + 1;

export function isStarring(store: Store, userId: number, repoId: number): boolean {
  return socialOf(store).stars.some((s) => s.userId === userId && s.repoId === repoId);
}

/** StarRepo: starring twice or unstarring a repository not starred changes nothing. */
export function setStar(store: Store, user: UserRec, repo: RepoRec, star: boolean, at = store.now()): void {
  const social = socialOf(store);
  const starring = isStarring(store, user.id, repo.id);
  if (star && !starring) {
    social.stars.push({ id: nextId(social.stars), userId: user.id, repoId: repo.id, createdAt: at });
  } else if (!star && starring) {
    social.stars = social.stars.filter((s) => !(s.userId === user.id && s.repoId === repo.id));
  }
}

/** num_stars of a repository */
export function starCount(store: Store, repoId: number): number {
  return socialOf(store).stars.filter((s) => s.repoId === repoId).length;
}

/** num_stars of a user: every star, private repositories included (Gitea counts them too) */
export function starredCount(store: Store, userId: number): number {
  return socialOf(store).stars.filter((s) => s.userId === userId).length;
}

const watching = (mode: WatchMode) => mode !== 'dont';

export function watchOf(store: Store, userId: number, repoId: number): WatchRec | undefined {
  return socialOf(store).watches.find((w) => w.userId === userId && w.repoId === repoId);
}

export function isWatching(store: Store, userId: number, repoId: number): boolean {
  const watch = watchOf(store, userId, repoId);
  return watch !== undefined && watching(watch.mode);
}

/** WatchRepo: unwatching an auto-watch leaves an explicit `dont`; watching makes it `normal`. */
export function setWatch(store: Store, user: UserRec, repo: RepoRec, watch: boolean, at = store.now()): void {
  const social = socialOf(store);
  const current = watchOf(store, user.id, repo.id);
  if (!watch) {
    if (current?.mode === 'auto') current.mode = 'dont';
    else if (current) social.watches = social.watches.filter((w) => w !== current);
    return;
  }
  if (current) current.mode = 'normal';
  else
    social.watches.push({
      id: nextId(social.watches),
      userId: user.id,
      repoId: repo.id,
      mode: 'normal',
      createdAt: at,
    });
}

/** num_watches of a repository */
export function watcherCount(store: Store, repoId: number): number {
  return socialOf(store).watches.filter((w) => w.repoId === repoId && watching(w.mode)).length;
}

/** services/repository/create.go: the creator watches a new repository (AUTO_WATCH_NEW_REPOS, on by default). */
export function watchNewRepo(store: Store, creator: UserRec, repo: RepoRec): void {
  setWatch(store, creator, repo, true, repo.createdAt);
}

/** A deleted repository takes its stars and watches with it. */
export function forgetRepo(store: Store, repoId: number): void {
  const social = socialOf(store);
  social.stars = social.stars.filter((s) => s.repoId !== repoId);
  social.watches = social.watches.filter((w) => w.repoId !== repoId);
}
