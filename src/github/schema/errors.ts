// Errors as GitHub sends them: a `type` beside `message`, `path` and `locations` (NOT_FOUND,
// FORBIDDEN, UNPROCESSABLE, ...), named from the gateway's own error codes (graphql/errors.ts).

import { GraphQLError } from 'graphql';

/** GitHub's error type for each code of the gateway; codes without one keep no type. */
const TYPE_OF_CODE: Record<string, string> = {
  NOT_FOUND: 'NOT_FOUND',
  FORBIDDEN: 'FORBIDDEN',
  UNAUTHENTICATED: 'FORBIDDEN',
  BAD_USER_INPUT: 'UNPROCESSABLE',
  CONFLICT: 'UNPROCESSABLE',
  REPO_ARCHIVED: 'UNPROCESSABLE',
  NOT_SUPPORTED: 'UNPROCESSABLE',
  RATE_LIMITED: 'RATE_LIMITED',
  FORGE_OVERLOADED: 'RATE_LIMITED',
  UPSTREAM_ERROR: 'INTERNAL',
  UPSTREAM_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  UPSTREAM_TIMEOUT: 'TIMEOUT',
  UPSTREAM_CALL_BUDGET_EXCEEDED: 'MAX_NODE_LIMIT_EXCEEDED',
  INTERNAL_SERVER_ERROR: 'INTERNAL',
};

export function githubTypeOf(code: unknown): string | undefined {
  return typeof code === 'string' ? TYPE_OF_CODE[code] : undefined;
}

/** GitHub's words for a name that resolves to nothing: "Could not resolve to a Repository with the name 'a/b'." */
export function couldNotResolve(type: string, what: string): GraphQLError {
  return new GraphQLError(`Could not resolve to a ${type} with ${what}.`, {
    extensions: { code: 'NOT_FOUND' },
  });
}

/** An input the forge cannot act on, refused before any call. */
export function unprocessable(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

/** An error of the answer with GitHub's `type` at its top level; the code stays under `extensions`. */
export function withGithubType(error: Record<string, unknown>): Record<string, unknown> {
  const extensions = error.extensions as Record<string, unknown> | undefined;
  const type = githubTypeOf(extensions?.code);
  return type ? { type, ...error } : error;
}

/** GitHub answers a lookup of a name that names nothing with null (and no error) on some roots. */
export function nullWhenNotFound(error: unknown): null {
  if (error instanceof GraphQLError && error.extensions?.code === 'NOT_FOUND') return null;
  throw error;
}
