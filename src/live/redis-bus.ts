// Redis pub/sub through Yoga's Redis event target (@graphql-yoga/redis-event-target with ioredis), so
// that a delivery reaching instance A reaches subscribers on instance B. Redis being down never blocks
// or crashes a delivery: publishing fails fast (no offline queue) and is counted, readiness reports
// it, and the subscribers are told to end. Loaded by bus.ts only when REDIS_URL is set.

import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';
import { type EventBus, SeenIds, topicOf } from './bus.js';
import type { LiveEvent } from './events.js';

/** How long a delivery id is remembered in Redis (Gitea redelivers by hand, not after days). */
const DELIVERY_TTL_SECONDS = 24 * 60 * 60;
/** How long a new subscription waits for Redis to confirm its SUBSCRIBE. */
const SUBSCRIBE_TIMEOUT_MS = 3_000;

export function connectRedisBus(url: string, log: (message: string) => void): EventBus {
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
