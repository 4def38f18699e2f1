// A value object the forge sends as flat JSON (settings, templates, NodeInfo counts) as a GraphQL type
// declared as data: each snake_case key becomes its camelCase field of the given scalar, numbers go
// through `forgeNumberField` and links through the URL check, like every other forge value.

import { builder } from './builder.js';
import { forgeNumberField } from './forge-numbers.js';
import { COMMON_VALUES } from './forge-values.js';
import { toDateTime, toUrl } from './values.js';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

type Scalar = 'String' | 'Boolean' | 'Int' | 'BigInt' | 'URL' | 'DateTime' | '[String]';

/** A field of the object: its scalar and what it means. */
export type PlainField = readonly [type: Scalar, description?: string];

/** `id` is the forge's id, which the schema calls `databaseId` (`id` is a global ID wherever it appears) */
const camel = (key: string) =>
  key === 'id' ? 'databaseId' : key.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase());

/** The fields of such a type, for a type defined elsewhere (a Node's `implement`). */
export function plainFields<T extends object>(fields: Partial<Record<keyof T & string, PlainField>>) {
  return (t: PothosSchemaTypes.ObjectFieldBuilder<Types, T>) =>
    Object.fromEntries(
      Object.entries(fields as Record<string, PlainField>).map(([key, [type, described]]) => {
        const about = described ?? COMMON_VALUES[key];
        const read = (parent: T) => (parent as Record<string, unknown>)[key];
        if (type === 'Int' || type === 'BigInt') {
          return [camel(key), forgeNumberField(t, type, read, { description: about })];
        }
        if (type === 'URL' || type === 'DateTime') {
          const convert = type === 'URL' ? toUrl : toDateTime;
          return [camel(key), t.field({ type, description: about, resolve: (p) => convert(read(p)) })];
        }
        const value = (parent: T) => read(parent) as never;
        if (type === '[String]') return [camel(key), t.stringList({ description: about, resolve: value })];
        return [camel(key), t.field({ type, description: about, resolve: value })];
      }),
    );
}

/** The object type `name` whose fields read the forge's keys (a key may already be camelCase, as NodeInfo's are). */
export function plainObject<T extends object>(
  name: string,
  description: string,
  fields: Partial<Record<keyof T & string, PlainField>>,
) {
  return builder.objectRef<T>(name).implement({ description, fields: plainFields<T>(fields) });
}
