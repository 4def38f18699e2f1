// The schema is validated here, once, instead of on the first request of every start
// (src/graphql/schema.ts): the same code builds the same schema wherever it runs.

import { GraphQLSchema, validateSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../../src/graphql/schema.js';

describe('the schema the gateway serves', () => {
  it('is valid by every rule of graphql-js, checked on a copy that assumes nothing', () => {
    const unchecked = new GraphQLSchema({ ...schema.toConfig(), assumeValid: false });
    expect(unchecked.__validationErrors).toBeUndefined();
    expect(validateSchema(unchecked).map((error) => error.message)).toEqual([]);
  });

  it('is marked valid, so the first request does not validate it again', () => {
    expect(schema.__validationErrors).toEqual([]);
  });
});
