// Subscriptions, queries and mutations over WebSocket with graphql-ws (protocol
// `graphql-transport-ws`) at /graphql, on the same HTTP server as HTTP and SSE, and through the same
// gate: each `subscribe` message becomes a POST to /graphql that Yoga handles with every plugin of
// the gateway (websocket-gate.ts), so an operation is refused, limited, logged and counted exactly
// as over HTTP. The caller's credentials come from the connection's `connectionParams.Authorization`,
// else from the upgrade request's Authorization header. A message larger than the HTTP body limit is
// never read: the connection closes with 1009 (Message Too Big) and a reason naming the limit.
// Each operation's context holds the upgrade request as `req` (as an SSE request's holds its Node
// request) and the connection as `liveConnection`, which counts against the per-connection cap.
// Loaded by upgrade.ts on the first accepted upgrade, so a gateway nobody subscribes to over
// WebSocket never loads ws and graphql-ws.

import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type ExecutionArgs, type GraphQLFormattedError, parse } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { isAsyncIterable, mapAsyncIterator, type YogaServerInstance } from 'graphql-yoga';
import { type WebSocket, WebSocketServer } from 'ws';
import type { Context } from '../../graphql/kit/context.js';
import { variablesProblem } from '../limits/input-guard.js';
import { sizeRefusalOf } from '../limits/response-size.js';
import { gateContext, gatewayUrlOf, OperationOutcome, type OperationResult } from './websocket-gate.js';

type Yoga = YogaServerInstance<Record<string, never>, Context>;

/** What graphql-ws sends for one result: plain JSON, without Yoga's internal `http` extensions. */
type PublicResult = Omit<OperationResult, 'errors'> & { errors?: GraphQLFormattedError[] };

/** The close code of a message over the size limit (RFC 6455: Message Too Big). */
export const MESSAGE_TOO_BIG = 1009;

/**
 * graphql-ws reads an operation's type from its document to choose between execute and subscribe.
 * Yoga has run the real document already; to graphql-ws every operation is a stream of results.
 */
const RESULTS = parse('subscription { results }');

/** A request error: the operation was refused before it ran, so graphql-ws answers `error`. */
class RefusedOperation extends Error {
  constructor(readonly errors: GraphQLFormattedError[]) {
    super('refused');
  }
}

function authorizationOf(params: Record<string, unknown> | undefined, header: string | undefined) {
  const fromParams = params?.Authorization ?? params?.authorization;
  return typeof fromParams === 'string' && fromParams !== '' ? fromParams : header;
}

/** An error as a GraphQL response carries it: Yoga's `http` and `unexpected` extensions stay inside. */
function publicError(error: unknown): GraphQLFormattedError {
  const json = (
    typeof (error as { toJSON?: unknown }).toJSON === 'function'
      ? (error as { toJSON(): GraphQLFormattedError }).toJSON()
      : error
  ) as GraphQLFormattedError;
  const { http: _http, unexpected: _unexpected, ...extensions } = json.extensions ?? {};
  return {
    message: json.message,
    ...(json.locations ? { locations: json.locations } : {}),
    ...(json.path ? { path: json.path } : {}),
    ...(Object.keys(extensions).length > 0 ? { extensions } : {}),
  };
}

function publicResult(result: OperationResult): PublicResult {
  // MAX_RESPONSE_BYTES holds over WebSocket as over HTTP: a result over it goes out as the refusal.
  const refusal = sizeRefusalOf(result);
  if (refusal) return refusal as PublicResult;
  const { errors, extensions, ...rest } = result;
  const { http: _http, ...publicExtensions } = extensions ?? {};
  return {
    ...rest,
    ...(errors ? { errors: errors.map(publicError) } : {}),
    ...(Object.keys(publicExtensions).length > 0 ? { extensions: publicExtensions } : {}),
  };
}

/** The errors of an answer a plugin gave early (before any result), as an HTTP client would read them. */
async function errorsOfResponse(response: Response): Promise<GraphQLFormattedError[]> {
  const body = (await response.json().catch(() => null)) as { errors?: unknown } | null;
  if (Array.isArray(body?.errors) && body.errors.length > 0) return body.errors.map(publicError);
  return [{ message: `the gateway answered HTTP ${response.status}`, extensions: { code: 'BAD_REQUEST' } }];
}

