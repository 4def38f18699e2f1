// The Mutation root and what every write shares. A mutation is a row: its input, the typed errors
// it can meet beyond those of every write (the builder adds sign-in and upstream members to each
// result union and names the union after the field), its forge call, what it changes and its
// payload. `defineMutation` owns the rest: the sign-in check, the conversion of forge failures
// into union members, and forgetting this request's reads of what the write changed.

import type { InputFieldMap, ObjectFieldsShape, OutputRef } from '@pothos/core';
import type { InputShapeWithClientMutationId } from '@pothos/plugin-relay';
import { ForgeError } from '../../forge/errors.js';
import { builder } from './builder.js';
import type { Context } from './context.js';
import {
  EVERY_WRITE_ERRORS,
  type GatewayErrorClass,
  REFUSED_WRITE_ERRORS,
  toGatewayError,
  UnauthenticatedGatewayError,
} from './errors.js';
import { FileLoaders } from './file-loader.js';
import { readsForge } from './forge-calls.js';
import { type InputFields, repositoryFields, repositoryOf } from './inputs.js';
import { clearEveryLoader, clearLoaders, type Loadable } from './loader-registry.js';
import { nodeKey } from './loaders.js';
import './error-types.js';
import { type RepoRef, RepositoryRef } from './refs/repository.js';

builder.mutationType({ description: 'The root of every write.' });

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** What a payload's `outputFields` receives: the field builder of a payload of this shape. */
export type PayloadFields<Shape> = PothosSchemaTypes.ObjectFieldBuilder<Types, Shape>;

/** What a write changes: the loadables whose reads it makes stale, or everything a caller may read. */
export type Changes = readonly Loadable[] | 'everything';

/**
 * A mutation's row, its keys written in this order: what it acts on and its input (`on`, `input`,
 * `inputFields`), what the field says and can meet (`description`, `errors`), what the write does
 * (`changes`, `calls`, `write`) and what it answers (`payload`, `outputFields`). The inputs are one
 * `inputTable` of `[type, description]` rows (kit/input-table.ts), after any shared fields spread first.
 */
export interface MutationRow<Fields extends InputFieldMap, Payload> {
  /**
   * What the write acts on: `repository` gives the input the repository's `owner` and `repo` first
   * and hands `write` that repository, checked (a ValidationError for an empty name, before any call).
   */
  on?: 'repository';
  /** the input type's description (the forge's option type it mirrors) */
  input?: string;
  inputFields: (t: PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>) => Fields;
  /** the field's description: the route it calls and what it answers */
  description: string;
  /**
   * the union members beyond UnauthenticatedError and UpstreamError, which every write has; when
   * absent, what a refused write meets: NotFoundError, ForbiddenError and ValidationError
   */
  errors?: readonly GatewayErrorClass[];
  /** the loadables whose reads in this request the write makes stale */
  changes: Changes;
  /** the forge calls `write` makes at most, when more than one (a read of the caller or of an id first) */
  calls?: number;
  /** the forge call(s); runs once, only for a signed-in caller (mutations are never retried) */
  write: (input: Input<Fields>, context: Context, repository: RepoRef) => Promise<Payload>;
  /** the payload type's description */
  payload?: string;
  outputFields: ObjectFieldsShape<Types, Payload>;
}

type Input<Fields extends InputFieldMap> = InputShapeWithClientMutationId<Types, Fields>;

/** A payload key in words: `pullRequest` → "pull request". */
const wordsOf = (key: string) => key.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);

const capitalized = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

/** The Mutation field `name` with its input, payload and result union `<Name>Result`. */
export function defineMutation<Fields extends InputFieldMap, Payload>(
  name: string,
  row: MutationRow<Fields, Payload>,
) {
  const types = [...(row.errors ?? REFUSED_WRITE_ERRORS)];
  const inputFields = row.on === 'repository' ? withRepository(row.inputFields) : row.inputFields;
  const repositoryIn = (input: Input<Fields>) =>
    row.on === 'repository' ? repositoryOf(input as unknown as RepoRef) : NO_REPOSITORY;
  return builder.relayMutationField(
    name,
    { description: row.input, inputFields },
    {
      description: row.description,
      nullable: false,
      extensions: readsForge(row.calls ?? 1),
      errors: {
        types,
        union: { description: `The ${capitalized(name)}Payload, or why the write failed.` },
      },
      // The arguments' type is out of reach of a generic `Fields`: it is `{ input }` by construction.
      resolve: ((_root: unknown, { input }: { input: Input<Fields> }, context: Context) =>
        runWrite(context, types, row.changes, () => row.write(input, context, repositoryIn(input)))) as never,
    },
    { description: row.payload, outputFields: row.outputFields },
  );
}

