// The objects of a webhook payload (its repository, users, issue, pull request) as an event's fields
// answer them. A payload object usually holds every field a query's object has, so it costs no call.
// Older forges leave keys out that the schema declares non-null (a sender without `full_name`, a pull
// request without `id`, a repository without `private`): such an object is completed by ONE read of
// the same node with the subscriber's credentials (the usual loader, so also primed for the event),
// the payload's own values winning, so that the event's object resolves whole instead of failing. A
// node the forge will not answer leaves the object as sent: only its missing fields then fail, with
// UPSTREAM_ERROR (forge-leaves.ts).

import { type GraphQLResolveInfo, isNonNullType, isObjectType } from 'graphql';
import type { Context } from '../context.js';

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Error);

const requiredKeys = new Map<string, string[]>();

/** The forge keys the non-null fields of type `name` read (an exposed key; `id` for `databaseId`). */
function requiredKeysOf(info: GraphQLResolveInfo, name: string): string[] {
  const known = requiredKeys.get(name);
  if (known) return known;
  const type = info.schema.getType(name);
  const keys: string[] = [];
  if (isObjectType(type)) {
    for (const field of Object.values(type.getFields())) {
      if (!isNonNullType(field.type)) continue;
      const exposed = field.extensions?.pothosExposedField;
      if (typeof exposed === 'string') keys.push(exposed);
      else if (field.name === 'databaseId') keys.push('id');
    }
  }
  requiredKeys.set(name, keys);
  return keys;
}

/** A node's loader, as the event's field reads it: Pothos' `getDataloader(context).load`. */
interface NodeLoader {
  getDataloader(context: Context): { load(key: string): Promise<unknown> };
}

/**
 * `object` as sent, or, when it lacks what a non-null field of `typeName` needs, completed from the
 * node `key` names (null: no node to read). Never fails: a read that fails leaves the object as sent.
 */
export async function completed<T>(
  object: T | null | undefined,
  ref: NodeLoader,
  typeName: string,
  key: string | null,
  context: Context,
  info: GraphQLResolveInfo,
): Promise<T | null> {
  if (!isRecord(object)) return null;
  const missing = requiredKeysOf(info, typeName).some((k) => object[k] === undefined || object[k] === null);
  if (!missing || key === null) return object;
  let loaded: unknown;
  try {
    loaded = await ref.getDataloader(context).load(key);
  } catch {
    return object;
  }
  if (!isRecord(loaded)) return object;
  const whole: Json = { ...loaded };
  for (const [name, value] of Object.entries(object)) {
    if (value !== undefined && value !== null) whole[name] = value;
  }
  return whole as T;
}
