// How the live-update fields reach this gateway's runtime: the gateway adds it to every request's
// context (src/server/gateway.ts), together with the connection a subscription belongs to. Between two events
// a stream forgets what it read, so each event resolves from fresh loaders and its own call budget.

import type { IncomingMessage } from 'node:http';
import { GraphQLError } from 'graphql';
import type { LiveRuntime } from '../../live/runtime.js';
import type { Context } from '../kit/context.js';
import { FileLoaders } from '../kit/file-loader.js';
import { clearEveryLoader } from '../kit/loader-registry.js';

export interface LiveContextFields {
  live?: LiveRuntime;
  /** the WebSocket connection of a graphql-ws subscription (graphql-ws' `ctx.extra`: socket and upgrade request) */
  liveConnection?: object;
  /** Yoga puts the HTTP request into every context */
  request?: Request;
  /** and, on Node's HTTP server, the Node request it came from (its socket has the client's address) */
  req?: IncomingMessage;
}

export type LiveContext = Context & LiveContextFields;

export function runtimeOf(context: Context): LiveRuntime {
  const live = (context as LiveContext).live;
  if (!live) {
    throw new GraphQLError('live updates are not running on this gateway', {
      extensions: { code: 'LIVE_UPDATES_UNAVAILABLE' },
    });
  }
  return live;
}

export function connectionOf(context: Context): object {
  const fields = context as LiveContext;
  return fields.liveConnection ?? fields.request ?? context;
}

/** The Node request a subscription arrived on: a WebSocket's upgrade request, else the SSE request. */
export function clientRequestOf(context: Context): IncomingMessage | undefined {
  const fields = context as LiveContext;
  const upgrade = (fields.liveConnection as { request?: IncomingMessage } | undefined)?.request;
  return upgrade ?? fields.req;
}

/** A new forge session (same caller, same request id, a fresh budget) and empty loaders (all of them) for one event. */
export function freshReads(context: Context, live: LiveRuntime): void {
  const { authorization, requestId, budget } = context.forge.init;
  const calls: Context['upstreamCalls'] = [];
  context.forge = live.client.session({
    authorization,
    requestId,
    budget,
    onCall: (call) => calls.push(call),
  });
  context.upstreamCalls = calls;
  context.memo.clear();
  context.files = new FileLoaders(context.forge, context.settings.naive, context.tracing);
  clearEveryLoader(context);
}
