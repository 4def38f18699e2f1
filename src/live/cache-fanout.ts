// The shared read cache's invalidations between instances, carried by the Redis event bus on a topic
// of their own (CACHE_TOPIC_KEY): what one instance drops from Redis and its own memory, the others
// drop from their memory. Signed like every message on the bus; an instance ignores its own echo.

import { randomUUID } from 'node:crypto';
import type { CacheFanout } from '../forge/cache/index.js';
import type { Logger } from '../observability/logging.js';
import { CACHE_TOPIC_KEY, type EventBus } from './bus.js';

/** Remembered ids of this instance's own notices: enough for the echoes still on their way. */
const OWN_IDS = 1_000;

export function cacheFanout(bus: EventBus, logger: Logger): CacheFanout {
  const own = new Set<string>();
  return {
    publish(tags) {
      const id = randomUUID();
      own.add(id);
      if (own.size > OWN_IDS) own.delete(own.values().next().value as string);
      void bus
        .publish({
          notice: 'cache-invalidated',
          id,
          repository: { key: CACHE_TOPIC_KEY, private: false },
          tags: [...tags],
        })
        .then((published) => {
          if (!published) logger.warn({ tags }, 'cache: an invalidation could not reach the other instances');
        });
    },
    subscribe(listener) {
      bus
        .subscribe(CACHE_TOPIC_KEY, (message) => {
          if ((message as { notice?: string }).notice !== 'cache-invalidated') return;
          const notice = message as { id: string; tags: string[] };
          if (own.has(notice.id) || !Array.isArray(notice.tags)) return;
          listener(notice.tags.filter((tag): tag is string => typeof tag === 'string'));
        })
        .catch((error: Error) =>
          logger.warn(`cache: not listening to other instances' invalidations: ${error.message}`),
        );
    },
  };
}
