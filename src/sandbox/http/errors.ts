// Response values and Gitea's error bodies (services/context/api.go). Handlers return a Reply or throw a Halt carrying one.

export interface Reply {
  status: number;
  /** JSON body, serialised like Go's encoder (HTML-escaped, trailing newline) */
  json?: unknown;
  /** plain-text body (Go's default 404 handler) */
  text?: string;
  headers?: Record<string, string>;
}

export class Halt extends Error {
  constructor(readonly reply: Reply) {
    super(`halt with ${reply.status}`);
  }
}

export function jsonReply(status: number, json: unknown, headers?: Record<string, string>): Reply {
  return headers ? { status, json, headers } : { status, json };
}

/** Gitea's generic APIError(status, msg) */
export function apiErrorBody(swaggerUrl: string, message: string): { message: string; url: string } {
  return { message, url: swaggerUrl };
}

/** Gitea's APIErrorNotFound; keys in Go's map order (errors, message, url) */
export function notFoundBody(swaggerUrl: string, message = 'not found', errors: string[] | null = null) {
  return { errors, message, url: swaggerUrl };
}

/** No route matched → Go's plain-text default handler */
export function pageNotFound(): Reply {
  return { status: 404, text: '404 page not found\n' };
}

/** Wrong method on an existing path → 405 with an empty body (chi default) */
export function methodNotAllowed(allowed: string[]): Reply {
  return { status: 405, headers: { Allow: allowed.join(', ') } };
}

/** Gitea's APIErrorInternal: 500 messages are empty unless the caller is a site admin */
export function internalError(swaggerUrl: string, err: unknown, showMessage: boolean): Reply {
  const message = showMessage ? (err instanceof Error ? err.message : String(err)) : '';
  return jsonReply(500, apiErrorBody(swaggerUrl, message));
}

const goEscapes = /[<>&\u2028\u2029]/g;

/** Go's json encoder escapes <, > and & (and the JS line separators) and ends with a newline. */
export function goJson(value: unknown): string {
  const text = JSON.stringify(value) ?? 'null';
  return `${text.replace(goEscapes, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}\n`;
}
