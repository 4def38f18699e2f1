// The lists an issue, a pull request or another forge object embeds (assignees, reviewers asked,
// teams, projects, parents) as data, one row a field: `assignees: ['assignees', UserRef, 'Who ...']`
// names the forge's key, the item's type and what the field means (options: `{ required: true }` for
// a non-null list). The forge leaves an empty list out of some records: an absent list reads as empty.

import type { FieldMap, ObjectRef } from '@pothos/core';
import type { FieldsOf } from './builder.js';

/** One list: the forge's key, the type of its items, what it means. */
export type ForgeListRow<Parent> = readonly [
  key: keyof Parent & string,
  item: ObjectRef<never, never> | { readonly kind: string },
  description: string,
  options?: { required?: true },
];

/** The list fields of `rows`, to spread into a type's `fields`: `...forgeLists(t, { … })`. */
export function forgeLists<Parent>(
  t: FieldsOf<Parent>,
  rows: Record<string, ForgeListRow<Parent>>,
): FieldMap {
  return Object.fromEntries(
    Object.entries(rows).map(([name, [key, item, description, options = {}]]) => [
      name,
      t.field({
        type: [item] as never,
        nullable: options.required !== true,
        description,
        resolve: (parent) => ((parent as Record<string, unknown>)[key] ?? []) as never,
      }),
    ]),
  );
}
