// Process configuration: environment variables (and later CLI flags) -> a typed Config.
// Every bad value is one clear line naming the variable and what it accepts.

export interface Config {
  /** forge API base ending in /api/v1; undefined = start the embedded sandbox forge */
  forgeUrl: string | undefined;
  port: number;
  host: string;
  /** largest `first`/`last` a connection accepts */
  maxPageSize: number;
  /** upstream call timeout in ms */
  upstreamTimeoutMs: number;
  /** upstream calls one GraphQL request may make */
  upstreamCallBudget: number;
  graphiql: boolean;
}

export class ConfigError extends Error {}

export const DEFAULT_CONFIG: Omit<Config, 'forgeUrl'> = {
  port: 4000,
  host: '127.0.0.1',
  maxPageSize: 100,
  upstreamTimeoutMs: 10_000,
  upstreamCallBudget: 200,
  graphiql: true,
};

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
  };
}
