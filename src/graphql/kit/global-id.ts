// Global IDs are base64 of `Type:key` (Relay's convention). The key is what the type's loader
// refetches by: a login, `owner/name`, or `owner/name#number`. A malformed ID is the caller's
// mistake and says so, instead of surfacing as an internal error. No ID this API gives out holds a
// control character (names never do, and keys escape them, see loaders.ts), so one that does is
// refused before it reaches a loader: `Repository:alice/hello\u0000junk` is not alice/hello.

import { holdsControlCharacter } from '../../forge/routes/route.js';
import { badInput } from './errors.js';

export function encodeGlobalID(typename: string, id: string | number | bigint): string {
  return Buffer.from(`${typename}:${id}`, 'utf8').toString('base64');
}

export function decodeGlobalID(globalID: string): { typename: string; id: string } {
  const text = Buffer.from(globalID, 'base64').toString('utf8');
  const colon = text.indexOf(':');
  const typename = text.slice(0, colon);
  const id = text.slice(colon + 1);
  if (
    colon <= 0 ||
    !id ||
    !/^[A-Za-z]+$/.test(typename) ||
    holdsControlCharacter(id) ||
    encodeGlobalID(typename, id) !== globalID
  ) {
    throw badInput(`${JSON.stringify(globalID)} is not an ID this API gave out`);
  }
  return { typename, id };
}
