// Fields whose routes need a token answer an anonymous caller without a call.

import type { Context } from './context.js';
import { UnauthenticatedGatewayError } from './errors.js';

/**
 * Routes behind Gitea's reqToken answer 401 to every anonymous caller (routers/api/v1/api.go), so an
 * anonymous caller gets UNAUTHENTICATED on the field without a call.
 */
export function requireSignedIn(context: Pick<Context, 'caller'>): void {
  if (!context.caller.anonymous) return;
  throw new UnauthenticatedGatewayError('this field needs a signed-in caller: send an Authorization header');
}
