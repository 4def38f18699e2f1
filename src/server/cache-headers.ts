// HTTP caching and rate-limit headers of /graphql answers. A GET query whose every forge answer was
// public (shared by the cache, or needing none) and that has no error gets an ETag over its body and
// `Cache-Control: public, no-cache` (a client or CDN keeps it and asks again each time, since the
// gateway's cache is kept exact by events, not by age) and answers 304 to a matching If-None-Match.
// Every answer of a request that spent forge calls of its caller's window tells the window
// (x-ratelimit-limit, -remaining, -reset in seconds); one refused for the limit or the ceiling says
// when to come back (retry-after). An answer in parts (@defer, @stream: multipart/mixed or SSE) is
// never tagged: reading its body whole would hold back its first part until the last.

import { createHash } from 'node:crypto';
import type { Plugin } from 'graphql-yoga';
import { traceOf } from '../observability/request-trace.js';

export function useCacheHeaders(graphqlEndpoint: string): Plugin {
  return {
    async onResponse({ request, response, setResponse, fetchAPI }) {
      const trace = traceOf(request);
      if (trace.path !== graphqlEndpoint) return;
      const limit = trace.forgeCalls.rateLimit;
      if (limit) {
        response.headers.set('x-ratelimit-limit', String(limit.limit));
        response.headers.set('x-ratelimit-remaining', String(limit.remaining));
        response.headers.set('x-ratelimit-reset', String(limit.resetSeconds));
      }
      if (trace.errorCodes.includes('RATE_LIMITED') && limit) {
        response.headers.set('retry-after', String(limit.resetSeconds));
      } else if (trace.errorCodes.includes('FORGE_OVERLOADED')) response.headers.set('retry-after', '1');
      const publicAnswer =
        request.method === 'GET' &&
        response.status === 200 &&
        trace.operationType === 'query' &&
        !trace.forgeCalls.personal &&
        trace.errorCodes.length === 0 &&
        (response.headers.get('content-type') ?? '').includes('json');
      if (!publicAnswer) return;
      const body = await response.text();
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      const headers = new fetchAPI.Headers(response.headers);
      headers.set('etag', etag);
      headers.set('cache-control', 'public, no-cache');
      headers.set('vary', 'Authorization, Accept');
      if (etagMatches(request.headers.get('if-none-match'), etag)) {
        headers.delete('content-length');
        headers.delete('content-type');
        setResponse(new fetchAPI.Response(null, { status: 304, headers }));
        return;
      }
      setResponse(new fetchAPI.Response(body, { status: 200, headers }));
    },
  };
}

/** If-None-Match: `*`, or a list of tags (weak ones compare by their opaque part, RFC 9110 §13.1.2). */
export function etagMatches(header: string | null | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
