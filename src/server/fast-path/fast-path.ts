// The fast path: an anonymous GraphQL request whose whole answer is kept is answered here, at the Node
// `http` level, before Yoga and the fetch adapter see it (no Request object, no parsing, no plugin
// chain). What it sends is what the slow path sent for the same request bytes when the response cache
// answered it (captured as it left: status, headers, body), so status, body, Cache-Control, ETag, CORS
// and every other header are the slow path's; the request's own id is put in, a matching If-None-Match
// gets 304 as cache-headers.ts answers it, and the request's log line and metrics are written as
// observability/plugin.ts writes them (`cachedResponse: true`). An answer kept here carries the tags
// and deadline of the result it was sent for (forge/cache/responses.ts), so the writes and events that
// drop the result drop it too; one captured while an invalidation arrived is not kept. The slow path's
// response-cache hits carry no x-ratelimit-* headers (they spend no forge call), and neither does this.

import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { HttpAnswer, ResponseCache } from '../../forge/cache/index.js';
import { ForgeCallLog } from '../../observability/forge-call-log.js';
import type { Logger } from '../../observability/logging.js';
import type { GatewayMetrics } from '../../observability/metrics.js';
import { logLine, logRequest, requestLogOf } from '../../observability/plugin.js';
import { type RequestTrace, requestIdFrom } from '../../observability/request-trace.js';
import { etagMatches } from '../cache-headers.js';
import type { HandedOut, ResponseCacheHit } from '../response-cache.js';
import { captureWritten, type Written } from './capture.js';
import { KeyMemo } from './key-memo.js';
import { admissionOf } from './request-key.js';

export interface FastPathOptions {
  cache: ResponseCache;
  endpoint: string;
  maxBodyBytes: number;
  logger: Logger;
  metrics: GatewayMetrics;
}

export interface FastPath {
  /** the server's request listener: the fast path, else `slow` */
  listener(slow: RequestListener): RequestListener;
  /** for useResponseCache: the slow path handed out a kept result */
  onHit: ResponseCacheHit;
}

/** Headers Node writes itself for each answer: never kept. */
const PER_ANSWER = new Set(['x-request-id', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

export function createFastPath(options: FastPathOptions): FastPath {
  const { cache, endpoint, metrics } = options;
  const log = requestLogOf(options.logger);
  // a fast answer's line is info, or error for a 5xx (never kept): written when info is
  const logs = () => log.isLevelEnabled('info');
  // the slow path's response-cache hits, by the Node response they are written to
  const hits = new WeakMap<object, HandedOut>();
  const keys = new KeyMemo();
  const answerOf = (key: string) => cache.answer(key);

  const keep = (key: string, written: Written, hit: HandedOut | undefined) => {
    if (!hit || written.status !== 200) return;
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(written.headers)) {
      if (!PER_ANSWER.has(name)) headers[name] = value;
    }
    const answer: HttpAnswer = {
      status: 200,
      headers,
      headerList: Object.entries(headers).flat(),
      body: written.body.toString('latin1'),
      operationName: hit.operationName,
    };
    cache.keepAnswer(key, answer, hit.key, hit.epoch);
  };

  // What a kept answer costs is counted in µs (bench/cache.ts): its headers go out as kept, in the
  // flat list Node's writeHead takes as it is, and the log line is built only for a logger that writes it.
  const send = (req: IncomingMessage, res: ServerResponse, answer: HttpAnswer) => {
    const startedAt = performance.now();
    const requestId = requestIdFrom(header(req, 'x-request-id') ?? null);
    const etag = answer.headers.etag;
    const notModified = typeof etag === 'string' && etagMatches(header(req, 'if-none-match'), etag);
    const status = notModified ? 304 : answer.status;
    res.writeHead(status, [
      ...(notModified ? notModifiedHeaders(answer) : answer.headerList),
      'x-request-id',
      requestId,
    ]);
    // the body's bytes as latin1 text: Node sends them and the headers in one write (HttpAnswer.body)
    if (notModified) res.end();
    else res.end(answer.body, 'latin1');
    const trace = keptAnswerTrace(requestId, startedAt, answer.operationName);
    if (logs()) logRequest(log, logLine(trace, req.method ?? 'GET', endpoint, status));
    metrics.observeFastAnswer(trace, status);
  };

  const slowWithCapture = (slow: RequestListener, req: IncomingMessage, res: ServerResponse, key: string) => {
    captureWritten(res, (written) => keep(key, written, hits.get(res)));
    slow(req, res);
  };

  return {
    onHit(serverContext, handedOut) {
      const { res } = serverContext as { res?: object };
      if (res) hits.set(res, handedOut);
    },
    listener: (slow) => (req, res) => {
      const admission = admissionOf(req, endpoint, options.maxBodyBytes);
      if (admission.kind === 'pass') return slow(req, res);
      if (admission.kind === 'get') {
        const answer = cache.answer(admission.key);
        if (answer) return send(req, res, answer);
        return slowWithCapture(slow, req, res, admission.key);
      }
      readBody(req, (body) => {
        const { key, found: answer } = keys.find(req, body, answerOf);
        if (answer) return send(req, res, answer);
        // the body is read: the fetch adapter takes it from here (@whatwg-node/server normalizeNodeRequest)
        (req as IncomingMessage & { body?: Buffer }).body = body;
        slowWithCapture(slow, req, res, key);
      });
    },
  };
}

/**
 * The request's body, whole; nothing when the client goes away first (its socket is gone, and Node
 * answers a body sent too slowly with 408 itself: http-server.ts).
 */
function readBody(req: IncomingMessage, done: (body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.once('end', () => done(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks)));
  req.once('error', () => undefined);
}

const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The slow path's 304 (cache-headers.ts) goes out without a length, its content type kept. */
function notModifiedHeaders(answer: HttpAnswer): (string | string[])[] {
  return Object.entries(answer.headers)
    .filter(([name]) => name !== 'content-length')
    .flat();
}

/** What a fast answer's trace holds: no forge call (no session reports to this log), no error. */
const NONE = Object.freeze([]) as never[];
const NO_CALLS = new ForgeCallLog();

function keptAnswerTrace(requestId: string, startedAt: number, operationName: string | null): RequestTrace {
  return {
    requestId,
    startedAt,
    operationName,
    operationType: 'query',
    forgeCalls: NO_CALLS,
    errorCodes: NONE,
    cachedResponse: true,
  };
}
