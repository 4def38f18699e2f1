// Values the forge sends as they are (Pothos' `expose*` fields: a key of the forge's object), checked
// before GraphQL serializes them. GraphQL answers a null in a non-null field, or a value its scalar
// cannot serialize, with an error that has no code and would be masked as INTERNAL_SERVER_ERROR (and
// logged as the gateway's own fault). A forge that leaves such a key out (an older forge's webhook
// payload, say) or sends it with another type fails that field alone with UPSTREAM_ERROR instead: a
// nullable field is null, a non-null one nulls its nearest nullable parent as GraphQL requires. Numbers
// have their own check (forge-numbers.ts); this pass covers the other scalars and enums.

import {
  defaultFieldResolver,
  GraphQLError,
  type GraphQLField,
  type GraphQLLeafType,
  type GraphQLSchema,
  getNullableType,
  isLeafType,
  isNonNullType,
  isObjectType,
} from 'graphql';

/** The extension Pothos gives a field made by `t.expose*`: the forge's key it reads. */
const EXPOSED = 'pothosExposedField';

export function upstreamValueError(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'UPSTREAM_ERROR' } });
}

function guard(field: GraphQLField<unknown, unknown>, key: string, leaf: GraphQLLeafType): void {
  const required = isNonNullType(field.type);
  // Pothos leaves a field named as its key to graphql-js' default resolver
  const read = field.resolve ?? defaultFieldResolver;
  field.resolve = (parent, args, context, info) => {
    const value = read(parent, args, context, info);
    if (value === null || value === undefined) {
      if (!required) return null;
      throw upstreamValueError(`the forge sent no \`${key}\`, which this field always has`);
    }
    try {
      leaf.serialize(value);
    } catch {
      throw upstreamValueError(`the forge sent \`${key}\` as ${typeof value}, not as ${leaf.name}`);
    }
    return value;
  };
}

/** Wraps every exposed leaf field of `schema` (once, at start). */
export function guardForgeLeaves(schema: GraphQLSchema): void {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const key = field.extensions?.[EXPOSED];
      const leaf = getNullableType(field.type);
      if (typeof key === 'string' && isLeafType(leaf)) guard(field, key, leaf);
    }
  }
}
