// Property-based fuzzing over HTTP with fast-check: 2,000 documents, variables and raw bodies, and
// hostile owner, repository, path, page and ref arguments. The gateway never answers 5xx, always
// answers JSON GraphQL with typed errors and nothing internal, and the forge only ever sees the
// route templates the query meant.

import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { Kind, parse, print } from 'graphql';
import { afterAll, describe, expect, it } from 'vitest';
import { schema } from '../../../src/graphql/schema.js';
import { HOSTILE_STRINGS, randomDocument } from '../../helpers/documents.js';
import { tokenOf } from '../../helpers/harness.js';
import { internalsIn, judge, seeded } from '../../helpers/load.js';
import { Tally } from '../../helpers/tally.js';
import { useFileHarness } from '../../helpers/use-harness.js';

const tally = new Tally('Fuzzing: fast-check documents, variables, raw bodies and hostile arguments');
const harness = useFileHarness();
afterAll(() => tally.print());

/** Sends one body and checks the answer; returns what went wrong, if anything. */
async function probe(label: string, body: string, as: 'alice' | undefined, requestId?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (as) headers.authorization = tokenOf(as);
  if (requestId) headers['x-request-id'] = requestId;
  let response: Response;
  try {
    response = await fetch(harness.url, { method: 'POST', headers, body });
  } catch (error) {
    tally.add(label, { sent: 1, crashes: 1 });
    return [`no answer: ${(error as Error).message}`];
  }
  const judged = await judge(response);
  // data may hold the forge's own links (htmlUrl); errors must hold nothing of it
  const internals = internalsIn(JSON.stringify(judged.body?.errors ?? []), harness.sandbox.origin);
  const problems = [
    ...(judged.status >= 500 ? [`HTTP ${judged.status}`] : []),
    ...(judged.malformed ? [judged.malformed] : []),
    ...judged.untyped.map((code) => `untyped ${code}: ${JSON.stringify(judged.body?.errors).slice(0, 200)}`),
    ...internals,
  ];
  const crashed = judged.status >= 500 || judged.malformed !== null || judged.untyped.length > 0;
  tally.add(label, { sent: 1, typed: judged.typed, crashes: crashed ? 1 : 0, leaks: internals.length });
  return problems;
}

const examples = readdirSync('operations')
  .filter((file) => file.endsWith('.graphql'))
  .flatMap((file) => {
    const document = parse(readFileSync(`operations/${file}`, 'utf8'));
    const fragments = document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
    return document.definitions.flatMap((d) =>
      d.kind === Kind.OPERATION_DEFINITION
        ? [
            {
              text: [d, ...fragments].map((node) => print(node)).join('\n'),
              variables: (d.variableDefinitions ?? []).map((v) => v.variable.name.value),
            },
          ]
        : [],
    );
  });

const example = fc.constantFrom(...examples);
const asWho = fc.constantFrom<'alice' | undefined>('alice', undefined);
const runs = (numRuns: number) => ({ numRuns, seed: 20_260_101, endOnFailure: true });

