// Limits a request must pass before any upstream call: body size (by its Content-Length, or counted
// while a chunked body is read),
// tokens (while parsing), depth, aliases and directives (while validating), and the cost in forge
// calls (call-budget.ts, before executing). Each refusal has
// its own `extensions.code`, so a client can tell which limit it hit. The upstream call budget of
// the forge session (UPSTREAM_CALL_BUDGET_EXCEEDED) bounds what a valid document can still fan out
// to, e.g. a page size given through a variable. Around them: one `__schema` per document
// (graphql/introspection-limit.ts), variables no deeper than a limit and no NUL in any string
// (graphql/input-guard.ts), an answer no larger than a limit (graphql/response-size.ts), at most
// 100 ids in `nodes(ids:)` (graphql/kit/nodes-limit.ts), and a request that must arrive in time
// (http-server.ts). Each limit's default, variable and code: limit-table.ts.

import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { GraphQLError, type ValidationContext, type ValidationRule } from 'graphql';
import type { FetchAPI, Plugin } from 'graphql-yoga';
import { INPUT_CODES, inputGuard } from './input-guard.js';
import { introspectionLimitRule, TOO_MANY_INTROSPECTIONS } from './introspection-limit.js';
import { limitCode, type QueryLimits } from './limit-table.js';
import { RESPONSE_TOO_LARGE, responseSizeLimit } from './response-size.js';
import { multipartBytes, uploadLimit } from './uploads.js';

export { DEFAULT_LIMITS, type QueryLimits } from './limit-table.js';

export const LIMIT_CODES = {
  depth: limitCode('maxDepth'),
  aliases: limitCode('maxAliases'),
  tokens: limitCode('maxTokens'),
  cost: limitCode('maxCost'),
  directives: limitCode('maxDirectives'),
  body: limitCode('maxBodyBytes'),
  introspection: TOO_MANY_INTROSPECTIONS,
  variablesDepth: INPUT_CODES.variablesDepth,
  response: RESPONSE_TOO_LARGE,
} as const;

function limitError(armorError: GraphQLError, code: string): GraphQLError {
  // graphql-armor words every refusal as a syntax error; the code says what it really is.
  const message = armorError.message.replace(/^Syntax Error: /, '');
  // As Yoga answers its own validation errors: 400 to graphql-response+json clients, 200 to JSON ones.
  return new GraphQLError(message, { extensions: { code, http: { status: 400, spec: true } } });
}

/** graphql-armor callbacks that report a refusal as a validation error with our code. */
function reportAs(code: string) {
  return {
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null, error: GraphQLError) => {
        if (context) context.reportError(limitError(error, code));
        else throw limitError(error, code);
      },
    ],
  };
}

/**
 * A body refused half-way leaves the rest of it unread on the connection, which the server then
 * drops; `connection: close` tells the client not to send its next request on that connection.
 */
const closeAfterRefusedBody: Plugin = {
  onResponse({ response }) {
    if (response.status === 413) response.headers.set('connection', 'close');
  },
};

function validationRule(rule: ValidationRule): Plugin {
  return { onValidate: ({ addValidationRule }) => addValidationRule(rule) };
}

export function limitPlugins(limits: QueryLimits): Plugin[] {
  return [
    closeAfterRefusedBody,
    bodySizeLimit(limits),
    uploadLimit(limits),
    maxTokensPlugin({ n: limits.maxTokens, ...reportAs(LIMIT_CODES.tokens) }),
    maxDepthPlugin({ n: limits.maxDepth, ...reportAs(LIMIT_CODES.depth) }),
    // `__typename` counts too (graphql-armor lets it pass by default): 1,000 of them are 1,000 answers.
    maxAliasesPlugin({ n: limits.maxAliases, allowList: [], ...reportAs(LIMIT_CODES.aliases) }),
    maxDirectivesPlugin({ n: limits.maxDirectives, ...reportAs(LIMIT_CODES.directives) }),
    validationRule(introspectionLimitRule(1)),
    inputGuard(limits.maxVariableDepth),
    responseSizeLimit(limits.maxResponseBytes),
  ] as Plugin[];
}

/** A multipart request (an upload) may weigh its files too. */
const bodyLimitOf = (request: Request, limits: QueryLimits) =>
  request.headers.get('content-type')?.startsWith('multipart/form-data')
    ? multipartBytes(limits)
    : limits.maxBodyBytes;

function bodyTooLarge(limit: number): GraphQLError {
  return new GraphQLError(`the request body exceeds the limit of ${limit} bytes`, {
    extensions: { code: LIMIT_CODES.body, http: { status: 413 } },
  });
}

/** A body that arrives in chunks, with no Content-Length: counted as it is read, refused past the limit. */
function countedBody(request: Request, limits: QueryLimits, fetchAPI: FetchAPI): Request {
  let bytes = 0;
  const limit = bodyLimitOf(request, limits);
  // A native stream needs the native TransformStream, a ponyfilled one the ponyfill (as Yoga does).
  const Transform =
    request.body instanceof ReadableStream ? globalThis.TransformStream : fetchAPI.TransformStream;
  const counted = request.body?.pipeThrough(
    new Transform({
      transform(chunk: Uint8Array, controller) {
        bytes += chunk.byteLength;
        if (bytes > limit) controller.error(bodyTooLarge(limit));
        else controller.enqueue(chunk);
      },
    }),
  );
  return new fetchAPI.Request(request.url, {
    method: request.method,
    headers: request.headers,
    signal: request.signal,
    body: counted,
    duplex: 'half',
  } as RequestInit);
}

/**
 * The body-size limit. A body with a Content-Length is judged by it before a byte is read: Node's
 * HTTP parser delivers exactly that many bytes, so there is nothing left to count. Yoga's own limit
 * (switched off in gateway.ts) pipes every body through a counting stream, which cost 4 % of the
 * gateway's CPU under load; here only a chunked body is.
 */
export function bodySizeLimit(limits: QueryLimits): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser, fetchAPI }) {
      const length = request.headers.get('content-length');
      if (length !== null) {
        if (!/^\d+$/.test(length)) {
          throw new GraphQLError('the Content-Length header is not a length', {
            extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
          });
        }
        const limit = bodyLimitOf(request, limits);
        if (Number(length) > limit) throw bodyTooLarge(limit);
        return;
      }
      if (!requestParser || !request.body) return;
      setRequestParser((chunked) => requestParser(countedBody(chunked, limits, fetchAPI)));
    },
  };
}
