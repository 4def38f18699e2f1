// Query limits over HTTP, against the shipped bundle (test/helpers/shipped.ts): oversized documents are refused with their own code before any forge
// call, the example operations pass every limit, and the call budget stops a fan-out query.

import { readdirSync, readFileSync } from 'node:fs';
import { Kind, type OperationDefinitionNode, parse, print } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '../../../src/graphql/kit/global-id.js';
import { LIMIT_CODES } from '../../../src/server/limits/limits.js';
import type { GraphQLResponse } from '../../helpers/harness.js';
import { type ShippedHarness, startShippedHarness } from '../../helpers/shipped.js';
import { Tally } from '../../helpers/tally.js';

let harness: ShippedHarness;
const tally = new Tally('Limits: documents refused before any forge call, and the call budget');
beforeAll(async () => {
  harness = await startShippedHarness();
});
afterAll(async () => {
  tally.print();
  await harness.close();
});
beforeEach(() => harness.resetCalls());

const codesOf = (response: GraphQLResponse) => (response.errors ?? []).map((e) => e.extensions?.code);

async function post(body: string) {
  const response = await fetch(harness.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'token alice-token' },
    body,
  });
  return { ...((await response.json()) as GraphQLResponse), status: response.status };
}

/** POSTs a body that has no Content-Length: fetch sends a stream in chunks. */
const postChunked = (body: ReadableStream<Uint8Array>) =>
  fetch(harness.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'token alice-token' },
    body,
    duplex: 'half',
  } as RequestInit);

/** Sends a document that must be refused with `code`, and checks that the forge saw nothing. */
async function expectRefused(label: string, document: string, code: string) {
  const response = await harness.query(document, undefined, { as: 'alice' });
  expect(response.data ?? undefined).toBeUndefined();
  expect(codesOf(response)).toContain(code);
  expect(harness.routes()).toEqual([]);
  tally.add(label, { sent: 1, typed: codesOf(response).includes(code) ? 1 : 0 });
  return response;
}

describe('documents over a limit are refused with no forge call', () => {
  it('refuses a document of depth 50 as QUERY_TOO_DEEP', async () => {
    let selection = 'name';
    for (let depth = 2; depth < 50; depth++) selection = `parent { ${selection} }`;
    const response = await expectRefused(
      'depth 50',
      `{ repository(owner: "alice", name: "hello") { ${selection} } }`,
      LIMIT_CODES.depth,
    );
    expect(response.errors?.[0]?.message).toBe('Query depth limit of 20 exceeded, found 50.');
  });

  it('refuses a document with 1,000 aliases as TOO_MANY_ALIASES', async () => {
    const aliases = Array.from({ length: 1000 }, (_, i) => `a${i}: viewer { login }`).join('\n');
    await expectRefused('1,000 aliases', `{ ${aliases} }`, LIMIT_CODES.aliases);
  });

  it('refuses a 1 MB request body with HTTP 413 and BODY_TOO_LARGE', async () => {
    const document = `{ viewer { login } }\n#${'x'.repeat(1024 * 1024)}`;
    const response = await post(JSON.stringify({ query: document }));
    expect(response.status).toBe(413);
    expect(response.errors).toEqual([
      {
        message: 'the request body exceeds the limit of 100000 bytes',
        extensions: { code: LIMIT_CODES.body },
      },
    ]);
    expect(harness.routes()).toEqual([]);
    tally.add('1 MB body', { sent: 1, typed: 1 });
  });

  it('counts a chunked body (no Content-Length) as it arrives and refuses it past the limit', async () => {
    const chunk = new TextEncoder().encode(`${' '.repeat(16 * 1024)}`);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode('{"query":"{ viewer { login } }"'));
        // 16 KB of blanks at a time, well past 100,000 bytes in all
        if (sent++ < 10) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await postChunked(body);
    expect(response.status).toBe(413);
    expect(((await response.json()) as GraphQLResponse).errors?.map((e) => e.extensions?.code)).toEqual([
      LIMIT_CODES.body,
    ]);
    expect(harness.routes()).toEqual([]);
  });

  it('answers a chunked body within the limit', async () => {
    const text = new TextEncoder().encode(JSON.stringify({ query: '{ viewer { login } }' }));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(text.slice(0, 10));
        controller.enqueue(text.slice(10));
        controller.close();
      },
    });
    const response = await postChunked(body);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { viewer: { login: 'alice' } } });
  });

  it('refuses a document of more than 10,000 tokens that fits the body limit as QUERY_TOO_LARGE', async () => {
    const fields = Array.from({ length: 4000 }, (_, i) => `t${i}: __typename`).join(' ');
    expect(fields.length).toBeLessThan(100_000);
    await expectRefused('12,000 tokens', `{ ${fields} }`, LIMIT_CODES.tokens);
  });

  it('refuses two nested 100-item pages as QUERY_TOO_COSTLY', async () => {
    await expectRefused(
      'nested pages',
      `{ user(login: "alice") { activities(first: 100) { nodes { repo {
        pullRequests(first: 100) { nodes { number title author { login } labels { name } } }
      } } } } }`,
      LIMIT_CODES.cost,
    );
  });

  it('estimates one document anew for other variables: the page sizes they give decide', async () => {
    const query = `query Pages($first: Int!) { user(login: "alice") { activities(first: $first) {
      nodes { repo { pullRequests(first: $first) { nodes { number } } } } } } }`;
    // the user is a reference: its feed proves it exists
    const onePage = ['GET /repos/{owner}/{repo}/pulls', 'GET /users/{username}/activities/feeds'];
    const small = await post(JSON.stringify({ query, variables: { first: 1 } }));
    expect(codesOf(small)).toEqual([]);
    expect(harness.routes().sort()).toEqual(onePage);
    harness.resetCalls();
    // twice with pages too large, refused each time before any call; then the small pages again
    for (const first of [100, 100, 1]) {
      const response = await post(JSON.stringify({ query, variables: { first } }));
      expect(codesOf(response)).toEqual(first === 1 ? [] : [LIMIT_CODES.cost]);
    }
    expect(harness.routes().sort()).toEqual(onePage);
  });

  it('refuses 60 directives on one operation as TOO_MANY_DIRECTIVES', async () => {
    const directives = Array.from({ length: 60 }, () => '@include(if: true)').join(' ');
    await expectRefused('60 directives', `{ viewer { login ${directives} } }`, LIMIT_CODES.directives);
  });

  it('applies limits given in the options instead of the defaults', async () => {
    const strict = await startShippedHarness({ gateway: { limits: { maxDepth: 2 } } });
    try {
      const response = await strict.query('{ viewer { login } }', undefined, { as: 'alice' });
      expect(response.data).toEqual({ viewer: { login: 'alice' } });
      const deep = await strict.query('{ repository(owner: "alice", name: "hello") { owner { login } } }');
      expect(codesOf(deep)).toEqual([LIMIT_CODES.depth]);
      expect(strict.routes()).toEqual(['GET /user']);
    } finally {
      await strict.close();
    }
  });
});

