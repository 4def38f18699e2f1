// A field's filters declared as data, as plainObject declares a value object's fields: each row is the
// argument's input type and what it means, so a list field's arguments read as one table.

import type { ArgumentRef, InputShapeFromTypeParam, InputTypeParam } from '@pothos/core';
import type { builder } from '../builder.js';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** One optional argument: its input type and, where the name does not say it all, its meaning. */
export type ArgRow = readonly [type: InputTypeParam<Types>, description?: string];

type ArgRefs<Rows extends Record<string, ArgRow>> = {
  [Name in keyof Rows]: ArgumentRef<Types, InputShapeFromTypeParam<Types, Rows[Name][0], false>>;
};

interface ArgFieldBuilder {
  arg: ((options: { type: InputTypeParam<Types>; description?: string }) => unknown) & {
    connectionArgs: PothosSchemaTypes.InputFieldBuilder<Types, 'Arg'>['connectionArgs'];
  };
}

/** The optional arguments of `rows`, in their order. */
export function argTable<Rows extends Record<string, ArgRow>>(t: ArgFieldBuilder, rows: Rows): ArgRefs<Rows> {
  const entries = Object.entries(rows).map(([name, [type, description]]) => [
    name,
    t.arg({ type, description }),
  ]);
  return Object.fromEntries(entries) as ArgRefs<Rows>;
}

/** Relay's `first`/`after`/`last`/`before`, then the filters of `rows`. */
export function pagedArgs<Rows extends Record<string, ArgRow>>(t: ArgFieldBuilder, rows: Rows) {
  return {
    ...t.arg.connectionArgs(),
    ...argTable(t, rows),
  };
}
