// A field's filters declared as data, as plainObject declares a value object's fields: each row is the
// argument's input type and what it means (rows as kit/input-table.ts reads them), so a list field's
// arguments read as one table.

import type { ArgumentRef, InputTypeParam } from '@pothos/core';
import { type InputRow, mapRows, type ShapeOf, type Types } from './input-table.js';

/**
 * One optional argument: its input type and, where the name does not say it all, its meaning; a bare
 * text is a String argument with that meaning (the common case: logins, refs, words to match).
 */
export type ArgRow = InputRow;

type ArgRefs<Rows extends Record<string, ArgRow>> = {
  [Name in keyof Rows]: ArgumentRef<Types, ShapeOf<Rows[Name]>>;
};

export interface ArgFieldBuilder {
  arg: ((options: { type: InputTypeParam<Types>; description?: string }) => unknown) & {
    connectionArgs: PothosSchemaTypes.InputFieldBuilder<Types, 'Arg'>['connectionArgs'];
  };
}

/** The optional arguments of `rows`, in their order. */
export function argTable<Rows extends Record<string, ArgRow>>(t: ArgFieldBuilder, rows: Rows): ArgRefs<Rows> {
  return mapRows(rows, (type, description) => t.arg({ type, description })) as ArgRefs<Rows>;
}

/** Relay's `first`/`after`/`last`/`before`, then the filters of `rows`. */
export function pagedArgs<Rows extends Record<string, ArgRow>>(t: ArgFieldBuilder, rows: Rows) {
  return {
    ...t.arg.connectionArgs(),
    ...argTable(t, rows),
  };
}
