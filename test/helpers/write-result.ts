// One mutation with its input, as `as`: the union's typename and, for the payload, the selected fields.

import { expect } from 'vitest';
import type { DemoUser, Harness } from './harness.js';
import type { Json } from './mutations.js';

export async function writeResult(
  harness: Harness,
  name: string,
  input: Json,
  as: DemoUser,
  select: string,
): Promise<Json> {
  const type = `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
  const body = await harness.query<Json>(
    `mutation($input: ${type}Input!) { result: ${name}(input: $input) { __typename ... on Error { message } ... on ${type}Payload { ${select} } } }`,
    { input },
    { as },
  );
  expect(body.errors).toBeUndefined();
  return body.data?.result as Json;
}
