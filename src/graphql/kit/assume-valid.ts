// graphql-js checks a schema's validity once, on its first use (validateSchema, called by validate and
// execute), and keeps the errors it found in `schema.__validationErrors`; an empty array there means
// "checked, valid", and nothing is checked again. That is what GraphQLSchema's own `assumeValid` option
// sets, but Pothos builds the schema without a way to pass it. Our schema is built from code alone,
// the same at every start, and test/graphql/schema-validity.test.ts proves it valid: the first request
// need not (about 30 ms of start-up CPU). test/project/fences.test.ts fails when graphql-js stops
// honouring the field.

import type { GraphQLSchema } from 'graphql';

export function assumeValid(schema: GraphQLSchema): void {
  schema.__validationErrors = [];
}
