// Metrics as rows: a counter, a latency histogram or a gauge differs from the next only by its name, its
// labels and what it counts, so each is one call, the registry is named once and the `# HELP` lines stand
// together in one table of their owner.
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import { BoundCounter, BoundHistogram } from './bound-series.js';

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The constructors of metrics joining `registry`, each named in `help` (name → `# HELP` line). */
export function metricsIn<Name extends string>(registry: Registry, help: Record<Name, string>) {
  const registers = [registry];
  return {
    counter: <L extends string = never>(name: Name, labelNames: readonly L[] = []) =>
      new Counter<L>({ name, help: help[name], labelNames, registers }),
    /** durations in seconds, in the gateway's latency buckets */
    seconds: <L extends string>(name: Name, labelNames: readonly L[]) =>
      new Histogram<L>({ name, help: help[name], labelNames, buckets: LATENCY_BUCKETS, registers }),
    /** a counter counted once per request: its label sets bound once (bound-series.ts) */
    boundCounter: (name: Name) => new BoundCounter(name, help[name], registry),
    /** durations in seconds counted once per request, in the same buckets, bound likewise */
    boundSeconds: (name: Name) => new BoundHistogram(name, help[name], registry, LATENCY_BUCKETS),
    /** a gauge its owner sets, or one read from `read` at each scrape */
    gauge(name: Name, read?: () => number): Gauge {
      // prom-client calls `collect` on the gauge before each scrape
      const sampled = read
        ? {
            collect(this: Gauge) {
              this.set(read());
            },
          }
        : {};
      return new Gauge({ name, help: help[name], registers, ...sampled });
    },
  };
}
