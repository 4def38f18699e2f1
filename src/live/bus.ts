// The event bus between the webhook receiver and the subscribers: in-process (an EventTarget) for one
// instance, or Redis pub/sub through Yoga's Redis event target (@graphql-yoga/redis-event-target with
// ioredis) so that a delivery reaching instance A reaches subscribers on instance B. One topic per
// repository. Redis being down never blocks or crashes a delivery: publishing fails fast (no offline
// queue) and is counted, readiness reports it, and the subscribers are told to end.

import { setMaxListeners } from 'node:events';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';
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

const topicOf = (repositoryKey: string) => `forge-live:repo:${repositoryKey}`;

/** Delivery ids remembered by one process: the newest ones, a bounded number. */
class SeenIds {
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

/** How long a delivery id is remembered in Redis (Gitea redelivers by hand, not after days). */
const DELIVERY_TTL_SECONDS = 24 * 60 * 60;
/** How long a new subscription waits for Redis to confirm its SUBSCRIBE. */
const SUBSCRIBE_TIMEOUT_MS = 3_000;

export function createRedisBus(url: string, log: (message: string) => void): EventBus {
  const common = {
    lazyConnect: false,
    connectTimeout: 2_000,
    retryStrategy: (n: number) => Math.min(n * 200, 2_000),
  };
  // Publishing and dedupe fail at once while Redis is down, so a delivery is answered without waiting.
  const publishClient = new Redis(url, { ...common, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
  // Subscriptions wait for a reconnect (ioredis subscribes again by itself once back).
  const subscribeClient = new Redis(url, { ...common, maxRetriesPerRequest: null });
  const target = createRedisEventTarget<CustomEvent<LiveEvent>>({ publishClient, subscribeClient });
  const seen = new SeenIds();
  const downCallbacks: ((reason: string) => void)[] = [];
  let lastError: string | null = null;
  let wasReady = false;
  let closing = false;
  for (const client of [publishClient, subscribeClient]) {
    // An ioredis client without an error listener throws its errors at the process.
    client.on('error', (error: Error) => {
      lastError = error.message;
    });
    client.on('ready', () => {
      lastError = null;
      if (publishClient.status === 'ready' && subscribeClient.status === 'ready') wasReady = true;
    });
    client.on('close', () => {
      if (closing || !wasReady) return;
      wasReady = false;
      const reason = `Redis connection lost${lastError ? ` (${lastError})` : ''}`;
      log(reason);
      for (const callback of downCallbacks) callback(reason);
    });
  }
  const problem = () => {
    if (publishClient.status === 'ready' && subscribeClient.status === 'ready') return null;
    return `Redis is not reachable${lastError ? `: ${lastError}` : ` (${publishClient.status})`}`;
  };
  return {
    kind: 'redis',
    async publish(event) {
      try {
        await publishClient.publish(topicOf(event.repository.key), JSON.stringify(event));
        return true;
      } catch (error) {
        log(`publishing a delivery failed: ${(error as Error).message}`);
        return false;
      }
    },
    async subscribe(repositoryKey, listener) {
      const topic = topicOf(repositoryKey);
      const handler = (event: CustomEvent<LiveEvent>) => listener(event.detail);
      target.addEventListener(topic, handler);
      const unsubscribe = () => target.removeEventListener(topic, handler);
      // The event target subscribes in the background; SUBSCRIBE is idempotent, so asking again
      // tells us when Redis delivers the topic.
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          subscribeClient.subscribe(topic),
          new Promise((_, reject) => {
            timer = setTimeout(
              () => reject(new Error('Redis did not confirm the subscription')),
              SUBSCRIBE_TIMEOUT_MS,
            );
          }),
        ]);
      } catch (error) {
        unsubscribe();
        throw error;
      } finally {
        clearTimeout(timer);
      }
      return unsubscribe;
    },
    async claimDelivery(id) {
      try {
        const answer = await publishClient.set(
          `forge-live:delivery:${id}`,
          '1',
          'EX',
          DELIVERY_TTL_SECONDS,
          'NX',
        );
        seen.claim(id);
        return answer === 'OK';
      } catch {
        // Redis down: this instance's memory still stops a replay that reaches it.
        return seen.claim(id);
      }
    },
    problem,
    onDown(callback) {
      downCallbacks.push(callback);
    },
    async close() {
      closing = true;
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}
