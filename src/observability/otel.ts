// The gateway's Tracing over the OpenTelemetry SDK, exported by OTLP/HTTP (JSON). Imported by
// tracing.ts only when tracing is switched on, so a gateway without it never loads any of this.
// Spans and attribute names follow OpenTelemetry's semantic conventions for GraphQL servers and HTTP
// clients (`query RepoHome`, `GET /repos/{owner}/{repo}` with url.template and the status). The
// parent of a span is handed down explicitly (the forge session's trace scope, forge/http/call.ts), so no
// global of the SDK is touched and no AsyncLocalStorage slows the process's promises down.

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
import type { TraceScope } from '../forge/http/call.js';
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
  const parentIn = (scope: TraceScope | undefined) => (scope?.parent as Context | undefined) ?? ROOT_CONTEXT;

  const calls: CallTracer = {
    startCall(method, route, scope): CallSpan {
      const parent = parentIn(scope);
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
      const scope: TraceScope = { parent: trace.setSpan(parent, span) };
      return requestSpan(span, scope, (loader, keys) =>
        tracer.startSpan(
          `batch ${loader}`,
          { attributes: { 'loader.name': loader, 'loader.keys': keys } },
          parentIn(scope),
        ),
      );
    },
    shutdown: () => provider.shutdown(),
  };
}

type StartBatch = (loader: string, keys: number) => Span;

function requestSpan(span: Span, scope: TraceScope, startBatch: StartBatch): RequestSpan {
  return {
    scope,
    async batch(loader, keys, run) {
      const batch = startBatch(loader, keys);
      // The calls the batch starts before its first await are its children; then the request's again.
      const parent = scope.parent;
      scope.parent = trace.setSpan(parent as Context, batch);
      let pending: ReturnType<typeof run>;
      try {
        pending = run();
      } catch (error) {
        pending = Promise.reject(error);
      } finally {
        scope.parent = parent;
      }
      try {
        const result = await pending;
        if (Array.isArray(result)) {
          batch.setAttribute('loader.errors', result.filter((item) => item instanceof Error).length);
        }
        return result;
      } catch (error) {
        batch.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error)?.message });
        throw error;
      } finally {
        batch.end();
      }
    },
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
      // the cost as `extensions.cost` reports it, in forge calls, whether or not answers carry it
      if (summary.cost) {
        span.setAttributes({ 'cost.estimated': summary.cost.estimated, 'cost.actual': summary.cost.actual });
      }
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
  const attributes: Attributes = { 'forge.shared_in_flight': outcome.shared, 'forge.cached': outcome.cached };
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
