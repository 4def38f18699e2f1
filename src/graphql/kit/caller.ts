// Who sent a request, said once when its context is made (`context.caller`): resolvers and plugins
// ask it, never the request's headers. A caller is anonymous when it sends no credentials; its
// credentials go to the forge as sent; its key (the one its rate limit and its subscriptions count
// under) is resolved on the first ask only, since learning it may cost a forge call (GET /user).

import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export interface Caller {
  /** sent no credentials: the forge answers it as it answers anyone */
  readonly anonymous: boolean;
  /** its Authorization header as sent, passed to the forge unchanged; undefined when anonymous */
  readonly authorization: string | undefined;
  /** the key its rate limit and subscriptions count under: asked once, then the same answer */
  key(): Promise<string>;
}

/** The Node request a caller came on: its socket has the client's address. */
type ClientRequest = Pick<IncomingMessage, 'socket' | 'headers'> | undefined;

/** The key a caller's rate limit counts under (live/runtime.ts callerKey), from its credentials and connection. */
export type CallerOf = (
  authorization: string | undefined,
  req: ClientRequest,
  requestId: string,
) => Promise<string>;

/**
 * A request's credentials: its Authorization header, an empty one being none. For what runs before
 * the request has a context (the response cache, the credential guard); everything else asks
 * `context.caller`.
 */
export function credentialsOf(request: Request): string | undefined {
  return request.headers.get('authorization') || undefined;
}

/**
 * The caller of `request`. Its key comes from `keyOf` (the live runtime's, which asks the forge who
 * the credentials belong to); without one, from the credentials alone: `anonymous`, or a hash of them.
 */
export function callerFor(request: Request, req: ClientRequest, requestId: string, keyOf?: CallerOf): Caller {
  const authorization = credentialsOf(request);
  let key: Promise<string> | undefined;
  return {
    anonymous: authorization === undefined,
    authorization,
    key: () => {
      key ??= keyOf ? keyOf(authorization, req, requestId) : Promise.resolve(ownKey(authorization));
      return key;
    },
  };
}

const ownKey = (authorization: string | undefined) =>
  authorization === undefined
    ? 'anonymous'
    : `credential:${createHash('sha256').update(authorization).digest('base64url')}`;
