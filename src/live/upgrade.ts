// WebSocket subscriptions on the gateway's HTTP server: every upgrade request goes to the graphql-ws
// transport (websocket.ts), which is loaded on the first one. Upgrades that arrive while it loads
// wait for it; a socket that fails meanwhile is destroyed, never left to throw at the process.

import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { YogaServerInstance } from 'graphql-yoga';
import type { Context } from '../context.js';
import type { WebSocketTransport } from './websocket.js';

export interface WebSocketAttachment {
  /** closes every WebSocket and stops accepting new ones */
  close(): Promise<void>;
}

export function attachWebSocket(
  server: Server,
  yoga: YogaServerInstance<Record<string, never>, Context>,
  path = '/graphql',
): WebSocketAttachment {
  let transport: Promise<WebSocketTransport> | undefined;
  let closed = false;
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const destroy = () => socket.destroy();
    socket.on('error', destroy);
    transport ??= import('./websocket.js').then(({ createWebSocketTransport }) =>
      createWebSocketTransport(yoga, path),
    );
    void transport.then(
      (loaded) => {
        socket.off('error', destroy);
        if (closed || socket.destroyed) destroy();
        else loaded.handleUpgrade(request, socket, head);
      },
      () => destroy(),
    );
  };
  server.on('upgrade', onUpgrade);
  return {
    async close() {
      closed = true;
      server.off('upgrade', onUpgrade);
      if (transport) await (await transport).close();
    },
  };
}
