// The id a deletion's payload answers: the global id the object had, which a client drops from its
// cache. Every deletion's write returns it as `deletedId`; the payload names it after the type.

import type { PayloadFields } from './mutation.js';

/** What every deletion says of the id it answers, unless it says which object went. */
export const DELETED_ID = 'The global id the deleted object had, for a client to drop it from its cache.';

/** The deleted object's global id, never null, as the write returned it in `deletedId`. */
export function deletedIdField<Shape extends { deletedId: string }>(
  t: PayloadFields<Shape>,
  description: string = DELETED_ID,
) {
  return t.id({ nullable: false, description, resolve: (payload) => payload.deletedId });
}
