// Runs the example writes of operations/issues.graphql (with the fragments they share with
// operations/mutations.graphql), so that the issue tests exercise the very examples GraphiQL shows.

import { readFileSync } from 'node:fs';
import { type DefinitionNode, type FragmentDefinitionNode, Kind, parse, print, visit } from 'graphql';
import type { DemoUser, GraphQLResponse, Harness } from './harness.js';
import type { Json } from './mutations.js';

const read = (file: string) =>
  parse(readFileSync(new URL(`../../operations/${file}`, import.meta.url), 'utf8'));
const definitions = [...read('issues.graphql').definitions, ...read('mutations.graphql').definitions];
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

/** The named operation of operations/issues.graphql with the fragments it uses. */
export function issueExample(name: string): string {
  const operation = definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION && d.name?.value === name);
  if (!operation) throw new Error(`operations/issues.graphql has no operation ${name}`);
  const used = [...spreadsOf(operation)].map((f) => fragments.get(f) as FragmentDefinitionNode);
  return [operation, ...used].map((d) => print(d)).join('\n\n');
}

/** Runs example mutation `name` with `{ input }`; `result` is the mutation field's value. */
export async function issueWrite(
  harness: Harness,
  name: string,
  input: Json,
  as?: DemoUser,
): Promise<{ response: GraphQLResponse<Json>; result: Json }> {
  const field = name.charAt(0).toLowerCase() + name.slice(1);
  const response = await harness.query<Json>(issueExample(name), { input }, as ? { as } : {});
  return { response, result: response.data?.[field] };
}

/** Relay's global id of a Label or Milestone: base64 of `Type:owner/name:id` (or `Type:org:id`). */
export const nodeId = (type: 'Label' | 'Milestone', key: string) =>
  Buffer.from(`${type}:${key}`).toString('base64');
