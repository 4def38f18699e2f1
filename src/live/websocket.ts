// Subscriptions over WebSocket with graphql-ws (protocol `graphql-transport-ws`) at /graphql, on the
// same HTTP server and through the same Yoga pipeline (plugins, limits, error masking) as SSE. The
// caller's credentials come from the connection's `connectionParams.Authorization`, else from the
// upgrade request's Authorization header; each connection counts as one against the per-connection cap.
// Loaded by upgrade.ts on the first upgrade request, so a gateway nobody subscribes to over WebSocket
// never loads ws and graphql-ws.

import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ExecutionArgs } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import type { YogaServerInstance } from 'graphql-yoga';
import { WebSocketServer } from 'ws';
import type { Context } from '../context.js';

interface EnvelopedRoot {
  execute: (args: ExecutionArgs) => unknown;
  subscribe: (args: ExecutionArgs) => unknown;
}

function authorizationOf(params: Record<string, unknown> | undefined, header: string | undefined) {
  const fromParams = params?.Authorization ?? params?.authorization;
  return typeof fromParams === 'string' && fromParams !== '' ? fromParams : header;
}

export interface WebSocketTransport {
  /** takes over an HTTP upgrade request (a path other than the endpoint's answers 400) */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** closes every WebSocket (1001 going away) and stops accepting new ones; once */
  close(): Promise<void>;
}

export function createWebSocketTransport(
  yoga: YogaServerInstance<Record<string, never>, Context>,
  path: string,
): WebSocketTransport {
  const sockets = new WebSocketServer({ noServer: true, path });
  const disposable = useServer(
    {
      execute: (args) => (args.rootValue as EnvelopedRoot).execute(args) as never,
      subscribe: (args) => (args.rootValue as EnvelopedRoot).subscribe(args) as never,
      onSubscribe: async (ctx, _id, payload) => {
        const authorization = authorizationOf(ctx.connectionParams, ctx.extra.request.headers.authorization);
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (authorization) headers.authorization = authorization;
        const requestId = ctx.extra.request.headers['x-request-id'];
        if (typeof requestId === 'string') headers['x-request-id'] = requestId;
        const request = new yoga.fetchAPI.Request(`http://gateway${path}`, { method: 'POST', headers });
        const enveloped = yoga.getEnveloped({ request, params: payload, liveConnection: ctx.extra });
        const document = enveloped.parse(payload.query);
        const errors = enveloped.validate(enveloped.schema, document);
        if (errors.length > 0) return errors;
        return {
          schema: enveloped.schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue: await enveloped.contextFactory(),
          rootValue: { execute: enveloped.execute, subscribe: enveloped.subscribe },
        };
      },
    },
    sockets,
  );
  let closing: Promise<void> | undefined;
  return {
    handleUpgrade(request, socket, head) {
      if (closing) {
        socket.destroy();
        return;
      }
      sockets.handleUpgrade(request, socket, head, (webSocket) =>
        sockets.emit('connection', webSocket, request),
      );
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
