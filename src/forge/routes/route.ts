// Route templates as data ('GET /repos/{owner}/{repo}') expanded into a safe request path.
// Every path parameter is percent-encoded as ONE segment, so `../`, `%2F`, `?` or `#` inside an
// owner, repo, tag or page name can never reach another route. `{filepath}` is the one exception:
// it is a path, encoded segment by segment, so `docs/a b.md` stays `docs/a%20b.md`.
// No control character reaches a route: Gitea's names (users, organizations, repositories, teams,
// branches and tags, see modules/validation and git's check-ref-format) never hold one, so a
// single segment with one is refused before any call; a file path or a query value may hold
// anything but NUL, which git and Go's exec refuse and which would cut a C string.

export type PathParams = Record<string, string | number>;
export type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;
export type QueryParams = Record<string, QueryValue>;

/** Parameters that hold a slash-separated path rather than one segment. */
const MULTI_SEGMENT = new Set(['filepath']);

/**
 * Routes whose last parameter takes the rest of the path in Gitea's router (chi's `*`): `git/refs/*`
 * (routers/api/v1/api.go), so a prefix such as `heads/main` goes with its slash, as Gitea's own test
 * sends it, rather than as `%2F`, which proxies may refuse.
 */
const REST_OF_PATH = /\/git\/refs\/\{ref\}$/;

export class RouteParamError extends Error {}

/** Whether the text holds a C0 control character (NUL included) or DEL; with `nulOnly`, a NUL. */
export function holdsControlCharacter(text: string, nulOnly = false): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0 || (!nulOnly && (code < 0x20 || code === 0x7f))) return true;
  }
  return false;
}

function refuseControls(name: string, value: string, nulOnly: boolean): void {
  if (holdsControlCharacter(value, nulOnly)) {
    throw new RouteParamError(`${name} must not contain control characters, got ${JSON.stringify(value)}`);
  }
}

/** Encodes one segment; `.` and `..` are encoded too, since servers and proxies collapse them. */
export function encodeSegment(value: string): string {
  if (value === '.') return '%2E';
  if (value === '..') return '%2E%2E';
  try {
    return encodeURIComponent(value);
  } catch {
    // A lone UTF-16 surrogate (`"\uD800"` in a GraphQL string) has no UTF-8 form: no name holds one.
    throw new RouteParamError(`${JSON.stringify(value)} is not well-formed Unicode`);
  }
}

export function encodePathParam(name: string, value: string | number, restOfPath = false): string {
  const text = String(value);
  const multi = restOfPath || MULTI_SEGMENT.has(name);
  refuseControls(name, text, multi);
  if (multi) {
    // Empty segments would be collapsed by the forge's path normalisation, so drop them here.
    return text.split('/').filter(Boolean).map(encodeSegment).join('/');
  }
  if (text === '') throw new RouteParamError(`${name} must not be empty`);
  return encodeSegment(text);
}

export function splitRoute(route: string): { method: string; template: string } {
  const space = route.indexOf(' ');
  return { method: route.slice(0, space), template: route.slice(space + 1) };
}

export function expandPath(template: string, params: PathParams = {}): string {
  const rest = REST_OF_PATH.test(template);
  const path = template.replace(/\{([a-z_A-Z]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new RouteParamError(`missing path parameter ${name}`);
    return encodePathParam(name, value, rest && name === 'ref');
  });
  // An empty {filepath} leaves a trailing slash, which the forge would strip anyway.
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** Query string with keys in the given order; arrays repeat their key (`labels=1&labels=2`). */
export function encodeQuery(query: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      const text = String(item);
      refuseControls(key, text, true);
      search.append(key, text);
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
