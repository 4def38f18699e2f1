// Loader batches in spans of their own when tracing is on (observability/tracing.ts): the forge calls
// a batch makes are then its children, so a trace shows which keys went out together. With tracing
// off a batch runs as it is, after one check of the context.

import type { BatchTracer } from '../../observability/tracing-types.js';

/** Runs one batch of `loader`'s `keys` keys in its span, or as it is when tracing is off. */
export function inBatchSpan<T>(
  tracing: BatchTracer | undefined,
  loader: string,
  keys: number,
  run: () => Promise<T>,
): Promise<T> {
  return tracing ? tracing.batch(loader, keys, run) : run();
}

// biome-ignore lint/suspicious/noExplicitAny: any batch function of any loadable type
type BatchLoad = (keys: any[], context: any, ...rest: any[]) => Promise<any>;

/** What a batch needs of the request's context (context.ts): its tracing, if any. */
interface TracedContext {
  tracing: BatchTracer | undefined;
}

/** A loadable type's batch function, each call of it in a span named after the type. */
export function tracedBatch<Load extends BatchLoad>(typeName: string, load: Load): Load {
  return ((keys, context: TracedContext, ...rest) =>
    inBatchSpan(context.tracing, typeName, keys.length, () => load(keys, context, ...rest))) as Load;
}
