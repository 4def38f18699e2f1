// The settings that protect the forge: the shared read cache, per-caller rate limits and the ceiling
// of forge calls per second (docs/cache-and-limits.md, "Cache and rate limits"), from the environment (flags override
// it, see cli.ts), each bad value one clear line.

import { ConfigError } from '../base/config-error.js';
import { type CacheOptions, DEFAULT_CACHE_OPTIONS } from '../forge/cache/index.js';

export interface ProtectionConfig {
  /** false: no shared cache (CACHE_MB=0) */
  cache: Omit<CacheOptions, 'redisUrl'> | false;
  /** forge calls per caller and window; a limit of 0 is none */
  rateLimit: { limit: number; windowMs: number };
  /** undefined: no ceiling (FORGE_CALLS_PER_SECOND=0) */
  ceiling: { perSecond: number; queueSize: number } | undefined;
}

export const DEFAULT_PROTECTION = {
  cacheMb: DEFAULT_CACHE_OPTIONS.memoryMb,
  rateLimit: 0,
  rateWindowMs: 60_000,
  callsPerSecond: 2_000,
  callQueue: 1_000,
} as const;

type Env = Record<string, string | undefined>;

function whole(env: Env, name: string, fallback: number, min: number, max: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value.trim()) || Number(value) < min || Number(value) > max) {
    throw new ConfigError(
      `${name} must be a whole number from ${min} to ${max}, got ${JSON.stringify(value)}`,
    );
  }
  return Number(value);
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  throw new ConfigError(`${name} must be true or false, got ${JSON.stringify(value)}`);
}

export function protectionFromEnv(env: Env): ProtectionConfig {
  const memoryMb = whole(env, 'CACHE_MB', DEFAULT_PROTECTION.cacheMb, 0, 65_536);
  const perSecond = whole(env, 'FORGE_CALLS_PER_SECOND', DEFAULT_PROTECTION.callsPerSecond, 0, 1_000_000);
  return {
    cache:
      memoryMb === 0
        ? false
        : {
            memoryMb,
            publicData: flag(env, 'CACHE_PUBLIC_DATA', DEFAULT_CACHE_OPTIONS.publicData),
            systemHook: flag(env, 'CACHE_SYSTEM_HOOK', false),
            untrackedTtlMs: whole(
              env,
              'CACHE_UNTRACKED_TTL_MS',
              DEFAULT_CACHE_OPTIONS.untrackedTtlMs,
              1,
              86_400_000,
            ),
            visibilityTtlMs: whole(
              env,
              'CACHE_VISIBILITY_TTL_MS',
              DEFAULT_CACHE_OPTIONS.visibilityTtlMs,
              1,
              86_400_000,
            ),
            ...(env.FORGE_ADMIN_TOKEN ? { adminToken: env.FORGE_ADMIN_TOKEN } : {}),
          },
    rateLimit: {
      limit: whole(env, 'RATE_LIMIT_CALLS', DEFAULT_PROTECTION.rateLimit, 0, 100_000_000),
      windowMs: whole(env, 'RATE_LIMIT_WINDOW_MS', DEFAULT_PROTECTION.rateWindowMs, 1_000, 86_400_000),
    },
    ceiling:
      perSecond === 0
        ? undefined
        : {
            perSecond,
            queueSize: whole(env, 'FORGE_CALL_QUEUE', DEFAULT_PROTECTION.callQueue, 0, 1_000_000),
          },
  };
}

/** The rows of the command line's table (cli.ts), in the order of docs/configuration.md. */
export const PROTECTION_OPTIONS = [
  {
    env: 'CACHE_MB',
    value: '<n>',
    default: String(DEFAULT_PROTECTION.cacheMb),
    help: 'MiB of this instance’s shared read cache of forge answers (0: no cache); Redis too with REDIS_URL',
  },
  {
    env: 'CACHE_PUBLIC_DATA',
    value: '<true|false>',
    default: String(DEFAULT_CACHE_OPTIONS.publicData),
    help: 'share public repositories’ answers while their events reach WEBHOOK_SECRET’s receiver (else sha-addressed ones only)',
  },
  {
    env: 'CACHE_SYSTEM_HOOK',
    value: '<true|false>',
    default: 'false',
    help: 'a system webhook delivers every repository’s events to this gateway',
  },
  {
    env: 'CACHE_UNTRACKED_TTL_MS',
    value: '<ms>',
    default: String(DEFAULT_CACHE_OPTIONS.untrackedTtlMs),
    help: 'life of answers no event reports (labels, milestones, stars, watchers, topics, wiki)',
  },
  {
    env: 'CACHE_VISIBILITY_TTL_MS',
    value: '<ms>',
    default: String(DEFAULT_CACHE_OPTIONS.visibilityTtlMs),
    help: 'how long the forge’s word that a repository is public is trusted',
  },
  {
    env: 'FORGE_ADMIN_TOKEN',
    value: '<token>',
    default: 'none: signed-in readers read reviews as themselves (the demo: the sandbox’s admin)',
    help: 'a site admin’s access token, used only to check that a page of a pull request’s reviews holds no pending review, so that signed-in readers share it',
  },
  {
    env: 'RATE_LIMIT_CALLS',
    value: '<n>',
    default: String(DEFAULT_PROTECTION.rateLimit),
    help: 'forge calls one caller (forge user, or anonymous client address) may cause per window (0: no limit)',
  },
  {
    env: 'RATE_LIMIT_WINDOW_MS',
    value: '<ms>',
    default: String(DEFAULT_PROTECTION.rateWindowMs),
    help: 'the window of RATE_LIMIT_CALLS',
  },
  {
    env: 'FORGE_CALLS_PER_SECOND',
    value: '<n>',
    default: String(DEFAULT_PROTECTION.callsPerSecond),
    help: 'ceiling of forge calls per second for the whole gateway (0: none)',
  },
  {
    env: 'FORGE_CALL_QUEUE',
    value: '<n>',
    default: String(DEFAULT_PROTECTION.callQueue),
    help: 'forge calls that may wait under the ceiling; past them FORGE_OVERLOADED',
  },
] as const;
