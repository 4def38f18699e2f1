// The shared read cache of forge answers (the wrapper is ../wrappers/cache.ts). It keeps what Gitea
// shows everyone alike, once for all callers: answers below a public repository of a public owner,
// decided by the forge's own repository record (rules.ts). Answers stay exact: a gateway write drops
// what it changes before it answers, a forge event drops what it can change (invalidation.ts), what
// no event reports lives `untrackedTtlMs`, sha-addressed answers never change. Public answers other
// than sha-addressed ones are kept only for repositories whose events reach the gateway: one it has
// received an event of or set live updates up for, or every one when a system hook feeds it.

import type { ForgeCall } from '../http/call.js';
import { tagsOfEvent, tagsOfWrite } from './invalidation.js';
import type { RedisTier } from './redis-tier.js';
import { ResponseCache, type SharedRead } from './responses.js';
import { areaTag, EVERYTHING, ownerTag, repoTag, type Sharing, tagsOf } from './rules.js';
import { type CacheFanout, type Fill, TieredStore } from './store.js';

export { type HttpAnswer, ResponseCache, ResponseSources, type SharedRead } from './responses.js';
export type { CacheCounters, CacheFanout } from './store.js';

export interface CacheOptions {
  /** tier 1 size in MiB; 0 switches the cache off */
  memoryMb: number;
  /** tier 2, shared by instances */
  redisUrl?: string;
  /** keep public answers of repositories whose events reach the gateway (needs the webhook receiver) */
  publicData: boolean;
  /** a system webhook delivers every repository's events: every public repository counts as fed */
  systemHook?: boolean;
  /** life of answers no event reports (labels, milestones, stars, watchers, topics, wiki) */
  untrackedTtlMs: number;
  /**
   * how long the forge's word that a repository is public is trusted before a shared copy is handed
   * out again: no event reports a change of visibility (Gitea's `repository` event is only created
   * and deleted), so once it is older, the next reader waits for one anonymous read of the record,
   * made once for all readers of that repository. A caller who lost access is refused within it.
   */
  visibilityTtlMs: number;
  /**
   * a site admin's access token (FORGE_ADMIN_TOKEN), used for one thing only: reading a page of a pull
   * request's reviews to learn whether a PENDING review is in it (rules.ts `without-pending`); what it
   * reads is never kept nor handed out, only that yes or no
   */
  adminToken?: string;
}

export const DEFAULT_CACHE_OPTIONS: CacheOptions = {
  memoryMb: 64,
  publicData: true,
  systemHook: false,
  untrackedTtlMs: 10_000,
  visibilityTtlMs: 1_000,
};

export type Visibility = 'public' | 'hidden';

/** The mode the start-up banner names. */
export type CacheMode = 'off' | 'sha-only' | 'public-with-hooks' | 'public-with-system-hook';

export class SharedCache {
  readonly store: TieredStore;
  /** whole GraphQL answers of anonymous callers built only from shared answers: a quarter of `memoryMb` */
  readonly responses: ResponseCache;
  private readonly redis: RedisTier | undefined;
  private readonly fed = new Set<string>();
  /** fills of shared entries in flight: a second reader of the same key waits for the first */
  private readonly filling = new Map<string, Promise<string | undefined>>();

  constructor(readonly options: CacheOptions) {
    this.redis = options.redisUrl ? lazyRedisTier(options.redisUrl) : undefined;
    this.store = new TieredStore(options.memoryMb * 1024 * 1024, this.redis);
    this.responses = new ResponseCache(options.memoryMb * 256 * 1024, this.store);
  }

  get mode(): CacheMode {
    if (!this.options.publicData) return 'sha-only';
    return this.options.systemHook || this.fed.has(EVERY_REPOSITORY)
      ? 'public-with-system-hook'
      : 'public-with-hooks';
  }

