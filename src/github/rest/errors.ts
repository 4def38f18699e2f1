// A failed forge call as GitHub's REST API answers the same failure: its status and its error body.
// A 404 says only "Not Found" (GitHub hides whether a private repository exists); the others carry the
// forge's own message, which says what went wrong in the forge's words.

import { ForgeError } from '../../forge/errors.js';
import { failure, notFound, type RestAnswer, validationFailed } from './answer.js';

export function forgeFailure(error: ForgeError, signedIn: boolean): RestAnswer {
  switch (error.kind) {
    case 'not-found':
      return notFound();
    case 'unauthenticated':
      return failure(401, signedIn ? 'Bad credentials' : 'Requires authentication');
    case 'forbidden':
      return failure(403, error.message || 'Forbidden');
    case 'archived':
      return failure(403, 'Repository was archived so is read-only.');
    case 'validation':
      return validationFailed(error.message, error.field);
    case 'conflict':
      return failure(409, error.message || 'Conflict');
    case 'rate-limited':
    case 'overloaded':
      return withRetryAfter(failure(429, 'API rate limit exceeded'), error.retryAfterSeconds);
    case 'budget':
      return failure(503, 'This request needed more forge calls than the gateway allows one request');
    case 'unsupported':
      return failure(501, 'The forge has no such thing');
    case 'timeout':
      return failure(504, 'The forge did not answer in time');
    case 'unavailable':
    case 'network':
      return failure(503, 'The forge is unavailable');
    case 'upstream':
      return failure(502, 'The forge failed to answer');
  }
}

function withRetryAfter(answer: RestAnswer, seconds: number | undefined): RestAnswer {
  return seconds === undefined ? answer : { ...answer, headers: { 'retry-after': String(seconds) } };
}

/** A forge failure as GitHub's answer; anything else is no answer of ours and goes on up. */
export function failureOf(error: unknown, signedIn: boolean): RestAnswer {
  if (error instanceof ForgeError) return forgeFailure(error, signedIn);
  throw error;
}
