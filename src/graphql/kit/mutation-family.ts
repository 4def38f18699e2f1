// Writes that differ only in their forge call and what they say of themselves (add / remove,
// publicize / conceal): one table row `name: [call, description]` each, and one shared row for
// the input, errors, changes and payload they have in common. A new write of a family is one row;
// scripts/forge-coverage.ts reads the table, so each row is a Mutation field that uses its call.

import type { InputFieldMap } from '@pothos/core';
import { defineMutation, type MutationRow } from './mutation.js';

/** A family's rows: each write's forge call (or what else differs) and the field's description. */
export type FamilyRows<Call> = Readonly<Record<string, readonly [call: Call, description: string]>>;

/** One Mutation field per row of `rows`: the `shared` row given that row's call, with its description. */
export function defineMutationFamily<Call, Fields extends InputFieldMap, Payload>(
  rows: FamilyRows<Call>,
  shared: (call: Call, name: string) => Omit<MutationRow<Fields, Payload>, 'description'>,
): void {
  for (const [name, [call, description]] of Object.entries(rows)) {
    defineMutation(name, { ...shared(call, name), description });
  }
}