  connect(fanout: CacheFanout): void {
    this.store.connect({
      publish: (tags) => fanout.publish(tags),
      subscribe: (listener) =>
        fanout.subscribe((tags) => {
          // a fed mark travels as a tag of its own
          for (const tag of tags) {
            if (tag.startsWith(FED_TAG)) this.fed.add(tag.slice(FED_TAG.length));
            if (tag.startsWith(UNFED_TAG)) this.fed.delete(tag.slice(UNFED_TAG.length));
          }
          listener(tags.filter((tag) => !tag.startsWith(FED_TAG) && !tag.startsWith(UNFED_TAG)));
        }),
    });
    this.fanout = fanout;
  }
  private fanout: CacheFanout | undefined;

  /** Whether the events of `repo` reach the gateway, so its public answers may be kept. */
  async eventsReach(repo: string): Promise<boolean> {
    if (!this.options.publicData) return false;
    if (this.options.systemHook || this.fed.has(EVERY_REPOSITORY) || this.fed.has(repo)) return true;
    // another instance's mark: this repository's, or a system webhook's
    for (const key of [repo, EVERY_REPOSITORY]) {
      if (this.redis && (await this.redis.isFed(key).catch(() => false))) {
        this.fed.add(key);
        return true;
      }
    }
    return false;
  }

  /** Every repository's events reach the gateway from now on: a system webhook delivers them (live/system-hook.ts). */
  feedEveryRepository(): Promise<void> {
    return this.markFed(EVERY_REPOSITORY);
  }

  /** `repo`'s events reach the gateway from now on (a delivery arrived, or live updates were set up). */
  async markFed(repo: string): Promise<void> {
    const key = repo.toLowerCase();
    if (this.fed.has(key)) return;
    this.fed.add(key);
    await this.redis?.markFed(key).catch(() => undefined);
    this.fanout?.publish([`${FED_TAG}${key}`]);
  }

  /** `repo`'s events stop reaching the gateway (its hook was removed): only sha-addressed answers stay. */
  async forgetFed(repo: string): Promise<void> {
    const key = repo.toLowerCase();
    this.fed.delete(key);
    await this.redis?.forgetFed(key).catch(() => undefined);
    this.fanout?.publish([`${UNFED_TAG}${key}`]);
    await this.store.invalidate([repoTag(key)]);
  }

  /** What the forge last said of `repo`'s visibility, while it is trusted. */
  async visibility(repo: string): Promise<Visibility | undefined> {
    const known = await this.store.get(`vis:${repo}`);
    return known === 'public' || known === 'hidden' ? known : undefined;
  }

  async rememberVisibility(sharing: Pick<Sharing, 'repo' | 'owner'>, visibility: Visibility): Promise<void> {
    const tags = [
      EVERYTHING,
      repoTag(sharing.repo),
      areaTag(sharing.repo, 'visibility'),
      ownerTag(sharing.owner),
    ];
    const previous = await this.visibility(sharing.repo);
    if (previous === visibility) return;
    // a repository that stopped being public takes its kept answers with it
    if (previous === 'public') await this.store.invalidate([repoTag(sharing.repo)]);
    const fill = await this.store.begin(tags);
    await this.store.set(`vis:${sharing.repo}`, visibility, tags, this.options.visibilityTtlMs, fill);
  }

  /**
   * The shared answer under `key`, or the one `load` fills it with (undefined when it may not be
   * kept). One fill per key at a time: readers arriving meanwhile wait for it.
   */
  async read(
    key: string,
    sharing: Sharing,
    load: () => Promise<string | undefined>,
    ttlMs = this.ttlOf(sharing),
  ): Promise<{ value: string | undefined; hit: boolean }> {
    const kept = await this.store.get(key);
    if (kept !== undefined) return { value: kept, hit: true };
    const pending = this.filling.get(key);
    if (pending) {
      // Anonymous readers all get the same answer, a failure included; a signed-in reader's failure
      // may be its own (a bad token), so another signed-in reader asks for itself.
      const value = sharing.audience === 'anonymous' ? await pending : await pending.catch(() => undefined);
      if (value !== undefined) return { value, hit: true };
    }
    const tags = tagsOf(sharing);
    const fill = (async () => {
      const started: Fill = await this.store.begin(tags);
      const value = await load();
      if (value !== undefined) await this.store.set(key, value, tags, ttlMs, started);
      return value;
    })();
    this.filling.set(key, fill);
    try {
      return { value: await fill, hit: false };
    } finally {
      if (this.filling.get(key) === fill) this.filling.delete(key);
    }
  }

