// The answer-size limit, and the one place where an execution result is written as JSON. Yoga
// calls a result's own `stringify` when it has one (graphql-yoga's result-processor/stringify, beyond
// its documented API: test/project/fences.test.ts fails when it stops); every result gets one here that writes it, and
// answers `RESPONSE_TOO_LARGE` instead when the text is larger than MAX_RESPONSE_BYTES: a document
// within every other limit can still ask for much (many aliased lists of large objects), and no
// client is served megabytes it cannot have meant.
//
// A result shared by several requests (shared-execution.ts) is written once for all of them, as
// UTF-8 bytes which each response writes as they are (a string would be measured and encoded again
// for every request). Where Yoga wants text (SSE, multipart) it turns the bytes back into text.

import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { limitCode } from './limit-table.js';

export const RESPONSE_TOO_LARGE = limitCode('maxResponseBytes');

function tooLarge(maxBytes: number): string {
  return JSON.stringify({
    errors: [
      {
        message: `the answer is larger than the limit of ${maxBytes} bytes (MAX_RESPONSE_BYTES); ask for less`,
        extensions: { code: RESPONSE_TOO_LARGE },
      },
    ],
  });
}

/** The JSON text of `value`, or the refusal when it is larger than `maxBytes` in UTF-8. */
function within(text: string, maxBytes: number): string {
  // UTF-8 takes 1 to 3 bytes per UTF-16 unit: only a text near the limit needs counting.
  if (text.length > maxBytes) return tooLarge(maxBytes);
  if (text.length * 3 > maxBytes && Buffer.byteLength(text, 'utf8') > maxBytes) return tooLarge(maxBytes);
  return text;
}

/** Results written as the refusal, with its text: a transport that writes results itself asks here. */
const refusals = new WeakMap<object, string>();

/**
 * The refusal to send instead of `result` when it is over the limit, or undefined. For a transport
 * that writes results itself (graphql-ws): the result is written once through its `stringify` here.
 */
export function sizeRefusalOf(result: object): Record<string, unknown> | undefined {
  const stringify = (result as { stringify?: (value: unknown) => unknown }).stringify;
  if (typeof stringify !== 'function') return undefined;
  stringify(result);
  const refusal = refusals.get(result);
  return refusal === undefined ? undefined : (JSON.parse(refusal) as Record<string, unknown>);
}

/** Gives `result` a `stringify` that keeps to `maxBytes` and writes the result itself only once. */
export function writtenWithin(result: unknown, maxBytes: number): void {
  if (!result || typeof result !== 'object' || Object.hasOwn(result, 'stringify')) return;
  let bytes: Buffer | string | undefined;
  Object.defineProperty(result, 'stringify', {
    enumerable: false,
    value: (value: unknown) => {
      // Yoga passes a copy when it strips internals from errors; the copy is written each time.
      if (value !== result) return within(JSON.stringify(value), maxBytes);
      if (bytes === undefined) {
        const written = JSON.stringify(value);
        const text = within(written, maxBytes);
        if (text !== written) refusals.set(result, text);
        bytes = Buffer.from(text, 'utf8');
      }
      return bytes;
    },
  });
}

/** Every result of a query, mutation or subscription event is written through `writtenWithin`. */
export function responseSizeLimit(maxBytes: number): Plugin {
  const onNext = ({ result }: { result: unknown }) => writtenWithin(result, maxBytes);
  return {
    onExecute: () => ({
      onExecuteDone({ result }) {
        if (isAsyncIterable(result)) return { onNext };
        writtenWithin(result, maxBytes);
        return undefined;
      },
    }),
    onSubscribe: () => ({ onSubscribeResult: () => ({ onNext }) }),
  };
}
