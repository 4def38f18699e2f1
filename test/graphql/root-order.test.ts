// GraphiQL's explorer opens on `Query`: its fields come as a guide to the graph, each with a one-line
// description, as introspection (what GraphiQL reads) answers them.

import { graphqlSync } from 'graphql';
import { describe, expect, it } from 'vitest';
import { QUERY_FIELD_ORDER } from '../../src/graphql/root-order.js';
import { schema } from '../../src/graphql/schema.js';

describe('the Query type as GraphiQL shows it', () => {
  const { data } = graphqlSync({
    schema,
    source: '{ __schema { queryType { fields { name description } } } }',
  }) as { data: { __schema: { queryType: { fields: { name: string; description: string | null }[] } } } };
  const fields = data.__schema.queryType.fields;

  it('lists the caller, a repository, a user and an organization first, and refetching by id last', () => {
    expect(fields.map((field) => field.name)).toEqual([...QUERY_FIELD_ORDER]);
  });

  it('opens every root field’s description with a sentence', () => {
    for (const field of fields) expect(field.description, field.name).toMatch(/^[A-Z`][^\n]*[.)]/);
  });
});
