// What travels on the event bus and what every bus offers (bus.ts: the in-process bus and the lazy
// Redis one; redis-bus.ts: Redis pub/sub), in a module of its own so that the Redis bus, loaded on
// demand, and the loader that loads it do not import each other.

import type { LiveEvent } from './events.js';

/**
 * Not an event for subscribers: the repository may have turned private (the gateway's own
 * updateRepository made it so), so every subscriber of it checks its access again at once.
 */
export interface AccessNotice {
  notice: 'access-changed';
  /** unique per notice, so that a replayed one is recognised */
  id: string;
  repository: { key: string; private: true };
}

/**
 * Not an event for subscribers: what the shared read cache dropped on one instance, for the others'
 * in-process tier to drop too. Published on a topic of its own (CACHE_TOPIC_KEY), which no
 * repository's subscribers listen to.
 */
export interface CacheNotice {
  notice: 'cache-invalidated';
  id: string;
  repository: { key: typeof CACHE_TOPIC_KEY; private: false };
  tags: string[];
}

/** No repository has this key: `!` is no character of an owner's name (Gitea's IsValidUsername). */
export const CACHE_TOPIC_KEY = '!cache';

export type BusMessage = LiveEvent | AccessNotice | CacheNotice;

export const isAccessNotice = (message: BusMessage): message is AccessNotice =>
  (message as AccessNotice).notice === 'access-changed';

/** A notice of the gateway's own (access or cache), not a forge event. */
export const isNotice = (message: BusMessage): message is AccessNotice | CacheNotice =>
  typeof (message as { notice?: unknown }).notice === 'string';

/** The id a message is deduplicated by on the bus: the delivery id of an event, the notice's own id. */
export const messageIdOf = (message: BusMessage): string =>
  isNotice(message) ? `notice:${message.id}` : `delivery:${message.deliveryId}`;

export type Listener = (message: BusMessage) => void;

export interface EventBus {
  readonly kind: 'in-process' | 'redis';
  /** sends the message to every subscriber of its repository, on every instance; never throws */
  publish(message: BusMessage): Promise<boolean>;
  /** listens to one repository's messages; resolves once the bus will deliver them */
  subscribe(repositoryKey: string, listener: Listener): Promise<() => void>;
  /** true the first time a delivery id is seen (across instances with Redis), false after */
  claimDelivery(deliveryId: string): Promise<boolean>;
  /** true unless the same body (its hash) was claimed within the last `windowMs` (across instances with Redis) */
  claimBody(bodyHash: string, windowMs: number): Promise<boolean>;
  /** null when the bus works, else why not */
  problem(): string | null;
  /** called when the bus stops working (Redis gone) */
  onDown(callback: (reason: string) => void): void;
  close(): Promise<void>;
}

export const topicOf = (repositoryKey: string) => `forge-live:repo:${repositoryKey}`;

/** Delivery ids remembered by one process: the newest ones, a bounded number. */
export class SeenIds {
  private readonly ids = new Set<string>();
  constructor(private readonly capacity = 10_000) {}

  claim(id: string): boolean {
    if (this.ids.has(id)) return false;
    this.ids.add(id);
    if (this.ids.size > this.capacity) {
      const oldest = this.ids.values().next().value;
      if (oldest !== undefined) this.ids.delete(oldest);
    }
    return true;
  }
}

/**
 * Body hashes accepted within a time window, in one process: a bounded number, oldest first out. Past
 * the bound the oldest are forgotten early; a forge sends far fewer deliveries than that in a window.
 */
export class RecentBodies {
  private readonly expiries = new Map<string, number>();
  constructor(private readonly capacity = 10_000) {}

  claim(hash: string, windowMs: number, now = Date.now()): boolean {
    // Map order is insertion order and every entry lives windowMs: expired ones are at the front.
    for (const [oldest, expires] of this.expiries) {
      if (expires > now) break;
      this.expiries.delete(oldest);
    }
    if (this.expiries.has(hash)) return false;
    this.expiries.set(hash, now + windowMs);
    if (this.expiries.size > this.capacity) {
      const oldest = this.expiries.keys().next().value;
      if (oldest !== undefined) this.expiries.delete(oldest);
    }
    return true;
  }
}

export interface RedisBusOptions {
  /** the shared secret every message is signed with (HMAC-SHA256) */
  secret: string;
  log: (message: string) => void;
  /** a message that failed its check and was dropped, by reason */
  onRejected: (reason: string) => void;
}
