// What the people-area tests share: the example operations of operations/area-people.graphql, and the
// sandbox's call log with each call's query.

import { readFileSync } from 'node:fs';
import { type FragmentDefinitionNode, Kind, type OperationDefinitionNode, parse, print } from 'graphql';
import type { DemoUser, GraphQLResponse, Harness } from './harness.js';
import type { Json } from './mutations.js';

const examples = parse(
  readFileSync(new URL('../../operations/area-people.graphql', import.meta.url), 'utf8'),
);

/** The named operation of operations/area-people.graphql with the fragments it spreads, as one document. */
export function peopleExample(name: string): string {
  const operation = examples.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION && d.name?.value === name,
  );
  if (!operation) throw new Error(`operations/area-people.graphql has no operation ${name}`);
  const text = print(operation);
  const fragments = examples.definitions.filter(
    (d): d is FragmentDefinitionNode =>
      d.kind === Kind.FRAGMENT_DEFINITION && text.includes(`...${d.name.value}`),
  );
  return [text, ...fragments.map((f) => print(f))].join('\n\n');
}

/** Runs mutation example `name` with `{ input }`; `result` is the mutation field's value. */
export async function mutatePeople(
  harness: Harness,
  name: string,
  input: Json,
  as?: DemoUser,
): Promise<{ response: GraphQLResponse<Json>; result: Json }> {
  const field = name.charAt(0).toLowerCase() + name.slice(1);
  const response = await harness.query<Json>(peopleExample(name), { input }, as ? { as } : {});
  return { response, result: response.data?.[field] };
}

/** `route ?query` of each call since the last reset, e.g. `GET /user/repos ?limit=1&page=2`. */
export function callsWithQuery(harness: Harness): string[] {
  return harness.sandbox.calls.map((call) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(call.query)) {
      for (const item of Array.isArray(value) ? value : [value]) query.append(key, item);
    }
    query.sort();
    const text = query.toString();
    return text ? `${call.route} ?${text}` : call.route;
  });
}
