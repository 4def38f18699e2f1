// Optional inputs declared as data: each row is the input's type (`[String]` for a list of texts) and
// what it means; a bare text is a String with that meaning. A write's optional settings (`inputTable`)
// and a list field's filters (argTable, kit/arg-table.ts) read as one table each. A setting with a
// default or a required one is written out beside the table.

import type { InputFieldRef, InputShapeFromTypeParam, InputType, InputTypeParam } from '@pothos/core';
import type { builder } from './builder.js';
import type { InputFields } from './inputs.js';

export type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** One optional input: its type and, where the name does not say it all, its meaning; or a String's meaning. */
export type InputRow = readonly [type: InputType<Types> | '[String]', description?: string] | string;

/** The Pothos type parameter a row declares. */
export type ParamOf<Row extends InputRow> = Row extends string
  ? 'String'
  : Row extends readonly [infer Type, ...unknown[]]
    ? Type extends '[String]'
      ? ['String']
      : Exclude<Type, '[String]'>
    : never;

/** The value a row's input receives. */
export type ShapeOf<Row extends InputRow> = InputShapeFromTypeParam<Types, ParamOf<Row>, false>;

type InputRefs<Rows extends Record<string, InputRow>> = {
  [Name in keyof Rows]: InputFieldRef<Types, ShapeOf<Rows[Name]>>;
};

/** What a write receives from the fields of `rows`. */
export type InputOf<Rows extends Record<string, InputRow>> = { [Name in keyof Rows]?: ShapeOf<Rows[Name]> };

/** Each row made by `make` from its Pothos type and meaning, under its name and in its order. */
export function mapRows(
  rows: Record<string, InputRow>,
  make: (type: InputTypeParam<Types>, description: string | undefined) => unknown,
): Record<string, unknown> {
  const entries = Object.entries(rows).map(([name, row]) => {
    const [type, description]: readonly [InputType<Types> | '[String]', string?] =
      typeof row === 'string' ? ['String', row] : row;
    return [name, make(type === '[String]' ? (['String'] as const) : type, description)];
  });
  return Object.fromEntries(entries);
}

/** The optional input fields of `rows`, in their order. */
export function inputTable<const Rows extends Record<string, InputRow>>(
  t: InputFields,
  rows: Rows,
): InputRefs<Rows> {
  return mapRows(rows, (type, description) => t.field({ type, description })) as InputRefs<Rows>;
}
