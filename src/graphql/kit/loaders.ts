// Batch functions for the loadable nodes. The forge has no batch reads for these, so a batch is
// parallel single reads; the dataloader still makes each key one call per request, and objects
// seen embedded in other responses prime the cache (`cacheResolved`), costing no call at all.

import { unexpectedShape } from '../../forge/errors.js';
import { holdsControlCharacter } from '../../forge/routes/route.js';
import type { ForgeResponse } from '../../forge/session.js';
import type { Context } from './context.js';

/**
 * The object a single-object route answered, or an UPSTREAM_ERROR when the forge sent something
 * else (an array, a string, an object without its identity field): garbage never reaches resolvers.
 */
export function expectObject<V extends object>(data: unknown, route: string, identity: keyof V & string): V {
  const record = data as Record<string, unknown> | null;
  if (!record || typeof record !== 'object' || Array.isArray(record) || record[identity] == null) {
    throw unexpectedShape(route);
  }
  return data as V;
}

/** One settled result per key, in key order: a value, or the Error that fails just that key. */
export function loadEach<K, V extends object>(
  keys: readonly K[],
  // null where the route may answer 204 (a comment id that names no plain comment): expectObject refuses it
  load: (key: K) => Promise<ForgeResponse<V | null>>,
  shape: { route: string; identity: keyof V & string },
) {
  return Promise.all(
    keys.map((key) =>
      load(key).then(
        (response) => expectObject<V>(response.data, shape.route, shape.identity),
        (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
      ),
    ),
  );
}

// Loader keys are also the keys of global IDs, so they keep their readable form (`alice/hello`,
// `alice/hello#3`). They cannot collide by construction: each name in a key is escaped (`keyPart`)
// so that it holds none of the separators (`/`, `#`, `:`) and no control character, and the
// naive-mode suffix starts with NUL, which no escaped name holds. An owner `alice/secret` is the
// key part `alice%2fsecret`, never the owner `alice` of a repository `secret/…`.

const NAIVE_SEPARATOR = '\u0000';
let naiveCounter = 0;

/** The separators of keys, and `%`, the escape itself. */
const KEY_SEPARATORS = /[%/#:]/;

/** One name as a part of a key: the same text for every name Gitea allows. */
export function keyPart(name: string): string {
  if (!KEY_SEPARATORS.test(name) && !holdsControlCharacter(name)) return name;
  let part = '';
  for (const char of name) {
    const code = char.charCodeAt(0);
    const escaped = code < 0x20 || code === 0x7f || KEY_SEPARATORS.test(char);
    part += escaped ? `%${code.toString(16).padStart(2, '0')}` : char;
  }
  return part;
}

/** The name back from its key part; a stray `%` (from a hand-made ID) stays as it is. */
export function nameOfKeyPart(part: string): string {
  return part.replace(/%([0-7][0-9a-fA-F])/g, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
}

/**
 * The loader key a resolver returns. In naive mode every use gets a key of its own, so the
 * dataloader neither dedupes it nor finds what embedded objects primed (see GatewaySettings.naive).
 */
export function nodeKey(context: Context, key: string): string {
  return context.settings.naive ? `${key}${NAIVE_SEPARATOR}${++naiveCounter}` : key;
}

/** The key without the naive-mode suffix. */
export function baseKey(key: string): string {
  const separator = key.indexOf(NAIVE_SEPARATOR);
  return separator < 0 ? key : key.slice(0, separator);
}

/** `owner/name` keys as used in global IDs and the repository loader. */
export function splitRepoKey(loaderKey: string): { owner: string; repo: string } {
  const key = baseKey(loaderKey);
  const slash = key.indexOf('/');
  return { owner: nameOfKeyPart(key.slice(0, slash)), repo: nameOfKeyPart(key.slice(slash + 1)) };
}

/** `owner/name#number` keys of issues and pull requests. */
export function splitIssueKey(loaderKey: string): { owner: string; repo: string; index: number } {
  const key = baseKey(loaderKey);
  const hash = key.lastIndexOf('#');
  return { ...splitRepoKey(key.slice(0, hash)), index: Number(key.slice(hash + 1)) };
}

export const repoKey = (owner: string, name: string) => `${keyPart(owner)}/${keyPart(name)}`.toLowerCase();
export const issueKey = (owner: string, name: string, index: number) => `${repoKey(owner, name)}#${index}`;
/** A login as the key of a user or organization. */
export const loginKey = (login: string) => keyPart(login).toLowerCase();

/** A key made of several parts (JSON, so parts may hold any character); [] when it is not one. */
export function parseKey(loaderKey: string): string[] {
  try {
    const parts: unknown = JSON.parse(baseKey(loaderKey));
    return Array.isArray(parts) ? parts.map(String) : [];
  } catch {
    return [];
  }
}

/** `owner` and `repo` out of a forge API URL such as `.../api/v1/repos/alice/hello/actions/jobs/5`. */
export function repoOfApiUrl(url: unknown): { owner: string; repo: string } | null {
  if (typeof url !== 'string') return null;
  const match = /\/api\/v1\/repos\/([^/]+)\/([^/]+)\//.exec(url);
  if (!match?.[1] || !match[2]) return null;
  return { owner: decodeURIComponent(match[1]), repo: decodeURIComponent(match[2]) };
}
