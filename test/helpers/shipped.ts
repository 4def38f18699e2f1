// The gateway as users run it: the production bundle (dist/main.js, built once per test run by
// test/helpers/bundle.ts) started from its start-up snapshot as `npm start` starts it (SHIPPED), or
// as the plain bundle (`plain`, what runs where no snapshot can be made), in a child process, configured through its
// environment variables only, in front of a sandbox forge of the test's own over real HTTP. Suites
// that check what a client sees over HTTP (the GraphQL over HTTP audit, error codes, limits, CSRF and
// CORS, GraphiQL, persisted operations, health probes, live updates) start it instead of the
// in-process gateway of harness.ts, so a difference between the bundle and the source fails them.

import { fileURLToPath } from 'node:url';
import { SNAPSHOT_ENV, snapshotArguments } from '../../bin/snapshot-blob.mjs';
import { type SandboxOptions, startSandbox } from '../../src/sandbox/server.js';
import type { GatewayOptions } from '../../src/server/gateway.js';
import { ensureBundle } from './bundle.js';
import { type Harness, queryAt } from './harness.js';
import { type Launched, LISTENING, launch } from './process.js';

export const BUNDLE = fileURLToPath(new URL('../../dist/main.js', import.meta.url));

/** node's arguments of `npm start` (package.json): dist/main.js from dist/main.blob. */
export const SHIPPED = snapshotArguments(new URL('../../dist/', import.meta.url));

/** The settings a test may give the shipped gateway: what its flags and variables can express. */
export type ShippedOptions = Partial<
  Pick<
    GatewayOptions,
    | 'maxPageSize'
    | 'upstreamTimeoutMs'
    | 'upstreamCallBudget'
    | 'upstreamRetries'
    | 'graphiql'
    | 'persistedOnly'
    | 'limits'
    | 'introspection'
    | 'breaker'
    | 'reportCost'
    | 'metrics'
    | 'corsOrigins'
    | 'live'
    | 'logLevel'
  >
>;

const LIMIT_VARIABLES = {
  maxDepth: 'QUERY_MAX_DEPTH',
  maxAliases: 'QUERY_MAX_ALIASES',
  maxTokens: 'QUERY_MAX_TOKENS',
  maxCost: 'QUERY_MAX_COST',
  maxDirectives: 'QUERY_MAX_DIRECTIVES',
  maxBodyBytes: 'MAX_BODY_BYTES',
} as const;

const LIVE_VARIABLES = {
  webhookSecret: 'WEBHOOK_SECRET',
  publicUrl: 'PUBLIC_URL',
  redisUrl: 'REDIS_URL',
  maxSubscriptionsPerConnection: 'LIVE_MAX_SUBSCRIPTIONS_PER_CONNECTION',
  maxSubscriptionsPerCaller: 'LIVE_MAX_SUBSCRIPTIONS_PER_CALLER',
  accessRecheckMs: 'LIVE_ACCESS_RECHECK_MS',
  subscriberBufferSize: 'LIVE_SUBSCRIBER_BUFFER',
  webhookMaxBodyBytes: 'WEBHOOK_MAX_BODY_BYTES',
} as const;

