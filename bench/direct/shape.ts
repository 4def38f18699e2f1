// What the direct clients share: turning REST payloads into the values the GraphQL schema promises
// (global IDs, decoded text, cursors, enum names), so their results compare with the gateway's.
// Written against the public API contract (README.md and docs/), not by calling the gateway's own code.

import type { ContentsEntry } from '../../src/forge/types/index.js';

/** Relay global ID: base64 of `Type:key` (docs/schema.md). */
export const globalId = (type: string, key: string) => Buffer.from(`${type}:${key}`).toString('base64');

/** The connection cursor of the item at `offset`. */
export const cursorAt = (offset: number) => Buffer.from(`offset:${offset}`).toString('base64url');

/** Enum values are the upstream strings upper-cased (`open` → OPEN); unknown ones are null. */
export const enumName = (value: string | undefined, known: readonly string[]) =>
  value !== undefined && known.includes(value) ? value.toUpperCase() : null;

/** DateTime values are serialized as ISO 8601 in UTC with milliseconds (graphql-scalars). */
export const dateTime = (value: string | undefined) => (value ? new Date(value).toISOString() : null);

export const urlOrNull = (value: string | undefined) => (value ? new URL(value).toString() : null);

export function text(entry: ContentsEntry | null | undefined): string | null {
  return typeof entry?.content === 'string' && entry.encoding === 'base64'
    ? Buffer.from(entry.content, 'base64').toString('utf8')
    : null;
}

/** `path sha size text` of a file, or null for a path the forge did not find. */
export const fileFields = (entry: ContentsEntry | null | undefined) =>
  entry ? { path: entry.path, sha: entry.sha, size: entry.size, text: text(entry) } : null;
