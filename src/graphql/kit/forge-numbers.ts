// Numbers the forge sends, checked before GraphQL serializes them. GraphQL's Int is 32 bits and
// throws on anything else, which would surface as INTERNAL_SERVER_ERROR: a forge that sends a
// number out of range, a fraction or text fails that field alone with UPSTREAM_ERROR instead, as a
// count of items does (values.ts `checkedCount`). Every Int field fed by forge data is built by
// `forgeNumberField`, which marks it so that a test can walk the schema and find any that is not.

import type { FieldRef } from '@pothos/core';
import { GraphQLError } from 'graphql';
import type { builder } from './builder.js';
import type { Context } from './context.js';
import { checkedInt, toInt64 } from './values.js';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** The extension that marks a field built by `forgeNumberField` (read by the schema-walking test). */
export const FORGE_NUMBER = 'forgeNumber';

/** A non-null number the forge left out. */
const absent = () =>
  new GraphQLError('the forge sent no value for a number it always sends', {
    extensions: { code: 'UPSTREAM_ERROR' },
  });

type MaybePromise<T> = T | Promise<T>;
type Read<Parent> = (parent: Parent, context: Context) => MaybePromise<unknown>;

interface NumberFieldOptions {
  description?: string;
  /** the field is deprecated, and why */
  deprecationReason?: string;
  /** the field's own extensions (its lookahead, prefetch.ts) */
  extensions?: Record<string, unknown>;
  /**
   * A non-null field: the value when the forge sent none (else the missing value is the forge's
   * error too). Bad data then nulls the nearest nullable parent, still as UPSTREAM_ERROR.
   */
  required?: { absent?: number };
}

function checkAll<T>(check: (value: unknown) => T, value: MaybePromise<unknown>): MaybePromise<T> {
  return value instanceof Promise ? value.then(check) : check(value);
}

/**
 * A number field whose value comes from the forge: `Int` for what is 32-bit by nature (numbers of
 * issues, lines of a file, approvals), `BigInt` for what Gitea declares int64 and may legitimately
 * pass 2^31 (the schema's rule for every forge int64: ids, sizes, commit counts of a compare).
 * The value is checked on every read; bad data is UPSTREAM_ERROR on this field, never a crash.
 */
export function forgeNumberField<Parent>(
  t: PothosSchemaTypes.ObjectFieldBuilder<Types, Parent>,
  type: 'Int' | 'BigInt',
  read: Read<Parent>,
  options: NumberFieldOptions = {},
): FieldRef<Types, number | bigint | null, 'Object'> {
  const checked = type === 'Int' ? checkedInt : toInt64;
  const { required } = options;
  const check = required
    ? (value: unknown) => {
        const number = checked(value ?? required.absent);
        if (number === null) throw absent();
        return number;
      }
    : checked;
  // One body for both scalars: Pothos types each apart, and the checks above are what this builder
  // is for, so the field's type is named loosely here.
  const ref = t.field({
    type: type as 'Int',
    nullable: !required as true,
    description: options.description,
    ...(options.deprecationReason ? { deprecationReason: options.deprecationReason } : {}),
    extensions: { ...options.extensions, [FORGE_NUMBER]: type },
    resolve: (parent, _args, context) => checkAll(check, read(parent, context)) as MaybePromise<number>,
  });
  return ref as FieldRef<Types, number | bigint | null, 'Object'>;
}
