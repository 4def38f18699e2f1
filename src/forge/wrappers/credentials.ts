// An Authorization value that is no credential at all is refused before any call (BAD_CREDENTIALS
// upstream of the breaker, so a caller's typo never counts against the forge's health).

import { ForgeError } from '../errors.js';
import type { Wrapper } from '../http/call.js';
import { credentialProblem } from '../http/credentials.js';

export const credentials: Wrapper = (next) => async (call) => {
  const authorization = call.session.init.authorization;
  const problem = authorization ? credentialProblem(authorization) : undefined;
  if (problem) {
    throw new ForgeError({
      kind: 'unauthenticated',
      status: null,
      method: call.method,
      route: call.route,
      message: problem,
    });
  }
  return next(call);
};
