// What a table of writes needs against one harness: its call counts, a query as a demo user, and a
// mutation run by name that answers the union's value (typename, error message and a selection).

import { expect } from 'vitest';
import { countRoutes, type DemoUser, type Harness } from './harness.js';
import type { Json } from './mutations.js';

export function writesOf(harness: () => Harness) {
  const calls = () => countRoutes(harness().routes());
  const query = (text: string, as: DemoUser = 'alice', variables: Json = {}) =>
    harness().query<Json>(text, variables, { as });
  /** Runs mutation `name` with `input`, selecting the union's typename, error message and `select`. */
  const write = async (name: string, input: Json, as: DemoUser = 'alice', select = '') => {
    const type = `${name.charAt(0).toUpperCase()}${name.slice(1)}Input`;
    const { data, errors } = await query(
      `mutation ($input: ${type}!) { ${name}(input: $input) { __typename ... on Error { message } ${select} } }`,
      as,
      { input },
    );
    expect(errors).toBeUndefined();
    return data?.[name] as Json;
  };
  return { calls, query, write };
}
