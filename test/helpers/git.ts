// What the ref-write tests share: the example mutations of operations/git.graphql run against a
// harness, answering the mutation field's value.

import { readFileSync } from 'node:fs';
import { type FragmentDefinitionNode, Kind, parse, print } from 'graphql';
import { expect } from 'vitest';
import type { DemoUser, Harness } from './harness.js';
import type { Json } from './mutations.js';

const examples = parse(readFileSync(new URL('../../operations/git.graphql', import.meta.url), 'utf8'));
const errorFragment = examples.definitions.find(
  (d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION,
) as FragmentDefinitionNode;

/** Runs the example mutation `name` of operations/git.graphql with `input`; answers the field's value. */
export async function mutateRefs(harness: Harness, name: string, input: Json, as?: DemoUser): Promise<Json> {
  const operation = examples.definitions.find(
    (d) => d.kind === Kind.OPERATION_DEFINITION && d.name?.value === name,
  );
  if (!operation) throw new Error(`operations/git.graphql has no ${name}`);
  const document = `${print(operation)}\n${print(errorFragment)}`;
  const response = await harness.query<Json>(document, { input }, as ? { as } : {});
  expect(response.errors).toBeUndefined();
  return response.data?.[name.charAt(0).toLowerCase() + name.slice(1)];
}
