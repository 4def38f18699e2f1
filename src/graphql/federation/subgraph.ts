// The schema of subgraph mode (`--federation`): the standalone schema's own types, built a second
// time by the same builder, with every Node type an entity (federation/entity-keys.ts), `_service {
// sdl }` and `_entities(representations:)`. Built only when asked: the standalone schema
// (graphql/schema.ts) is built first and stays as it is.

import {
  assertValidSchema,
  type GraphQLError,
  type GraphQLFieldResolver,
  type GraphQLInterfaceType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type GraphQLUnionType,
  isUnionType,
} from 'graphql';
import { builder } from '../kit/builder.js';
import type { Context } from '../kit/context.js';
import { badInput } from '../kit/errors.js';
import { guardForgeLeaves } from '../kit/forge-leaves.js';
import { schemaDirectives } from '../kit/incremental-directives.js';
import { withinCallBudget } from '../kit/nodes-limit.js';
import { RepositoryRef } from '../kit/refs/repository.js';
import type { AllowedSelection } from '../kit/selection.js';
import { EMBEDDED_REPOSITORY, resolveRepositoryKey } from '../repository/repository.js';
import { orderFields, QUERY_FIELD_ORDER } from '../root-order.js';
import { schema } from '../schema.js';
import { NATURAL_KEYS, type Representation, rootReadOf } from './entity-keys.js';

/** The federation version the subgraph links (the federation plugin's default); it needs only `@key`. */
export const FEDERATION_LINK = 'https://specs.apollo.dev/federation/v2.6';

/**
 * Key fields a router adds to a repository's entity fetch (Hive Gateway asks for every key of the
 * type), answered from the representation when the fields beside them prove the repository exists,
 * as `repository(owner:, name:)` answers its lists without reading the repository (reference-root.ts).
 */
const REPOSITORY_KEY_FIELDS: AllowedSelection = { ...EMBEDDED_REPOSITORY, id: true };

/** An entity read as the query that names it would read it (entity-keys.ts); a bad key fails it alone. */
async function resolveReference(representation: Representation, context: Context, info: GraphQLResolveInfo) {
  const read = rootReadOf(representation);
  if (read.field === 'repository') {
    const { owner, name } = read.args as { owner: string; name: string };
    const resolved = await resolveRepositoryKey(context, info, owner, name, REPOSITORY_KEY_FIELDS);
    return typeof resolved === 'string' ? RepositoryRef.getDataloader(context).load(resolved) : resolved;
  }
  const field = info.schema.getQueryType()?.getFields()[read.field];
  if (!field?.resolve) throw new Error(`Query.${read.field} is missing from the subgraph schema`);
  return field.resolve(undefined, read.args, context, info);
}

function registerEntities(): void {
  const node = schema.getType('Node') as GraphQLInterfaceType;
  for (const type of schema.getPossibleTypes(node)) {
    const keys = ['id', ...(NATURAL_KEYS[type.name] ?? []).map((key) => key.fields)];
    builder.asEntity(type.name as never, {
      key: keys.map((fields) => builder.selection<Record<string, unknown>>(fields as never)),
      resolveReference: resolveReference as never,
    });
  }
}

/** Why a representation names no entity of this subgraph (BAD_USER_INPUT), or undefined. */
function refusal(representation: unknown, entity: GraphQLUnionType): GraphQLError | undefined {
  const typename = (representation as { __typename?: unknown } | null)?.__typename;
  if (typeof typename === 'string' && entity.getTypes().some((type) => type.name === typename)) return;
  return badInput(`a representation names one of this subgraph's entity types in \`__typename\``);
}

/**
 * Each representation counts toward the request's call budget as an id of `nodes(ids:)` does, so a
 * thousand copies of one cost as much room as a thousand ids (nodes-limit.ts); one that names no
 * entity fails alone. Each is resolved on its own: the loaders batch them all the same.
 */
function entitiesWithinLimits(subgraph: GraphQLSchema): void {
  const entities = subgraph.getQueryType()?.getFields()._entities;
  const resolve = entities?.resolve as GraphQLFieldResolver<unknown, Context> | undefined;
  const entity = subgraph.getType('_Entity');
  if (!entities || !resolve || !isUnionType(entity)) return;
  entities.resolve = (root, args: { representations: readonly unknown[] }, context, info) =>
    withinCallBudget(args.representations, 'representation', context, (allowed) =>
      allowed.map((representation) => {
        const refused = refusal(representation, entity);
        if (refused) return refused;
        const [value] = resolve(root, { representations: [representation] }, context, info) as unknown[];
        return value;
      }),
    );
}

let built: GraphQLSchema | undefined;

/** The subgraph schema, built on the first call. */
export function subgraphSchema(): GraphQLSchema {
  if (built) return built;
  registerEntities();
  const subgraph = builder.toSubGraphSchema({
    linkUrl: FEDERATION_LINK,
    federationDirectives: ['@key'],
    directives: schemaDirectives,
  });
  guardForgeLeaves(subgraph);
  const queryType = subgraph.getQueryType();
  if (queryType) orderFields(queryType, QUERY_FIELD_ORDER);
  entitiesWithinLimits(subgraph);
  assertValidSchema(subgraph);
  built = subgraph;
  return subgraph;
}
