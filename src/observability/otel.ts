// The gateway's Tracing over the OpenTelemetry SDK, exported by OTLP/HTTP (JSON). Imported by
// tracing.ts only when tracing is switched on, so a gateway without it never loads any of this.
// Spans and attribute names follow OpenTelemetry's semantic conventions for GraphQL servers and HTTP
// clients (`query RepoHome`, `GET /repos/{owner}/{repo}` with url.template and the status); the
// active span lives in an AsyncLocalStorage of this module, so no global of the SDK is touched.

import { AsyncLocalStorage } from 'node:async_hooks';
import {
  type Attributes,
  type Context,
  defaultTextMapSetter,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  type TextMapGetter,
  trace,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import {
  defaultResource,
  detectResources,
  envDetector,
  resourceFromAttributes,
} from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BatchSpanProcessor,
  ParentBasedSampler,
  type Sampler,
  TraceIdRatioBasedSampler,
  TracerProvider,
} from '@opentelemetry/sdk-trace';
import type { CallOutcome, CallSpan, CallTracer } from '../forge/wrappers/trace.js';
import type { RequestSpan, RequestSummary, Tracing, TracingSettings } from './tracing-types.js';

const SERVICE_NAME = 'forge-graphql-gateway';

const headerGetter: TextMapGetter<Headers> = {
  get: (headers, key) => headers.get(key) ?? undefined,
  keys: (headers) => [...headers.keys()],
};

function samplerOf({ sampler, ratio }: TracingSettings): Sampler {
  const root = sampler.endsWith('always_off')
    ? new AlwaysOffSampler()
    : sampler.endsWith('traceidratio')
      ? new TraceIdRatioBasedSampler(ratio)
      : new AlwaysOnSampler();
  return sampler.startsWith('parentbased_') ? new ParentBasedSampler({ root }) : root;
}

export function startOpenTelemetry(settings: TracingSettings): Tracing {
  // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES (envDetector) win over the gateway's own name.
  const resource = defaultResource()
    .merge(resourceFromAttributes({ 'service.name': SERVICE_NAME }))
    .merge(detectResources({ detectors: [envDetector] }));
  const provider = new TracerProvider({
    resource,
    sampler: samplerOf(settings),
    // batched, so that exporting never waits on a request; OTEL_BSP_* tune it
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter(), ...settings.batch })],
  });
  const tracer = provider.getTracer(SERVICE_NAME);
  const propagator = new W3CTraceContextPropagator();
  const active = new AsyncLocalStorage<Context>();
  const current = () => active.getStore() ?? ROOT_CONTEXT;

  const calls: CallTracer = {
    startCall(method, route): CallSpan {
      const parent = current();
      const template = route.slice(route.indexOf(' ') + 1);
      const span = tracer.startSpan(
        route,
        { kind: SpanKind.CLIENT, attributes: { 'http.request.method': method, 'url.template': template } },
        parent,
      );
      const headers: Record<string, string> = {};
      propagator.inject(trace.setSpan(parent, span), headers, defaultTextMapSetter);
      return { headers, end: (outcome) => endCall(span, outcome) };
    },
  };

  return {
    calls,
    startRequest(request) {
      const parent = propagator.extract(ROOT_CONTEXT, request.headers, headerGetter);
      const span = tracer.startSpan(
        'GraphQL Operation',
        { kind: SpanKind.SERVER, attributes: { 'http.request.method': request.method } },
        parent,
      );
      return requestSpan(span, trace.setSpan(parent, span), active);
    },
    async batch(loader, keys, run) {
      const parent = current();
      const span = tracer.startSpan(
        `batch ${loader}`,
        { attributes: { 'loader.name': loader, 'loader.keys': keys } },
        parent,
      );
      try {
        const result = await active.run(trace.setSpan(parent, span), run);
        if (Array.isArray(result)) {
          span.setAttribute('loader.errors', result.filter((item) => item instanceof Error).length);
        }
        return result;
      } catch (error) {
        span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error)?.message });
        throw error;
      } finally {
        span.end();
      }
    },
    shutdown: () => provider.shutdown(),
  };
}

function requestSpan(span: Span, context: Context, active: AsyncLocalStorage<Context>): RequestSpan {
  return {
    run: (work) => active.run(context, work),
    nameOperation(type, name) {
      if (!type) return;
      span.updateName(name ? `${type} ${name}` : type);
      const attributes: Attributes = { 'graphql.operation.type': type };
      if (name) attributes['graphql.operation.name'] = name;
      span.setAttributes(attributes);
    },
    end(summary: RequestSummary) {
      span.setAttributes({
        'http.response.status_code': summary.status,
        'gateway.request_id': summary.requestId,
        'forge.calls': summary.forgeCalls,
        'forge.shared_calls': summary.sharedCalls,
        'graphql.error.count': summary.errorCodes.length,
      });
      if (summary.errorCodes.length > 0) {
        span.setAttribute('graphql.error.codes', [...new Set(summary.errorCodes)].sort());
        span.setStatus({ code: SpanStatusCode.ERROR, message: summary.errorCodes[0] });
      } else if (summary.status >= 500) {
        span.setStatus({ code: SpanStatusCode.ERROR });
      }
      span.end();
    },
  };
}

function endCall(span: Span, outcome: CallOutcome): void {
  const attributes: Attributes = { 'forge.shared_in_flight': outcome.shared };
  if (outcome.status !== null) attributes['http.response.status_code'] = outcome.status;
  if (outcome.attempts > 1) attributes['http.request.resend_count'] = outcome.attempts - 1;
  if (outcome.bytes !== undefined) attributes['http.response.body.size'] = outcome.bytes;
  const failed =
    outcome.errorKind ??
    (outcome.status !== null && outcome.status >= 400 ? String(outcome.status) : undefined);
  if (failed) {
    attributes['error.type'] = failed;
    span.setStatus({ code: SpanStatusCode.ERROR });
  }
  span.setAttributes(attributes);
  span.end();
}
