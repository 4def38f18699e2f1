// A value object the forge sends as flat JSON (settings, templates, NodeInfo counts) as a GraphQL type
// declared as data: each snake_case key becomes its camelCase field of the given scalar, checked as
// every forge value is (a `forgeFields` row of that key, forge-fields.ts).

import { builder, type FieldsOf } from './builder.js';
import { type ForgeFieldRow, forgeFields } from './forge-fields.js';

type Scalar = 'String' | 'Boolean' | 'Int' | 'BigInt' | 'URL' | 'DateTime' | '[String!]';

/** A field of the object: its scalar and what it means. */
export type PlainField = readonly [type: Scalar, description: string];

/** `id` is the forge's id, which the schema calls `databaseId` (`id` is a global ID wherever it appears) */
const camel = (key: string) =>
  key === 'id' ? 'databaseId' : key.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase());

/** The fields of such a type, for a type defined elsewhere (a Node's `implement`): `forgeFields` rows named by key. */
export function plainFields<T extends object>(fields: Partial<Record<keyof T & string, PlainField>>) {
  const rows = Object.entries(fields as Record<string, PlainField>).map(
    ([key, [type, described]]) => [camel(key), [key as keyof T & string, type, described]] as const,
  );
  return (t: FieldsOf<T>) => forgeFields(t, Object.fromEntries(rows) as Record<string, ForgeFieldRow<T>>);
}

/** The object type `name` whose fields read the forge's keys (a key may already be camelCase, as NodeInfo's are). */
export function plainObject<T extends object>(
  name: string,
  description: string,
  fields: Partial<Record<keyof T & string, PlainField>>,
) {
  return builder.objectRef<T>(name).implement({ description, fields: plainFields<T>(fields) });
}
