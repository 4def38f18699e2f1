// A subscriber whose request ends (the client closed the SSE response, or the WebSocket operation
// was completed) while its subscription is still being set up: Yoga drops the stream it would have
// read without ending it, so the caps it counts against and its place on the bus would be held
// forever. The request's abort signal tells; the subscription lets go of both when it fires.

import { GraphQLError } from 'graphql';
import type { SubscriberStream } from '../../live/stream.js';
import type { Context } from '../kit/context.js';
import type { LiveContext } from './event-context.js';

/** The abort signal of the request a subscription arrived on (SSE, or the WebSocket operation's own). */
export function requestSignalOf(context: Context): AbortSignal | undefined {
  return (context as LiveContext).request?.signal;
}

/** The refusal of a subscription whose subscriber left before it was set up; nobody reads it. */
export function subscriberGone(): GraphQLError {
  return new GraphQLError('the subscriber went away before its subscription was set up', {
    extensions: { code: 'CLIENT_CLOSED' },
  });
}

/** Ends `stream` as soon as its subscriber's request ends (at once if it already has). */
export function endWhenGone(signal: AbortSignal | undefined, stream: SubscriberStream): void {
  if (!signal) return;
  if (signal.aborted) stream.complete('client_closed');
  else signal.addEventListener('abort', () => stream.complete('client_closed'), { once: true });
}