describe('fuzzing', () => {
  it('answers 700 schema-shaped documents with hostile arguments without a 5xx or an internal error', async () => {
    await fc.assert(
      fc.asyncProperty(fc.noBias(fc.integer()), asWho, async (seed, as) => {
        const query = randomDocument(schema, seeded(seed));
        expect(await probe('schema-shaped documents', JSON.stringify({ query }), as), query).toEqual([]);
      }),
      runs(700),
    );
    // Each area of the graph adds fields to the documents; 700 of them take about 20 s on a loaded
    // 2-core machine, past the default timeout, without any of them being slow.
  }, 60_000);

  it('answers 400 example operations with random variables', async () => {
    const variables = (names: string[]) =>
      fc.oneof(
        fc.dictionary(fc.constantFrom(...names, 'extra'), fc.jsonValue({ maxDepth: 3 })),
        fc.jsonValue({ maxDepth: 2 }),
      );
    await fc.assert(
      fc.asyncProperty(
        example.chain((operation) => fc.tuple(fc.constant(operation.text), variables(operation.variables))),
        asWho,
        async ([query, vars], as) => {
          const body = JSON.stringify({ query, variables: vars });
          expect(await probe('example operations, random variables', body, as), body.slice(0, 300)).toEqual(
            [],
          );
        },
      ),
      runs(400),
    );
  });

  it('answers 300 corrupted documents: random text, and example operations cut or spliced', async () => {
    const corrupted = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.tuple(example, fc.nat(), fc.string({ maxLength: 5 })).map(([operation, at, junk]) => {
        const cut = at % (operation.text.length + 1);
        return operation.text.slice(0, cut) + junk + operation.text.slice(cut + junk.length);
      }),
    );
    await fc.assert(
      fc.asyncProperty(corrupted, fc.option(fc.string({ maxLength: 20 })), asWho, async (query, name, as) => {
        const body = JSON.stringify({ query, operationName: name ?? undefined });
        expect(await probe('corrupted documents', body, as), body.slice(0, 300)).toEqual([]);
      }),
      runs(300),
    );
  });

  it('answers 200 raw bodies that are not a GraphQL request', async () => {
    const bodies = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? 'null'),
      fc
        .record({ query: fc.jsonValue({ maxDepth: 2 }), variables: fc.jsonValue({ maxDepth: 2 }) })
        .map((v) => JSON.stringify(v)),
      fc.string({ maxLength: 100 }),
    );
    await fc.assert(
      fc.asyncProperty(bodies, asWho, async (body, as) => {
        expect(await probe('raw bodies', body, as), body.slice(0, 300)).toEqual([]);
      }),
      runs(200),
    );
  });
});

describe('hostile arguments', () => {
  const hostile = fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ maxLength: 12 }));
  /** Each query with the only route templates it may cause. */
  const cases = [
    {
      query: 'query ($a: String!, $b: String!) { repository(owner: $a, name: $b) { name } }',
      routes: ['GET /repos/{owner}/{repo}'],
    },
    {
      query: `query ($a: String!, $b: String!) { repository(owner: "alice", name: "hello") {
        contents(path: $a, ref: $b) { isDirectory } file(path: $b, ref: $a) { name } } }`,
      routes: [
        'GET /repos/{owner}/{repo}',
        'GET /repos/{owner}/{repo}/contents-ext/{filepath}',
        'GET /repos/{owner}/{repo}/contents-ext',
        'GET /repos/{owner}/{repo}/file-contents',
      ],
    },
    {
      query: `query ($a: String!, $b: String!) { repository(owner: "alice", name: "hello") {
        wikiPage(name: $a) { revisions(first: 1) { totalCount } } trackedTimes(user: $b) { time } } }`,
      routes: [
        'GET /repos/{owner}/{repo}',
        'GET /repos/{owner}/{repo}/wiki/revisions/{pageName}',
        'GET /repos/{owner}/{repo}/times/{user}',
      ],
    },
    {
      query:
        'query ($a: String!, $b: String!) { user(login: $a) { login } organization(login: $b) { name } }',
      routes: ['GET /users/{username}', 'GET /orgs/{org}'],
    },
  ];

  it('asks each hostile-argument query correctly: with plain values it answers without errors', async () => {
    for (const { query } of cases) {
      const response = await harness.query(query, { a: 'alice', b: 'hello' }, { as: 'alice' });
      expect(response.errors?.filter((e) => e.extensions?.code !== 'NOT_FOUND') ?? [], query).toEqual([]);
    }
  });

  it('lets 400 hostile owner, name, path, ref, page and login values reach only the intended route templates', async () => {
    const seen = new Set<string>();
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...cases), hostile, hostile, async ({ query, routes }, a, b) => {
        // By request id: when a non-null field fails, graphql-js answers before its siblings settle,
        // so a previous request's last calls may still arrive.
        const requestId = `hostile-${++run}`;
        const body = JSON.stringify({ query, variables: { a, b } });
        expect(await probe('hostile arguments', body, 'alice', requestId)).toEqual([]);
        for (const call of harness.sandbox.calls.filter((c) => c.requestId === requestId)) {
          seen.add(call.route);
          expect(routes, `${JSON.stringify({ a, b })} reached ${call.method} ${call.path}`).toContain(
            call.route,
          );
        }
      }),
      runs(400),
    );
    expect(seen.size).toBeGreaterThanOrEqual(7);
  });
});
