// Shared types. Scalars come from graphql-scalars (a well-kept library) rather than hand-written ones.
// BigInt carries the forge's int64 values: numbers while they are safe, strings beyond 2^53.

import { GraphQLBigInt, GraphQLDateTime, GraphQLURL } from 'graphql-scalars';
import { builder } from '../builder.js';

builder.addScalarType('DateTime', GraphQLDateTime);
builder.addScalarType('URL', GraphQLURL);
builder.addScalarType('BigInt', GraphQLBigInt);

// Every connection reports the forge's X-Total-Count when it sent one.
builder.globalConnectionField('totalCount', (t) =>
  t.int({
    description: 'all items across pages, as the forge reports it (null when it does not)',
    resolve: (connection) => connection.totalCount,
  }),
);
