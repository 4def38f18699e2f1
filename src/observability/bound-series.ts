// The per-request series (requests by operation and status, their durations) counted with plain field
// updates. prom-client's `inc` and `observe` hash and check the label object on every call (and
// `observe` makes a closure per value): in the benchmark's interleaved runs that was about 5 µs of
// CPU per answer, an eighth of all a kept answer costs on the fast path. Here a label set is bound
// once to its series; the registry renders these metrics as it renders prom-client's own (it reads
// `get()`), in the same text: test/observability/observability-bound-series.test.ts compares it with
// prom-client's own and fails when an update of prom-client renders them differently.

import type { Registry } from 'prom-client';

type Labels = Readonly<Record<string, string>>;

/** One line of the metric's text: `metricName{labels} value`. */
interface Line {
  metricName?: string;
  labels: Labels;
  value: number;
}

/** What the registry renders (prom-client's MetricObjectWithValues). */
interface Rendered {
  name: string;
  help: string;
  type: 'counter' | 'histogram';
  values: Line[];
  aggregator: 'sum';
}

/** One label set's count. */
export interface CounterSeries {
  inc(): void;
}

/** One label set's histogram. */
export interface HistogramSeries {
  observe(value: number): void;
}

/** What the registry needs of a metric: its name and `get()` (prom-client's `Metric` shape). */
abstract class BoundMetric<Series> {
  protected readonly series = new Map<string, Series>();

  constructor(
    readonly name: string,
    readonly help: string,
    registry: Registry,
  ) {
    // prom-client's registry renders any object with a name and get(); its types list its own classes only
    registry.registerMetric(this as unknown as Parameters<Registry['registerMetric']>[0]);
  }

  /** The series of `labels`, made on first use; `key` names the label set (cheaper to look up). */
  bind(key: string, labels: Labels): Series {
    let series = this.series.get(key);
    if (!series) {
      series = this.create(labels);
      this.series.set(key, series);
    }
    return series;
  }

  /** Every series back to zero; series bound before stay bound (their holders keep counting into them). */
  reset(): void {
    for (const series of this.series.values()) this.zero(series);
  }

  protected abstract create(labels: Labels): Series;

  protected abstract zero(series: Series): void;
}

export class BoundCounter extends BoundMetric<CounterSeries & { labels: Labels; value: number }> {
  readonly type = 'counter';
  readonly aggregator = 'sum';

  protected create(labels: Labels) {
    return {
      labels,
      value: 0,
      inc() {
        this.value++;
      },
    };
  }

  protected zero(series: { value: number }): void {
    series.value = 0;
  }

  async get(): Promise<Rendered> {
    const values = [...this.series.values()].map(({ labels, value }) => ({ labels, value }));
    return { name: this.name, help: this.help, type: 'counter', values, aggregator: 'sum' };
  }
}

interface Buckets extends HistogramSeries {
  labels: Labels;
  /** observations per bucket (not cumulative); the last one is +Inf */
  counts: number[];
  sum: number;
  count: number;
}

export class BoundHistogram extends BoundMetric<Buckets> {
  readonly type = 'histogram';
  readonly aggregator = 'sum';

  constructor(
    name: string,
    help: string,
    registry: Registry,
    private readonly bounds: readonly number[],
  ) {
    super(name, help, registry);
  }

  protected create(labels: Labels): Buckets {
    const { bounds } = this;
    return {
      labels,
      counts: new Array<number>(bounds.length + 1).fill(0),
      sum: 0,
      count: 0,
      observe(value: number) {
        let i = 0;
        while (i < bounds.length && value > (bounds[i] as number)) i++;
        this.counts[i] = (this.counts[i] as number) + 1;
        this.sum += value;
        this.count++;
      },
    };
  }

  protected zero(series: Buckets): void {
    series.counts.fill(0);
    series.sum = 0;
    series.count = 0;
  }

  /** As prom-client's Histogram renders: cumulative `_bucket` lines (`le` first), `+Inf`, `_sum`, `_count`. */
  async get(): Promise<Rendered> {
    const values: Line[] = [];
    const bucket = `${this.name}_bucket`;
    for (const { labels, counts, sum, count } of this.series.values()) {
      let below = 0;
      this.bounds.forEach((bound, i) => {
        below += counts[i] as number;
        values.push({ metricName: bucket, labels: { le: String(bound), ...labels }, value: below });
      });
      values.push({ metricName: bucket, labels: { le: '+Inf', ...labels }, value: count });
      values.push({ metricName: `${this.name}_sum`, labels, value: sum });
      values.push({ metricName: `${this.name}_count`, labels, value: count });
    }
    return { name: this.name, help: this.help, type: 'histogram', values, aggregator: 'sum' };
  }
}
