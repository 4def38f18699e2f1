// Most of a forge object's fields read one of its keys as it is. They are declared as data, one row a
// field: `loginName: ['login_name', 'String!', 'The name an external authenticator gives the account.']`
// names the forge's key, the GraphQL type (`!` when the forge always sends it) and what the field means
// (left out, the wording of COMMON_VALUES for keys that mean the same on every object). Every value is
// checked as the forge's values are: strings and booleans by the leaf guard (forge-leaves.ts), numbers
// by `forgeNumberField`, links and dates by their converters, enums against their known values
// (enum-values.ts); a bad value fails its own field with UPSTREAM_ERROR. A field that computes its
// value, takes arguments or reads ahead is written out beside the rows.

import type { FieldMap, ObjectRef } from '@pothos/core';
import type { FieldsOf } from './builder.js';
import { forgeEnumKnown } from './enum-values.js';
import { upstreamValueError } from './forge-leaves.js';
import { forgeNumberField } from './forge-numbers.js';
import { COMMON_VALUES } from './forge-values.js';
import { toDateTime, toEnum, toUrl } from './values.js';

type Leaf = 'String' | 'Boolean' | 'Int' | 'BigInt' | 'URL' | 'DateTime';

/** A scalar, `!` when never null; `[String]` lists. */
export type FieldType =
  | Leaf
  | `${Leaf}!`
  | '[String]'
  | '[String!]'
  | '[String!]!'
  | ObjectRef<never, never>
  // an enum made by forgeEnum, or an object type: its ref
  | { readonly kind: string };

export interface FieldOptions {
  /** the field is deprecated, and why */
  deprecated?: string;
  /** an object or enum field the forge always sends */
  required?: true;
}

/** One field: the forge's key, its type, what it means (COMMON_VALUES by default), options. */
export type ForgeFieldRow<Parent> = readonly [
  key: keyof Parent & string,
  type: FieldType,
  description?: string,
  options?: FieldOptions,
];

const CONVERT = { URL: toUrl, DateTime: toDateTime } as const;

function leafField<Parent>(t: FieldsOf<Parent>, key: string, type: string, common: object) {
  const required = type.endsWith('!') && !type.startsWith('[');
  const leaf = (required ? type.slice(0, -1) : type) as Leaf | '[String]' | '[String!]' | '[String!]!';
  const read = (parent: Parent) => (parent as Record<string, unknown>)[key];
  if (leaf === 'Int' || leaf === 'BigInt') {
    return forgeNumberField(t, leaf, read, { ...common, required: required ? {} : undefined });
  }
  if (leaf === 'URL' || leaf === 'DateTime') {
    const convert = CONVERT[leaf];
    return t.field({
      ...common,
      type: leaf as 'String',
      nullable: !required as true,
      resolve: (parent) => {
        const value = convert(read(parent));
        if (value === null && required) throw upstreamValueError(`the forge sent no usable \`${key}\``);
        return value as string;
      },
    });
  }
  if (leaf.startsWith('[')) {
    const nullable = { list: !leaf.endsWith('!'), items: !leaf.includes('!]') };
    return t.expose(key as never, { ...common, type: ['String'], nullable } as never);
  }
  // exposed as it is: the leaf guard checks the value (forge-leaves.ts)
  return t.expose(key as never, { ...common, type: leaf, nullable: !required } as never);
}

function refField<Parent>(t: FieldsOf<Parent>, key: string, ref: object, common: object, required: boolean) {
  const known = forgeEnumKnown(ref);
  if (!known) return t.expose(key as never, { ...common, type: ref, nullable: !required } as never);
  return t.field({
    ...common,
    type: ref as never,
    nullable: !required as true,
    resolve: (parent) => {
      const value = toEnum(known, (parent as Record<string, unknown>)[key]);
      if (value === null && required) throw upstreamValueError(`the forge sent no known \`${key}\``);
      return value as never;
    },
  });
}

/** The fields of `rows`, to spread into a type's `fields`: `...forgeFields(t, { … })`. */
export function forgeFields<Parent>(
  t: FieldsOf<Parent>,
  rows: Record<string, ForgeFieldRow<Parent>>,
): FieldMap {
  return Object.fromEntries(
    Object.entries(rows).map(([name, [key, type, described, options = {}]]) => {
      const common = {
        description: described ?? COMMON_VALUES[key],
        ...(options.deprecated ? { deprecationReason: options.deprecated } : {}),
      };
      const field =
        typeof type === 'string'
          ? leafField(t, key, type, common)
          : refField(t, key, type, common, options.required === true);
      return [name, field];
    }),
  );
}
