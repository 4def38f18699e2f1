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

export class LiveMetrics {
  readonly deliveries: Counter<'outcome'>;
  readonly delivered: Counter<'kind'>;
  readonly ended: Counter<'reason'>;
  readonly open: Gauge;
  readonly busRejected: Counter<'reason'>;

  private readonly metric: ReturnType<typeof metricsIn>;

  constructor(registry: Registry) {
    const metric = metricsIn(registry);
    this.metric = metric;
    this.deliveries = metric.counter('live_webhook_deliveries_total');
    this.delivered = metric.counter('live_events_delivered_total');
    this.ended = metric.counter('live_subscriptions_ended_total');
    this.busRejected = metric.counter('live_bus_messages_rejected_total');
    this.open = metric.gauge('live_subscriptions_open');
  }

  /** live_bus_up, read at each scrape: live updates degraded show here, not in readiness. */
  watchBus(connected: () => boolean): void {
    this.metric.gauge('live_bus_up', () => (connected() ? 1 : 0));
  }
}
