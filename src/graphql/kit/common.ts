// Shared types. Scalars come from graphql-scalars (a well-kept library) rather than hand-written ones.
// BigInt carries the forge's int64 values: numbers while they are safe, strings beyond 2^53.

import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { GraphQLBigInt, GraphQLDateTime, GraphQLURL } from 'graphql-scalars';
import { builder } from './builder.js';
import { UpstreamGatewayError } from './errors.js';
import { forgeNumberField } from './forge-numbers.js';
import { isUploadedFile } from './uploaded-file.js';
import { checkedCount, rememberingSerialize, toInt64 } from './values.js';

/**
 * Inputs become JSON numbers in forge request bodies, and JSON.stringify cannot write a bigint,
 * so an input must be a safe integer; graphql-scalars' own parsing would hand us bigints (and warn).
 */
function safeInteger(value: unknown, node?: ValueNode): number {
  const number = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isSafeInteger(number)) {
    throw new GraphQLError(`BigInt input must be a whole number within ±2^53, got ${JSON.stringify(value)}`, {
      nodes: node,
    });
  }
  return number;
}

/**
 * Every BigInt the gateway answers is one of the forge's numbers, so the scalar checks each one
 * (values.ts `toInt64`): a fraction or text is UPSTREAM_ERROR on its field, not an internal error.
 * The executor turns a GraphQLError thrown while serializing into a plain (masked) Error, so the
 * refusal leaves as the gateway's own upstream error, which the error masking keeps with its code.
 */
function serializeForgeInt64(value: unknown) {
  let checked: ReturnType<typeof toInt64>;
  try {
    checked = toInt64(value);
  } catch (error) {
    throw new UpstreamGatewayError((error as Error).message);
  }
  return GraphQLBigInt.serialize(checked);
}

const BigIntScalar = new GraphQLScalarType({
  ...GraphQLBigInt.toConfig(),
  serialize: serializeForgeInt64,
  parseValue: (value) => safeInteger(value),
  parseLiteral: (node) =>
    safeInteger(node.kind === Kind.INT || node.kind === Kind.STRING ? node.value : undefined, node),
});

/**
 * Every DateTime and URL the gateway answers is one of the forge's values too: one the scalar cannot
 * write (a date no calendar has, a link that is no URL) fails its field alone with UPSTREAM_ERROR, as
 * a bad BigInt does, where the scalar's own TypeError would be masked as an internal error. Most
 * fields convert first (values.ts `toDateTime`, `toUrl`) and answer null; this is what any field
 * that does not gets.
 */
function forgeValueScalar(scalar: GraphQLScalarType, kind: string, write: (value: unknown) => unknown) {
  return new GraphQLScalarType({
    ...scalar.toConfig(),
    serialize: rememberingSerialize((value) => {
      try {
        return write(value);
      } catch {
        throw new UpstreamGatewayError(
          `the forge sent ${JSON.stringify(value) ?? String(value)} where ${kind} belongs`,
        );
      }
    }),
  });
}

builder.addScalarType(
  'DateTime',
  // The same JSON text as the Date graphql-scalars returns, which JSON.stringify writes this way.
  forgeValueScalar(GraphQLDateTime, 'a date and time', (value) => {
    const date = GraphQLDateTime.serialize(value);
    return date instanceof Date ? date.toISOString() : date;
  }),
);
builder.addScalarType(
  'URL',
  forgeValueScalar(GraphQLURL, 'a URL', (value) => GraphQLURL.serialize(value)),
);
builder.addScalarType('BigInt', BigIntScalar);

// A file of a multipart request (the GraphQL multipart request spec), as Yoga hands it over: input only.
builder.scalarType('File', {
  description: 'A file uploaded in a multipart request (the GraphQL multipart request spec); input only.',
  serialize: () => {
    throw new TypeError('File is an input type');
  },
  parseValue: (value) => {
    if (isUploadedFile(value)) return value;
    throw new TypeError('File expects a file of a multipart request');
  },
});

// Every connection reports the forge's X-Total-Count when it sent one. A count that is no count of
// items (negative, fractional, past Int's 32 bits) is the forge's fault: this field alone fails with
// UPSTREAM_ERROR, and the items beside it keep their data.
builder.globalConnectionField('totalCount', (t) =>
  // Typed by hand: inferring the connection's shape from `t` runs the compiler out of stack.
  forgeNumberField<{ totalCount: unknown }>(t, 'Int', (connection) => checkedCount(connection.totalCount), {
    description:
      'How many items the whole list holds, across pages, as the forge reports it; null when it does not.',
  }),
);
