// The per-caller windows in Redis, so that all instances count one caller's calls together: one
// INCR per call, the key expiring with its window.

import { Redis } from 'ioredis';
import { type RateWindows, stateOf, type Taken } from './window-state.js';

const TAKE = `
local used = redis.call('INCR', KEYS[1])
if used == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { used, redis.call('PTTL', KEYS[1]) }
`;

export class RedisWindows implements RateWindows {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {
    this.redis = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 2_000,
    });
    this.redis.on('error', () => {});
  }

  async take(caller: string): Promise<Taken> {
    const [used, ttl] = (await this.redis.eval(TAKE, 1, `forge-rate:${caller}`, String(this.windowMs))) as [
      number,
      number,
    ];
    return stateOf(this.limit, used, ttl > 0 ? ttl : this.windowMs);
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
