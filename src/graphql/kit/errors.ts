// The one table from forge failures to what callers see: a query error code (with the upstream
// status under `extensions.upstream`, never `extensions.http`, so one nested 404 does not turn
// the response into a 404) and, for mutations, the typed error object of the result union.

import { GraphQLError } from 'graphql';
import { ForgeError, type ForgeErrorKind } from '../../forge/errors.js';
import { messageFor } from './messages.js';

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
  | 'UPSTREAM_CALL_BUDGET_EXCEEDED'
  | 'RATE_LIMITED'
  | 'FORGE_OVERLOADED'
  | 'NOT_SUPPORTED'
  | 'LIVE_UPDATES_NOT_CONFIGURED';

/** The codes an UpstreamError can carry: the forge failed, could not be reached, or the request ran out of calls. */
export const UPSTREAM_ERROR_CODES = [
  'UPSTREAM_ERROR',
  'UPSTREAM_UNAVAILABLE',
  'UPSTREAM_TIMEOUT',
  'UPSTREAM_CALL_BUDGET_EXCEEDED',
  'RATE_LIMITED',
  'FORGE_OVERLOADED',
] as const satisfies readonly ErrorCode[];
export type UpstreamErrorCode = (typeof UPSTREAM_ERROR_CODES)[number];

const isUpstreamCode = (code: ErrorCode | undefined): code is UpstreamErrorCode =>
  (UPSTREAM_ERROR_CODES as readonly (ErrorCode | undefined)[]).includes(code);

export interface GatewayErrorDetails {
  /** the forge's HTTP status; null when no response arrived or the gateway refused the input itself */
  upstreamStatus?: number | null;
  /** the input field to blame: the forge's Go field name (`Name`) or our own input path (`files[0].base64`) */
  field?: string | null;
}

/**
 * Base of the typed mutation errors. The errors plugin matches thrown errors by class, so each
 * error object type of the schema has its own class (registered in types/error-types.ts).
 */
export class GatewayError extends Error {
  readonly code: ErrorCode;
  readonly upstreamStatus: number | null;
  readonly field: string | null;

  constructor(message: string, details: GatewayErrorDetails & { code: ErrorCode }) {
    super(message);
    this.name = new.target.name;
    this.code = details.code;
    this.upstreamStatus = details.upstreamStatus ?? null;
    this.field = details.field ?? null;
  }
}

/**
 * The base of an error class whose instances all carry one code. The errors plugin tells union
 * members apart by class, so each error object type keeps a class of its own, declared in one line.
 */
export function codedError(code: ErrorCode) {
  return class extends GatewayError {
    constructor(message: string, details: GatewayErrorDetails = {}) {
      super(message, { ...details, code });
    }
  };
}

export class NotFoundGatewayError extends codedError('NOT_FOUND') {}

export class UnauthenticatedGatewayError extends codedError('UNAUTHENTICATED') {}

export class ForbiddenGatewayError extends codedError('FORBIDDEN') {}

export class ValidationGatewayError extends codedError('BAD_USER_INPUT') {}

export class ConflictGatewayError extends codedError('CONFLICT') {}

export class RepoArchivedGatewayError extends codedError('REPO_ARCHIVED') {}

/** The forge lacks the route a field or mutation needs (Gitea before 1.25, Forgejo): forge/instance/capabilities.ts. */
export class NotSupportedGatewayError extends codedError('NOT_SUPPORTED') {}

export class UpstreamGatewayError extends GatewayError {
  declare readonly code: UpstreamErrorCode;

  constructor(message: string, details: GatewayErrorDetails & { code?: ErrorCode } = {}) {
    super(message, { ...details, code: isUpstreamCode(details.code) ? details.code : 'UPSTREAM_ERROR' });
  }
}

export type GatewayErrorClass = new (
  message: string,
  details?: GatewayErrorDetails & { code?: ErrorCode },
) => GatewayError;

/** The union members of every mutation result: a caller without credentials, a forge that fails (builder.ts). */
export const EVERY_WRITE_ERRORS: readonly GatewayErrorClass[] = [
  UnauthenticatedGatewayError,
  UpstreamGatewayError,
];

/** What the forge answers most writes it refuses: 404 (missing or hidden), 403, 400 or 422. */
export const REFUSED_WRITE_ERRORS: readonly GatewayErrorClass[] = [
  NotFoundGatewayError,
  ForbiddenGatewayError,
  ValidationGatewayError,
];

