// A write's optional input fields declared as data, as argTable (kit/arg-table.ts) declares a list's
// filters: each row is the field's input type and what it means; a bare text is a String field.

import type { InputFieldRef, InputShapeFromTypeParam, InputType } from '@pothos/core';
import type { builder } from '../kit/builder.js';
import type { InputFields } from '../kit/inputs.js';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** One optional input field: its type (`[String]` for a list of texts) and what it means, or a String's meaning. */
export type InputRow = readonly [type: InputType<Types> | '[String]', description: string] | string;

type TypeOf<Row extends InputRow> = Row extends readonly [infer Type, string]
  ? Type extends '[String]'
    ? ['String']
    : Exclude<Type, '[String]'>
  : 'String';

type InputRefs<Rows extends Record<string, InputRow>> = {
  [Name in keyof Rows]: InputFieldRef<Types, InputShapeFromTypeParam<Types, TypeOf<Rows[Name]>, false>>;
};

/** What a write receives from the fields of `rows`. */
export type InputOf<Rows extends Record<string, InputRow>> = {
  [Name in keyof Rows]?: InputShapeFromTypeParam<Types, TypeOf<Rows[Name]>, false>;
};

/** The optional input fields of `rows`, in their order. */
export function inputTable<Rows extends Record<string, InputRow>>(
  t: InputFields,
  rows: Rows,
): InputRefs<Rows> {
  const entries = Object.entries(rows).map(([name, row]) => {
    const [type, description] = typeof row === 'string' ? ['String' as const, row] : row;
    return [name, t.field({ type: type === '[String]' ? ['String'] : type, description })];
  });
  return Object.fromEntries(entries) as InputRefs<Rows>;
}
