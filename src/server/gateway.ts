// Builds the GraphQL server (schema, per-request context, error masking); the caller listens.

import type { RequestListener } from 'node:http';
import { useDeferStream } from '@graphql-yoga/plugin-defer-stream';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import { type CacheOptions, DEFAULT_CACHE_OPTIONS } from '../forge/cache/index.js';
import { ForgeClient } from '../forge/client.js';
import type { BreakerOptions } from '../forge/limits/breaker.js';
import { createGithubFace, GITHUB_ENDPOINT, type GithubFace, routeGithubFace } from '../github/face.js';
import { createRestApi } from '../github/rest/handler.js';
import { exampleTabs, FORGE_EXAMPLE_QUERY } from '../graphiql/examples.js';
import { useGraphiQL } from '../graphiql/plugin.js';
import { subgraphSchema } from '../graphql/federation/subgraph.js';
import { type Context, createContextFactory, type GatewaySettings } from '../graphql/kit/context.js';
import { maskError } from '../graphql/kit/errors.js';
import { schema } from '../graphql/schema.js';
import { createLive, type LiveSettings } from '../live/index.js';
import { createLogger, defaultLogLevel, type Logger, type LogLevel } from '../observability/logging.js';
import { maskAndLog } from '../observability/masking.js';
import { GatewayMetrics } from '../observability/metrics.js';
import type { Tracing } from '../observability/tracing.js';
import { useTracing } from '../observability/tracing-plugin.js';
import { type PersistedManifest, readManifest } from '../persisted/manifest.js';
import { persistedOperationsPlugins } from '../persisted/plugin.js';
import { useCacheHeaders } from './cache-headers.js';
import { createFastPath, type FastPath } from './fast-path/fast-path.js';
import { hardeningPlugins } from './hardening.js';
import { useHealthChecks } from './health.js';
import { useIncrementalAccept } from './incremental.js';
import { useCallBudget } from './limits/call-budget.js';
import { DEFAULT_LIMITS, LIMIT_CODES, type QueryLimits } from './limits/limits.js';
import { useResponseCache } from './response-cache.js';
import { corsPlugins } from './security.js';
import { useSharedExecution } from './shared-execution.js';
import { useSubscriptionRefusalStatus } from './subscription-refusal.js';
import { type ServedLive, withWebSockets } from './websocket/index.js';
import { withoutLoadingNodeFetch } from './without-node-fetch.js';

export interface GatewayOptions {
  /** forge API base ending in /api/v1 */
  forgeUrl: string;
  maxPageSize?: number;
  defaultPageSize?: number;
  upstreamTimeoutMs?: number;
  upstreamCallBudget?: number;
  upstreamRetries?: number;
  graphiql?: boolean;
  /** the benchmark's baseline: every saving switched off (see GatewaySettings.naive) */
  naive?: boolean;
  /** JSON headers GraphiQL opens with (demo mode fills in a demo token) */
  graphiqlHeaders?: string;
  /** accept only the operations of the manifest (by id, or by their exact text) */
  persistedOnly?: boolean;
  /** serve the subgraph schema of a federated supergraph (graphql/federation/subgraph.ts); default false */
  federation?: boolean;
  /** every answer reports its cost in forge calls, `extensions.cost` (default true) */
  reportCost?: boolean;
  /** the persisted operations; operations/manifest.json when absent */
  persistedOperations?: PersistedManifest;
  /** query limits (see limits.ts); each one missing keeps its default */
  limits?: Partial<QueryLimits>;
  /** answer introspection (default true; switch off in production along with GraphiQL) */
  introspection?: boolean;
  /** fail fast while the forge is unreachable (see forge/limits/breaker.ts); false switches it off */
  breaker?: BreakerOptions | false;
  /**
   * identical GETs of one caller in flight at once share one forge call (forge/in-flight.ts), and
   * identical queries one execution (graphql/shared-execution.ts); default true
   */
  shareInFlight?: boolean;
  /** serve Prometheus metrics at GET /metrics (default true) */
  metrics?: boolean;
  /** the structured log; by default JSON lines on stdout at `logLevel` */
  logger?: Logger;
  logLevel?: LogLevel;
  /**
   * Browser origins allowed to call the gateway cross-origin (CORS). Empty (the default): no CORS
   * headers at all, so only same-origin pages (GraphiQL) and non-browser clients can call it.
   */
  corsOrigins?: readonly string[];
  /** live updates: webhook secret, public URL, Redis, subscription limits (src/live/settings.ts) */
  live?: Partial<LiveSettings>;
  /**
   * the shared read cache (forge/cache/): absent or false, none (the command line's default is on);
   * public answers need the webhook receiver (live.webhookSecret); Redis is live.redisUrl
   */
  cache?: Partial<CacheOptions> | false;
  /** forge calls per caller and window (0 or absent: no limit), counted in Redis when live.redisUrl is set */
  rateLimit?: { limit: number; windowMs: number };
  /** forge calls per second for the whole gateway, and calls that may wait past it (absent: none) */
  ceiling?: { perSecond: number; queueSize: number };
  /** spans of requests, loader batches and forge calls (observability/tracing.ts); none when absent */
  tracing?: Tracing;
}

