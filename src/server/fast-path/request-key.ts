// Which requests may take the fast path, and the key of their answer. Only anonymous ones (no
// Authorization: an answer kept for everyone never names a caller) to the GraphQL endpoint, GET or a
// JSON POST with a Content-Length within the body limit (a larger or chunked body is the slow path's
// to refuse; a JSON POST needs no CSRF header, so the CSRF rule reads no other header). The key holds
// the request as sent, the URL and body bytes, and each header the answer depends on: Accept (the
// content type, or parts for @defer), Origin (CORS) and Content-Type. Identical bytes take the same
// way through the slow path, persisted-only mode and every limit included, so an answer kept for them
// is the answer to any copy of them; no parsing is needed to find it.

import type { IncomingMessage } from 'node:http';

export type Admission = { kind: 'pass' } | { kind: 'get'; key: string } | { kind: 'post' };

/** `application/json`, with parameters or not (the media type is case-insensitive). */
const JSON_MEDIA_TYPE = /^application\/json\s*(;|$)/i;

export function admissionOf(req: IncomingMessage, endpoint: string, maxBodyBytes: number): Admission {
  const { method, url = '', headers } = req;
  if (headers.authorization !== undefined || !isEndpoint(url, endpoint)) return { kind: 'pass' };
  if (method === 'GET') return { kind: 'get', key: keyOf(req, '') };
  if (method !== 'POST' || !JSON_MEDIA_TYPE.test(headers['content-type'] ?? '')) return { kind: 'pass' };
  const length = headers['content-length'];
  // an empty body is no operation: the slow path says so
  if (length === undefined || !/^\d+$/.test(length) || Number(length) === 0) return { kind: 'pass' };
  return Number(length) <= maxBodyBytes ? { kind: 'post' } : { kind: 'pass' };
}

/** The key of a request's answer; `body` is empty for a GET; `head` is headOf(req), when made already. */
export function keyOf(req: IncomingMessage, body: string, head = headOf(req)): string {
  return `${head}${body}`;
}

/** Everything of the key but the body. */
export function headOf(req: IncomingMessage): string {
  const { headers } = req;
  // a newline occurs in no header value nor in a URL as Node hands it over
  return `${req.method}\n${headers.accept ?? ''}\n${headers.origin ?? ''}\n${headers['content-type'] ?? ''}\n${req.url}\n`;
}

function isEndpoint(url: string, endpoint: string): boolean {
  return url.startsWith(endpoint) && (url.length === endpoint.length || url[endpoint.length] === '?');
}
