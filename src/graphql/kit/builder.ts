// The one SchemaBuilder. It defines no types: every type lives in types/*.ts with its root fields.

import SchemaBuilder from '@pothos/core';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import ErrorsPlugin from '@pothos/plugin-errors';
import FederationPlugin from '@pothos/plugin-federation';
import RelayPlugin from '@pothos/plugin-relay';
import SimpleObjectsPlugin from '@pothos/plugin-simple-objects';
import type { Context } from './context.js';
import FederationSyntaxPlugin from './directive-ast.js';
import { EVERY_WRITE_ERRORS } from './errors.js';
import { decodeGlobalID, encodeGlobalID } from './global-id.js';
import LoaderRegistryPlugin from './loader-registry.js';
import { tracedBatch } from './loader-tracing.js';
import { nodesWithinLimits } from './nodes-limit.js';
import type { UploadedFile } from './uploaded-file.js';

export type ScalarTypes = {
  DateTime: { Input: Date; Output: Date | string };
  URL: { Input: URL; Output: string };
  BigInt: { Input: bigint | number; Output: bigint | number };
  Base64: { Input: string; Output: string };
  File: { Input: UploadedFile; Output: never };
};

export const builder = new SchemaBuilder<{
  Context: Context;
  Scalars: ScalarTypes;
  // Upstream objects are partial by nature: a field the forge leaves out is null, never an error.
  DefaultFieldNullability: true;
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
  Connection: { totalCount: unknown };
}>({
  // The federation plugins add nothing to a type until it is named an entity, which only the subgraph
  // build does (federation/subgraph.ts): the standalone schema stays as it is.
  plugins: [
    ErrorsPlugin,
    SimpleObjectsPlugin,
    RelayPlugin,
    DataloaderPlugin,
    LoaderRegistryPlugin,
    FederationPlugin,
    FederationSyntaxPlugin,
  ],
  relay: {
    clientMutationId: 'optional',
    cursorType: 'String',
    nodeTypeOptions: { description: 'An object with a global id, which `node(id:)` reads again.' },
    idFieldOptions: { description: 'The global id: `node(id:)` reads this object again by it.' },
    // One wording for every connection, edge, page and payload, set here once.
    nodesOnConnection: { description: 'The items of this page, without their cursors.' },
    edgesFieldOptions: { nullable: false, description: 'The items of this page, each with its cursor.' },
    nodeFieldOptions: { nullable: false, description: 'The item.' },
    cursorFieldOptions: {
      description: 'Where this item stands in the list: pass it as `after` or `before` to page from it.',
    },
    pageInfoFieldOptions: {
      description: 'Where this page stands in the list, to ask for the next or previous one.',
    },
    pageInfoTypeOptions: {
      description: 'Where a page stands in its list: the cursors at its ends and whether more follow.',
    },
    hasNextPageFieldOptions: {
      description: 'Whether items follow this page: ask again with `after: endCursor`.',
    },
    hasPreviousPageFieldOptions: {
      description: 'Whether items come before this page: ask again with `before: startCursor`.',
    },
    startCursorFieldOptions: {
      description: 'The cursor of the first item of this page; null when the page is empty.',
    },
    endCursorFieldOptions: {
      description: 'The cursor of the last item of this page; null when the page is empty.',
    },
    firstArgOptions: {
      description:
        'How many items to return from the start, or after `after`: at most the gateway’s page cap (`MAX_PAGE_SIZE`, 100 unless configured). Without `first` or `last`, a default page of 30 items.',
    },
    afterArgOptions: { description: 'Return the items after this cursor (an `endCursor` or edge `cursor`).' },
    lastArgOptions: {
      description:
        'How many items to return from the end, or before `before`; give `first` or `last`, not both.',
    },
    beforeArgOptions: {
      description: 'Return the items before this cursor (a `startCursor` or edge `cursor`).',
    },
    defaultEdgeTypeOptions: { description: 'An item of a page, with its cursor.' },
    defaultConnectionTypeOptions: {
      description: 'A page of items, with the total count when the forge gives it.',
    },
    clientMutationIdInputOptions: {
      description: 'Any string of yours, returned unchanged in the payload to match answers to requests.',
    },
    clientMutationIdFieldOptions: { description: 'The `clientMutationId` of the input, unchanged.' },
    mutationInputArgOptions: { description: 'What to change.' },
    encodeGlobalID,
    decodeGlobalID,
    nodeQueryOptions: {
      description: 'Any object by its global id; null when it is gone or out of the caller’s reach.',
      args: { id: { description: 'A global id, as any object’s `id` field gives it.' } },
    },
    nodesQueryOptions: {
      description: 'Objects by their global ids, in the order asked.',
      args: {
        ids: {
          description: 'Global ids, as objects’ `id` fields give them; the answers come in the same order.',
        },
      },
      resolve: (_root, args, context, _info, resolveNodes) => nodesWithinLimits(args, context, resolveNodes),
    },
  },
  // Every mutation's result union: its payload (directly, no wrapper), the errors its row lists,
  // and those every write can meet; named after the field (`createRelease` → `CreateReleaseResult`).
  errors: {
    defaultTypes: [...EVERY_WRITE_ERRORS],
    directResult: true,
    defaultUnionOptions: {
      name: ({ fieldName }) => `${fieldName.charAt(0).toUpperCase()}${fieldName.slice(1)}Result`,
    },
  },
});

// Every loadable type's batches are traced (loader-tracing.ts), without a word in its definition.
const loadableNodeRef = builder.loadableNodeRef.bind(builder);
builder.loadableNodeRef = ((name: string, options: Parameters<typeof loadableNodeRef>[1]) =>
  loadableNodeRef(name, { ...options, load: tracedBatch(name, options.load) })) as typeof loadableNodeRef;

builder.queryType({ description: 'The root of every read.' });

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** The field builder of an object type whose values are `P`: what a helper that adds the same fields to several types takes. */
export type FieldsOf<P> = PothosSchemaTypes.ObjectFieldBuilder<Types, P>;