/** The cache options a gateway runs with: public answers only where the forge's events can arrive. */
export function cacheOptionsOf(options: Pick<GatewayOptions, 'cache' | 'live'>): CacheOptions | false {
  if (!options.cache) return false;
  const merged = { ...DEFAULT_CACHE_OPTIONS, ...options.cache, redisUrl: options.live?.redisUrl };
  return { ...merged, publicData: merged.publicData && Boolean(options.live?.webhookSecret) };
}

export interface Gateway {
  yoga: YogaServerInstance<Record<string, never>, Context>;
  /** the HTTP server's request listener: kept anonymous answers first (fast-path/), GitHub's REST routes, then `yoga` */
  handler: RequestListener;
  client: ForgeClient;
  logger: Logger;
  metrics: GatewayMetrics;
  /** the GitHub-compatible face at /api/graphql (src/github/) */
  github: GithubFace;
  /** subscriptions and the webhook receiver (src/live/) */
  live: ServedLive;
  close(): Promise<void>;
}

/** Short enough for GraphiQL's logo corner. */
export const GRAPHIQL_TITLE = 'Forge GraphQL';

export const EXAMPLE_QUERY = `# Try it against the demo forge: alice's repository, its pull requests and a file.
query GettingStarted {
  repository(owner: "alice", name: "hello") {
    fullName
    description
    owner { login }
    pullRequests(first: 5) {
      totalCount
      nodes { number title state author { login } base { repository { fullName } } }
    }
    readme: file(path: "README.md") { path text }
  }
}
`;

