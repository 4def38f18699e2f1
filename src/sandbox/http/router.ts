// Matches `METHOD /template/{param}` route definitions against the raw request path.
// Segments are compared raw and percent-decoded only after matching, so `/repos/alice/hello%2Fx` stays one
// segment (a repo named `hello/x`) instead of reaching another route.

export interface RouteDef<H> {
  /** e.g. 'GET /repos/{owner}/{repo}' — the string the call log and fault knobs use */
  route: string;
  handler: H;
  /** a route can be switched off at runtime (routes some forges lack) and then behaves as if unregistered */
  enabled?: () => boolean;
}

type Segment =
  | { kind: 'literal'; value: string }
  | { kind: 'param'; name: string }
  | { kind: 'rest'; name: string }
  | { kind: 'suffixed'; name: string; suffix: string; pattern: RegExp };

interface CompiledRoute<H> {
  def: RouteDef<H>;
  method: string;
  segments: Segment[];
  literalCount: number;
}

export type MatchResult<H> =
  | { kind: 'route'; def: RouteDef<H>; params: Record<string, string> }
  | { kind: 'method-not-allowed'; allowed: string[] }
  | { kind: 'none' };

/** Path parameters that take the rest of the path, joined by `/` (chi's `*`). */
const restParams = new Set(['filepath', 'pageName', 'branch', 'basehead', 'tag', 'ref']);

/**
 * Parameters with a pattern in Gitea's router (`{diffType:diff|patch}`). A segment `{sha}.{diffType}`
 * splits at its first `.`, as chi does, and matches only when the rest fits the pattern, so
 * `abc.diff` reaches the diff route and `v1.2` the plain `{sha}` one.
 */
const paramPatterns: Record<string, string> = { diffType: 'diff|patch' };

/** Repeated slashes and a trailing slash are removed before routing */
export function normalisePath(path: string): string {
  const collapsed = path.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 && collapsed.endsWith('/') ? collapsed.slice(0, -1) : collapsed;
}

function compile<H>(def: RouteDef<H>): CompiledRoute<H> {
  const space = def.route.indexOf(' ');
  const method = def.route.slice(0, space);
  const parts = def.route
    .slice(space + 1)
    .split('/')
    .filter((p) => p !== '');
  const segments = parts.map((part, i): Segment => {
    const param = /^\{(\w+)\}$/.exec(part)?.[1];
    const suffixed = /^\{(\w+)\}\.\{(\w+)\}$/.exec(part);
    if (suffixed) {
      const [, name, suffix] = suffixed as unknown as [string, string, string];
      const pattern = new RegExp(`^([^.]+)\\.(${paramPatterns[suffix] ?? '[^/]+'})$`);
      return { kind: 'suffixed', name, suffix, pattern };
    }
    if (param === undefined) return { kind: 'literal', value: part };
    if (restParams.has(param) && i === parts.length - 1) return { kind: 'rest', name: param };
    return { kind: 'param', name: param };
  });
  // a suffixed segment is half a literal: it wins over a plain parameter, never over a literal
  const literalCount = segments.reduce(
    (sum, s) => sum + (s.kind === 'literal' ? 1 : s.kind === 'suffixed' ? 0.5 : 0),
    0,
  );
  return { def, method, segments, literalCount };
}

/** Thrown for a malformed percent-escape; the server answers 400 like Go's URL parser. */
export class BadPathError extends Error {}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new BadPathError(`invalid URL escape in ${JSON.stringify(segment)}`);
  }
}

function matchSegments(segments: Segment[], parts: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const seg = segments[i] as Segment;
    if (seg.kind === 'rest') {
      if (i >= parts.length) return null;
      params[seg.name] = parts.slice(i).map(decode).join('/');
      return params;
    }
    const part = parts[i];
    if (part === undefined) return null;
    if (seg.kind === 'literal') {
      if (part !== seg.value) return null;
    } else if (seg.kind === 'suffixed') {
      const match = seg.pattern.exec(part);
      if (!match) return null;
      params[seg.name] = decode(match[1] as string);
      params[seg.suffix] = decode(match[2] as string);
    } else {
      params[seg.name] = decode(part);
    }
  }
  return parts.length === segments.length ? params : null;
}

export class Router<H> {
  private readonly routes: CompiledRoute<H>[];

  constructor(defs: RouteDef<H>[]) {
    // Static segments win over parameters, as in chi; a rest parameter matches last.
    this.routes = defs
      .map(compile)
      .sort(
        (a, b) =>
          b.literalCount - a.literalCount ||
          Number(a.segments.at(-1)?.kind === 'rest') - Number(b.segments.at(-1)?.kind === 'rest'),
      );
  }

  /** `path` is the raw, normalised path below the API root, e.g. `/repos/alice/hello`. */
  match(method: string, path: string): MatchResult<H> {
    const parts = path.split('/').filter((p, i) => i > 0 || p !== '');
    const allowed: string[] = [];
    for (const route of this.routes) {
      if (route.def.enabled && !route.def.enabled()) continue;
      if (route.segments.length > parts.length) continue;
      const params = matchSegments(route.segments, parts);
      if (!params) continue;
      if (route.method === method) return { kind: 'route', def: route.def, params };
      if (!allowed.includes(route.method)) allowed.push(route.method);
    }
    return allowed.length > 0 ? { kind: 'method-not-allowed', allowed } : { kind: 'none' };
  }
}