/** The environment variables (docs/configuration.md) that say what `options` say. */
export function environmentOf(options: ShippedOptions): Record<string, string> {
  const env: Record<string, string> = {};
  const set = (name: string, value: unknown) => {
    if (value !== undefined) env[name] = String(value);
  };
  set('MAX_PAGE_SIZE', options.maxPageSize);
  set('UPSTREAM_TIMEOUT_MS', options.upstreamTimeoutMs);
  set('UPSTREAM_CALL_BUDGET', options.upstreamCallBudget);
  set('UPSTREAM_RETRIES', options.upstreamRetries);
  set('GRAPHIQL', options.graphiql);
  // As the in-process harness: answers without `extensions.cost` unless a test asks for it.
  set('REPORT_COST', options.reportCost ?? false);
  set('PERSISTED_ONLY', options.persistedOnly);
  set('INTROSPECTION', options.introspection);
  set('METRICS', options.metrics);
  set('LOG_LEVEL', options.logLevel);
  set('CORS_ORIGINS', options.corsOrigins?.join(','));
  for (const [key, name] of Object.entries(LIMIT_VARIABLES))
    set(name, options.limits?.[key as keyof typeof LIMIT_VARIABLES]);
  for (const [key, name] of Object.entries(LIVE_VARIABLES))
    set(name, options.live?.[key as keyof typeof LIVE_VARIABLES]);
  if (options.breaker === false) set('BREAKER_THRESHOLD', 0);
  else if (options.breaker) {
    set('BREAKER_THRESHOLD', options.breaker.threshold);
    set('BREAKER_WINDOW_MS', options.breaker.windowMs);
    set('BREAKER_COOLDOWN_MS', options.breaker.cooldownMs);
  }
  return env;
}

/** The JSON lines the shipped gateway logged, as a captured in-process log offers them. */
export interface ShippedLog {
  /** every line logged since the last clear, as written */
  readonly raw: string[];
  entries(msg?: string): Record<string, unknown>[];
  /**
   * The entries of `msg` once there are at least `count`: a line logged as a response goes out can
   * reach this process after the response does, through the child's stdout pipe.
   */
  waitFor(msg: string, count?: number): Promise<Record<string, unknown>[]>;
  /** forgets the lines logged so far */
  clear(): void;
}

export interface ShippedHarness extends Omit<Harness, 'gateway'> {
  process: Launched;
  log: ShippedLog;
  /** the gateway's origin, e.g. http://127.0.0.1:40123 */
  origin: string;
}

/**
 * Starts a sandbox and the bundled gateway in front of it. `log: true` keeps the gateway's log (level
 * info) for `harness.log`; otherwise it logs nothing.
 */
export async function startShippedHarness(
  options: {
    sandbox?: SandboxOptions;
    gateway?: ShippedOptions;
    env?: Record<string, string>;
    log?: boolean;
    /** dist/main.js itself, without the start-up snapshot */
    plain?: boolean;
  } = {},
): Promise<ShippedHarness> {
  const [sandbox] = await Promise.all([startSandbox(options.sandbox), ensureBundle()]);
  const child = launch(options.plain ? [BUNDLE] : SHIPPED, {
    ...(options.plain ? {} : SNAPSHOT_ENV),
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: options.log ? 'info' : 'silent',
    FORGE_URL: sandbox.url,
    ...environmentOf(options.gateway ?? {}),
    ...options.env,
  });
  const [, url = ''] = await child.waitFor(() => LISTENING.exec(child.output().stdout));
  // The gateway asks the forge's version once at start (src/forge/instance/probe.ts); tests count their own calls.
  if (!options.env?.FORGE_URL) {
    await child.waitFor(() => sandbox.calls.some((call) => call.route === 'GET /version'));
    sandbox.clearCalls();
  }
  let skip = 0;
  const entries = (msg?: string) =>
    raw()
      .slice(skip)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => msg === undefined || entry.msg === msg);
  const raw = () =>
    child
      .output()
      .stdout.split('\n')
      .filter((line) => line.startsWith('{'));
  return {
    sandbox,
    url,
    origin: new URL(url).origin,
    process: child,
    log: {
      get raw() {
        return raw().slice(skip);
      },
      entries,
      waitFor: (msg, count = 1) => child.waitFor(() => entries(msg).length >= count && entries(msg)),
      clear: () => {
        skip = raw().length;
      },
    },
    query: queryAt(url),
    routes: () => sandbox.calls.map((call) => call.route),
    resetCalls: () => sandbox.clearCalls(),
    async close() {
      if (child.child.exitCode === null) {
        child.child.kill('SIGTERM');
        await child.exited;
      }
      await sandbox.close();
    },
  };
}
