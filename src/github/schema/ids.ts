// Node ids: base64 of `Type:key`, the scheme of /graphql (graphql/global-id.ts), so an id names the
// forge object it was read from. Keys of objects that live in a repository are JSON arrays of their
// parts (owner, repository, number or id), so no name needs escaping.

import { decodeGlobalID, encodeGlobalID } from '../../graphql/kit/global-id.js';
import { parseKey } from '../../graphql/kit/loaders.js';
import { couldNotResolve } from './errors.js';

export const nodeId = (typename: string, ...parts: (string | number)[]) =>
  encodeGlobalID(typename, parts.length === 1 ? String(parts[0]) : JSON.stringify(parts.map(String)));

export interface DecodedId {
  typename: string;
  /** the key's parts: one part for a login or a numeric id, several for objects inside a repository */
  parts: string[];
}

/** The type and key parts of an id this face gave out; GitHub's NOT_FOUND for any other string. */
export function decodeNodeId(id: string): DecodedId {
  try {
    const { typename, id: key } = decodeGlobalID(id);
    const parts = key.startsWith('[') ? parseKey(key) : [key];
    return { typename, parts };
  } catch {
    throw couldNotResolve('node', `the global id of '${id}'`);
  }
}

/** The key parts of an id that must name a `typename` (a mutation's `issueId`, `labelIds`). */
export function partsOf(id: string, ...typenames: string[]): string[] {
  const decoded = decodeNodeId(id);
  if (!typenames.includes(decoded.typename)) {
    throw couldNotResolve(typenames.join(' or '), `the global id of '${id}'`);
  }
  return decoded.parts;
}
