// Process configuration: environment variables (flags override them, see cli.ts) -> a typed Config.
// Every bad value is one clear line naming the variable and what it accepts.

import { ConfigError } from '../base/config-error.js';
import { type BreakerOptions, DEFAULT_BREAKER } from '../forge/limits/breaker.js';
import { parseTrustedProxies } from '../live/client-address.js';
import { DEFAULT_LIVE_SETTINGS, type LiveSettings } from '../live/settings.js';
import { defaultLogLevel, LOG_LEVELS, type LogLevel } from '../observability/logging.js';
import { DEFAULT_LIMITS, LIMIT_TABLE, type QueryLimits } from '../server/limits/limit-table.js';
import { type ProtectionConfig, protectionFromEnv } from './protection-config.js';
import { type TlsFiles, tlsFromEnv } from './tls-config.js';

export { ConfigError };

export interface Config extends ProtectionConfig {
  /** forge API base ending in /api/v1; undefined = start the embedded sandbox forge */
  forgeUrl: string | undefined;
  port: number;
  host: string;
  /** serve HTTPS with this certificate and key (PEM files); undefined = plain HTTP */
  tls: TlsFiles | undefined;
  /** largest `first`/`last` a connection accepts */
  maxPageSize: number;
  /** upstream call timeout in ms */
  upstreamTimeoutMs: number;
  /** upstream calls one GraphQL request may make */
  upstreamCallBudget: number;
  graphiql: boolean;
  /** every answer reports its cost in forge calls, `extensions.cost { estimated actual }` */
  reportCost: boolean;
  /** run only the operations of operations/manifest.json */
  persistedOnly: boolean;
  /** serve as an Apollo Federation v2 subgraph (graphql/federation/subgraph.ts) */
  federation: boolean;
  /** extra attempts of an idempotent GET on network errors and 502/503/504 */
  upstreamRetries: number;
  /** circuit breaker towards the forge; false when BREAKER_THRESHOLD is 0 */
  breaker: Required<BreakerOptions> | false;
  limits: QueryLimits;
  introspection: boolean;
  /** serve Prometheus metrics at GET /metrics */
  metrics: boolean;
  logLevel: LogLevel;
  /** how long SIGTERM waits for requests in flight before closing their connections */
  shutdownTimeoutMs: number;
  /** browser origins allowed cross-origin; empty = no CORS */
  corsOrigins: string[];
  /** live updates: webhook receiver, event bus, subscription limits (src/live/settings.ts) */
  live: LiveSettings;
}

export const DEFAULT_CONFIG: Omit<Config, 'forgeUrl'> = {
  ...protectionFromEnv({}),
  port: 4000,
  host: '127.0.0.1',
  tls: undefined,
  maxPageSize: 100,
  upstreamTimeoutMs: 10_000,
  upstreamCallBudget: 200,
  graphiql: true,
  reportCost: true,
  persistedOnly: false,
  federation: false,
  upstreamRetries: 2,
  breaker: DEFAULT_BREAKER,
  limits: DEFAULT_LIMITS,
  introspection: true,
  metrics: true,
  logLevel: 'info',
  shutdownTimeoutMs: 10_000,
  corsOrigins: [],
  live: DEFAULT_LIVE_SETTINGS,
};

/** `https://app.example.com,https://admin.example.com` → origins, each checked to be one. */
function origins(value: string | undefined): string[] {
  if (!value) return [];
  return value.split(',').map((entry) => {
    const origin = entry.trim();
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = undefined;
    }
    if (!parsed || parsed.origin !== origin) {
      throw new ConfigError(
        `CORS_ORIGINS must list origins like https://app.example.com, got ${JSON.stringify(origin)}`,
      );
    }
    return origin;
  });
}

/** Completes a forge root URL with /api/v1 and rejects anything that is not http(s). */
export function normaliseForgeUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`FORGE_URL is not a URL: ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`FORGE_URL must be http or https, not ${url.protocol.replace(':', '')}`);
  }
  if (url.username || url.password) {
    throw new ConfigError('FORGE_URL must not carry credentials; callers send their own Authorization');
  }
  if (url.search || url.hash) throw new ConfigError('FORGE_URL must not have a query or fragment');
  const path = url.pathname.replace(/\/+$/, '');
  return url.origin + (path.endsWith('/api/v1') ? path : `${path}/api/v1`);
}

function integer(name: string, value: string | undefined, fallback: number, min: number, max: number) {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value.trim()) || Number(value) < min || Number(value) > max) {
    throw new ConfigError(
      `${name} must be a whole number from ${min} to ${max}, got ${JSON.stringify(value)}`,
    );
  }
  return Number(value);
}

function boolean(name: string, value: string | undefined, fallback: boolean) {
  if (value === undefined || value === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  throw new ConfigError(`${name} must be true or false, got ${JSON.stringify(value)}`);
}

export function configFromEnv(env: Record<string, string | undefined> = process.env): Config {
  return {
    forgeUrl: env.FORGE_URL ? normaliseForgeUrl(env.FORGE_URL) : undefined,
    port: integer('PORT', env.PORT, DEFAULT_CONFIG.port, 0, 65_535),
    host: env.HOST || DEFAULT_CONFIG.host,
    tls: tlsFromEnv(env),
    maxPageSize: integer('MAX_PAGE_SIZE', env.MAX_PAGE_SIZE, DEFAULT_CONFIG.maxPageSize, 1, 10_000),
    upstreamTimeoutMs: integer(
      'UPSTREAM_TIMEOUT_MS',
      env.UPSTREAM_TIMEOUT_MS,
      DEFAULT_CONFIG.upstreamTimeoutMs,
      1,
      600_000,
    ),
    upstreamCallBudget: integer(
      'UPSTREAM_CALL_BUDGET',
      env.UPSTREAM_CALL_BUDGET,
      DEFAULT_CONFIG.upstreamCallBudget,
      1,
      100_000,
    ),
    graphiql: boolean('GRAPHIQL', env.GRAPHIQL, DEFAULT_CONFIG.graphiql),
    reportCost: boolean('REPORT_COST', env.REPORT_COST, DEFAULT_CONFIG.reportCost),
    persistedOnly: boolean('PERSISTED_ONLY', env.PERSISTED_ONLY, DEFAULT_CONFIG.persistedOnly),
    federation: boolean('FEDERATION', env.FEDERATION, DEFAULT_CONFIG.federation),
    ...hardeningFromEnv(env),
    live: liveFromEnv(env),
    ...protectionFromEnv(env),
  };
}

function url(name: string, value: string | undefined, protocols: string[]): string | undefined {
  if (!value) return undefined;
  let parsed: URL | undefined;
  try {
    parsed = new URL(value);
  } catch {
    parsed = undefined;
  }
  if (!parsed || !protocols.includes(parsed.protocol)) {
    const schemes = protocols.map((p) => `${p}//`).join(' or ');
    throw new ConfigError(`${name} must be a ${schemes} URL, got ${JSON.stringify(value)}`);
  }
  return value;
}

