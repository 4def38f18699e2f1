// Random GraphQL documents shaped by the gateway's own schema: real fields with odd, hostile or
// wrong arguments, nested a few levels, sometimes with a field or argument the schema lacks, so
// that fuzzing reaches resolvers and the forge, not only the parser.

import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
} from 'graphql';

/** Owner, repository, path, page and ref values that must never reach another route. */
export const HOSTILE_STRINGS = [
  '../',
  '..',
  '.',
  '../../admin',
  '%2F',
  '%2e%2e',
  'a/b',
  '?',
  'a?b=c',
  '#',
  'x#y',
  '%',
  '%zz',
  '',
  ' ',
  'ü',
  'Ω≈ç√',
  '😀',
  '\uD800',
  '\u0000',
  '\n',
  'alice/../bob',
  '/',
  '//',
  'hello\\world',
  '"quoted"',
  'a'.repeat(300),
];

const GOOD_STRINGS = ['alice', 'bob', 'hello', 'acme', 'README.md', 'docs', 'Home', 'main', 'v1.0'];
const INTS = [-1, 0, 1, 2, 5, 50, 100, 101, 2_147_483_647];

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

function stringValue(random: Random): string {
  return JSON.stringify(random() < 0.5 ? pick(random, HOSTILE_STRINGS) : pick(random, GOOD_STRINGS));
}

function valueFor(type: GraphQLInputType, random: Random, depth = 0): string {
  if (isNonNullType(type)) return valueFor(type.ofType, random, depth);
  if (isListType(type)) {
    const length = Math.floor(random() * 3);
    return `[${Array.from({ length }, () => valueFor(type.ofType, random, depth)).join(', ')}]`;
  }
  if (isEnumType(type)) return random() < 0.9 ? pick(random, type.getValues()).name : 'NOT_A_VALUE';
  if (isInputObjectType(type)) {
    if (depth > 2) return '{}';
    const fields = Object.values(type.getFields()).filter(() => random() < 0.6);
    return `{ ${fields.map((f) => `${f.name}: ${valueFor(f.type, random, depth + 1)}`).join(', ')} }`;
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'Int':
      case 'BigInt':
        return String(pick(random, INTS));
      case 'Boolean':
        return random() < 0.5 ? 'true' : 'false';
      case 'ID':
        return JSON.stringify(
          random() < 0.5
            ? Buffer.from(`Repository:${pick(random, HOSTILE_STRINGS)}`).toString('base64')
            : pick(random, HOSTILE_STRINGS),
        );
      default:
        return stringValue(random);
    }
  }
  return 'null';
}

function argumentsFor(args: readonly GraphQLArgument[], random: Random): string {
  const chosen = args.filter((arg) => isNonNullType(arg.type) || random() < 0.4);
  const parts = chosen.map((arg) => `${arg.name}: ${valueFor(arg.type, random)}`);
  if (random() < 0.05) parts.push(`notAnArgument: ${stringValue(random)}`);
  return parts.length ? `(${parts.join(', ')})` : '';
}

function selectionFor(type: GraphQLNamedType, random: Random, depth: number): string {
  if (isUnionType(type)) {
    const member = pick(random, type.getTypes());
    return `{ __typename ... on ${member.name} ${selectionFor(member, random, depth)} }`;
  }
  if (!isObjectType(type) && !isInterfaceType(type)) return '';
  const fields = Object.values(type.getFields()) as GraphQLField<unknown, unknown>[];
  const count = 1 + Math.floor(random() * 3);
  const parts = Array.from({ length: count }, () => fieldFor(pick(random, fields), random, depth));
  if (random() < 0.03) parts.push('notAField');
  return `{ ${parts.join(' ')} }`;
}

function fieldFor(field: GraphQLField<unknown, unknown>, random: Random, depth: number): string {
  let named = field.type;
  while (isNonNullType(named) || isListType(named)) named = named.ofType;
  const composite = isObjectType(named) || isInterfaceType(named) || isUnionType(named);
  const head = `${random() < 0.1 ? `a${Math.floor(random() * 1e6)}: ` : ''}${field.name}${argumentsFor(field.args, random)}`;
  if (!composite) return head;
  if (depth >= 3) return `${head} { __typename }`;
  return `${head} ${selectionFor(named as GraphQLNamedType, random, depth + 1)}`;
}

/** One random query (mostly) or mutation (sometimes) over `schema`. */
export function randomDocument(schema: GraphQLSchema, random: Random): string {
  const mutation = schema.getMutationType();
  const root = mutation && random() < 0.15 ? mutation : schema.getQueryType();
  if (!root) throw new Error('schema without a query type');
  const keyword = root === mutation ? 'mutation' : 'query';
  return `${keyword} Fuzz ${selectionFor(root, random, 1)}`;
}
