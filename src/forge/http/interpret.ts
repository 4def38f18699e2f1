// An answer's text as the client's result: a 2xx with JSON (or nothing, a 204) is data with its
// paging; a 2xx that is not JSON, a redirect not followed, or any other status is a ForgeError.

import { blamedField, ForgeError, kindForStatus, upstreamMessage } from '../errors.js';
import type { ForgeCall, ForgeResponse } from './call.js';
import type { Answer } from './exchange.js';
import { parsePaging } from './paging.js';

const INVALID = Symbol('invalid JSON');

/**
 * Only blanks, or nothing (a 204's body). A regular expression, not `trim()`, which copies a
 * megabyte body to answer the question: this one stops at the first character that is not a blank.
 */
const BLANK = /^\s*$/;

function parseJson(text: string): unknown {
  if (BLANK.test(text)) return null;
  try {
    return JSON.parse(text);
  } catch {
    return INVALID;
  }
}

export function interpret(call: ForgeCall, answer: Answer, text: string): ForgeResponse<unknown> {
  const { method, route } = call;
  const status = answer.status;
  // a text answer (a diff) is data as it came; its error answers are JSON like any other
  if (call.text && status >= 200 && status < 300) {
    return { status, data: text, paging: parsePaging(answer.headers) };
  }
  const parsed = parseJson(text);
  if (status >= 200 && status < 300) {
    if (parsed === INVALID) {
      throw new ForgeError({
        kind: 'upstream',
        status,
        method,
        route,
        message: 'the forge sent a response that is not JSON',
        upstreamBody: text,
      });
    }
    return { status, data: parsed, paging: parsePaging(answer.headers) };
  }
  const message = upstreamMessage(parsed === INVALID ? undefined : parsed, text, status);
  throw new ForgeError({
    kind: status >= 300 && status < 400 ? 'upstream' : kindForStatus(status),
    status,
    method,
    route,
    message,
    upstreamBody: text,
    field: blamedField(message),
  });
}
