// A field's filters declared as data, as plainObject declares a value object's fields: each row is the
// argument's input type and what it means, so a list field's arguments read as one table.

import type { ArgumentRef, InputShapeFromTypeParam, InputType, InputTypeParam } from '@pothos/core';
import type { builder } from './builder.js';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** An input type, or `[String]` for a list of texts (as plainObject writes it). */
type ArgType = InputType<Types> | '[String]';

/**
 * One optional argument: its input type and, where the name does not say it all, its meaning; a bare
 * text is a String argument with that meaning (the common case: logins, refs, words to match).
 */
export type ArgRow = readonly [type: ArgType, description?: string] | string;

type ParamOf<Row extends ArgRow> = Row extends string
  ? 'String'
  : Row extends readonly [infer Type, ...unknown[]]
    ? Type extends '[String]'
      ? ['String']
      : Exclude<Type, '[String]'>
    : never;

type ArgRefs<Rows extends Record<string, ArgRow>> = {
  [Name in keyof Rows]: ArgumentRef<Types, InputShapeFromTypeParam<Types, ParamOf<Rows[Name]>, false>>;
};

export interface ArgFieldBuilder {
  arg: ((options: { type: InputTypeParam<Types>; description?: string }) => unknown) & {
    connectionArgs: PothosSchemaTypes.InputFieldBuilder<Types, 'Arg'>['connectionArgs'];
  };
}

/** The optional arguments of `rows`, in their order. */
export function argTable<Rows extends Record<string, ArgRow>>(t: ArgFieldBuilder, rows: Rows): ArgRefs<Rows> {
  const entries = Object.entries(rows).map(([name, row]) => {
    const [type, description]: readonly [ArgType, string?] = typeof row === 'string' ? ['String', row] : row;
    return [name, t.arg({ type: type === '[String]' ? (['String'] as const) : type, description })];
  });
  return Object.fromEntries(entries) as ArgRefs<Rows>;
}

/** Relay's `first`/`after`/`last`/`before`, then the filters of `rows`. */
export function pagedArgs<Rows extends Record<string, ArgRow>>(t: ArgFieldBuilder, rows: Rows) {
  return {
    ...t.arg.connectionArgs(),
    ...argTable(t, rows),
  };
}
