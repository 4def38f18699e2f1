// The gateway's tracing as its parts see it (tracing.ts starts it, otel.ts implements it over the
// OpenTelemetry SDK), apart from both so that neither needs the other to name it.

import type { TraceScope } from '../forge/http/call.js';
import type { CallTracer } from '../forge/wrappers/trace.js';

/** What the gateway asks of its tracing; otel.ts implements it over the OpenTelemetry SDK. */
export interface Tracing {
  /** a span per forge call (forge/wrappers/trace.ts) */
  readonly calls: CallTracer;
  /**
   * The span of one GraphQL request over HTTP: a child of the caller's W3C traceparent when it
   * sends one, and the parent of the request's loader batches and forge calls.
   */
  startRequest(request: Request): RequestSpan;
  /** exports what is still buffered, then stops */
  shutdown(): Promise<void>;
}

/** Loader batches of one request, each in a span of its own (graphql/kit/loader-tracing.ts). */
export interface BatchTracer {
  /**
   * Runs one batch in its span, a child of the request's: the forge calls `run` starts before its
   * first await are the batch's children, any later ones the request's.
   */
  batch<T>(loader: string, keys: number, run: () => Promise<T>): Promise<T>;
}

export interface RequestSpan extends BatchTracer {
  /** the forge session's trace scope (forge/http/call.ts) */
  readonly scope: TraceScope;
  /** names the span after its operation once it is known (`query RepoHome`) */
  nameOperation(type: string | null, name: string | null): void;
  end(summary: RequestSummary): void;
}

/** A query's cost in forge calls, as `extensions.cost` reports it (server/limits/call-budget.ts). */
export interface QueryCost {
  estimated: number;
  actual: number;
}

/** What the request span reports when the response leaves. */
export interface RequestSummary {
  status: number;
  errorCodes: readonly string[];
  forgeCalls: number;
  sharedCalls: number;
  requestId: string;
  /** absent when the request ended before execution (a request error) */
  cost?: QueryCost;
}

export const SAMPLERS = [
  'always_on',
  'always_off',
  'traceidratio',
  'parentbased_always_on',
  'parentbased_always_off',
  'parentbased_traceidratio',
] as const;
export type SamplerName = (typeof SAMPLERS)[number];

export interface TracingSettings {
  sampler: SamplerName;
  /** the ratio of the *traceidratio samplers, 0 to 1 */
  ratio: number;
  /** the batch span processor's OTEL_BSP_* settings, each absent one at the SDK's default */
  batch: BatchSettings;
}

export interface BatchSettings {
  scheduledDelayMillis?: number;
  exportTimeoutMillis?: number;
  maxQueueSize?: number;
  maxExportBatchSize?: number;
}
