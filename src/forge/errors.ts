// One error class for every failed forge call (Octokit's RequestError is the model): it carries the
// kind the gateway branches on, the upstream status, the method and route template, and the
// upstream's own message. It never carries the request URL's query, headers or credentials.

export type ForgeErrorKind =
  | 'not-found'
  | 'unauthenticated'
  | 'forbidden'
  | 'validation'
  | 'conflict'
  | 'archived'
  | 'upstream'
  | 'unavailable'
  | 'network'
  | 'timeout'
  | 'budget'
  /** the forge lacks the route a field needs and there is no other way to answer it (capabilities.ts) */
  | 'unsupported'
  /** the caller spent its window of forge calls (wrappers/rate-limit.ts) */
  | 'rate-limited'
  /** the gateway's ceiling of forge calls per second and its queue are full (wrappers/ceiling.ts) */
  | 'overloaded';

export interface ForgeErrorInit {
  kind: ForgeErrorKind;
  /** upstream HTTP status; null when no response arrived */
  status: number | null;
  method: string;
  /** route template, e.g. 'GET /repos/{owner}/{repo}' */
  route: string;
  message: string;
  /** the upstream body, shortened; for diagnostics only */
  upstreamBody?: string;
  /** the request field the upstream blamed (binding errors name the Go field, e.g. 'Name') */
  field?: string;
  /** the route's path parameters (owner, repo, index, ...): what the gateway's message names */
  params?: Readonly<Record<string, string | number>>;
  /** seconds after which the call may be tried again (rate-limited, overloaded) */
  retryAfterSeconds?: number;
}

const MAX_BODY_CHARS = 500;

export class ForgeError extends Error {
  readonly kind: ForgeErrorKind;
  readonly status: number | null;
  readonly method: string;
  readonly route: string;
  readonly upstreamBody: string | undefined;
  readonly field: string | undefined;
  readonly retryAfterSeconds: number | undefined;
  /** set by the session that made the call, so a message can name what was not found */
  params: Readonly<Record<string, string | number>> | undefined;

  constructor(init: ForgeErrorInit) {
    super(init.message);
    this.name = 'ForgeError';
    this.kind = init.kind;
    this.status = init.status;
    this.method = init.method;
    this.route = init.route;
    this.upstreamBody = init.upstreamBody?.slice(0, MAX_BODY_CHARS);
    this.field = init.field;
    this.params = init.params;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

/** The error kind an upstream status means (services/context/api.go). */
export function kindForStatus(status: number): ForgeErrorKind {
  switch (status) {
    case 400:
    case 422:
      return 'validation';
    case 401:
      return 'unauthenticated';
    case 403:
      return 'forbidden';
    case 404:
    case 410:
      return 'not-found';
    case 409:
      return 'conflict';
    case 423:
      return 'archived';
    case 502:
    case 503:
    case 504:
      return 'unavailable';
    default:
      return 'upstream';
  }
}

/**
 * The message inside an upstream error body. Gitea answers `{message}`, `{error}` (generate's 404),
 * a bare JSON string (dependencies' 400), plain text (unmatched routes) or nothing at all.
 */
export function upstreamMessage(body: unknown, text: string, status: number): string {
  if (typeof body === 'string' && body.trim()) return body;
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    const message = typeof record.message === 'string' ? record.message : '';
    const errors = Array.isArray(record.errors) ? record.errors.filter((e) => typeof e === 'string') : [];
    if (message && errors.length) return `${message}: ${errors.join('; ')}`;
    if (message) return message;
    if (errors.length) return errors.join('; ');
    if (typeof record.error === 'string' && record.error) return record.error;
  }
  const plain = text.trim();
  if (plain && plain.length <= 200 && !plain.startsWith('<')) return plain;
  return `forge answered HTTP ${status}`;
}

/** Binding errors read `[Name]: Required`; the bracketed Go field name is the field to blame. */
export function blamedField(message: string): string | undefined {
  const match = /^\[([A-Za-z0-9_.]+)\]:/.exec(message);
  return match?.[1] || undefined;
}

/** A 2xx response whose JSON is not the documented shape (an object where a list belongs, ...). */
export function unexpectedShape(route: string): ForgeError {
  const [method = 'GET'] = route.split(' ');
  return new ForgeError({
    kind: 'upstream',
    status: null,
    method,
    route,
    message: 'the forge sent a response of an unexpected shape',
  });
}

/**
 * The forge has no such route: a 405, or a 404 whose body is not a JSON object (as Gitea answers:
 * an unmatched route gets Go's plain-text `404 page not found`, a missing object gets JSON).
 */
export function isUnmatchedRoute(error: unknown): boolean {
  if (!(error instanceof ForgeError)) return false;
  if (error.status === 405) return true;
  return error.status === 404 && !(error.upstreamBody ?? '').trim().startsWith('{');
}
