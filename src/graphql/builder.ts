// The one SchemaBuilder. It defines no types: every type lives in types/*.ts with its root fields.

import SchemaBuilder from '@pothos/core';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import ErrorsPlugin from '@pothos/plugin-errors';
import RelayPlugin from '@pothos/plugin-relay';
import SimpleObjectsPlugin from '@pothos/plugin-simple-objects';
import type { UploadedFile } from './common/uploaded-file.js';
import type { Context } from './context.js';
import { EVERY_WRITE_ERRORS } from './errors.js';
import { decodeGlobalID, encodeGlobalID } from './global-id.js';
import LoaderRegistryPlugin from './loader-registry.js';
import { tracedBatch } from './loader-tracing.js';
import { nodesWithinLimits } from './nodes-limit.js';

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
  plugins: [ErrorsPlugin, SimpleObjectsPlugin, RelayPlugin, DataloaderPlugin, LoaderRegistryPlugin],
  relay: {
    clientMutationId: 'optional',
    cursorType: 'String',
    nodesOnConnection: true,
    edgesFieldOptions: { nullable: false },
    nodeFieldOptions: { nullable: false },
    encodeGlobalID,
    decodeGlobalID,
    nodesQueryOptions: {
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
