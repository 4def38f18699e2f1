// The forge's plain values as fields named after its snake_case keys, checked as every forge value
// is (values.ts): `...forgeValues(t, 'DateTime', 'created_at', 'updated_at')` defines `createdAt` and
// `updatedAt`; `...describedForgeValues(t, 'BigInt', { owner_id: 'Org-level projects.' })` the same with
// descriptions. A field with another name or its own null handling is written out.

import type { FieldMap } from '@pothos/core';
import type { builder } from './builder.js';
import { toDateTime, toInt64, toUrl } from './values.js';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

const CONVERT = { DateTime: toDateTime, URL: toUrl, BigInt: toInt64 } as const;

const camel = (key: string) => key.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase());

export function forgeValues<Parent>(
  t: PothosSchemaTypes.ObjectFieldBuilder<Types, Parent>,
  type: keyof typeof CONVERT,
  ...keys: (keyof Parent & string)[]
): FieldMap {
  const convert = CONVERT[type];
  return Object.fromEntries(
    keys.map((key) => [
      camel(key),
      t.field({ type: type as 'String', resolve: (parent) => convert(parent[key]) as string | null }),
    ]),
  );
}

/** The same, each field with its description. */
export function describedForgeValues<Parent>(
  t: PothosSchemaTypes.ObjectFieldBuilder<Types, Parent>,
  type: keyof typeof CONVERT,
  descriptions: Partial<Record<keyof Parent & string, string>>,
): FieldMap {
  const convert = CONVERT[type];
  return Object.fromEntries(
    Object.entries(descriptions).map(([key, description]) => [
      camel(key),
      t.field({
        type: type as 'String',
        description: description as string,
        resolve: (parent) => convert(parent[key as keyof Parent]) as string | null,
      }),
    ]),
  );
}
