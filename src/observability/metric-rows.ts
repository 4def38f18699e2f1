// Metrics made from their rows (metric-table.ts): a counter, a latency histogram or a gauge differs from
// the next only by its name, its labels and what it counts, so each is one call naming its row.
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import { BoundCounter, BoundHistogram } from './bound-series.js';
import { type LabelOf, METRIC_TABLE, type MetricName } from './metric-table.js';

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The constructors of metrics joining `registry`, each from its row of METRIC_TABLE. */
export function metricsIn(registry: Registry) {
  const registers = [registry];
  return {
    counter: <N extends MetricName<'counter'>>(name: N) => {
      const { help, labels } = METRIC_TABLE[name];
      return new Counter<LabelOf<N>>({ name, help, labelNames: labels as readonly LabelOf<N>[], registers });
    },
    /** durations in seconds, in the gateway's latency buckets */
    seconds: <N extends MetricName<'histogram'>>(name: N) => {
      const { help, labels } = METRIC_TABLE[name];
      const labelNames = labels as readonly LabelOf<N>[];
      return new Histogram<LabelOf<N>>({ name, help, labelNames, buckets: LATENCY_BUCKETS, registers });
    },
    /** a counter counted once per request: its label sets bound once (bound-series.ts) */
    boundCounter: (name: MetricName<'counter'>) => new BoundCounter(name, METRIC_TABLE[name].help, registry),
    /** durations in seconds counted once per request, in the same buckets, bound likewise */
    boundSeconds: (name: MetricName<'histogram'>) =>
      new BoundHistogram(name, METRIC_TABLE[name].help, registry, LATENCY_BUCKETS),
    /** a gauge its owner sets, or one read from `read` at each scrape */
    gauge(name: MetricName<'gauge'>, read?: () => number): Gauge {
      // prom-client calls `collect` on the gauge before each scrape
      const sampled = read
        ? {
            collect(this: Gauge) {
              this.set(read());
            },
          }
        : {};
      return new Gauge({ name, help: METRIC_TABLE[name].help, registers, ...sampled });
    },
  };
}
