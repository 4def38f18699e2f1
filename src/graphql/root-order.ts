// GraphiQL's explorer opens on the `Query` type and lists its fields in the schema's own order, which
// is the order the domain files registered them in (`node` and `nodes` first, from the Relay plugin).
// The first page a stranger reads is a guide instead: where to start (the caller, a repository, a
// user, an organization), then the searches and lists across the forge, then the forge itself and
// refetching by id. graphql-js builds a type's field map once (`getFields`) and keeps its key order;
// that map is put in this order once, at start (test/graphql/root-order.test.ts reads it back).

import type { GraphQLObjectType } from 'graphql';

export const QUERY_FIELD_ORDER = [
  'viewer',
  'repository',
  'user',
  'organization',
  'searchIssues',
  'searchRepositories',
  'searchUsers',
  'organizations',
  'topics',
  'workflowJobs',
  'renderMarkdown',
  'repositoryById',
  'forge',
  'node',
  'nodes',
] as const;

/** Puts the fields named in `order` first, in that order; the others follow as they were. */
export function orderFields(type: GraphQLObjectType, order: readonly string[]): void {
  const fields = type.getFields();
  const rank = (name: string) => {
    const index = order.indexOf(name);
    return index === -1 ? order.length : index;
  };
  const entries = Object.entries(fields).sort(([a], [b]) => rank(a) - rank(b));
  for (const [name] of entries) delete fields[name];
  for (const [name, field] of entries) fields[name] = field;
}
