// Every metric of a gateway, one row each: its name, type, labels and what it counts (its `# HELP`
// line). metric-rows.ts makes each from its row; docs/operations.md shows the rows as a table (written by
// `npm run codegen`, compared by test/project/doc-tables.test.ts). Listed in the order /metrics renders them.

export interface MetricRow {
  type: 'counter' | 'histogram' | 'gauge';
  labels: readonly string[];
  help: string;
}

export const METRIC_TABLE = {
  graphql_requests_total: {
    type: 'counter',
    labels: ['operation', 'status'],
    help: 'GraphQL requests by operation and HTTP status',
  },
  graphql_request_duration_seconds: {
    type: 'histogram',
    labels: ['operation'],
    help: 'time to answer a GraphQL request, by operation',
  },
  graphql_errors_total: {
    type: 'counter',
    labels: ['code'],
    help: 'errors in GraphQL responses by extensions.code',
  },
  forge_calls_total: {
    type: 'counter',
    labels: ['route', 'status'],
    help: 'calls to the forge by route template and status (0 = no response)',
  },
  forge_shared_calls_total: {
    type: 'counter',
    labels: ['route'],
    help: 'reads answered by joining an identical call of the same caller in flight, by route template',
  },
  graphql_shared_executions_total: {
    type: 'counter',
    labels: ['operation'],
    help: 'queries answered with the result of an identical query of the same caller in flight, by operation',
  },
  graphql_fast_path_answers_total: {
    type: 'counter',
    labels: [],
    help: 'kept anonymous answers sent before GraphQL processing (server/fast-path/), also counted as requests',
  },
  forge_call_duration_seconds: {
    type: 'histogram',
    labels: ['route'],
    help: 'duration of one call to the forge, by route template',
  },
  forge_breaker_state: {
    type: 'gauge',
    labels: [],
    help: 'circuit breaker towards the forge: 0 closed, 1 half-open, 2 open',
  },
  forge_breaker_opened: {
    type: 'gauge',
    labels: [],
    help: 'times the circuit breaker towards the forge opened since start',
  },
  forge_cache_hits_total: {
    type: 'counter',
    labels: ['tier'],
    help: 'reads answered by the shared cache, by tier',
  },
  forge_cache_misses_total: { type: 'counter', labels: [], help: 'shared reads the cache did not hold' },
  forge_cache_response_misses_total: {
    type: 'counter',
    labels: [],
    help: 'anonymous queries whose whole answer the response cache did not hold',
  },
  forge_cache_invalidations_total: { type: 'counter', labels: [], help: 'tags dropped by writes and events' },
  forge_cache_invalidated_entries_total: {
    type: 'counter',
    labels: [],
    help: 'entries those invalidations dropped',
  },
  forge_cache_evictions_total: {
    type: 'counter',
    labels: [],
    help: 'entries evicted to stay within the size',
  },
  forge_cache_entries: {
    type: 'gauge',
    labels: [],
    help: 'entries in this instance’s tier of the shared cache',
  },
  // live updates (src/live/metrics.ts)
  live_webhook_deliveries_total: {
    type: 'counter',
    labels: ['outcome'],
    help: 'Webhook deliveries received from the forge, by outcome',
  },
  live_events_delivered_total: {
    type: 'counter',
    labels: ['kind'],
    help: 'Events handed to subscribers (one per subscriber and event)',
  },
  live_subscriptions_ended_total: {
    type: 'counter',
    labels: ['reason'],
    help: 'Subscriptions the gateway ended, by reason',
  },
  live_bus_messages_rejected_total: {
    type: 'counter',
    labels: ['reason'],
    help: 'Messages from the Redis bus dropped unseen by subscribers (unsigned, bad_signature, malformed, wrong_topic, replayed)',
  },
  live_subscriptions_open: { type: 'gauge', labels: [], help: 'Subscriptions open on this instance' },
  live_bus_up: {
    type: 'gauge',
    labels: [],
    help: 'The Redis bus of live updates is connected (1) or not (0); only with REDIS_URL',
  },
} as const satisfies Record<string, MetricRow>;

type Table = typeof METRIC_TABLE;

/** The metrics of one type. */
export type MetricName<Type extends MetricRow['type']> = {
  [Name in keyof Table]: Table[Name]['type'] extends Type ? Name : never;
}[keyof Table];

/** The label names of a metric. */
export type LabelOf<Name extends keyof Table> = Table[Name]['labels'][number];
