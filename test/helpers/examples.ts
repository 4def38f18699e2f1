// The example operations of operations/*.graphql (the ones GraphiQL shows and codegen reads), each
// with the fragments it uses from any file, run against the harness so the tests exercise them.

import { readdirSync, readFileSync } from 'node:fs';
import {
  type DefinitionNode,
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  parse,
  print,
  visit,
} from 'graphql';
import type { DemoUser, GraphQLResponse, Harness } from './harness.js';

// biome-ignore lint/suspicious/noExplicitAny: assertions walk untyped response JSON
export type Json = Record<string, any>;

const dir = new URL('../../operations/', import.meta.url);
const definitions = readdirSync(dir)
  .filter((name) => name.endsWith('.graphql'))
  .flatMap((name) => parse(readFileSync(new URL(name, dir), 'utf8')).definitions);

const fragments = new Map(
  definitions
    .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
    .map((d) => [d.name.value, d]),
);

function spreadsOf(node: DefinitionNode, found = new Set<string>()): Set<string> {
  visit(node, {
    FragmentSpread(spread) {
      const fragment = fragments.get(spread.name.value);
      if (found.has(spread.name.value) || !fragment) return;
      found.add(spread.name.value);
      spreadsOf(fragment, found);
    },
  });
  return found;
}

/** The named operation with the fragments it uses, as one document. */
export function operation(name: string): string {
  const found = definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION && d.name?.value === name,
  );
  if (!found) throw new Error(`operations/ has no operation ${name}`);
  const used = [...spreadsOf(found)].map((fragment) => fragments.get(fragment) as FragmentDefinitionNode);
  return [found, ...used].map((definition) => print(definition)).join('\n\n');
}

/** Runs example `name`; `as` signs in as a demo user (anonymous when absent). */
export function runExample(
  harness: Harness,
  name: string,
  variables: Json,
  as?: DemoUser,
): Promise<GraphQLResponse<Json>> {
  return harness.query<Json>(operation(name), variables, as ? { as } : {});
}

/** Runs mutation example `name` with `{ input }`; `result` is the mutation field's value. */
export async function mutateExample(
  harness: Harness,
  name: string,
  input: Json,
  as?: DemoUser,
): Promise<{ response: GraphQLResponse<Json>; result: Json }> {
  const field = name.charAt(0).toLowerCase() + name.slice(1);
  const response = await runExample(harness, name, { input }, as);
  return { response, result: response.data?.[field] };
}
