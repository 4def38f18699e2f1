// WebSocket subscriptions on the gateway's HTTP server. Every upgrade request first goes through the
// gateway's plugins as a GET (websocket-gate.ts): one whose Origin may not connect is answered there,
// 403 with CORS_ORIGIN_NOT_ALLOWED, logged and counted; the others go to the graphql-ws transport
// (websocket.ts), which is loaded on the first one. Upgrades that arrive while it loads wait for it;
// a socket that fails meanwhile is destroyed, never left to throw at the process.

import { type IncomingMessage, type Server, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { YogaServerInstance } from 'graphql-yoga';
import type { Context } from '../../graphql/kit/context.js';
import type { WebSocketTransport } from './websocket.js';
import { gateContext, gatewayUrlOf, UpgradeVerdict } from './websocket-gate.js';

export interface WebSocketAttachment {
  /** closes every WebSocket and stops accepting new ones */
  close(): Promise<void>;
}

type Yoga = YogaServerInstance<Record<string, never>, Context>;

function upgradeCheck(yoga: Yoga, request: IncomingMessage): Request {
  const headers: Record<string, string> = { upgrade: 'websocket' };
  for (const name of ['origin', 'x-request-id', 'user-agent']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return new yoga.fetchAPI.Request(gatewayUrlOf(request), { method: 'GET', headers });
}

/** Writes the gate's refusal as the HTTP answer to the upgrade request, then closes the connection. */
async function refuse(socket: Duplex, response: Response): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  const lines = [`HTTP/1.1 ${response.status} ${STATUS_CODES[response.status] ?? ''}`];
  response.headers.forEach((value, name) => {
    if (name !== 'content-length' && name !== 'connection') lines.push(`${name}: ${value}`);
  });
  lines.push(`content-length: ${body.length}`, 'connection: close', '', '');
  socket.end(Buffer.concat([Buffer.from(lines.join('\r\n'), 'latin1'), body]));
}

export function attachWebSocket(server: Server, yoga: Yoga, path = '/graphql'): WebSocketAttachment {
  let transport: Promise<WebSocketTransport> | undefined;
  let closed = false;
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const destroy = () => socket.destroy();
    socket.on('error', destroy);
    const verdict = new UpgradeVerdict();
    void (async () => {
      const response = await yoga.handleRequest(
        upgradeCheck(yoga, request),
        gateContext({ req: request }, verdict),
      );
      if (!verdict.accepted) {
        await refuse(socket, response);
        return;
      }
      transport ??= import('./websocket.js').then(({ createWebSocketTransport }) =>
        createWebSocketTransport(yoga, path, {
          maxMessageBytes: verdict.maxMessageBytes,
          maxVariableDepth: verdict.maxVariableDepth,
        }),
      );
      const loaded = await transport;
      socket.off('error', destroy);
      if (closed || socket.destroyed) destroy();
      else loaded.handleUpgrade(request, socket, head);
    })().catch(destroy);
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
