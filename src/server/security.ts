// Browser-facing protections: CSRF prevention, the Origin of WebSocket upgrades, credentials that
// cannot be sent, and switching introspection off for production.

import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { useCORS } from '@whatwg-node/server';
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { CREDENTIALS_CODE, credentialProblem } from '../forge/http/credentials.js';
import { credentialsOf } from '../graphql/kit/caller.js';
import { traceOf } from '../observability/request-trace.js';

/**
 * Headers that make a request non-simple. A browser sends a cross-site request with a custom
 * header or `content-type: application/json` only after a CORS preflight, which this gateway
 * grants only to the origins of CORS_ORIGINS (none by default), so a forged form post or GET from
 * another site cannot ride on the user's cookies or network position. GraphiQL and JSON clients send `application/json` and pass unchanged.
 */
export const CSRF_HEADERS = ['x-graphql-csrf', 'x-graphql-yoga-csrf'];

export const CSRF_CODE = 'CSRF_HEADER_REQUIRED';

/**
 * The CSRF prevention plugin, with a code and a message that says how to comply. GET requests pass
 * without a header: they can only run queries (Yoga answers a mutation over GET with 405, as GraphQL
 * over HTTP requires), and a cross-site page cannot read their answer (same-origin policy), so urql
 * and other clients that send queries as GET work out of the box. Form-encoded, multipart and
 * `text/plain` POSTs, which a cross-site form could send, still need the header.
 */
export function csrfPrevention(): Plugin {
  const plugin = useCSRFPrevention({ requestHeaders: CSRF_HEADERS }) as Plugin;
  return {
    onRequestParse(payload) {
      if (payload.request.method === 'GET') return;
      try {
        return plugin.onRequestParse?.(payload);
      } catch {
        throw new GraphQLError(
          `a request without content-type application/json must carry an ${CSRF_HEADERS[0]} header`,
          { extensions: { code: CSRF_CODE, http: { status: 403 } } },
        );
      }
    },
  };
}

/**
 * Refuses introspection, and drops "Did you mean …?" from validation messages, since field
 * suggestions would reveal the schema piece by piece.
 */
export function disableIntrospection(): Plugin[] {
  return [
    useDisableIntrospection() as Plugin,
    {
      onValidate() {
        return ({ valid, result, setResult }) => {
          if (valid) return;
          setResult(
            result.map((error) =>
              / Did you mean .*\?$/.test(error.message)
                ? new GraphQLError(error.message.replace(/ Did you mean .*\?$/, ''), {
                    nodes: error.nodes,
                    extensions: error.extensions,
                  })
                : error,
            ),
          );
        };
      },
    },
  ];
}

export const CORS_CODE = 'CORS_ORIGIN_NOT_ALLOWED';

/**
 * Answers a CORS preflight from an origin that is not allowed with 403 and a message that says how
 * to allow it, instead of letting it fall through to the CSRF check (whose message is about
 * headers and would send a newcomer the wrong way).
 */
export function corsPreflightGuard(allowedOrigins: readonly string[]): Plugin {
  const allowed = new Set(allowedOrigins);
  return {
    onRequest({ request, endResponse, fetchAPI }) {
      if (request.method !== 'OPTIONS') return;
      const origin = request.headers.get('origin');
      if (!origin || !request.headers.has('access-control-request-method') || allowed.has(origin)) return;
      traceOf(request).errorCodes.push(CORS_CODE);
      const message = `the origin ${origin} may not call this gateway from a browser; start it with --cors-origins ${origin} (or CORS_ORIGINS=${origin}) to allow it`;
      endResponse(
        fetchAPI.Response.json({ errors: [{ message, extensions: { code: CORS_CODE } }] }, { status: 403 }),
      );
    },
  };
}

/**
 * Cross-origin access for the origins of CORS_ORIGINS only; none by default, so only same-origin
 * pages (GraphiQL) and non-browser clients can call the gateway.
 */
export function corsPlugins(origins: readonly string[]): Plugin[] {
  if (origins.length === 0) return [];
  return [
    useCORS({
      origin: [...origins],
      credentials: false,
      methods: ['GET', 'POST'],
      allowedHeaders: ['authorization', 'content-type', 'x-request-id', 'x-graphql-csrf'],
      exposedHeaders: ['x-request-id'],
    }) as Plugin,
  ];
}

/**
 * Whether a page of `origin` may open a WebSocket to the gateway reached as `host`. A browser sends
 * an Origin with every WebSocket and, unlike a fetch, never asks the server first (no preflight) nor
 * hides the answer from the page, so the gateway decides: no Origin (not a browser), the gateway's
 * own (GraphiQL served by it; same host as the Host header, whatever the scheme a proxy in front
 * terminates), or one of CORS_ORIGINS.
 */
export function originMayConnect(origin: string | null, host: string, allowed: ReadonlySet<string>): boolean {
  if (origin === null || allowed.has(origin)) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * Refuses an Authorization value that is no credential (credentials.ts) with BAD_CREDENTIALS and
 * HTTP 400, before the request is parsed: over HTTP, SSE and WebSocket alike (the WebSocket
 * transport puts its connection params' credential on each operation's request).
 */
export function credentialGuard(): Plugin {
  return {
    onRequestParse({ request }) {
      const problem = credentialProblem(credentialsOf(request));
      if (problem) {
        throw new GraphQLError(problem, { extensions: { code: CREDENTIALS_CODE, http: { status: 400 } } });
      }
    },
  };
}
