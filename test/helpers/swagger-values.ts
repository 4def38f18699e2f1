// fast-check arbitraries of the values Gitea's swagger (schema/gitea-swagger.json) allows for a
// definition: extreme strings, int64 at its edges, dates and links that are none, optional keys left
// out, and null where a Go struct can send it (a pointer to a struct, a slice, a map, a pointer time).
// int64 values stay exact: the JSON text is written by `forgeJson`, which writes bigints as digits.

import { readFileSync } from 'node:fs';
import fc from 'fast-check';

export interface SwaggerSchema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: string[];
  items?: SwaggerSchema;
  properties?: Record<string, SwaggerSchema>;
  additionalProperties?: SwaggerSchema | boolean;
  required?: string[];
}

interface Swagger {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { $ref?: string; schema?: SwaggerSchema }> }>
  >;
  responses: Record<string, { schema?: SwaggerSchema }>;
  definitions: Record<string, SwaggerSchema>;
}

export const swagger: Swagger = JSON.parse(
  readFileSync(new URL('../../schema/gitea-swagger.json', import.meta.url), 'utf8'),
);

const definitionOf = (ref: string) => {
  const name = ref.replace('#/definitions/', '');
  const definition = swagger.definitions[name];
  if (!definition) throw new Error(`the swagger has no definition ${name}`);
  return { name, definition };
};

/** The schema of a route's success answer (`GET /users/{username}/heatmap`). */
export function answerSchema(route: string): SwaggerSchema {
  const [method = '', path = ''] = route.split(' ');
  const responses = swagger.paths[path]?.[method.toLowerCase()]?.responses ?? {};
  const answer = responses['200'] ?? responses['201'];
  if (!answer) throw new Error(`the swagger has no success answer for ${route}`);
  const schema = answer.$ref
    ? swagger.responses[answer.$ref.replace('#/responses/', '')]?.schema
    : answer.schema;
  if (!schema) throw new Error(`the swagger's answer for ${route} has no body`);
  return schema;
}

/** The definition names a schema reaches (its own and its nested structs'), for coverage reports. */
export function definitionsIn(schema: SwaggerSchema, seen = new Set<string>()): Set<string> {
  if (schema.$ref) {
    const { name, definition } = definitionOf(schema.$ref);
    if (!seen.has(name)) {
      seen.add(name);
      definitionsIn(definition, seen);
    }
  }
  if (schema.items) definitionsIn(schema.items, seen);
  for (const property of Object.values(schema.properties ?? {})) definitionsIn(property, seen);
  return seen;
}

const INT64 = [
  0n,
  1n,
  -1n,
  2n ** 31n - 1n,
  2n ** 31n,
  -(2n ** 31n) - 1n,
  2n ** 53n + 1n,
  2n ** 63n - 1n,
  -(2n ** 63n),
];
const UINT64 = [0n, 1n, 2n ** 32n, 2n ** 53n + 1n, 2n ** 64n - 1n];

const int64 = (edges: bigint[]) =>
  fc.oneof(
    fc.constantFrom(...edges),
    fc.bigInt({ min: edges.reduce((a, b) => (a < b ? a : b)), max: edges.reduce((a, b) => (a > b ? a : b)) }),
  );

const EXTREME_STRINGS = [
  '',
  ' ',
  'null',
  '0',
  '-1',
  '\u0000',
  '\u202e\u0644\u0639',
  '𝕏\ud83d\ude00',
  '../../etc',
  '%00%2F',
  '<script>alert(1)</script>',
  'a/b',
  'x'.repeat(2048),
];

const anyString = fc.oneof(fc.constantFrom(...EXTREME_STRINGS), fc.string({ maxLength: 40, unit: 'binary' }));

const DATES = [
  '2024-02-29T23:59:59Z',
  '1970-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999999999+14:00',
  '0001-01-01T00:00:00Z',
  '0000-01-01T00:00:00Z',
  '2023-02-29T00:00:00Z',
  '2024-13-01T00:00:00Z',
  '2024-01-01',
  '+275760-09-13T00:00:00Z',
  'Tue, 02 Jan 2024 10:00:00 GMT',
  'yesterday',
  '',
];