/** THE table: each forge failure kind, its query error code and its mutation error type. */
export const ERROR_TABLE: Record<ForgeErrorKind, { code: ErrorCode; type: GatewayErrorClass }> = {
  'not-found': { code: 'NOT_FOUND', type: NotFoundGatewayError },
  unauthenticated: { code: 'UNAUTHENTICATED', type: UnauthenticatedGatewayError },
  forbidden: { code: 'FORBIDDEN', type: ForbiddenGatewayError },
  validation: { code: 'BAD_USER_INPUT', type: ValidationGatewayError },
  conflict: { code: 'CONFLICT', type: ConflictGatewayError },
  archived: { code: 'REPO_ARCHIVED', type: RepoArchivedGatewayError },
  upstream: { code: 'UPSTREAM_ERROR', type: UpstreamGatewayError },
  unavailable: { code: 'UPSTREAM_UNAVAILABLE', type: UpstreamGatewayError },
  network: { code: 'UPSTREAM_UNAVAILABLE', type: UpstreamGatewayError },
  timeout: { code: 'UPSTREAM_TIMEOUT', type: UpstreamGatewayError },
  budget: { code: 'UPSTREAM_CALL_BUDGET_EXCEEDED', type: UpstreamGatewayError },
  unsupported: { code: 'NOT_SUPPORTED', type: NotSupportedGatewayError },
  'rate-limited': { code: 'RATE_LIMITED', type: UpstreamGatewayError },
  overloaded: { code: 'FORGE_OVERLOADED', type: UpstreamGatewayError },
};

/** The query error code of each kind: a view of ERROR_TABLE. */
export const ERROR_CODE_BY_KIND = Object.fromEntries(
  Object.entries(ERROR_TABLE).map(([kind, { code }]) => [kind, code]),
) as Record<ForgeErrorKind, ErrorCode>;

/** What the caller may know of an upstream failure: status, route template and message. */
export function upstreamExtension(error: ForgeError) {
  // A 5xx body may carry internals (paths, stack traces): only its status goes out.
  // NOT_SUPPORTED: the gateway's message is for people; the forge's own text is the router's 404.
  const message =
    error.kind === 'upstream' && (error.status ?? 0) >= 500
      ? undefined
      : error.kind === 'unsupported'
        ? error.upstreamBody
        : error.message;
  return { status: error.status, route: error.route, ...(message ? { message } : {}) };
}

/**
 * The gateway's own sentence (messages.ts); 5xx bodies may carry internals (stack traces in debug
 * builds), so for them only the status goes out.
 */
function publicMessage(error: ForgeError): string {
  return ERROR_TABLE[error.kind].code === 'UPSTREAM_ERROR' &&
    error.kind === 'upstream' &&
    error.status !== null
    ? `the forge failed (HTTP ${error.status})`
    : messageFor(error);
}

/** The typed mutation error a forge failure stands for. */
export function toGatewayError(error: ForgeError): GatewayError {
  const { code, type } = ERROR_TABLE[error.kind];
  return new type(publicMessage(error), { code, upstreamStatus: error.status, field: error.field });
}

export function toGraphQLError(error: ForgeError, base?: GraphQLError): GraphQLError {
  return new GraphQLError(publicMessage(error), {
    nodes: base?.nodes,
    source: base?.source,
    positions: base?.positions,
    path: base?.path,
    originalError: error,
    extensions: {
      code: ERROR_TABLE[error.kind].code,
      ...(error.field ? { field: error.field } : {}),
      ...(error.retryAfterSeconds !== undefined ? { retryAfter: error.retryAfterSeconds } : {}),
      upstream: upstreamExtension(error),
    },
  });
}

/**
 * By name, not `instanceof`: graphql-js may be loaded twice (its CommonJS and ESM builds, e.g. under
 * vitest), and then errors made by the executor are not instances of the class imported here.
 */
function isGraphQLError(value: unknown): value is GraphQLError {
  return value instanceof Error && value.name === 'GraphQLError';
}

/** Yoga's maskError: forge failures become coded errors; our own coded errors pass; the rest is masked. */
export function maskError(error: unknown, message: string): Error {
  const graphqlError = isGraphQLError(error) ? error : undefined;
  const original = graphqlError?.originalError ?? error;
  if (original instanceof ForgeError) return toGraphQLError(original, graphqlError);
  if (original instanceof GatewayError) {
    return new GraphQLError(original.message, {
      nodes: graphqlError?.nodes,
      path: graphqlError?.path,
      extensions: { code: original.code, ...(original.field ? { field: original.field } : {}) },
    });
  }
  if (isGraphQLError(original) && original.extensions?.code) {
    // A coded error a resolver raised: keep where it happened (the executor's wrapper has the path).
    if (!graphqlError || graphqlError === original || original.path) return original;
    return new GraphQLError(original.message, {
      nodes: graphqlError.nodes,
      source: graphqlError.source,
      positions: graphqlError.positions,
      path: graphqlError.path,
      originalError: original,
      extensions: original.extensions,
    });
  }
  if (graphqlError && !graphqlError.originalError) return graphqlError; // validation/parse errors
  if (graphqlError?.extensions?.code) return graphqlError;
  // A GraphQLError inside a GraphQLError is a refused value (a variable that is not of its type, an
  // enum value the schema lacks): the caller's mistake, said on purpose, so it is shown as it is.
  if (graphqlError && isGraphQLError(original)) return graphqlError;
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
