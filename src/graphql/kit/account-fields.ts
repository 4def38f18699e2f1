// Yes-or-no answers about an account and what it holds (a key verified, an address primary, a
// permission held, a notification unread) that a client reads as settled facts: each is `Boolean!`
// and true only when the forge sent `true`, so a key the forge leaves out reads as false rather than
// failing the field. Declared as rows, as forgeFields declares the plain values:
// `canSign: ['can_sign', 'Whether the key can sign.']`.

import type { FieldMap } from '@pothos/core';
import type { FieldsOf } from './builder.js';

/** One flag: the forge's key and what the flag means. */
export type FlagRow<Parent> = readonly [key: keyof Parent & string, description: string];

/** The flags of `rows`, to spread into a type's `fields`: `...forgeFlags(t, { … })`. */
export function forgeFlags<Parent>(t: FieldsOf<Parent>, rows: Record<string, FlagRow<Parent>>): FieldMap {
  return Object.fromEntries(
    Object.entries(rows).map(([name, [key, description]]) => [
      name,
      t.boolean({ nullable: false, description, resolve: (parent) => parent[key] === true }),
    ]),
  );
}
