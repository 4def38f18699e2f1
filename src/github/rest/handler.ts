// The REST routes GitHub clients call beside GraphQL (`https://HOST/api/v3/...` for a GitHub Enterprise
// host), answered from the forge in GitHub's shapes. A request handler of its own in front of the
// GraphQL one: each request gets the forge session a GraphQL request gets (the context factory's: the
// caller's credentials, shared cache, rate limit, call budget, call log) and the same log line and
// metrics, named by its route's operation (RestViewer, RestSearchIssues, ...). A path it does not serve
// gets GitHub's 404 body.

import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { FetchAPI } from 'graphql-yoga';
import { credentialProblem } from '../../forge/http/credentials.js';
import type { ForgeSession } from '../../forge/session.js';
import type { Logger } from '../../observability/logging.js';
import type { GatewayMetrics } from '../../observability/metrics.js';
import { logLine, logRequest, requestLogOf } from '../../observability/plugin.js';
import { traceOf } from '../../observability/request-trace.js';
import { failure, notFound, type RestAnswer } from './answer.js';
import { readJsonBody } from './body.js';
import { failureOf } from './errors.js';
import { createRouter } from './router.js';
import { REST_ROUTES } from './routes/index.js';

export const REST_PREFIX = '/api/v3';

/**
 * The scopes gh checks for (`repo`, `read:org`, `gist`): the forge's REST API does not tell a token's
 * scopes, so every signed-in answer names these, and the forge still refuses what its token may not do.
 */
export const ANNOUNCED_SCOPES = 'repo, read:org, gist';

export interface RestApiOptions {
  /** the per-request context of /graphql (graphql/context.ts createContextFactory): its forge session */
  sessionOf: (init: { request: Request; req: IncomingMessage }) => { forge: ForgeSession };
  logger: Logger;
  metrics: GatewayMetrics;
  maxBodyBytes: number;
  /**
   * Yoga's fetch API: the Request the context factory reads is made from it, never from Node's global
   * (reading `globalThis.Request` loads Node's own fetch, see server/without-node-fetch.ts)
   */
  fetchAPI: Pick<FetchAPI, 'Request'>;
}

const WITH_BODY = new Set(['POST', 'PATCH', 'PUT']);

const isRestPath = (url: string) =>
  url === REST_PREFIX || url.startsWith(`${REST_PREFIX}/`) || url.startsWith(`${REST_PREFIX}?`);

/** The origin the caller reached: its scheme and Host header (localhost when that is no host). */
function originOf(req: IncomingMessage): string {
  const scheme = (req.socket as TLSSocket).encrypted ? 'https' : 'http';
  try {
    return new URL(`${scheme}://${req.headers.host ?? 'localhost'}`).origin;
  } catch {
    return `${scheme}://localhost`;
  }
}

function write(res: ServerResponse, answer: RestAnswer, headers: Record<string, string>): void {
  const text = answer.text ?? (answer.body === undefined ? undefined : JSON.stringify(answer.body));
  res.writeHead(answer.status, {
    ...headers,
    ...answer.headers,
    ...(text === undefined
      ? {}
      : { 'content-type': answer.contentType ?? 'application/json; charset=utf-8' }),
  });
  res.end(text);
}

export function createRestApi(options: RestApiOptions): (next: RequestListener) => RequestListener {
  const route = createRouter(REST_ROUTES);
  const log = requestLogOf(options.logger);

  const answer = async (req: IncomingMessage, url: URL, request: Request): Promise<[RestAnswer, string]> => {
    const method = req.method ?? 'GET';
    const matched = route(method, url.pathname.slice(REST_PREFIX.length));
    if (!matched) return [notFound(), 'RestNotFound'];
    const [, operation, handle] = matched.row;
    const authorization = req.headers.authorization;
    if (credentialProblem(authorization)) return [failure(401, 'Bad credentials'), operation];
    const read = WITH_BODY.has(method) ? await readJsonBody(req, options.maxBodyBytes) : { body: undefined };
    if ('refused' in read) return [read.refused, operation];
    const { forge } = options.sessionOf({ request, req });
    try {
      const result = await handle({
        params: matched.params,
        query: url.searchParams,
        body: read.body,
        accept: req.headers.accept ?? '',
        forge,
        links: { api: `${url.origin}${REST_PREFIX}` },
        url,
      });
      return [result, operation];
    } catch (error) {
      return [failureOf(error, Boolean(authorization)), operation];
    }
  };

  return (next) => (req, res) => {
    const rawUrl = req.url ?? '/';
    if (!isRestPath(rawUrl)) return next(req, res);
    const url = new URL(rawUrl, originOf(req));
    const requestId = req.headers['x-request-id'];
    const authorization = req.headers.authorization;
    // the context factory reads the caller's credentials and request id from a fetch Request
    const request = new options.fetchAPI.Request(url, {
      headers: {
        ...(typeof requestId === 'string' ? { 'x-request-id': requestId } : {}),
        ...(authorization && !credentialProblem(authorization) ? { authorization } : {}),
      },
    });
    const trace = traceOf(request);
    trace.path = url.pathname;
    trace.operationType = 'rest';
    const finish = (result: RestAnswer, operation: string) => {
      trace.operationName = operation;
      write(res, result, {
        'x-request-id': trace.requestId,
        'x-github-media-type': 'github.v3; format=json',
        ...(authorization ? { 'x-oauth-scopes': ANNOUNCED_SCOPES } : {}),
      });
      logRequest(log, logLine(trace, req.method ?? 'GET', url.pathname, result.status));
      options.metrics.observe(trace, result.status);
    };
    answer(req, url, request).then(
      ([result, operation]) => finish(result, operation),
      (error: unknown) => {
        options.logger.error({ err: error, requestId: trace.requestId }, 'REST route failed');
        finish(failure(500, 'Server Error'), 'RestServerError');
      },
    );
  };
}
