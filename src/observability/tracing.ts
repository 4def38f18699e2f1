// Traces of every GraphQL request, loader batch and forge call, exported by OTLP/HTTP, configured by
// the standard OTEL_* variables. Off unless an OTLP endpoint is named (or OTEL_TRACES_EXPORTER=otlp),
// and then free: the OpenTelemetry SDK (otel.ts) is imported only when tracing starts, the gateway
// holds no Tracing at all, and no step of a request creates or checks a span.

import type { CallTracer } from '../forge/wrappers/trace.js';

/** What the gateway asks of its tracing; otel.ts implements it over the OpenTelemetry SDK. */
export interface Tracing {
  /** a span per forge call (forge/wrappers/trace.ts) */
  readonly calls: CallTracer;
  /**
   * The span of one GraphQL request over HTTP: a child of the caller's W3C traceparent when it
   * sends one. `run` makes it the active span of everything the request does.
   */
  startRequest(request: Request): RequestSpan;
  /** Runs one loader batch in a span of its own, child of the active one. */
  batch<T>(loader: string, keys: number, run: () => Promise<T>): Promise<T>;
  /** exports what is still buffered, then stops */
  shutdown(): Promise<void>;
}

export interface RequestSpan {
  run<T>(work: () => T): T;
  /** names the span after its operation once it is known (`query RepoHome`) */
  nameOperation(type: string | null, name: string | null): void;
  end(summary: RequestSummary): void;
}

/** What the request span reports when the response leaves. */
export interface RequestSummary {
  status: number;
  errorCodes: readonly string[];
  forgeCalls: number;
  sharedCalls: number;
  requestId: string;
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

const BATCH_VARIABLES = {
  scheduledDelayMillis: 'OTEL_BSP_SCHEDULE_DELAY',
  exportTimeoutMillis: 'OTEL_BSP_EXPORT_TIMEOUT',
  maxQueueSize: 'OTEL_BSP_MAX_QUEUE_SIZE',
  maxExportBatchSize: 'OTEL_BSP_MAX_EXPORT_BATCH_SIZE',
} as const;

function batchSettingsFrom(env: Env): BatchSettings {
  const batch: BatchSettings = {};
  for (const [key, name] of Object.entries(BATCH_VARIABLES)) {
    const text = env[name]?.trim();
    if (!text) continue;
    const value = Number(text);
    if (!Number.isInteger(value) || value < 1) {
      throw new Error(`${name} must be a whole number above 0; got '${text}'`);
    }
    batch[key as keyof BatchSettings] = value;
  }
  return batch;
}

type Env = Record<string, string | undefined>;

const isTrue = (value: string | undefined) => value?.trim().toLowerCase() === 'true';

/**
 * Whether to trace, from the standard variables: OTEL_SDK_DISABLED=true or OTEL_TRACES_EXPORTER=none
 * switch it off; otherwise an OTLP endpoint (for traces or for every signal) or
 * OTEL_TRACES_EXPORTER=otlp switch it on. The exporter reads the endpoint, headers, timeout and
 * compression variables itself; the resource reads OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES.
 */
export function tracingSettingsFrom(env: Env): TracingSettings | undefined {
  const exporters = (env.OTEL_TRACES_EXPORTER ?? '').split(',').map((name) => name.trim().toLowerCase());
  if (isTrue(env.OTEL_SDK_DISABLED) || exporters.includes('none')) return undefined;
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint && !exporters.includes('otlp')) return undefined;
  const sampler = (env.OTEL_TRACES_SAMPLER?.trim().toLowerCase() || 'parentbased_always_on') as SamplerName;
  if (!SAMPLERS.includes(sampler)) {
    throw new Error(
      `OTEL_TRACES_SAMPLER must be one of ${SAMPLERS.join(', ')}; got '${env.OTEL_TRACES_SAMPLER}'`,
    );
  }
  const ratio = env.OTEL_TRACES_SAMPLER_ARG?.trim() ? Number(env.OTEL_TRACES_SAMPLER_ARG) : 1;
  if (!(ratio >= 0 && ratio <= 1)) {
    throw new Error(
      `OTEL_TRACES_SAMPLER_ARG must be a ratio from 0 to 1; got '${env.OTEL_TRACES_SAMPLER_ARG}'`,
    );
  }
  return { sampler, ratio, batch: batchSettingsFrom(env) };
}

/** The gateway's tracing when the environment asks for it; undefined (and nothing loaded) otherwise. */
export async function startTracing(env: Env = process.env): Promise<Tracing | undefined> {
  const settings = tracingSettingsFrom(env);
  if (!settings) return undefined;
  const { startOpenTelemetry } = await import('./otel.js');
  return startOpenTelemetry(settings);
}
