// A write's optional settings declared as data, as argTable declares a field's filters: each row is
// the input field's type and what it means, so the settings a write takes read as one table. A
// setting with a default or a required one is written out beside the table.

import type { InputFieldRef, InputShapeFromTypeParam, InputType } from '@pothos/core';
import type { builder } from './builder.js';
import type { InputFields } from './inputs.js';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** An input type, or `[String]` for a list of texts. */
type SettingType = InputType<Types> | '[String]';

/** One optional setting: its input type and its meaning; a bare text is a String setting with that meaning. */
export type SettingRow = readonly [type: SettingType, description: string] | string;

type ParamOf<Row extends SettingRow> = Row extends string
  ? 'String'
  : Row extends readonly [infer Type, ...unknown[]]
    ? Type extends '[String]'
      ? ['String']
      : Exclude<Type, '[String]'>
    : never;

type SettingRefs<Rows extends Record<string, SettingRow>> = {
  [Name in keyof Rows]: InputFieldRef<Types, InputShapeFromTypeParam<Types, ParamOf<Rows[Name]>, false>>;
};

/** The optional input fields of `rows`, in their order. */
export function settingFields<const Rows extends Record<string, SettingRow>>(
  t: InputFields,
  rows: Rows,
): SettingRefs<Rows> {
  const entries = Object.entries(rows).map(([name, row]) => {
    const [type, description]: readonly [SettingType, string] =
      typeof row === 'string' ? ['String', row] : row;
    return [name, t.field({ type: type === '[String]' ? (['String'] as const) : type, description })];
  });
  return Object.fromEntries(entries) as SettingRefs<Rows>;
}
