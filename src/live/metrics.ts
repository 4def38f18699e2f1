// Metrics of live updates, in the gateway's own registry (src/observability/metrics.ts).

import { Counter, Gauge, type Registry } from 'prom-client';

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

  constructor(registry: Registry) {
    this.deliveries = new Counter({
      name: 'live_webhook_deliveries_total',
      help: 'Webhook deliveries received from the forge, by outcome',
      labelNames: ['outcome'],
      registers: [registry],
    });
    this.delivered = new Counter({
      name: 'live_events_delivered_total',
      help: 'Events handed to subscribers (one per subscriber and event)',
      labelNames: ['kind'],
      registers: [registry],
    });
    this.ended = new Counter({
      name: 'live_subscriptions_ended_total',
      help: 'Subscriptions the gateway ended, by reason',
      labelNames: ['reason'],
      registers: [registry],
    });
    this.busRejected = new Counter({
      name: 'live_bus_messages_rejected_total',
      help: 'Messages from the Redis bus dropped unseen by subscribers (unsigned, bad_signature, malformed, wrong_topic, replayed)',
      labelNames: ['reason'],
      registers: [registry],
    });
    this.open = new Gauge({
      name: 'live_subscriptions_open',
      help: 'Subscriptions open on this instance',
      registers: [registry],
    });
  }
}
