// Test knobs: latency, injected statuses and connection resets per route template ('*' = every route).

export interface Faults {
  setLatency(route: string, ms: number): void;
  injectStatus(route: string, status: number, opts?: InjectOptions): void;
  resetConnection(route: string, opts?: { times?: number; rate?: number; afterHandling?: boolean }): void;
  clear(): void;
}

export interface InjectOptions {
  times?: number;
  rate?: number;
  /** a JSON body (default `{message: 'injected', url}`) */
  body?: unknown;
  /** a body sent byte for byte instead, for garbage tests: HTML, truncated JSON, ... */
  raw?: { text: string; contentType: string };
}

interface Rule {
  route: string;
  remaining: number;
  rate: number;
}

interface StatusRule extends Rule {
  status: number;
  body: unknown;
  raw?: InjectOptions['raw'];
}

interface ResetRule extends Rule {
  afterHandling: boolean;
}

export interface FaultPlan {
  latencyMs: number;
  status?: { status: number; body: unknown; raw?: InjectOptions['raw'] };
  reset?: 'before' | 'after';
}

/** mulberry32: a fixed-seed generator so that `rate` faults repeat identically from run to run */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class FaultState implements Faults {
  private latency = new Map<string, number>();
  private statuses: StatusRule[] = [];
  private resets: ResetRule[] = [];
  private random = generator(1);

  setLatency(route: string, ms: number): void {
    if (ms > 0) this.latency.set(route, ms);
    else this.latency.delete(route);
  }

  injectStatus(route: string, status: number, opts: InjectOptions = {}): void {
    this.statuses.push({
      route,
      status,
      body: opts.body,
      raw: opts.raw,
      remaining: opts.times ?? Number.POSITIVE_INFINITY,
      rate: opts.rate ?? 1,
    });
  }

  resetConnection(
    route: string,
    opts: { times?: number; rate?: number; afterHandling?: boolean } = {},
  ): void {
    this.resets.push({
      route,
      afterHandling: opts.afterHandling ?? false,
      remaining: opts.times ?? Number.POSITIVE_INFINITY,
      rate: opts.rate ?? 1,
    });
  }

  clear(): void {
    this.latency.clear();
    this.statuses = [];
    this.resets = [];
    this.random = generator(1);
  }

  private fire<R extends Rule>(rules: R[], route: string): R | undefined {
    for (const rule of rules) {
      if (rule.remaining <= 0 || (rule.route !== '*' && rule.route !== route)) continue;
      if (rule.rate < 1 && this.random() >= rule.rate) continue;
      rule.remaining -= 1;
      return rule;
    }
    return undefined;
  }

  /** Decide, once per request, what goes wrong with it. A reset wins over an injected status. */
  plan(route: string): FaultPlan {
    const latencyMs = this.latency.get(route) ?? this.latency.get('*') ?? 0;
    const reset = this.fire(this.resets, route);
    if (reset) return { latencyMs, reset: reset.afterHandling ? 'after' : 'before' };
    const status = this.fire(this.statuses, route);
    return status
      ? { latencyMs, status: { status: status.status, body: status.body, raw: status.raw } }
      : { latencyMs };
  }
}
