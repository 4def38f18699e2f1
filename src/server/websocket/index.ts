// Live updates as the server serves them: the instance's live updates (src/live/) plus graphql-ws on
// the HTTP server's /graphql. Draining or closing ends the subscriptions and then the WebSockets.

import type { Server } from 'node:http';
import type { YogaServerInstance } from 'graphql-yoga';
import type { Context } from '../../graphql/kit/context.js';
import type { Live } from '../../live/index.js';
import { attachWebSocket, type WebSocketAttachment } from './upgrade.js';

export interface ServedLive extends Live {
  /** serves graphql-ws on the server's /graphql */
  attach(server: Server, yoga: YogaServerInstance<Record<string, never>, Context>): void;
}

export function withWebSockets(live: Live): ServedLive {
  const sockets: WebSocketAttachment[] = [];
  return {
    ...live,
    attach(server, yoga) {
      sockets.push(attachWebSocket(server, yoga));
    },
    drain() {
      live.drain();
      for (const socket of sockets) void socket.close();
    },
    async close() {
      live.drain();
      await Promise.all(sockets.map((socket) => socket.close()));
      await live.close();
    },
  };
}
