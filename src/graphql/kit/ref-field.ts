// Fields read through their parent's reference (prefetch.ts `fromRef`): the type, the reader and,
// for a lookup, its one required key, spread as one line into `t.field({ ...readField(...), description })`.

import type { ArgumentRef } from '@pothos/core';
import type { builder } from './builder.js';
import type { Context } from './context.js';
import { fromRef, type PrefetchFrom } from './prefetch.js';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** A field whose value is `run` over the parent's reference, with its lookahead. */
export function readField<Type, Parent, Ref, Args, Result>(
  type: Type,
  run: (context: Context, ref: Ref, args: Args) => Result,
  refOf: (parent: Parent) => Ref | null,
  from?: PrefetchFrom,
) {
  return { type, ...fromRef(run, refOf, from) };
}

/** What a lookup's key names, said once for every lookup by that key. */
const KEY_WORDS: Readonly<Record<string, string>> = {
  name: 'Its exact name.',
  login: 'The user’s login.',
};

/** One object of the parent found by a required text key: a label by `name`, a permission by `login`. */
export function readByKey<Key extends string, Type, Parent, Ref, Result>(
  t: { arg: { string: (options: { required: true; description: string }) => ArgumentRef<Types, string> } },
  key: Key,
  type: Type,
  run: (context: Context, ref: Ref, args: Record<Key, string>) => Result,
  refOf: (parent: Parent) => Ref | null,
) {
  const description = KEY_WORDS[key] ?? `The ${key} to look up.`;
  const args = { [key]: t.arg.string({ required: true, description }) } as Record<
    Key,
    ArgumentRef<Types, string>
  >;
  return { type, args, ...fromRef(run, refOf) };
}
