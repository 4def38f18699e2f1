// Every forge answer the gateway reads, filled with values Gitea's swagger allows (extreme strings,
// int64 at its edges, dates and links that are none, optional keys left out, null where Go sends
// null) and served by the sandbox in place of its own answer: the fields that decode it answer
// their data or fail alone. No INTERNAL_SERVER_ERROR, no code outside the documented set, and
// every error sits on the field that met the bad value, under the field that read the answer,
// with its parent kept (a non-null field takes its own object along; an identity, its page).

import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import {
  buildSchema,
  type GraphQLNamedType,
  getNamedType,
  isInterfaceType,
  isLeafType,
  isObjectType,
  isUnionType,
  parse,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { alwaysSentKeys } from '../helpers/forge-overlay.js';
import type { GraphQLResponse } from '../helpers/harness.js';
import { KNOWN_CODES } from '../helpers/load.js';
import { answerSchema, definitionsIn, forgeJson, swaggerArbitraries } from '../helpers/swagger-values.js';
import { useHarness } from '../helpers/use-harness.js';
import { FORGE_ANSWERS } from './forge-answers.js';

const harness = useHarness();
const schema = buildSchema(readFileSync(new URL('../../schema/schema.graphql', import.meta.url), 'utf8'));
const arbitraries = swaggerArbitraries(alwaysSentKeys());

/** The marker an entry's document puts where the fields that decode the answer go. */
const MARK = '{ _decoded: __typename }';

/**
 * Answers tried per route: bounded so that the file runs in seconds on a loaded machine; a longer
 * search sets FORGE_VALUES_RUNS and FORGE_VALUES_SEED.
 */
const RUNS = Number(process.env.FORGE_VALUES_RUNS ?? 4);
const SEED = Number(process.env.FORGE_VALUES_SEED ?? 20_261_202);

/** How deep the selection follows objects below the marked one. */
const SELECTION_DEPTH = 1;

/**
 * Every field of a type that takes no argument: each leaf, and each object or list of objects that
 * is not a connection (those page the forge again), down to SELECTION_DEPTH.
 */
function selectionOf(type: GraphQLNamedType, depth = 0): string {
  if (isUnionType(type)) {
    const members = type
      .getTypes()
      .map((member) => `... on ${member.name} ${selectionOf(member, depth + 1)}`);
    return `{ __typename ${members.join(' ')} }`;
  }
  if (!isObjectType(type) && !isInterfaceType(type)) return '{ __typename }';
  const fields = Object.values(type.getFields()).flatMap((field) => {
    // A field with arguments filters or pages another call of the forge, not this answer.
    if (field.args.length > 0) return [];
    const named = getNamedType(field.type);
    if (isLeafType(named)) return [field.name];
    if (depth >= SELECTION_DEPTH || named.name.endsWith('Connection')) return [];
    return [`${field.name} ${selectionOf(named, depth + 1)}`];
  });
  return fields.length > 0 ? `{ ${fields.join(' ')} }` : '{ __typename }';
}

interface Target {
  document: string;
  /** the response path of the field that reads the answer (list indexes left out) */
  reader: string[];
}

/**
 * The entry's document with the marker replaced by the decoding fields of the type found there; a
 * document without the marker reads the answer with its first leaf field.
 */
function targetOf(document: string): Target {
  const typeInfo = new TypeInfo(schema);
  const path: string[] = [];
  let found: Target | undefined;
  let leaf: string[] | undefined;
  visit(
    parse(document.replace('⟨⟩', MARK)),
    visitWithTypeInfo(typeInfo, {
      Field: {
        enter(node) {
          if (node.alias?.value === '_decoded') {
            const parent = typeInfo.getParentType();
            if (!parent) throw new Error(`no type at the marker of ${document}`);
            const reader = [...path];
            while (['nodes', 'edges', 'node'].includes(reader.at(-1) ?? '')) reader.pop();
            found = { document: document.replace('⟨⟩', selectionOf(parent)), reader };
            return;
          }
          path.push(node.alias?.value ?? node.name.value);
          if (!node.selectionSet) leaf ??= [...path];
        },
        leave(node) {
          if (node.alias?.value !== '_decoded') path.pop();
        },
      },
    }),
  );
  if (found) return found;
  if (!leaf) throw new Error(`neither a marker ⟨⟩ nor a leaf field in ${document}`);
  return { document, reader: leaf };
}

/** The GET routes of the gateway's endpoint rows (src/forge/endpoints/) that the swagger answers with a body. */
function gatewayReads(): string[] {
  const dir = new URL('../../src/forge/endpoints/', import.meta.url);
  const routes = readdirSync(dir).flatMap((file) =>
    [...readFileSync(new URL(file, dir), 'utf8').matchAll(/endpoint(?:<[^>]*>)?\(\s*'(GET [^']+)'/g)].map(
      (match) => match[1] ?? '',
    ),
  );
  return [...new Set(routes)].filter((route) => {
    try {
      return answerSchema(route) !== undefined;
    } catch {
      return false; // no body in the swagger (a redirect, a raw file, an empty answer)
    }
  });
}

type Answer = GraphQLResponse<Record<string, unknown>>;

const at = (data: unknown, path: (string | number)[]) =>
  path.reduce<unknown>((value, key) => (value as Record<string | number, unknown> | null)?.[key], data);

type Path = (string | number)[];

/**
 * Fields the schema keeps non-null because their object cannot be addressed without them (its
 * forge id, an issue's or pull request's number, the issue a stopwatch runs on): a bad value there
 * loses the object, and a connection's nodes are non-null, so in a list it loses the page.
 */
const IDENTITIES = new Set(['databaseId', 'number', 'issueNumber']);

/** The shortest part of `path` whose value in `data` is null: where the error's null landed. */
function nulledAt(data: unknown, path: Path): string | undefined {
  for (let length = 1; length <= path.length; length += 1) {
    if (at(data, path.slice(0, length)) === null) return path.slice(0, length).join('.');
  }
  return undefined;
}

/**
 * What is wrong with an answer: each error's defect, if any. An error must name a documented code
 * and a path under the field that read the answer, and its null must land on the field itself, or,
 * for a non-null field, on the object that holds it: a null that lands higher lost a parent (but
 * for IDENTITIES).
 */
function defects(answer: Answer, reader: string[]): string[] {
  const errors = (answer.errors ?? []).map((error) => ({ ...error, where: error.path ?? [] }));
  const explained = new Set(
    errors.flatMap(({ where }) =>
      IDENTITIES.has(String(where.at(-1)))
        ? where.map((_, length) => where.slice(0, length + 1).join('.'))
        : [where.join('.'), where.slice(0, -1).join('.')],
    ),
  );
  return errors.flatMap((error) => {
    const code = String(error.extensions?.code);
    const { where } = error;
    const named = where.filter((key) => typeof key === 'string');
    const said = `${code} at ${where.join('.')}: ${error.message}`;
    if (!KNOWN_CODES.has(code)) return [`undocumented ${said}`];
    if (where.length === 0) return [`no path: ${said}`];
    if (reader.some((key, index) => named[index] !== key)) return [`outside ${reader.join('.')}: ${said}`];
    const nulled = nulledAt(answer.data, where);
    if (nulled !== undefined && !explained.has(nulled)) return [`lost parent ${nulled}: ${said}`];
    return [];
  });
}

describe('every forge answer the gateway reads, with values the swagger allows', () => {
  it('covers every definition the gateway’s GET endpoints answer with', () => {
    const reached = new Set(FORGE_ANSWERS.flatMap(([route]) => [...definitionsIn(answerSchema(route))]));
    const missing = gatewayReads().flatMap((route) =>
      [...definitionsIn(answerSchema(route))]
        .filter((name) => !reached.has(name))
        .map((name) => `${name} (${route})`),
    );
    expect(missing).toEqual([]);
  });

  for (const [route, document] of FORGE_ANSWERS) {
    it(`${route} fails only the field that decodes a bad value`, async () => {
      const { document: query, reader } = targetOf(document);
      await fc.assert(
        fc.asyncProperty(arbitraries.answer(answerSchema(route)), async (body) => {
          harness().sandbox.faults.clear();
          harness().sandbox.faults.injectStatus(route, 200, {
            raw: { text: forgeJson(body), contentType: 'application/json' },
          });
          harness().resetCalls();
          const answer = (await harness().query(query, undefined, { as: 'alice' })) as Answer;
          expect(answer.status).toBe(200);
          expect(harness().routes(), 'the document reads the replaced answer').toContain(route);
          const found = defects(answer, reader);
          if (found.length > 0)
            throw new Error(`${found.join('\n')}\nin answer to: ${forgeJson(body).slice(0, 1500)}`);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true, includeErrorInReport: true },
      );
    });
  }
});