/** A stream that fails at once: graphql-ws answers a failing stream with `error`, our onError says with what. */
function refused(errors: GraphQLFormattedError[]): AsyncIterator<PublicResult> & AsyncIterable<PublicResult> {
  return {
    next: () => Promise.reject(new RefusedOperation(errors)),
    return: () => Promise.resolve({ done: true, value: undefined }),
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

async function* single(result: OperationResult): AsyncGenerator<PublicResult> {
  yield publicResult(result);
}

export interface WebSocketTransportOptions {
  /** the largest message a client may send: the HTTP body limit */
  maxMessageBytes: number;
  /** the deepest nesting of an operation's variables: checked before the operation is written as a body */
  maxVariableDepth: number;
}

export interface WebSocketTransport {
  /** takes over an HTTP upgrade request (a path other than the endpoint's answers 400) */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** closes every WebSocket (1001 going away) and stops accepting new ones; once */
  close(): Promise<void>;
}

export function createWebSocketTransport(
  yoga: Yoga,
  path: string,
  options: WebSocketTransportOptions,
): WebSocketTransport {
  const { maxMessageBytes, maxVariableDepth } = options;
  const sockets = new WebSocketServer({ noServer: true, path, maxPayload: maxMessageBytes });

  /** Sends one operation through Yoga; its results, or its refusal, as graphql-ws will send them. */
  async function run(
    upgrade: IncomingMessage,
    connection: object,
    params: Record<string, unknown> | undefined,
    payload: unknown,
  ): Promise<AsyncIterator<PublicResult>> {
    // before JSON.stringify, which would overflow the stack on variables nested deep enough
    const tooDeep = variablesProblem(
      (payload as { variables?: unknown } | null)?.variables,
      maxVariableDepth,
    );
    if (tooDeep) return refused([publicError(tooDeep)]);
    const body = JSON.stringify(payload);
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
      accept: 'application/graphql-response+json',
    };
    const authorization = authorizationOf(params, upgrade.headers.authorization);
    if (authorization) headers.authorization = authorization;
    const requestId = upgrade.headers['x-request-id'];
    if (typeof requestId === 'string') headers['x-request-id'] = requestId;
    const controller = new AbortController();
    const request = new yoga.fetchAPI.Request(gatewayUrlOf(upgrade, path), {
      method: 'POST',
      headers,
      body,
      signal: controller.signal,
    });
    const outcome = new OperationOutcome();
    const response = await yoga.handleRequest(
      request,
      gateContext({ req: upgrade, liveConnection: connection }, outcome),
    );
    const { result } = outcome;
    if (result === undefined) return refused(await errorsOfResponse(response));
    if (isAsyncIterable(result)) {
      // Ending the operation (complete, or the connection closing) ends Yoga's stream at once.
      return mapAsyncIterator(result, publicResult, undefined, () => controller.abort());
    }
    if (!outcome.executed && result.errors?.length) return refused(result.errors.map(publicError));
    return single(result);
  }

  const disposable = useServer(
    {
      onSubscribe: async (ctx, _id, payload) => {
        const results = await run(ctx.extra.request, ctx.extra, ctx.connectionParams, payload);
        // graphql-ws only reads the document (for the operation's type) and hands the args to subscribe.
        return { document: RESULTS, rootValue: results } as unknown as ExecutionArgs;
      },
      subscribe: (args) => args.rootValue as AsyncIterator<PublicResult> as never,
      // The results are public JSON already (publicResult): sent as they are.
      onNext: (_ctx, _id, _payload, _args, result) => result as never,
      onError: (_ctx, _id, _payload, errors) => {
        const cause = (errors[0] as { originalError?: unknown } | undefined)?.originalError;
        if (cause instanceof RefusedOperation) return cause.errors;
        // A stream that failed in a way Yoga did not turn into a result: nothing of it goes out.
        return [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }];
      },
    },
    sockets,
  );

  /**
   * ws refuses a message past maxPayload before reading it and closes with 1009 but no reason; the
   * reason names the limit, and the refusal goes through Yoga as an HTTP body of that size would,
   * so it is logged and counted as BODY_TOO_LARGE.
   */
  function refuseOversizedMessages(webSocket: WebSocket, upgrade: IncomingMessage) {
    const close = webSocket.close.bind(webSocket);
    webSocket.close = (code?: number, reason?: string | Buffer) =>
      close(
        code,
        code === MESSAGE_TOO_BIG && !reason
          ? `BODY_TOO_LARGE: a message may hold at most ${maxMessageBytes} bytes`
          : reason,
      );
    // graphql-ws's own listener would print every such error to stderr; ws closes the socket itself.
    webSocket.removeAllListeners('error');
    webSocket.on('error', (error: Error & { code?: string }) => {
      if (error.code !== 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH') return;
      const request = new yoga.fetchAPI.Request(gatewayUrlOf(upgrade, path), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(maxMessageBytes + 1) },
      });
      void Promise.resolve(
        yoga.handleRequest(request, gateContext({ req: upgrade }, new OperationOutcome())),
      ).catch(() => {});
    });
  }

  let closing: Promise<void> | undefined;
  return {
    handleUpgrade(request, socket, head) {
      if (closing) {
        socket.destroy();
        return;
      }
      sockets.handleUpgrade(request, socket, head, (webSocket) => {
        sockets.emit('connection', webSocket, request);
        refuseOversizedMessages(webSocket, request);
      });
    },
    close(): Promise<void> {
      closing ??= (async () => {
        for (const socket of sockets.clients) socket.close(1001, 'Going away');
        await disposable.dispose();
        await new Promise<void>((resolve) => sockets.close(() => resolve()));
      })();
      return closing;
    },
  };
}
