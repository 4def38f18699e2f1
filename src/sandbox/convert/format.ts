// Small value formatters shared by the JSON converters.
import { createHash } from 'node:crypto';

/** Go's time.Time JSON for a UTC time: RFC 3339 without fractions, e.g. 2026-01-01T00:00:00Z */
export function rfc3339(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Go's zero time.Time, which Gitea serialises for unset non-pointer times */
export const ZERO_TIME = '0001-01-01T00:00:00Z';
/** A zero unix timestamp as Gitea's TimeStamp.AsTime() renders it */
export const UNIX_EPOCH = '1970-01-01T00:00:00Z';

export function timeOrNull(date: Date | null | undefined): string | null {
  return date ? rfc3339(date) : null;
}

/** Go's url.PathEscape for one segment: unreserved plus $&+:=@ stay as they are. */
export function pathEscape(segment: string): string {
  return encodeURIComponent(segment)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%(24|26|2B|3A|3D|40)/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Gitea's util.PathEscapeSegments */
export function pathEscapeSegments(path: string): string {
  return path.split('/').map(pathEscape).join('/');
}

export function avatarHash(seed: string): string {
  return createHash('md5').update(seed).digest('hex');
}

/** RFC 3339 date-only key (UTC) used by the activity `date` filter */
export function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}
