// Deleting an object the caller names by its node id (a team, an SSH or GPG key): the input is
// that id, the write one DELETE of its database id, the payload `deleted<Type>Id` so that a
// client can drop it from its cache. The row says only its route, its words and any payload
// field beyond the id; the input and payload names follow from the node type.

import type { InputFieldMap, OutputRef } from '@pothos/core';
import type { ForgeSession } from '../../forge/session.js';
import { databaseIdOf, nodeIdField } from './checks.js';
import { deletedIdField } from './deleted-id.js';
import type { Loadable } from './loader-registry.js';
import { defineMutation, type MutationRow, type PayloadFields, readAfterWrite } from './mutation.js';

interface NodeDeletion {
  input: string;
  description: string;
  payload: string;
  /** payload fields beyond the deleted id (the caller, whose keys changed) */
  also?: MutationRow<InputFieldMap, Deleted>['outputFields'];
}

interface Deleted {
  deletedId: string;
}

type DeleteCall = (forge: ForgeSession, args: { id: string }) => Promise<unknown>;

/** The mutation `name` deleting one `ref` node with `remove`, its one forge call. */
export function defineNodeDeletion(
  name: string,
  ref: OutputRef<unknown> & Loadable & { name: string },
  remove: DeleteCall,
  row: NodeDeletion,
): void {
  defineMutation(name, {
    input: row.input,
    inputFields: (t) => ({ id: nodeIdField(t, ref.name) }),
    description: row.description,
    changes: [ref],
    write: async (input, context) => {
      await remove(context.forge, { id: databaseIdOf(String(input.id), ref.name) });
      return { deletedId: String(input.id) };
    },
    payload: row.payload,
    outputFields: (t) => ({
      [`deleted${ref.name}Id`]: deletedIdField(t),
      ...row.also?.(t),
    }),
  });
}

/**
 * A deletion's payload: the deleted object's id as `idField` (for a client to drop it from its
 * cache) and what held it, read by its loader key `payload[key]` after the write when selected.
 */
export function deletedFrom<Shape extends { deletedId: string }, Key extends keyof Shape & string>(
  t: PayloadFields<Shape>,
  idField: string,
  [key, ref, description]: [key: Key, ref: OutputRef<unknown> & Loadable, description: string],
) {
  return {
    [idField]: deletedIdField(t),
    [key]: readAfterWrite(t, ref, key, description),
  };
}
