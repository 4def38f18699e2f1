// The objects of a webhook payload (its repository, users, issue, pull request) as an event's fields
// answer them. A payload object usually holds every field a query's object has, so it costs no call.
// Older forges leave keys out that the schema declares non-null (a sender without `full_name`, a pull
// request without `id`, a repository without `private`): when the subscription selects such a field,
// the object is completed by ONE read of the same node with the subscriber's credentials (the usual
// loader, so also primed for the event),
// the payload's own values winning, so that the event's object resolves whole instead of failing. A
// node the forge will not answer leaves the object as sent: only its missing fields then fail, with
// UPSTREAM_ERROR (forge-leaves.ts).

import { type GraphQLResolveInfo, isNonNullType, isObjectType, Kind, type SelectionSetNode } from 'graphql';
import type { Context } from '../kit/context.js';

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Error);

const requiredKeys = new Map<string, Map<string, string>>();

/** The forge key each non-null field of type `name` reads, by field (an exposed key; `id` for `databaseId`). */
function requiredKeysOf(info: GraphQLResolveInfo, name: string): Map<string, string> {
  const known = requiredKeys.get(name);
  if (known) return known;
  const type = info.schema.getType(name);
  const keys = new Map<string, string>();
  if (isObjectType(type)) {
    for (const field of Object.values(type.getFields())) {
      if (!isNonNullType(field.type)) continue;
      const exposed = field.extensions?.pothosExposedField;
      if (typeof exposed === 'string') keys.set(field.name, exposed);
      else if (field.name === 'databaseId') keys.set(field.name, 'id');
    }
  }
  requiredKeys.set(name, keys);
  return keys;
}

/** The names of the fields selected right under the field being resolved (every type condition alike). */
function selectedNames(info: GraphQLResolveInfo): Set<string> {
  const names = new Set<string>();
  const seen = new Set<string>();
  const walk = (selections: SelectionSetNode | undefined) => {
    for (const selection of selections?.selections ?? []) {
      if (selection.kind === Kind.FIELD) names.add(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        walk(info.fragments[selection.name.value]?.selectionSet);
      }
    }
  };
  for (const node of info.fieldNodes) walk(node.selectionSet);
  return names;
}

/** A node's loader, as the event's field reads it: Pothos' `getDataloader(context).load`. */
interface NodeLoader {
  getDataloader(context: Context): { load(key: string): Promise<unknown> };
}

/**
 * `object` as sent, or, when it lacks what a selected non-null field of `typeName` needs, completed
 * from the node `key` names (null: no node to read). Never fails: a read that fails leaves the object
 * as sent. A selection whose fields the payload holds costs no call, however old the forge.
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
  const required = requiredKeysOf(info, typeName);
  const absent = (field: string) => {
    const forgeKey = required.get(field);
    return forgeKey !== undefined && (object[forgeKey] === undefined || object[forgeKey] === null);
  };
  if (key === null || ![...selectedNames(info)].some(absent)) return object;
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
