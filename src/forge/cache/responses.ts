// Whole GraphQL answers built only from shared forge answers (the plugin is
// ../../server/response-cache.ts). An answer carries the tags of every forge answer it was built from
// and is dropped by the very invalidations that drop them (the store tells it of each), and it lives
// no longer than the first of them goes stale. Kept in this process only, bounded in bytes.

import { ByteLru } from './lru.js';
import type { TieredStore } from './store.js';

/** What one shared forge answer adds to the answer being built. */
export interface SharedRead {
  tags: readonly string[];
  /** epoch ms the forge answer goes stale; 0 when the cache cannot vouch for it */
  expires: number;
}

/** What a GraphQL answer was built from so far. */
export class ResponseSources {
  readonly tags = new Set<string>();
  expires = Number.POSITIVE_INFINITY;
  reads = 0;
  /** a read the cache did not share (a caller's own, a failure, a write): the answer is not kept */
  unshared = false;

  add(read: SharedRead): void {
    this.reads++;
    for (const tag of read.tags) this.tags.add(tag);
    this.expires = Math.min(this.expires, read.expires);
  }
}

export class ResponseCache<R extends object = object> {
  private readonly lru: ByteLru<R>;

  constructor(
    maxBytes: number,
    private readonly store: TieredStore,
  ) {
    this.lru = new ByteLru<R>(maxBytes, (count) => store.counters.eviction(count));
    store.onDrop((tags) => this.lru.dropTagged(tags));
  }

  /** The epoch a result's execution starts in: it is kept only if no invalidation came meanwhile. */
  get epoch(): number {
    return this.store.epoch;
  }

  get(key: string): R | undefined {
    const kept = this.lru.get(key);
    if (kept === undefined) this.store.counters.responseMiss();
    else this.store.counters.hit('response');
    return kept;
  }

  /** Keeps `result` of `bytes` under `key` when its sources allow: all shared, none stale, no invalidation since `epoch`. */
  set(key: string, result: R, bytes: number, sources: ResponseSources, epoch: number): boolean {
    if (sources.unshared || sources.reads === 0 || epoch !== this.store.epoch) return false;
    if (sources.expires <= Date.now()) return false;
    this.lru.set(key, { value: result, tags: [...sources.tags], expires: sources.expires, bytes });
    return this.lru.expiresOf(key) !== undefined;
  }

  get entries(): number {
    return this.lru.size;
  }
}
