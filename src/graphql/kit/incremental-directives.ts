// @defer and @stream, declared in the schema itself so that its printed SDL, introspection (GraphiQL,
// codegen) and validation outside Yoga know them; the server's incremental delivery
// (server/incremental.ts) executes them. Their arguments are those the executor reads.

import {
  DirectiveLocation,
  GraphQLBoolean,
  GraphQLDirective,
  GraphQLInt,
  GraphQLNonNull,
  GraphQLString,
  specifiedDirectives,
} from 'graphql';

const condition = {
  type: new GraphQLNonNull(GraphQLBoolean),
  description: 'Sent later when true (the default), at once when false.',
  defaultValue: true,
};
const label = { type: GraphQLString, description: 'Names the later payloads of this part.' };

const defer = new GraphQLDirective({
  name: 'defer',
  description: 'Sends the fields of this fragment in a later payload than the rest of the answer.',
  locations: [DirectiveLocation.FRAGMENT_SPREAD, DirectiveLocation.INLINE_FRAGMENT],
  args: { if: condition, label },
});

const stream = new GraphQLDirective({
  name: 'stream',
  description: 'Sends the first `initialCount` items of this list at once and the others in later payloads.',
  locations: [DirectiveLocation.FIELD],
  args: {
    if: condition,
    label,
    initialCount: { type: GraphQLInt, description: 'Items in the first payload.', defaultValue: 0 },
  },
});

export const schemaDirectives = [...specifiedDirectives, defer, stream];
