// An enum's values as data: `enumValues('public', 'private')` is `{ PUBLIC: { value: 'public' }, ... }`
// (the name is the forge's value in capitals); `namedEnumValues({ RECENT_UPDATE: 'recentupdate' })`
// where the name cannot be read off the value.

import { builder } from './builder.js';
import { groupByType } from './coordinate-table.js';
import { ENUM_DESCRIPTIONS, ENUM_VALUES } from './enum-table.js';

export function enumValues<const V extends string>(...values: V[]) {
  return Object.fromEntries(values.map((value) => [value.toUpperCase(), { value }])) as {
    [Value in V as Uppercase<Value>]: { value: Value };
  };
}

export function namedEnumValues<const N extends Record<string, string>>(names: N) {
  return Object.fromEntries(Object.entries(names).map(([name, value]) => [name, { value }])) as {
    [Name in keyof N]: { value: N[Name] };
  };
}

/** Values named as the schema names them, each with its description: `{ APPROVED: 'approve' }`. */
export function describedEnumValues<const N extends Record<string, string>>(descriptions: N) {
  return Object.fromEntries(
    Object.entries(descriptions).map(([name, description]) => [name, { description }]),
  ) as { [Name in keyof N]: { description: string } };
}

/** Values with the forge's value and a description: `{ FORK: ['fork', 'forks only'] }`. */
export function forgeEnumValues<const N extends Record<string, readonly [string, string]>>(values: N) {
  return Object.fromEntries(
    Object.entries(values).map(([name, [value, description]]) => [name, { value, description }]),
  ) as { [Name in keyof N]: { value: N[Name][0]; description: string } };
}

type ForgeRows = Record<string, readonly [string, string]>;

function forgeEnumType<const N extends ForgeRows>(name: string, description: string, values: N) {
  const ref = builder.enumType(name, { description, values: forgeEnumValues(values) });
  KNOWN.set(
    name,
    Object.values(values).map(([value]) => value),
  );
  return ref;
}

type EnumName = keyof typeof ENUM_DESCRIPTIONS;

/** ENUM_VALUES grouped by enum: `VALUES.IssueState` holds the rows `'IssueState.…'`, named by value. */
const VALUES = groupByType(ENUM_VALUES);

/** An enum of the forge's values, declared from its rows in enum-table.ts: `forgeEnum('IssueState')`. */
export function forgeEnum<const E extends EnumName>(name: E) {
  return forgeEnumType(name, ENUM_DESCRIPTIONS[name], VALUES[name]);
}

/** The forge's values of each enum `forgeEnum` made, by the enum's name: a field of it reads any other value as null. */
const KNOWN = new Map<string, readonly string[]>();

export const forgeEnumKnown = (name: string): readonly string[] | undefined => KNOWN.get(name);