describe('what the limits let through', () => {
  const variables = JSON.parse(readFileSync('operations/variables.json', 'utf8')) as Record<
    string,
    Record<string, unknown>
  >;
  const operations = readdirSync('operations')
    .filter((file) => file.endsWith('.graphql'))
    .flatMap((file) => {
      const document = parse(readFileSync(`operations/${file}`, 'utf8'));
      const fragments = document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
      // Subscriptions open a stream instead of answering once; test/live/live-typed-subscriptions.test.ts
      // runs each of them through the same limits and receives an event.
      return document.definitions
        .filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)
        .filter((operation) => operation.operation !== 'subscription')
        .map((operation) => ({
          name: operation.name?.value ?? '',
          text: [operation, ...fragments].map((d) => print(d)).join('\n'),
        }));
    });

  it('passes every example operation of operations/ through every limit', async () => {
    expect(operations.length).toBeGreaterThan(20);
    const limitCodes = Object.values(LIMIT_CODES) as string[];
    for (const operation of operations) {
      // one answer, not parts (@defer): refused as NOT_ACCEPTABLE only once every limit passed it
      const response = await harness.query(operation.text, variables[operation.name], {
        as: 'alice',
        headers: { accept: 'application/json' },
      });
      expect(
        codesOf(response).filter((code) => limitCodes.includes(code as string)),
        operation.name,
      ).toEqual([]);
    }
  });

  it('refuses nodes(ids:) with 3 × 100 ids, estimated at 300 forge calls, before any call', async () => {
    const ids = Array.from({ length: 300 }, (_, i) => encodeGlobalID('Issue', `alice/many-prs#${i + 1}`));
    const response = await harness.query<Record<string, unknown[]>>(
      'query ($a: [ID!]!, $b: [ID!]!, $c: [ID!]!) { a: nodes(ids: $a) { id } b: nodes(ids: $b) { id } c: nodes(ids: $c) { id } }',
      { a: ids.slice(0, 100), b: ids.slice(100, 200), c: ids.slice(200) },
      { as: 'alice' },
    );
    expect(codesOf(response)).toEqual([LIMIT_CODES.cost]);
    expect(response.errors?.[0]?.message).toBe(
      'Query cost limit of 200 forge calls exceeded, estimated 300.',
    );
    expect(harness.routes()).toEqual([]);
    tally.add('nodes(ids: 3 × 100 ids)', { sent: 1, typed: 1 });
  });

  it('stops an aliased fan-out of repositories and issues at a budget of 20 calls', async () => {
    const small = await startShippedHarness({ gateway: { upstreamCallBudget: 20 } });
    try {
      // 10 repositories × 4 issues = 50 aliases (the alias limit) and 50 distinct reads
      const repositories = Array.from({ length: 10 }, (_, r) => {
        const issues = Array.from(
          { length: 4 },
          (_, i) => `i${i}: issue(number: ${r * 4 + i + 1}) { number }`,
        );
        return `r${r}: repository(owner: "alice", name: "many-prs") { ${issues.join(' ')} }`;
      });
      const response = await small.query(`{ ${repositories.join('\n')} }`, undefined, { as: 'alice' });
      const budget = codesOf(response).filter((code) => code === 'UPSTREAM_CALL_BUDGET_EXCEEDED');
      expect(budget.length).toBeGreaterThan(0);
      expect(codesOf(response).filter((code) => code !== 'UPSTREAM_CALL_BUDGET_EXCEEDED')).toEqual([]);
      expect(small.routes().length).toBeLessThanOrEqual(20);
      tally.add('10 aliases × 4 issues, budget 20', { sent: 1, typed: budget.length });
    } finally {
      await small.close();
    }
  });
});
