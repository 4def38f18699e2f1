// Traces of every GraphQL request, loader batch and forge call, exported by OTLP/HTTP, configured by
// the standard OTEL_* variables. Off unless an OTLP endpoint is named (or OTEL_TRACES_EXPORTER=otlp),
// and then free: the OpenTelemetry SDK (otel.ts) is imported only when tracing starts, the gateway
// holds no Tracing at all, and no step of a request creates or checks a span.

import { ConfigError } from '../base/config-error.js';
import {
  type BatchSettings,
  SAMPLERS,
  type SamplerName,
  type Tracing,
  type TracingSettings,
} from './tracing-types.js';

export type { Tracing, TracingSettings } from './tracing-types.js';

type Env = Record<string, string | undefined>;

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
      throw new ConfigError(`${name} must be a whole number above 0; got '${text}'`);
    }
    batch[key as keyof BatchSettings] = value;
  }
  return batch;
}

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
    throw new ConfigError(
      `OTEL_TRACES_SAMPLER must be one of ${SAMPLERS.join(', ')}; got '${env.OTEL_TRACES_SAMPLER}'`,
    );
  }
  const ratio = env.OTEL_TRACES_SAMPLER_ARG?.trim() ? Number(env.OTEL_TRACES_SAMPLER_ARG) : 1;
  if (!(ratio >= 0 && ratio <= 1)) {
    throw new ConfigError(
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
