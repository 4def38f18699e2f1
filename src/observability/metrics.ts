// Prometheus metrics of one gateway instance, in a registry of its own, so that several gateways in
// one process (tests, the benchmark) never share or clash over counters.

import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { CircuitBreaker } from '../forge/breaker.js';
import type { SharedCache } from '../forge/cache/index.js';
import type { RequestTrace } from './request-trace.js';

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Operation names come from clients, so their number is not ours to bound. The first names seen
 * get a series each; later ones share `other`, keeping a hostile client from flooding the registry.
 */
const MAX_OPERATION_LABELS = 200;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

const BREAKER_STATES = { closed: 0, 'half-open': 1, open: 2 } as const;

export class GatewayMetrics {
  readonly registry = new Registry();
  private readonly operations = new Set<string>();
  private readonly requests = new Counter({
    name: 'graphql_requests_total',
    help: 'GraphQL requests by operation and HTTP status',
    labelNames: ['operation', 'status'] as const,
    registers: [this.registry],
  });
  private readonly requestSeconds = new Histogram({
    name: 'graphql_request_duration_seconds',
    help: 'time to answer a GraphQL request, by operation',
    labelNames: ['operation'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  private readonly errors = new Counter({
    name: 'graphql_errors_total',
    help: 'errors in GraphQL responses by extensions.code',
    labelNames: ['code'] as const,
    registers: [this.registry],
  });
  private readonly upstreamCalls = new Counter({
    name: 'forge_calls_total',
    help: 'calls to the forge by route template and status (0 = no response)',
    labelNames: ['route', 'status'] as const,
    registers: [this.registry],
  });
  private readonly sharedCalls = new Counter({
    name: 'forge_shared_calls_total',
    help: 'reads answered by joining an identical call of the same caller in flight, by route template',
    labelNames: ['route'] as const,
    registers: [this.registry],
  });
  private readonly sharedExecutions = new Counter({
    name: 'graphql_shared_executions_total',
    help: 'queries answered with the result of an identical query of the same caller in flight, by operation',
    labelNames: ['operation'] as const,
    registers: [this.registry],
  });
  private readonly fastAnswers = new Counter({
    name: 'graphql_fast_path_answers_total',
    help: 'kept anonymous answers sent before GraphQL processing (server/fast-path/), also counted as requests',
    registers: [this.registry],
  });
  private readonly upstreamSeconds = new Histogram({
    name: 'forge_call_duration_seconds',
    help: 'duration of one call to the forge, by route template',
    labelNames: ['route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  constructor(breaker?: CircuitBreaker) {
    if (!breaker) return;
    new Gauge({
      name: 'forge_breaker_state',
      help: 'circuit breaker towards the forge: 0 closed, 1 half-open, 2 open',
      registers: [this.registry],
      collect() {
        this.set(BREAKER_STATES[breaker.state]);
      },
    });
    new Gauge({
      name: 'forge_breaker_opened',
      help: 'times the circuit breaker towards the forge opened since start',
      registers: [this.registry],
      collect() {
        this.set(breaker.opened);
      },
    });
  }

  /** Records a request the fast path answered: a request as any other, and one of the fast path's. */
  observeFastAnswer(trace: RequestTrace, status: number): void {
    this.observe(trace, status);
    this.fastAnswers.inc();
  }

  /** Records a finished GraphQL request and the forge calls it made. */
  observe(trace: RequestTrace, status: number): void {
    const operation = this.operationLabel(trace.operationName);
    this.requests.inc({ operation, status: String(status) });
    this.requestSeconds.observe({ operation }, (performance.now() - trace.startedAt) / 1000);
    for (const code of trace.errorCodes) this.errors.inc({ code });
    for (const call of trace.upstreamCalls) {
      const route = call.route;
      this.upstreamCalls.inc({ route, status: String(call.status ?? 0) });
      this.upstreamSeconds.observe({ route }, call.durationMs / 1000);
    }
    for (const call of trace.sharedCalls) this.sharedCalls.inc({ route: call.route });
    if (trace.sharedExecution) this.sharedExecutions.inc({ operation });
  }

  /** Counts the shared cache's hits (by tier), misses, invalidations (and entries they dropped) and evictions. */
  watchCache(cache: SharedCache): void {
    const counter = (name: string, help: string, labelNames: string[] = []) =>
      new Counter({ name, help, labelNames, registers: [this.registry] });
    const hits = counter('forge_cache_hits_total', 'reads answered by the shared cache, by tier', ['tier']);
    const misses = counter('forge_cache_misses_total', 'shared reads the cache did not hold');
    const responseMisses = counter(
      'forge_cache_response_misses_total',
      'anonymous queries whose whole answer the response cache did not hold',
    );
    const invalidations = counter('forge_cache_invalidations_total', 'tags dropped by writes and events');
    const dropped = counter('forge_cache_invalidated_entries_total', 'entries those invalidations dropped');
    const evictions = counter('forge_cache_evictions_total', 'entries evicted to stay within the size');
    new Gauge({
      name: 'forge_cache_entries',
      help: 'entries in this instance’s tier of the shared cache',
      registers: [this.registry],
      collect() {
        this.set(cache.store.entries);
      },
    });
    cache.store.counters = {
      hit: (tier) => hits.inc({ tier }),
      miss: () => misses.inc(),
      responseMiss: () => responseMisses.inc(),
      invalidation: (tags, count) => {
        invalidations.inc(tags);
        dropped.inc(count);
      },
      eviction: (count) => evictions.inc(count),
    };
  }

  render(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  private operationLabel(name: string | null): string {
    if (!name) return '(anonymous)';
    if (!OPERATION_NAME.test(name)) return 'other';
    if (this.operations.has(name)) return name;
    if (this.operations.size >= MAX_OPERATION_LABELS) return 'other';
    this.operations.add(name);
    return name;
  }
}
