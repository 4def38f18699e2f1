// The event bus between the webhook receiver and the subscribers: in-process (an EventTarget) for one
// instance, or Redis pub/sub (redis-bus.ts) so that a delivery reaching instance A reaches
// subscribers on instance B. One topic per repository. The Redis client is loaded only when REDIS_URL
// is set, after start-up: a gateway without Redis never loads it.

import { setMaxListeners } from 'node:events';
import type { LiveEvent } from './events.js';

export type Listener = (event: LiveEvent) => void;

export interface EventBus {
  readonly kind: 'in-process' | 'redis';
  /** sends the event to every subscriber of its repository, on every instance; never throws */
  publish(event: LiveEvent): Promise<boolean>;
  /** listens to one repository's events; resolves once the bus will deliver them */
  subscribe(repositoryKey: string, listener: Listener): Promise<() => void>;
  /** true the first time a delivery id is seen (across instances with Redis), false after */
  claimDelivery(deliveryId: string): Promise<boolean>;
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

export function createInProcessBus(): EventBus {
  const target = new EventTarget();
  // Every subscriber of a repository listens to its topic; a thousand is normal, not a leak.
  setMaxListeners(0, target);
  const seen = new SeenIds();
  return {
    kind: 'in-process',
    async publish(event) {
      target.dispatchEvent(new CustomEvent(topicOf(event.repository.key), { detail: event }));
      return true;
    },
    async subscribe(repositoryKey, listener) {
      const topic = topicOf(repositoryKey);
      const handler = (event: Event) => listener((event as CustomEvent<LiveEvent>).detail);
      target.addEventListener(topic, handler);
      return () => target.removeEventListener(topic, handler);
    },
    async claimDelivery(id) {
      return seen.claim(id);
    },
    problem: () => null,
    onDown() {},
    async close() {},
  };
}

/** The Redis bus, loaded in the background; until it is there, it reports itself not ready. */
export function createRedisBus(url: string, log: (message: string) => void): EventBus {
  let loaded: EventBus | undefined;
  const downCallbacks: ((reason: string) => void)[] = [];
  const loading = import('./redis-bus.js').then(({ connectRedisBus }) => {
    loaded = connectRedisBus(url, log);
    for (const callback of downCallbacks) loaded.onDown(callback);
    return loaded;
  });
  return {
    kind: 'redis',
    publish: async (event) => (await loading).publish(event),
    subscribe: async (repositoryKey, listener) => (await loading).subscribe(repositoryKey, listener),
    claimDelivery: async (id) => (await loading).claimDelivery(id),
    problem: () => (loaded ? loaded.problem() : 'Redis is not reachable (connecting)'),
    onDown(callback) {
      if (loaded) loaded.onDown(callback);
      else downCallbacks.push(callback);
    },
    close: async () => (await loading).close(),
  };
}