const LINKS = [
  'https://forge.test/alice/hello',
  'http://[::1]:3000/a?b=c#d',
  'mailto:alice@example.com',
  'javascript:alert(1)',
  '/alice/hello',
  'not a url',
  'http://',
  'https://exa mple.test/',
  'http://[::1',
  '',
];

/** Keys whose string is a link (Gitea's `*_url`, `url`, `website`, `link`). */
const isLinkKey = (key: string) => /(^|_)(url|website|link)$/.test(key);

/** How deep nested structs go before the arbitrary sends null for them. */
const MAX_DEPTH = 2;

/**
 * Arbitraries of the answers Gitea may send, given the keys it always sends by definition name
 * (forge-overlay.ts): those are present and never null; any other key may be left out, and is null
 * where Go can send null (a pointer to a struct or a time, a slice, a map).
 */
export function swaggerArbitraries(alwaysSent: Map<string, Set<string>>) {
  /** Any value the swagger allows for `schema`, found at `key` of its parent; `nullable` where Go may send null. */
  function value(
    schema: SwaggerSchema,
    key: string,
    depth: number,
    nullable: boolean,
  ): fc.Arbitrary<unknown> {
    const orNull = (arbitrary: fc.Arbitrary<unknown>) =>
      nullable ? fc.option(arbitrary, { freq: 4 }) : arbitrary;
    if (schema.$ref) {
      const { name, definition } = definitionOf(schema.$ref);
      if (!definition.properties) return value(definition, key, depth, false);
      if (depth > MAX_DEPTH) {
        if (nullable) return fc.constant(null);
        if (depth > MAX_DEPTH + 4) throw new Error(`structs ${name} always sends nest without end`);
        return struct(name, definition, depth + 1, true);
      }
      return orNull(struct(name, definition, depth + 1));
    }
    if (schema.enum) return fc.constantFrom(...schema.enum);
    switch (schema.type) {
      case 'string':
        if (schema.format === 'date-time') return orNull(fc.constantFrom(...DATES));
        return isLinkKey(key) ? fc.constantFrom(...LINKS) : anyString;
      case 'integer':
        return int64(schema.format === 'uint64' ? UINT64 : INT64);
      case 'number':
        return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), int64(INT64));
      case 'boolean':
        return fc.boolean();
      case 'array':
        return orNull(fc.array(value(schema.items ?? {}, key, depth, false), { maxLength: 2 }));
      default:
        if (schema.properties) return struct('', schema, depth);
        // A map (`map[string]string`) or Go's `any`.
        return orNull(fc.dictionary(anyString, anyString, { maxKeys: 2 }));
    }
  }

  /** A struct: its always-sent keys present, the others maybe; past the depth, only the always-sent ones. */
  function struct(name: string, schema: SwaggerSchema, depth: number, only = false): fc.Arbitrary<unknown> {
    const sent = alwaysSent.get(name) ?? new Set<string>();
    const properties = Object.entries(schema.properties ?? {}).filter(([key]) => !only || sent.has(key));
    const fields = Object.fromEntries(
      properties.map(([key, property]) => [key, value(property, key, depth, !sent.has(key))]),
    );
    const required = properties
      .map(([key]) => key)
      .filter((key) => sent.has(key) || schema.required?.includes(key));
    return fc.record(fields, { requiredKeys: required });
  }

  return {
    /** A whole answer body of `schema`: a list of a few items, or one value, never null itself. */
    answer(schema: SwaggerSchema): fc.Arbitrary<unknown> {
      if (schema.type === 'array') return fc.array(value(schema.items ?? {}, '', 0, false), { maxLength: 3 });
      return value(schema, '', 0, false);
    },
  };
}

const EXACT = '\u0000int64:';

/** JSON text of a value, with each bigint written as its exact digits (as Go writes an int64). */
export function forgeJson(value: unknown): string {
  return JSON.stringify(value, (_key, item) => (typeof item === 'bigint' ? `${EXACT}${item}` : item)).replace(
    /"\\u0000int64:(-?\d+)"/g,
    '$1',
  );
}
