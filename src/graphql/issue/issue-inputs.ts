// Input checks shared by the issue, label and milestone writes: Label or Milestone
// node ids turned into the forge's database ids without a call (their keys carry them).

import { decodeGlobalID } from '../kit/global-id.js';
import { invalid } from '../kit/inputs.js';
import { repoKey } from '../kit/loaders.js';

export interface DecodedKey {
  /** `owner/name` of a repository, or an organization's login */
  scope: string;
  id: number;
}

/** A Label or Milestone node id: its scope and database id, or a ValidationError naming `field`. */
export function decodeNodeId(
  globalId: string | number,
  typename: 'Label' | 'Milestone',
  field: string,
): DecodedKey {
  let decoded: { typename: string; id: string };
  try {
    decoded = decodeGlobalID(String(globalId));
  } catch {
    throw invalid(`${JSON.stringify(String(globalId))} is not an id this API gave out`, field);
  }
  const colon = decoded.id.lastIndexOf(':');
  const id = Number(decoded.id.slice(colon + 1));
  if (decoded.typename !== typename || colon < 0 || !Number.isSafeInteger(id) || id < 1) {
    throw invalid(`${JSON.stringify(String(globalId))} is not the id of a ${typename}`, field);
  }
  return { scope: decoded.id.slice(0, colon), id };
}

/**
 * The database id behind a Label or Milestone node id, checked to belong to `repository` (a label
 * may also be its organization's): the forge would silently drop one of another repository.
 */
export function databaseIdOf(
  globalId: string | number,
  typename: 'Label' | 'Milestone',
  field: string,
  repository: { owner: string; repo: string },
): number {
  const { scope, id } = decodeNodeId(globalId, typename, field);
  const own = repoKey(repository.owner, repository.repo);
  const fits = scope === own || (typename === 'Label' && scope === repository.owner.toLowerCase());
  if (!fits) {
    throw invalid(
      `${typename} ${JSON.stringify(String(globalId))} belongs to ${scope || 'another place'}, not ${own}`,
      field,
    );
  }
  return id;
}

const COLOR = /^#?([0-9a-fA-F]{6}|[0-9a-fA-F]{3})$/;

/** A label color as the forge's NormalizeColor takes it (`#rrggbb`, `rrggbb`, `#rgb`), or a ValidationError. */
export function checkedColor(value: string): string {
  const color = value.trim();
  if (!COLOR.test(color)) throw invalid('`color` must be six (or three) hex digits, e.g. #00aabb', 'color');
  return color;
}
