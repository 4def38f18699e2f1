// Whether the caller sent credentials: fields whose routes need a token answer an anonymous caller
// without a call.

import type { Context } from './context.js';
import { UnauthenticatedGatewayError } from './errors.js';

export const signedIn = (context: Pick<Context, 'forge'>) => Boolean(context.forge.init.authorization);

/**
 * Routes behind Gitea's reqToken answer 401 to every anonymous caller (routers/api/v1/api.go), so an
 * anonymous caller gets UNAUTHENTICATED on the field without a call.
 */
export function requireSignedIn(context: Pick<Context, 'forge'>): void {
  if (signedIn(context)) return;
  throw new UnauthenticatedGatewayError('this field needs a signed-in caller: send an Authorization header');
}
