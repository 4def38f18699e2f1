// The GitHub-shaped schema's own SchemaBuilder. It defines no types: each file beside it is a type
// family with its root fields, named and shaped as in GitHub's public GraphQL schema, and resolved
// through the same per-request Context (forge session, memo) as /graphql.

import SchemaBuilder from '@pothos/core';
import type { GithubContext } from '../context.js';

export const builder = new SchemaBuilder<{
  Context: GithubContext;
  Scalars: {
    DateTime: { Input: string; Output: string };
    URI: { Input: string; Output: string };
    GitObjectID: { Input: string; Output: string };
    HTML: { Input: string; Output: string };
    GitTimestamp: { Input: string; Output: string };
  };
  DefaultFieldNullability: true;
}>({});

builder.queryType({});
builder.mutationType({});
