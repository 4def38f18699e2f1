// A payload field that gives back a value the write returned as it is (a deleted page's name, the
// addresses removed, the topics sent): never null, since the write always returns it.

import type { PayloadFields } from './mutation.js';

/** The text the write returned under `key`. */
export function returnedString<Key extends string, Shape extends Record<Key, string>>(
  t: PayloadFields<Shape>,
  key: Key,
  description: string,
) {
  return t.string({ nullable: false, description, resolve: (payload) => payload[key] });
}

/** The list of texts the write returned under `key`. */
export function returnedStrings<Key extends string, Shape extends Record<Key, readonly string[]>>(
  t: PayloadFields<Shape>,
  key: Key,
  description: string,
) {
  return t.stringList({
    nullable: false,
    description,
    resolve: (payload): readonly string[] => payload[key],
  });
}