/** What `write` receives when the row names no repository: never read. */
const NO_REPOSITORY: RepoRef = Object.freeze({ owner: '', repo: '' });

function withRepository<Fields extends InputFieldMap>(fields: MutationRow<Fields, unknown>['inputFields']) {
  return ((t: InputFields) => ({ ...repositoryFields(t), ...fields(t) })) as typeof fields;
}

/**
 * Runs a write once. An anonymous caller costs no call (every write route of Gitea needs a token);
 * a forge failure whose kind the union lists becomes that member, any other surfaces as a
 * top-level coded error (UnauthenticatedError and UpstreamError are members of every union).
 */
async function runWrite<T>(
  context: Context,
  members: readonly GatewayErrorClass[],
  changes: Changes,
  write: () => Promise<T>,
): Promise<T> {
  if (context.caller.anonymous) {
    throw new UnauthenticatedGatewayError(
      'this write needs a signed-in caller: send an Authorization header',
    );
  }
  try {
    return await write();
  } catch (error) {
    if (error instanceof ForgeError) {
      const typed = toGatewayError(error);
      if ([...members, ...EVERY_WRITE_ERRORS].some((type) => typed instanceof type)) throw typed;
    }
    throw error;
  } finally {
    forgetReads(context, changes);
  }
}

/**
 * A write changes what earlier fields of this request may have read: drop this request's loaders
 * of what it changed, its memo of lists and its file reads, so that the payload and later
 * mutations of the same document read fresh data.
 */
function forgetReads(context: Context, changes: Changes): void {
  context.memo.clear();
  context.files = new FileLoaders(context.forge, context.settings.naive, context.tracing);
  if (changes === 'everything') clearEveryLoader(context);
  else clearLoaders(context, changes);
}

/**
 * A payload field naming an object by its loader key (`payload[key]`): read after the write, and
 * only when selected, so it costs a call only then and sees what the write left.
 */
export function readAfterWrite<Shape, Key extends keyof Shape>(
  t: PayloadFields<Shape>,
  ref: OutputRef<unknown> & Loadable,
  key: Key,
  description?: string,
) {
  return t.field({
    type: ref,
    description: description ?? `The ${wordsOf(String(key))}, read after the write only when selected.`,
    extensions: readsForge(),
    resolve: (payload, _args, context) => {
      const loaderKey = payload[key];
      return typeof loaderKey === 'string' ? nodeKey(context, loaderKey) : null;
    },
  });
}

/**
 * A payload field naming an object the write touched by its loader key (`keyOf`): read after the
 * write and only when selected. `required` when the write always names one; otherwise a null key is null.
 */
export function readAfterWriteOf<Shape>(
  t: PayloadFields<Shape>,
  ref: OutputRef<unknown> & Loadable,
  keyOf: (payload: Shape) => string | null,
  description: string,
  required = true,
) {
  return t.field({
    type: ref,
    // Pothos types a non-null field's resolver apart from a nullable one's; `required` chooses at run time.
    nullable: !required as false,
    description,
    resolve: (payload, _args, context) => {
      const key = keyOf(payload);
      return (key === null ? null : nodeKey(context, key)) as string;
    },
  });
}

/** A payload field holding the object the forge answered the write with (no further call). */
export function writtenObject<Shape, Key extends keyof Shape>(
  t: PayloadFields<Shape>,
  ref: OutputRef<unknown>,
  key: Key,
) {
  return t.field({
    type: ref,
    nullable: false,
    description: `The ${wordsOf(String(key))} as the forge answered the write; no further call.`,
    extensions: readsForge(0),
    resolve: (payload) => payload[key],
  });
}

/**
 * A described payload field holding what the write left in the payload (`payload[key]`): what the
 * forge answered, or a reference whose fields resolve on their own.
 */
export function answered<Shape, Key extends keyof Shape>(
  t: PayloadFields<Shape>,
  type: OutputRef<unknown> | [OutputRef<unknown>],
  key: Key,
  description: string,
) {
  return t.field({
    type: type as OutputRef<unknown>,
    nullable: false,
    description,
    resolve: (payload) => payload[key],
  });
}

/** The usual payload: the object the forge answered the write with, and its repository read after it. */
export function writtenInRepository<Shape extends { repository?: string }, Key extends keyof Shape & string>(
  t: PayloadFields<Shape>,
  ref: OutputRef<unknown>,
  key: Key,
  repositoryDescription: string,
) {
  return {
    [key]: writtenObject(t, ref, key),
    repository: readAfterWrite(t, RepositoryRef, 'repository', repositoryDescription),
  } as Record<Key | 'repository', ReturnType<typeof writtenObject>>;
}
