// The SDL as committed in schema/schema.graphql: sorted, so that diffs show real changes only.

import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from './schema.js';

export function printedSchema(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
