// Redis pub/sub through Yoga's Redis event target (@graphql-yoga/redis-event-target with ioredis), so
// that a delivery reaching instance A reaches subscribers on instance B. Redis being down never blocks
// or crashes a delivery: publishing fails fast (no offline queue) and is counted, readiness reports
// it, and the subscribers are told to end. Loaded by bus.ts only when REDIS_URL is set.
// Every message is signed (bus-signature.ts); one that is unsigned, forged, published on another
// repository's topic or seen before is dropped once, counted, and reaches no subscriber.

import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';
import {
  type BusMessage,
  type EventBus,
  messageIdOf,
  RecentBodies,
  type RedisBusOptions,
  SeenIds,
  topicOf,
} from './bus-message.js';
import { signMessage, type Verified, verifyMessage } from './bus-signature.js';

/** How long a delivery id is remembered in Redis (Gitea redelivers by hand, not after days). */
const DELIVERY_TTL_SECONDS = 24 * 60 * 60;
/** How long a new subscription waits for Redis to confirm its SUBSCRIBE. */
const SUBSCRIBE_TIMEOUT_MS = 3_000;

export function connectRedisBus(url: string, { secret, log, onRejected }: RedisBusOptions): EventBus {
  const common = {
    lazyConnect: false,
    connectTimeout: 2_000,
    retryStrategy: (n: number) => Math.min(n * 200, 2_000),
  };
  // Publishing and dedupe fail at once while Redis is down, so a delivery is answered without waiting.
  const publishClient = new Redis(url, { ...common, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
  // Subscriptions wait for a reconnect (ioredis subscribes again by itself once back).
  const subscribeClient = new Redis(url, { ...common, maxRetriesPerRequest: null });
  // The target parses each message once for all its listeners: parsing is checking the signature.
  const target = createRedisEventTarget<CustomEvent<Verified>>({
    publishClient,
    subscribeClient,
    serializer: { stringify: JSON.stringify, parse: (raw: string) => verifyMessage(secret, raw) },
  });
  const seen = new SeenIds();
  const bodies = new RecentBodies();
  // What each received message came to, decided once however many listeners its topic has.
  const outcomes = new WeakMap<Verified, BusMessage | null>();
  const seenMessages = new SeenIds();
  const accept = (verified: Verified, topic: string): BusMessage | null => {
    let outcome = outcomes.get(verified);
    if (outcome !== undefined) return outcome;
    outcome = null;
    if (!verified.ok) onRejected(verified.reason);
    else if (verified.topic !== topic || topicOf(verified.message.repository.key) !== topic) {
      onRejected('wrong_topic');
    } else if (!seenMessages.claim(messageIdOf(verified.message))) onRejected('replayed');
    else outcome = verified.message;
    outcomes.set(verified, outcome);
    return outcome;
  };
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
    async publish(message) {
      try {
        const topic = topicOf(message.repository.key);
        await publishClient.publish(topic, signMessage(secret, topic, message));
        return true;
      } catch (error) {
        log(`publishing a delivery failed: ${(error as Error).message}`);
        return false;
      }
    },
    async subscribe(repositoryKey, listener) {
      const topic = topicOf(repositoryKey);
      const handler = (event: CustomEvent<Verified>) => {
        const message = event.detail && accept(event.detail, topic);
        if (message) listener(message);
      };
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
    async claimBody(hash, windowMs) {
      try {
        const answer = await publishClient.set(`forge-live:body:${hash}`, '1', 'PX', windowMs, 'NX');
        bodies.claim(hash, windowMs);
        return answer === 'OK';
      } catch {
        // Redis down: this instance's memory still stops a replay that reaches it.
        return bodies.claim(hash, windowMs);
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