  /**
   * A yes or no about the shared answer under `key` that `load` learns, one load for all callers: kept
   * under that answer's tags (the writes and events that change it drop it too) and no longer than
   * `untrackedTtlMs`, since what it tells may turn without any event.
   */
  async fact(key: string, sharing: Sharing, load: () => Promise<boolean>): Promise<boolean> {
    const told = async () => ((await load()) ? 'yes' : 'no');
    const { value } = await this.read(`fact:${key}`, sharing, told, this.options.untrackedTtlMs);
    return value === 'yes';
  }

  /**
   * What the shared answer under `key` adds to a GraphQL answer built from it: its tags, and when it
   * or the word on its repository's visibility goes stale (0 when tier 1 does not hold them).
   */
  sharedRead(key: string, sharing: Sharing): SharedRead {
    const own = this.store.expiresOf(key) ?? 0;
    const visibility = sharing.immutable
      ? Number.POSITIVE_INFINITY
      : (this.store.expiresOf(`vis:${sharing.repo}`) ?? 0);
    return { tags: tagsOf(sharing), expires: Math.min(own, visibility) };
  }

  private ttlOf(sharing: Sharing): number {
    if (sharing.immutable) return Number.POSITIVE_INFINITY;
    if (sharing.lives === 'visibility-ttl') return this.options.visibilityTtlMs;
    return sharing.lives === 'untracked-ttl' ? this.options.untrackedTtlMs : Number.POSITIVE_INFINITY;
  }

  /**
   * A forge event of `kind` on `owner/repo` arrived: its events reach the gateway, and what it changed
   * goes. Every delivery carries the repository as the forge has it now: one that says it is private
   * is hidden at once, with every answer kept of it, whatever the forge's last word on it was.
   */
  async eventArrived(kind: string, repo: string, isPrivate = false): Promise<void> {
    const key = repo.toLowerCase();
    await this.markFed(key);
    if (isPrivate) {
      const [owner = ''] = key.split('/');
      await this.store.invalidate([repoTag(key)]);
      await this.rememberVisibility({ repo: key, owner }, 'hidden');
    }
    await this.store.invalidate(tagsOfEvent(kind, key));
  }

  /** A write went to the forge: what it changes goes, before its answer is handed on. */
  async written(call: Pick<ForgeCall, 'route' | 'params'>): Promise<void> {
    await this.store.invalidate(tagsOfWrite(call));
  }

  async close(): Promise<void> {
    await this.store.close();
  }
}

/** fed marks travel with the invalidations, as tags no entry carries */
const FED_TAG = 'fed:';
const UNFED_TAG = 'unfed:';

/** The Redis tier, its client loaded only when REDIS_URL is set (as the live-update bus does). */
function lazyRedisTier(url: string): RedisTier {
  const loading = import('./redis-tier.js').then(({ connectRedisTier }) => connectRedisTier(url));
  return {
    get: async (key) => (await loading).get(key),
    generations: async (tags) => (await loading).generations(tags),
    set: async (key, value, tags, ttlMs, expected) => (await loading).set(key, value, tags, ttlMs, expected),
    invalidate: async (tags) => (await loading).invalidate(tags),
    markFed: async (repo) => (await loading).markFed(repo),
    isFed: async (repo) => (await loading).isFed(repo),
    forgetFed: async (repo) => (await loading).forgetFed(repo),
    close: async () => (await loading).close(),
  };
}

/** The fed mark of a system webhook: no repository's key (`owner/name`) is a lone `*`. */
const EVERY_REPOSITORY = '*';
