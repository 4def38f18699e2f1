// The two tiers of the shared read cache behind one interface. Tier 1 is this process's LRU; tier 2,
// when Redis is configured, is shared by every instance. Each tag has a generation: a fill records
// the generations of its tags before its forge call and stores its answer only if none moved
// meanwhile, so an answer read before a write can never be stored after the write's invalidation.
// An invalidation drops the tags in both tiers and tells the other instances (the fan-out, carried
// by the live-update bus), whose tier 1 drops them in turn.

import { ByteLru } from './lru.js';

export interface CacheCounters {
  hit(tier: 'memory' | 'redis' | 'response'): void;
  miss(): void;
  /** a query the response cache (responses.ts) did not hold */
  responseMiss(): void;
  invalidation(tags: number, dropped: number): void;
  eviction(count: number): void;
}

/** How invalidations reach the other instances (wired to the live-update bus by the gateway). */
export interface CacheFanout {
  publish(tags: readonly string[]): void;
  subscribe(listener: (tags: readonly string[]) => void): void;
}

/** Tier 2: Redis (redis-tier.ts), loaded only when configured. */
export interface RemoteEntry {
  value: string;
  tags: readonly string[];
  /** epoch ms; Infinity for none */
  expires: number;
}

export interface RemoteTier {
  get(key: string): Promise<RemoteEntry | undefined>;
  /** the generations of `tags`, to compare at store time */
  generations(tags: readonly string[]): Promise<string[]>;
  /** stores unless a generation moved; answers whether it stored */
  set(
    key: string,
    value: string,
    tags: readonly string[],
    ttlMs: number,
    expected: readonly string[],
  ): Promise<boolean>;
  invalidate(tags: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

export interface Fill {
  local: number[];
  remote: string[] | undefined;
}

const NO_COUNTERS: CacheCounters = {
  hit() {},
  miss() {},
  responseMiss() {},
  invalidation() {},
  eviction() {},
};

export class TieredStore {
  private readonly memory: ByteLru;
  private readonly generation = new Map<string, number>();
  /** counts every local invalidation: a copy from Redis is kept only if none happened meanwhile */
  private epochs = 0;
  /** told of every tag dropped here (the response cache drops the responses built from them) */
  private readonly dropListeners: ((tags: readonly string[]) => void)[] = [];
  counters: CacheCounters = NO_COUNTERS;
  private fanout: CacheFanout | undefined;

  constructor(
    maxBytes: number,
    private readonly remote: RemoteTier | undefined,
  ) {
    this.memory = new ByteLru(maxBytes, (count) => this.counters.eviction(count));
  }

  /** Connects the fan-out: invalidations heard from other instances drop their tags here. */
  connect(fanout: CacheFanout): void {
    this.fanout = fanout;
    fanout.subscribe((tags) => this.dropLocal(tags));
  }

  async get(key: string): Promise<string | undefined> {
    const local = this.memory.get(key);
    if (local !== undefined) {
      this.counters.hit('memory');
      return local;
    }
    if (this.remote) {
      const epoch = this.epochs;
      const remote = await this.remote.get(key).catch(() => undefined);
      if (remote !== undefined) {
        this.counters.hit('redis');
        // kept here too, unless an invalidation of its tags arrived while Redis answered
        if (this.epochs === epoch) {
          this.memory.set(key, remote);
        }
        return remote.value;
      }
    }
    this.counters.miss();
    return undefined;
  }

  /** Moves with every invalidation heard here: a result built meanwhile may hold a dropped answer. */
  get epoch(): number {
    return this.epochs;
  }

  /** When the answer under `key` goes stale in tier 1, or undefined when tier 1 does not hold it. */
  expiresOf(key: string): number | undefined {
    return this.memory.expiresOf(key);
  }

  onDrop(listener: (tags: readonly string[]) => void): void {
    this.dropListeners.push(listener);
  }

  /** The generations of `tags` now: taken before the forge call whose answer may be stored. */
  async begin(tags: readonly string[]): Promise<Fill> {
    const local = tags.map((tag) => this.generation.get(tag) ?? 0);
    const remote = this.remote ? await this.remote.generations(tags).catch(() => undefined) : undefined;
    return { local, remote };
  }

  async set(key: string, value: string, tags: readonly string[], ttlMs: number, fill: Fill): Promise<void> {
    if (tags.some((tag, i) => (this.generation.get(tag) ?? 0) !== fill.local[i])) return;
    if (this.remote) {
      if (!fill.remote) return;
      const stored = await this.remote.set(key, value, tags, ttlMs, fill.remote).catch(() => false);
      if (!stored) return;
      // an invalidation may have arrived while Redis stored it
      if (tags.some((tag, i) => (this.generation.get(tag) ?? 0) !== fill.local[i])) return;
    }
    this.memory.set(key, { value, tags, expires: Number.isFinite(ttlMs) ? Date.now() + ttlMs : Infinity });
  }

  /** Drops `tags` everywhere: here, in Redis, then on the other instances. Resolves once here and Redis are done. */
  async invalidate(tags: readonly string[]): Promise<void> {
    if (tags.length === 0) return;
    this.dropLocal(tags);
    if (this.remote) await this.remote.invalidate(tags).catch(() => undefined);
    this.fanout?.publish(tags);
  }

  private dropLocal(tags: readonly string[]): void {
    this.epochs++;
    for (const tag of tags) this.generation.set(tag, (this.generation.get(tag) ?? 0) + 1);
    const dropped = this.memory.dropTagged(tags);
    for (const listener of this.dropListeners) listener(tags);
    this.counters.invalidation(tags.length, dropped);
  }

  get entries(): number {
    return this.memory.size;
  }

  async close(): Promise<void> {
    await this.remote?.close();
  }
}
