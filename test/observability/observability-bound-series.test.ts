import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { BoundCounter, BoundHistogram } from '../../src/observability/bound-series.js';

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const SECONDS = [0.001, 0.005, 0.0051, 0.3, 0.3, 12, 0.1];

describe('bound series', () => {
  it('render the very text prom-client renders for the same counts', async () => {
    const theirs = new Registry();
    const counter = new Counter({
      name: 'requests_total',
      help: 'h',
      labelNames: ['operation', 'status'],
      registers: [theirs],
    });
    const histogram = new Histogram({
      name: 'seconds',
      help: 'h',
      labelNames: ['operation'],
      buckets: BUCKETS,
      registers: [theirs],
    });
    const ours = new Registry();
    const boundCounter = new BoundCounter('requests_total', 'h', ours);
    const boundHistogram = new BoundHistogram('seconds', 'h', ours, BUCKETS);
    for (const [operation, status] of [
      ['A', '200'],
      ['B', '200'],
      ['A', '200'],
      ['A', '400'],
    ] as const) {
      counter.inc({ operation, status });
      boundCounter.bind(`${operation} ${status}`, { operation, status }).inc();
    }
    for (const [i, value] of SECONDS.entries()) {
      const operation = i % 3 ? 'A' : 'B';
      histogram.observe({ operation }, value);
      boundHistogram.bind(operation, { operation }).observe(value);
    }
    const text = await ours.metrics();
    expect(text).toBe(await theirs.metrics());
    expect(text).toContain('seconds_bucket{le="+Inf",operation="A"} 4');
  });

  it('render a counter without labels as prom-client does, from 0', async () => {
    const theirs = new Registry();
    const counter = new Counter({ name: 'answers_total', help: 'h', registers: [theirs] });
    const ours = new Registry();
    const bound = new BoundCounter('answers_total', 'h', ours).bind('', {});
    expect(await ours.metrics()).toBe(await theirs.metrics());
    counter.inc();
    counter.inc();
    bound.inc();
    bound.inc();
    expect(await ours.metrics()).toBe(await theirs.metrics());
    expect(await ours.metrics()).toContain('answers_total 2');
  });

  it('count from zero again when the registry is reset, into the series bound before', async () => {
    const ours = new Registry();
    const series = new BoundCounter('requests_total', 'h', ours).bind('x', { operation: 'x' });
    series.inc();
    ours.resetMetrics();
    series.inc();
    expect(await ours.metrics()).toBe(
      '# HELP requests_total h\n# TYPE requests_total counter\nrequests_total{operation="x"} 1\n',
    );
  });
});
