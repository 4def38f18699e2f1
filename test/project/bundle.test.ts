// The bundle answers as the source does: one set of requests (valid, invalid and failing documents,
// each transport detail a client can vary) goes to the shipped gateway (dist/main.js started from its
// start-up snapshot, as `npm start` starts it, in a child process), to the plain bundle (dist/main.js
// alone, as where no snapshot can be made) and to the gateway built from src/ in this process, each in
// front of a sandbox of its own with the same seed; every answer (status, content type, body) must be
// the same.

import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SNAPSHOT_ENV } from '../../bin/snapshot-blob.mjs';
import { type Harness, startHarness } from '../helpers/harness.js';
import { type ShippedHarness, startShippedHarness } from '../helpers/shipped.js';

let shipped: ShippedHarness;
let plain: ShippedHarness;
let source: Harness;
beforeAll(async () => {
  [shipped, plain, source] = await Promise.all([
    startShippedHarness(),
    startShippedHarness({ plain: true }),
    startHarness({ gateway: { logLevel: 'silent' } }),
  ]);
});
afterAll(() => Promise.all([shipped.close(), plain.close(), source.close()]));

interface Case {
  name: string;
  method?: 'GET' | 'POST';
  /** a JSON body, or a raw string body */
  body?: unknown;
  /** query string of a GET */
  search?: Record<string, string>;
  headers?: Record<string, string>;
}

const ALICE = { authorization: 'token alice-token' };
const GRAPHQL_RESPONSE = { accept: 'application/graphql-response+json' };

const CASES: Case[] = [
  {
    name: 'a valid query',
    body: { query: '{ viewer { login } repository(owner: "alice", name: "hello") { fullName } }' },
    headers: ALICE,
  },
  { name: 'a syntax error', body: { query: '{' } },
  { name: 'a syntax error, graphql-response+json', body: { query: '{' }, headers: GRAPHQL_RESPONSE },
  { name: 'a validation error', body: { query: '{ nope }' }, headers: GRAPHQL_RESPONSE },
  { name: 'a validation error, plain JSON', body: { query: '{ nope }' } },
  {
    name: 'a variable of the wrong type',
    body: { query: 'query($n: Int!) { viewer { login } }', variables: { n: 'x' } },
    headers: GRAPHQL_RESPONSE,
  },
  {
    name: 'a field the forge answers 404 to',
    body: { query: '{ repository(owner: "alice", name: "missing") { fullName } }' },
    headers: ALICE,
  },
  {
    name: 'a private repository, anonymously',
    body: { query: '{ repository(owner: "alice", name: "secret") { fullName } }' },
  },
  {
    name: 'a bad credential',
    body: { query: '{ viewer { login } }' },
    headers: { authorization: 'token wrong' },
  },
  {
    name: 'a mutation answered with a typed error',
    body: {
      query:
        'mutation { createIssue(input: { owner: "alice", name: "missing", title: "t" }) { __typename } }',
    },
    headers: ALICE,
  },
  {
    name: 'an unknown operation name',
    body: { query: 'query A { viewer { login } }', operationName: 'B' },
    headers: ALICE,
  },
  { name: 'no query at all', body: {} },
  { name: 'a body that is not JSON', body: '{"query":', headers: { 'content-type': 'application/json' } },
  {
    name: 'a form post without the CSRF header',
    body: 'query={viewer{login}}',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  },
  {
    name: 'a document over the depth limit',
    body: { query: `{ ${'viewer { followers(first: 1) { nodes { '.repeat(6)} login ${'} } }'.repeat(6)} }` },
  },
  { name: 'a query over GET', method: 'GET', search: { query: '{ viewer { login } }' }, headers: ALICE },
  {
    name: 'a mutation over GET',
    method: 'GET',
    search: { query: 'mutation { starRepository(input: { owner: "alice", name: "hello" }) { __typename } }' },
  },
  { name: 'an unknown persisted operation', body: { documentId: `sha256:${'f'.repeat(64)}` } },
  { name: 'a small introspection', body: { query: '{ __type(name: "Repository") { name kind } }' } },
];

async function answer(url: string, request: Case) {
  const target = new URL(url);
  for (const [key, value] of Object.entries(request.search ?? {})) target.searchParams.set(key, value);
  const method = request.method ?? 'POST';
  const response = await fetch(target, {
    method,
    headers: { ...(method === 'POST' ? { 'content-type': 'application/json' } : {}), ...request.headers },
    body:
      method === 'POST'
        ? typeof request.body === 'string'
          ? request.body
          : JSON.stringify(request.body)
        : undefined,
  });
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
}

describe('the shipped bundle, from its snapshot and plain, and the source', () => {
  it.each(CASES.map((request) => [request.name, request] as const))(
    'answer %s alike',
    async (_name, request) => {
      const [fromSnapshot, fromBundle, fromSource] = await Promise.all([
        answer(shipped.url, request),
        answer(plain.url, request),
        answer(source.url, request),
      ]);
      expect(fromSnapshot).toEqual(fromSource);
      expect(fromBundle).toEqual(fromSource);
    },
  );

  it('start from the snapshot as `npm start` does (package.json runs what the shipped harness runs)', () => {
    const { scripts } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      scripts: { start: string };
    };
    const env = Object.entries(SNAPSHOT_ENV).map(([name, value]) => `${name}=${value}`);
    expect(scripts.start).toBe([...env, 'node --snapshot-blob dist/main.blob dist/main.js'].join(' '));
    expect(shipped.process.child.spawnargs).toContain('--snapshot-blob');
    expect(plain.process.child.spawnargs).not.toContain('--snapshot-blob');
  });

  it('start each process with random ids of its own, none kept from the snapshot’s build', async () => {
    const again = await startShippedHarness();
    try {
      const ids = await Promise.all(
        [shipped, again].map(async (gateway) => {
          const response = await fetch(gateway.url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ query: '{ __typename }' }),
          });
          return response.headers.get('x-request-id');
        }),
      );
      expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(ids[1]).not.toBe(ids[0]);
    } finally {
      await again.close();
    }
  });

  it('answer a syntax error with HTTP 400 to a graphql-response+json client', async () => {
    const response = await answer(shipped.url, CASES[2] as Case);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body).errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
  });
});
