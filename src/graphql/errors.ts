// The one table from forge failures to what callers see: a query error code (with the upstream
// status under `extensions.upstream`, never `extensions.http`, so one nested 404 does not turn
// the response into a 404) and, for mutations, the typed error object.

import { GraphQLError } from 'graphql';
import { ForgeError, type ForgeErrorKind } from '../forge/errors.js';

export type ErrorCode =
  | 'NOT_FOUND'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'CONFLICT'
  | 'REPO_ARCHIVED'
  | 'UPSTREAM_ERROR'
  | 'UPSTREAM_UNAVAILABLE'
  | 'UPSTREAM_TIMEOUT'
  | 'UPSTREAM_CALL_BUDGET_EXCEEDED';

export const ERROR_CODE_BY_KIND: Record<ForgeErrorKind, ErrorCode> = {
  'not-found': 'NOT_FOUND',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  validation: 'BAD_USER_INPUT',
  conflict: 'CONFLICT',
  archived: 'REPO_ARCHIVED',
  upstream: 'UPSTREAM_ERROR',
  unavailable: 'UPSTREAM_UNAVAILABLE',
  network: 'UPSTREAM_UNAVAILABLE',
  timeout: 'UPSTREAM_TIMEOUT',
  budget: 'UPSTREAM_CALL_BUDGET_EXCEEDED',
};

/** What the caller may know of an upstream failure: status, route template and message. */
export function upstreamExtension(error: ForgeError) {
  return { status: error.status, route: error.route, message: error.message };
}

export function toGraphQLError(error: ForgeError, base?: GraphQLError): GraphQLError {
  const code = ERROR_CODE_BY_KIND[error.kind];
  // 5xx bodies may carry internals (stack traces in debug builds); only the status goes out.
  const message =
    code === 'UPSTREAM_ERROR' ? `the forge failed (HTTP ${error.status ?? 'n/a'})` : error.message;
  return new GraphQLError(message, {
    nodes: base?.nodes,
    source: base?.source,
    positions: base?.positions,
    path: base?.path,
    originalError: error,
    extensions: {
      code,
      ...(error.field ? { field: error.field } : {}),
      upstream: upstreamExtension(error),
    },
  });
}

/** Yoga's maskError: forge failures become coded errors; our own coded errors pass; the rest is masked. */
export function maskError(error: unknown, message: string): Error {
  const graphqlError = error instanceof GraphQLError ? error : undefined;
  const original = graphqlError?.originalError ?? error;
  if (original instanceof ForgeError) return toGraphQLError(original, graphqlError);
  if (original instanceof GraphQLError && original.extensions?.code) return original;
  if (graphqlError && !graphqlError.originalError) return graphqlError; // validation/parse errors
  if (graphqlError?.extensions?.code) return graphqlError;
  return new GraphQLError(message, {
    nodes: graphqlError?.nodes,
    path: graphqlError?.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  });
}

/** An error in the caller's arguments, raised before any upstream call. */
export function badInput(message: string, field?: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', ...(field ? { field } : {}) } });
}
