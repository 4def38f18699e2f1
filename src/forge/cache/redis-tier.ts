// Tier 2 of the shared read cache: Redis, shared by every gateway instance. An entry is a string key
// with its own expiry; each tag is a set of the keys carrying it and a generation counter. Storing is
// one script that stores only if the tags' generations are still those the fill started with, so a
// write's invalidation on any instance wins over a read that began before it. Loaded by cache/index.ts
// only when REDIS_URL is set; failures never fail a read (the caller goes to the forge instead).

import { Redis } from 'ioredis';
import type { RemoteEntry, RemoteTier } from './store.js';

const PREFIX = 'forge-cache:';
const entryKey = (key: string) => `${PREFIX}e:${key}`;
const tagKey = (tag: string) => `${PREFIX}t:${tag}`;
const generationKey = (tag: string) => `${PREFIX}g:${tag}`;
const FED = `${PREFIX}fed`;

// KEYS: entry, then n generation keys, then n tag sets; ARGV: value, ttl ms (0: none), n, expected...
const STORE_IF_UNCHANGED = `
local n = tonumber(ARGV[3])
for i = 1, n do
  local current = redis.call('GET', KEYS[1 + i]) or '0'
  if current ~= ARGV[3 + i] then return 0 end
end
if tonumber(ARGV[2]) > 0 then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
else
  redis.call('SET', KEYS[1], ARGV[1])
end
for i = 1, n do redis.call('SADD', KEYS[1 + n + i], KEYS[1]) end
return 1
`;

// KEYS: n tag sets then n generation keys
const DROP_TAGS = `
local n = #KEYS / 2
for i = 1, n do
  local members = redis.call('SMEMBERS', KEYS[i])
  for j = 1, #members, 500 do
    redis.call('DEL', unpack(members, j, math.min(j + 499, #members)))
  end
  redis.call('DEL', KEYS[i])
  redis.call('INCR', KEYS[n + i])
end
return 1
`;

export interface RedisTier extends RemoteTier {
  markFed(repo: string): Promise<void>;
  isFed(repo: string): Promise<boolean>;
  forgetFed(repo: string): Promise<void>;
}

export function connectRedisTier(url: string): RedisTier {
  // Fails at once while Redis is down: a read then goes to the forge rather than waiting.
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    retryStrategy: (n: number) => Math.min(n * 200, 2_000),
  });
  redis.on('error', () => {});
  return {
    async get(key) {
      const raw = await redis.get(entryKey(key));
      return raw === null ? undefined : decode(raw);
    },
    async generations(tags) {
      if (tags.length === 0) return [];
      const values = await redis.mget(...tags.map(generationKey));
      return values.map((value) => value ?? '0');
    },
    async set(key, value, tags, ttlMs, expected) {
      const keys = [entryKey(key), ...tags.map(generationKey), ...tags.map(tagKey)];
      const ttl = Number.isFinite(ttlMs) ? String(Math.max(1, Math.round(ttlMs))) : '0';
      const expires = Number.isFinite(ttlMs) ? Date.now() + ttlMs : 0;
      const stored = await redis.eval(
        STORE_IF_UNCHANGED,
        keys.length,
        ...keys,
        `${expires}\n${tags.join(' ')}\n${value}`,
        ttl,
        String(tags.length),
        ...expected,
      );
      return stored === 1;
    },
    async invalidate(tags) {
      const keys = [...tags.map(tagKey), ...tags.map(generationKey)];
      await redis.eval(DROP_TAGS, keys.length, ...keys);
    },
    async markFed(repo) {
      await redis.sadd(FED, repo);
    },
    async forgetFed(repo) {
      await redis.srem(FED, repo);
    },
    async isFed(repo) {
      return (await redis.sismember(FED, repo)) === 1;
    },
    async close() {
      redis.disconnect();
    },
  };
}

/** `<expires epoch ms, 0: never>\n<tags>\n<value>`: what tier 1 needs to keep a copy. */
function decode(raw: string): RemoteEntry | undefined {
  const first = raw.indexOf('\n');
  const second = raw.indexOf('\n', first + 1);
  if (first < 0 || second < 0) return undefined;
  const expires = Number(raw.slice(0, first));
  const tags = raw
    .slice(first + 1, second)
    .split(' ')
    .filter(Boolean);
  return { value: raw.slice(second + 1), tags, expires: expires > 0 ? expires : Infinity };
}
