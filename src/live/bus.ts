// The event bus between the webhook receiver and the subscribers: in-process (an EventTarget) for one
// instance, or Redis pub/sub (redis-bus.ts) so that a delivery reaching instance A reaches
// subscribers on instance B. One topic per repository. The Redis client is loaded only when REDIS_URL
// is set, after start-up: a gateway without Redis never loads it.

import { setMaxListeners } from 'node:events';
import {
  type BusMessage,
  type EventBus,
  RecentBodies,
  type RedisBusOptions,
  SeenIds,
  topicOf,
} from './bus-message.js';

export * from './bus-message.js';

export function createInProcessBus(): EventBus {
  const target = new EventTarget();
  // Every subscriber of a repository listens to its topic; a thousand is normal, not a leak.
  setMaxListeners(0, target);
  const seen = new SeenIds();
  const bodies = new RecentBodies();
  return {
    kind: 'in-process',
    async publish(message) {
      target.dispatchEvent(new CustomEvent(topicOf(message.repository.key), { detail: message }));
      return true;
    },
    async subscribe(repositoryKey, listener) {
      const topic = topicOf(repositoryKey);
      const handler = (event: Event) => listener((event as CustomEvent<BusMessage>).detail);
      target.addEventListener(topic, handler);
      return () => target.removeEventListener(topic, handler);
    },
    async claimDelivery(id) {
      return seen.claim(id);
    },
    async claimBody(hash, windowMs) {
      return bodies.claim(hash, windowMs);
    },
    problem: () => null,
    onDown() {},
    async close() {},
  };
}

/** The Redis bus, loaded in the background; until it is there, it reports itself not ready. */
export function createRedisBus(url: string, options: RedisBusOptions): EventBus {
  let loaded: EventBus | undefined;
  const downCallbacks: ((reason: string) => void)[] = [];
  const loading = import('./redis-bus.js').then(({ connectRedisBus }) => {
    loaded = connectRedisBus(url, options);
    for (const callback of downCallbacks) loaded.onDown(callback);
    return loaded;
  });
  return {
    kind: 'redis',
    publish: async (message) => (await loading).publish(message),
    subscribe: async (repositoryKey, listener) => (await loading).subscribe(repositoryKey, listener),
    claimDelivery: async (id) => (await loading).claimDelivery(id),
    claimBody: async (hash, windowMs) => (await loading).claimBody(hash, windowMs),
    problem: () => (loaded ? loaded.problem() : 'Redis is not reachable (connecting)'),
    onDown(callback) {
      if (loaded) loaded.onDown(callback);
      else downCallbacks.push(callback);
    },
    close: async () => (await loading).close(),
  };
}
