import { readFileSync } from 'node:fs';
import { buildSchema, GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { printedSchema } from '../../src/graphql/printed-schema.js';

const committed = readFileSync(new URL('../../schema/schema.graphql', import.meta.url), 'utf8');

describe('schema', () => {
  it('matches the committed schema/schema.graphql (run `npm run schema` after a change)', () => {
    expect(committed).toBe(printedSchema());
  });

  it('names every root field of the design contract', () => {
    const query = buildSchema(committed).getQueryType() as GraphQLObjectType;
    expect(Object.keys(query.getFields())).toEqual(
      expect.arrayContaining([
        'viewer',
        'user',
        'organization',
        'repository',
        'node',
        'nodes',
        'workflowJobs',
      ]),
    );
  });

  it('uses camelCase only and spells the wiki committer right', () => {
    const schema = buildSchema(committed);
    for (const type of Object.values(schema.getTypeMap())) {
      if (!(type instanceof GraphQLObjectType) || type.name.startsWith('__')) continue;
      for (const field of Object.keys(type.getFields())) expect(field).not.toMatch(/_/);
    }
    const wikiCommit = schema.getType('WikiCommit') as GraphQLObjectType;
    expect(Object.keys(wikiCommit.getFields())).toContain('committer');
  });
});
