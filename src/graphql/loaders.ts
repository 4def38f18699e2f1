// Batch functions for the loadable nodes. The forge has no batch reads for these, so a batch is
// parallel single reads; the dataloader still makes each key one call per request, and objects
// seen embedded in other responses prime the cache (`cacheResolved`), costing no call at all.

import type { Context } from '../context.js';
import { unexpectedShape } from '../forge/errors.js';
import type { ForgeResponse } from '../forge/session.js';

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
  load: (key: K) => Promise<ForgeResponse<V>>,
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

const NAIVE_SEPARATOR = '\u0000';
let naiveCounter = 0;

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
  return { owner: key.slice(0, slash), repo: key.slice(slash + 1) };
}

/** `owner/name#number` keys of issues and pull requests. */
export function splitIssueKey(loaderKey: string): { owner: string; repo: string; index: number } {
  const key = baseKey(loaderKey);
  const hash = key.lastIndexOf('#');
  return { ...splitRepoKey(key.slice(0, hash)), index: Number(key.slice(hash + 1)) };
}

export const repoKey = (owner: string, name: string) => `${owner}/${name}`.toLowerCase();
export const issueKey = (owner: string, name: string, index: number) => `${repoKey(owner, name)}#${index}`;

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
