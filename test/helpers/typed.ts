// Runs codegen's typed documents (generated/client) against the gateway: the result is typed by the
// document, and each run is recorded so a test can prove that every example operation ran.

import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { type DocumentNode, Kind, print } from 'graphql';
import { exampleVariables } from '../../src/graphiql/examples.js';
import type { DemoUser, GraphQLResponse, Harness } from './harness.js';

const variables = exampleVariables();

/** Names of the operations run so far in this test file. */
export const ranOperations = new Set<string>();

export function operationName(document: DocumentNode): string {
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (operation?.kind !== Kind.OPERATION_DEFINITION || !operation.name) throw new Error('no named operation');
  return operation.name.value;
}

/** The operation's example variables of operations/variables.json (demo seed values), as its type. */
export function exampleOf<R, V>(document: TypedDocumentNode<R, V>): V {
  const name = operationName(document);
  const example = variables[name];
  if (!example) throw new Error(`operations/variables.json has no example for ${name}`);
  return example as V;
}

/** The persisted operation id codegen gave the document (see codegen.ts). */
export function persistedIdOf(document: DocumentNode): string {
  return (document as unknown as { __meta__: { hash: string } }).__meta__.hash;
}

export function run<R, V>(
  harness: Harness,
  document: TypedDocumentNode<R, V>,
  operationVariables: V,
  as: DemoUser | 'anonymous' = 'alice',
): Promise<GraphQLResponse<R>> {
  ranOperations.add(operationName(document));
  return harness.query<R>(
    print(document),
    operationVariables as Record<string, unknown>,
    as === 'anonymous' ? {} : { as },
  );
}