function liveFromEnv(env: Record<string, string | undefined>): LiveSettings {
  const live = DEFAULT_LIVE_SETTINGS;
  const settings: LiveSettings = {
    webhookSecret: env.WEBHOOK_SECRET || undefined,
    busSecret: env.LIVE_BUS_SECRET || undefined,
    trustedProxies: trustedProxies(env.TRUSTED_PROXIES),
    publicUrl: url('PUBLIC_URL', env.PUBLIC_URL, ['http:', 'https:']),
    redisUrl: url('REDIS_URL', env.REDIS_URL, ['redis:', 'rediss:']),
    maxSubscriptionsPerConnection: positive(
      env,
      'LIVE_MAX_SUBSCRIPTIONS_PER_CONNECTION',
      live.maxSubscriptionsPerConnection,
      10_000,
    ),
    maxSubscriptionsPerCaller: positive(
      env,
      'LIVE_MAX_SUBSCRIPTIONS_PER_CALLER',
      live.maxSubscriptionsPerCaller,
      1_000_000,
    ),
    accessRecheckMs: positive(env, 'LIVE_ACCESS_RECHECK_MS', live.accessRecheckMs, 86_400_000),
    subscriberBufferSize: positive(env, 'LIVE_SUBSCRIBER_BUFFER', live.subscriberBufferSize, 100_000),
    webhookMaxBodyBytes: positive(env, 'WEBHOOK_MAX_BODY_BYTES', live.webhookMaxBodyBytes, 100_000_000),
    webhookReplayWindowMs: positive(env, 'WEBHOOK_REPLAY_WINDOW_MS', live.webhookReplayWindowMs, 86_400_000),
  };
  // Redis messages are signed (src/live/bus-signature.ts): without a secret they could not be.
  if (settings.redisUrl && !settings.busSecret && !settings.webhookSecret) {
    throw new ConfigError(
      'REDIS_URL needs LIVE_BUS_SECRET or WEBHOOK_SECRET: messages on the bus are signed',
    );
  }
  return settings;
}

function trustedProxies(value: string | undefined): string[] {
  try {
    return parseTrustedProxies(value);
  } catch (error) {
    throw new ConfigError(`TRUSTED_PROXIES: ${(error as Error).message}`);
  }
}

const positive = (env: Record<string, string | undefined>, name: string, fallback: number, max: number) =>
  integer(name, env[name], fallback, 1, max);

function hardeningFromEnv(env: Record<string, string | undefined>) {
  const limits = DEFAULT_CONFIG.limits;
  const threshold = integer('BREAKER_THRESHOLD', env.BREAKER_THRESHOLD, DEFAULT_BREAKER.threshold, 0, 10_000);
  const logLevel = (env.LOG_LEVEL || defaultLogLevel(env)) as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(
      `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got ${JSON.stringify(logLevel)}`,
    );
  }
  return {
    upstreamRetries: integer('UPSTREAM_RETRIES', env.UPSTREAM_RETRIES, DEFAULT_CONFIG.upstreamRetries, 0, 10),
    breaker:
      threshold === 0
        ? (false as const)
        : {
            threshold,
            windowMs: positive(env, 'BREAKER_WINDOW_MS', DEFAULT_BREAKER.windowMs, 3_600_000),
            cooldownMs: positive(env, 'BREAKER_COOLDOWN_MS', DEFAULT_BREAKER.cooldownMs, 3_600_000),
          },
    limits: Object.fromEntries(
      LIMIT_TABLE.map((row) => [row.key, positive(env, row.env, limits[row.key], row.max)]),
    ) as QueryLimits,
    introspection: boolean('INTROSPECTION', env.INTROSPECTION, DEFAULT_CONFIG.introspection),
    metrics: boolean('METRICS', env.METRICS, DEFAULT_CONFIG.metrics),
    logLevel,
    shutdownTimeoutMs: integer(
      'SHUTDOWN_TIMEOUT_MS',
      env.SHUTDOWN_TIMEOUT_MS,
      DEFAULT_CONFIG.shutdownTimeoutMs,
      0,
      600_000,
    ),
    corsOrigins: origins(env.CORS_ORIGINS),
  };
}
