// Metrics of live updates, in the gateway's own registry (src/observability/metrics.ts).

import type { Counter, Gauge, Registry } from 'prom-client';
import { metricsIn } from '../observability/metric-rows.js';

export type DeliveryOutcome =
  | 'accepted'
  | 'rejected_signature'
  | 'rejected_payload'
  | 'too_large'
  | 'duplicate'
  /** the same body was accepted within the replay window, under another delivery id */
  | 'replayed'
  | 'unknown_event';

/** What each metric of live updates counts (its `# HELP` line). */
const LIVE_METRICS = {
  live_webhook_deliveries_total: 'Webhook deliveries received from the forge, by outcome',
  live_events_delivered_total: 'Events handed to subscribers (one per subscriber and event)',
  live_subscriptions_ended_total: 'Subscriptions the gateway ended, by reason',
  live_bus_messages_rejected_total:
    'Messages from the Redis bus dropped unseen by subscribers (unsigned, bad_signature, malformed, wrong_topic, replayed)',
  live_subscriptions_open: 'Subscriptions open on this instance',
  live_bus_up: 'The Redis bus of live updates is connected (1) or not (0); only with REDIS_URL',
} as const;

export class LiveMetrics {
  readonly deliveries: Counter<'outcome'>;
  readonly delivered: Counter<'kind'>;
  readonly ended: Counter<'reason'>;
  readonly open: Gauge;
  readonly busRejected: Counter<'reason'>;

  private readonly metric: ReturnType<typeof metricsIn<keyof typeof LIVE_METRICS>>;

  constructor(registry: Registry) {
    const metric = metricsIn(registry, LIVE_METRICS);
    this.metric = metric;
    this.deliveries = metric.counter('live_webhook_deliveries_total', ['outcome']);
    this.delivered = metric.counter('live_events_delivered_total', ['kind']);
    this.ended = metric.counter('live_subscriptions_ended_total', ['reason']);
    this.busRejected = metric.counter('live_bus_messages_rejected_total', ['reason']);
    this.open = metric.gauge('live_subscriptions_open');
  }

  /** live_bus_up, read at each scrape: live updates degraded show here, not in readiness. */
  watchBus(connected: () => boolean): void {
    this.metric.gauge('live_bus_up', () => (connected() ? 1 : 0));
  }
}
