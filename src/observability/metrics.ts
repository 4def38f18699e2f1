// Prometheus metrics of one gateway instance, in a registry of its own, so that several gateways in
// one process (tests, the benchmark) never share or clash over counters.

import { Registry } from 'prom-client';
import type { SharedCache } from '../forge/cache/index.js';
import type { CircuitBreaker } from '../forge/limits/breaker.js';
import { metricsIn } from './metric-rows.js';
import type { RequestTrace } from './request-trace.js';

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
  private readonly metric = metricsIn(this.registry);
  private readonly requests = this.metric.boundCounter('graphql_requests_total');
  private readonly requestSeconds = this.metric.boundSeconds('graphql_request_duration_seconds');
  private readonly errors = this.metric.counter('graphql_errors_total');
  private readonly upstreamCalls = this.metric.counter('forge_calls_total');
  private readonly sharedCalls = this.metric.counter('forge_shared_calls_total');
  private readonly sharedExecutions = this.metric.counter('graphql_shared_executions_total');
  private readonly fastAnswers = this.metric.boundCounter('graphql_fast_path_answers_total').bind('', {});
  private readonly upstreamSeconds = this.metric.seconds('forge_call_duration_seconds');

  constructor(breaker?: CircuitBreaker) {
    if (!breaker) return;
    this.metric.gauge('forge_breaker_state', () => BREAKER_STATES[breaker.state]);
    this.metric.gauge('forge_breaker_opened', () => breaker.opened);
  }

  /** Records a request the fast path answered: a request as any other, and one of the fast path's. */
  observeFastAnswer(trace: RequestTrace, status: number): void {
    this.observe(trace, status);
    this.fastAnswers.inc();
  }

  /** Records a finished GraphQL request and the forge calls it made. */
  observe(trace: RequestTrace, status: number): void {
    const operation = this.operationLabel(trace.operationName);
    this.requests.bind(`${operation} ${status}`, { operation, status: String(status) }).inc();
    this.requestSeconds.bind(operation, { operation }).observe((performance.now() - trace.startedAt) / 1000);
    for (const code of trace.errorCodes) this.errors.inc({ code });
    for (const call of trace.forgeCalls.calls) {
      const route = call.route;
      this.upstreamCalls.inc({ route, status: String(call.status ?? 0) });
      this.upstreamSeconds.observe({ route }, call.durationMs / 1000);
    }
    for (const call of trace.forgeCalls.joined) this.sharedCalls.inc({ route: call.route });
    if (trace.sharedExecution) this.sharedExecutions.inc({ operation });
  }

  /** Counts the shared cache's hits (by tier), misses, invalidations (and entries they dropped) and evictions. */
  watchCache(cache: SharedCache): void {
    const hits = this.metric.boundCounter('forge_cache_hits_total');
    const misses = this.metric.counter('forge_cache_misses_total');
    const responseMisses = this.metric.counter('forge_cache_response_misses_total');
    const invalidations = this.metric.counter('forge_cache_invalidations_total');
    const dropped = this.metric.counter('forge_cache_invalidated_entries_total');
    const evictions = this.metric.counter('forge_cache_evictions_total');
    this.metric.gauge('forge_cache_entries', () => cache.store.entries);
    cache.store.counters = {
      hit: (tier) => hits.bind(tier, { tier }).inc(),
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
