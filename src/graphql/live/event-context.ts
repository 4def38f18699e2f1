// How the live-update fields reach this gateway's runtime: the gateway adds it to every request's
// context (src/server/gateway.ts), together with the connection a subscription belongs to. Between two events
// a stream forgets what it read, so each event resolves from fresh loaders and its own call budget.

import type { IncomingMessage } from 'node:http';
import { GraphQLError } from 'graphql';
import type { LiveRuntime } from '../../live/runtime.js';
import { ForgeCallLog } from '../../observability/forge-call-log.js';
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

/**
 * A new forge session (same caller, same request id, a fresh budget) with a call log of its own, and
 * empty loaders (all of them) for one event.
 */
export function freshReads(context: Context, live: LiveRuntime): void {
  const { requestId, budget } = context.forge.init;
  context.forgeCalls = new ForgeCallLog();
  context.forge = live.client.session({
    authorization: context.caller.authorization,
    requestId,
    budget,
    observer: context.forgeCalls,
  });
  context.memo.clear();
  context.files = new FileLoaders(context.forge, context.settings.naive, context.tracing);
  clearEveryLoader(context);
}