export function createGateway(options: GatewayOptions): Gateway {
  const client = new ForgeClient({
    baseUrl: options.forgeUrl,
    timeoutMs: options.upstreamTimeoutMs,
    retries: options.upstreamRetries,
    breaker: options.breaker,
    shareInFlight: options.shareInFlight ?? !options.naive,
    tracer: options.tracing?.calls,
    cache: cacheOptionsOf(options),
    rateLimit: options.rateLimit && { ...options.rateLimit, redisUrl: options.live?.redisUrl },
    ceiling: options.ceiling,
  });
  const limits: QueryLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const logger = options.logger ?? createLogger(options.logLevel ?? defaultLogLevel());
  const metrics = new GatewayMetrics(client.breaker);
  const settings: GatewaySettings = {
    maxPageSize: options.maxPageSize ?? 100,
    defaultPageSize: Math.min(options.defaultPageSize ?? 30, options.maxPageSize ?? 100),
    upstreamCallBudget: options.upstreamCallBudget ?? 200,
    maxUploadBytes: limits.maxUploadBytes,
    naive: options.naive ?? false,
  };
  const live = withWebSockets(createLive(options.live, { client, registry: metrics.registry, logger }));
  if (client.cache) metrics.watchCache(client.cache);
  // Kept whole answers are sent before Yoga runs; a traced gateway gives every request its span instead.
  const fastPath: FastPath | undefined =
    client.cache?.options.publicData && !options.tracing
      ? createFastPath({
          cache: client.cache.responses,
          endpoint: '/graphql',
          maxBodyBytes: limits.maxBodyBytes,
          logger,
          metrics,
        })
      : undefined;
  const baseContext = createContextFactory(client, settings, (authorization, req, requestId) =>
    live.runtime.callerKey(authorization, req, requestId),
  );
  const yoga = withoutLoadingNodeFetch(() =>
    createYoga<Record<string, never>, Context>({
      schema: options.federation ? subgraphSchema() : schema,
      context: (init) => Object.assign(baseContext(init), { live: live.runtime }),
      graphqlEndpoint: '/graphql',
      landingPage: false,
      logging: false,
      maskedErrors: { maskError: maskAndLog(maskError, logger) },
      // the body-size limit is the gateway's own (limits.ts): Yoga's streams every body through a counter
      maxRequestBodySize: false,
      // Yoga's default CORS answers every origin; this gateway allows only the origins named, and its
      // own CORS plugin runs after the guard that refuses the others' preflights with a coded 403.
      cors: false,
      plugins: [
        ...(options.tracing ? [useTracing(options.tracing, '/graphql')] : []),
        // its answer (a 304, say) is the one the request's log line and metrics then see
        useCacheHeaders('/graphql'),
        live.receiver,
        ...hardeningPlugins({
          logger,
          metrics,
          limits,
          graphqlEndpoint: '/graphql',
          introspection: options.introspection ?? true,
          exposeMetrics: options.metrics ?? true,
          corsOrigins: options.corsOrigins ?? [],
        }),
        ...corsPlugins(options.corsOrigins ?? []),
        // @defer and @stream: the slow parts of a query arrive in later payloads (multipart or SSE)
        useDeferStream(),
        useCallBudget(limits.maxCost, LIMIT_CODES.cost, {
          ...settings,
          report: options.reportCost ?? true,
        }),
        // after the cost limit, so that a refused document is refused for its cost first
        useIncrementalAccept(),
        ...((options.shareInFlight ?? !options.naive) ? [useSharedExecution()] : []),
        ...useHealthChecks(client, live.health),
        useSubscriptionRefusalStatus(),
        useGraphiQL({
          enabled: options.graphiql !== false,
          title: GRAPHIQL_TITLE,
          endpoint: '/graphql',
          // the demo's headers mean the demo forge, whose repositories the GettingStarted query reads
          tabs: () =>
            exampleTabs(
              options.graphiqlHeaders ? EXAMPLE_QUERY : FORGE_EXAMPLE_QUERY,
              options.graphiqlHeaders,
            ),
          headers: options.graphiqlHeaders,
        }),
        ...persistedOperationsPlugins({
          manifest: options.persistedOperations ?? readManifest(),
          persistedOnly: options.persistedOnly ?? false,
        }),
        // after the persisted operations: an id has become its text
        ...(client.cache?.options.publicData
          ? [useResponseCache(client.cache.responses, fastPath?.onHit)]
          : []),
      ],
      // GraphiQL is served by useGraphiQL (graphiql/plugin.ts): compressed, cached, no CDN.
      graphiql: false,
    }),
  );
  // the face is a Yoga of its own: built behind the same stand-in, so Node's fetch stays unloaded
  const github = withoutLoadingNodeFetch(() =>
    createGithubFace({
      forgeUrl: options.forgeUrl,
      context: (init) => Object.assign(baseContext(init), { live: live.runtime }),
      logger,
      plugins: [
        ...hardeningPlugins({
          logger,
          metrics,
          limits,
          graphqlEndpoint: GITHUB_ENDPOINT,
          introspection: options.introspection ?? true,
          exposeMetrics: false,
          corsOrigins: options.corsOrigins ?? [],
        }),
        ...corsPlugins(options.corsOrigins ?? []),
        useCallBudget(limits.maxCost, LIMIT_CODES.cost, { ...settings, report: options.reportCost ?? true }),
      ],
    }),
  );
  // GitHub's REST routes (/api/v3) before Yoga, after the fast path, which passes every other path on
  const restApi = createRestApi({
    sessionOf: baseContext,
    logger,
    metrics,
    maxBodyBytes: limits.maxBodyBytes,
    fetchAPI: yoga.fetchAPI,
  });
  return {
    yoga,
    handler: routeGithubFace(github, fastPath ? fastPath.listener(restApi(yoga)) : restApi(yoga)),
    github,
    client,
    logger,
    metrics,
    live,
    close: async () => {
      await live.close();
      await client.close();
      await options.tracing?.shutdown();
    },
  };
}
