// Browser-facing security over HTTP, against the shipped bundle (test/helpers/shipped.ts): CSRF prevention, introspection and GraphiQL switched off,
// masked internal errors, and the caller's Authorization never echoed, logged or shared.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CSRF_CODE } from '../../../src/server/security.js';
import type { GraphQLResponse } from '../../helpers/harness.js';
import { internalsIn } from '../../helpers/load.js';
import { type ShippedHarness, type ShippedLog, startShippedHarness } from '../../helpers/shipped.js';
import { Tally } from '../../helpers/tally.js';

let harness: ShippedHarness;
let log: ShippedLog;
const tally = new Tally('Security: CSRF, introspection, masking, credentials');
beforeAll(async () => {
  harness = await startShippedHarness({ log: true });
  log = harness.log;
});
afterAll(async () => {
  tally.print();
  await harness.close();
});
beforeEach(() => {
  harness.resetCalls();
  harness.sandbox.faults.clear();
  log.clear();
});

async function send(init: RequestInit, url = harness.url) {
  const response = await fetch(url, init);
  const text = await response.text();
  return { status: response.status, headers: response.headers, text };
}

const QUERY = '{ viewer { login } }';

describe('CSRF prevention', () => {
  it('refuses a text/plain form post, as a cross-site form would send it, with no forge call', async () => {
    const forged = await send({
      method: 'POST',
      headers: { 'content-type': 'text/plain', authorization: 'token alice-token' },
      body: JSON.stringify({ query: QUERY }),
    });
    expect(forged.status).toBe(403);
    expect(JSON.parse(forged.text).errors[0].extensions.code).toBe(CSRF_CODE);
    expect(harness.routes()).toEqual([]);
    tally.add('text/plain form post', { sent: 1, typed: 1 });
  });

  it('refuses url-encoded and multipart form posts without the CSRF header', async () => {
    const form = new FormData();
    form.set('query', QUERY);
    const attempts = [
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `query=${QUERY}`,
      },
      { method: 'POST', body: form },
    ];
    for (const init of attempts) {
      const answer = await send(init);
      expect(answer.status, init.method).toBe(403);
      expect(JSON.parse(answer.text).errors[0].extensions.code).toBe(CSRF_CODE);
    }
    expect(harness.routes()).toEqual([]);
    tally.add('form posts', { sent: attempts.length, typed: attempts.length });
  });

  it('serves JSON posts, query GETs without any extra header, and the GraphiQL page', async () => {
    const json = await harness.query(QUERY, undefined, { as: 'alice' });
    expect(json.data).toEqual({ viewer: { login: 'alice' } });
    const get = await send(
      { headers: { authorization: 'token bob-token' } },
      `${harness.url}?query=${encodeURIComponent(QUERY)}`,
    );
    expect(JSON.parse(get.text)).toEqual({ data: { viewer: { login: 'bob' } } });
    const page = await send({ headers: { accept: 'text/html' } });
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.text).toMatch(/graphiql/i);
  });
});

describe('introspection and GraphiQL switched off', () => {
  let production: ShippedHarness;
  beforeAll(async () => {
    production = await startShippedHarness({ gateway: { introspection: false, graphiql: false } });
  });
  afterAll(() => production.close());

  it('refuses __schema and __type, and still answers __typename and ordinary queries', async () => {
    for (const query of [
      '{ __schema { types { name } } }',
      '{ __type(name: "Repository") { fields { name } } }',
    ]) {
      const response = await production.query(query);
      expect(response.data ?? undefined).toBeUndefined();
      expect(response.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(response.errors?.[0]?.message).toMatch(/introspection/i);
    }
    expect(await production.query('{ __typename viewer { login } }', undefined, { as: 'carol' })).toEqual({
      status: 200,
      data: { __typename: 'Query', viewer: { login: 'carol' } },
    });
    tally.add('introspection when off', { sent: 2, typed: 2 });
  });

  it('does not suggest field names, which would reveal the schema piece by piece', async () => {
    const open = await harness.query('{ viewer { logn } }');
    expect(open.errors?.[0]?.message).toMatch(/Did you mean "login"\?/);
    const closed = await production.query('{ viewer { logn } }');
    expect(closed.errors?.[0]?.message).toBe('Cannot query field "logn" on type "User".');
  });

  it('serves no GraphiQL page', async () => {
    const page = await send({ headers: { accept: 'text/html' } }, production.url);
    expect(page.headers.get('content-type') ?? '').not.toMatch(/text\/html/);
    expect(page.text).not.toMatch(/graphiql/i);
  });
});

describe('masked errors', () => {
  it('hides the body of a forge 500 that carries a stack trace and an internal URL', async () => {
    harness.sandbox.faults.injectStatus('GET /user', 500, {
      body: {
        message: 'panic: runtime error at /srv/gitea/models/user.go:42 http://admin:hunter2@db.internal:5432',
        url: `${harness.sandbox.origin}/api/swagger`,
      },
    });
    const response = await harness.query(QUERY, undefined, { as: 'alice' });
    expect(response.errors).toEqual([
      expect.objectContaining({
        message: 'the forge failed (HTTP 500)',
        extensions: { code: 'UPSTREAM_ERROR', upstream: { status: 500, route: 'GET /user' } },
      }),
    ]);
    const text = JSON.stringify(response);
    expect(text).not.toMatch(/hunter2|gitea\/models|db\.internal/);
    expect(internalsIn(text, harness.sandbox.origin)).toEqual([]);
    tally.add('forge 500 with internals in its body', { sent: 1, typed: 1 });
  });

  it('masks an unexpected failure as INTERNAL_SERVER_ERROR with no stack, and logs it for operators', async () => {
    // a 200 whose body is not a user: the resolver fails in a way nobody planned for
    harness.sandbox.faults.injectStatus('GET /user', 200, { body: { login: { nested: true } } });
    const response = await harness.query(QUERY, undefined, { as: 'alice' });
    expect(response).toEqual({
      status: 200,
      data: null,
      errors: [
        {
          message: 'Unexpected error.',
          locations: [{ line: 1, column: 3 }],
          path: ['viewer'],
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        },
      ],
    });
    const [logged] = await log.waitFor('unexpected error, masked in the response');
    expect((logged?.err as { stack?: string })?.stack).toMatch(/TypeError/);
    expect(log.raw.join('')).not.toContain('alice-token');
    tally.add('resolver failure on an unexpected body', { sent: 1, typed: 1 });
  });

  it('gives a variable of the wrong type the code BAD_USER_INPUT, with no forge call', async () => {
    const response = await harness.query(
      'query ($n: Int) { user(login: "bob") { activities(first: $n) { totalCount } } }',
      { n: 'many' },
    );
    expect(response.errors).toEqual([
      expect.objectContaining({
        message: 'Variable "$n" got invalid value "many"; Int cannot represent non-integer value: "many"',
        extensions: { code: 'BAD_USER_INPUT' },
      }),
    ]);
    expect(harness.routes()).toEqual([]);
  });

  it('names no forge address in a timeout or network error', async () => {
    const impatient = await startShippedHarness({ gateway: { upstreamTimeoutMs: 50, upstreamRetries: 0 } });
    try {
      impatient.sandbox.faults.setLatency('GET /user', 200);
      const timeout = await impatient.query(QUERY, undefined, { as: 'alice' });
      impatient.sandbox.faults.clear();
      impatient.sandbox.faults.resetConnection('GET /user', { times: 1 });
      const reset = await impatient.query(QUERY, undefined, { as: 'alice' });
      const codes = [timeout, reset].map((r: GraphQLResponse) => r.errors?.[0]?.extensions?.code);
      expect(codes).toEqual(['UPSTREAM_TIMEOUT', 'UPSTREAM_UNAVAILABLE']);
      expect(internalsIn(JSON.stringify([timeout, reset]), impatient.sandbox.origin)).toEqual([]);
      tally.add('timeout and reset', { sent: 2, typed: 2 });
    } finally {
      await impatient.close();
    }
  });
});

describe('the Authorization header', () => {
  it('is neither echoed in answers nor written to the log, even when the forge refuses it', async () => {
    const secret = 'token not-a-real-token-3f9a';
    const answers = await Promise.all(
      [QUERY, '{ repository(owner: "alice", name: "secret") { name } }', '{ nope }'].map((query) =>
        send({
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: secret },
          body: JSON.stringify({ query }),
        }),
      ),
    );
    expect(JSON.parse(answers[0]?.text ?? '').errors[0].extensions.code).toBe('UNAUTHENTICATED');
    for (const answer of answers) {
      expect(answer.text).not.toContain('not-a-real-token');
      expect([...answer.headers.values()].join(' ')).not.toContain('not-a-real-token');
    }
    expect(await log.waitFor('request', 3)).toHaveLength(3);
    expect(log.raw.join('')).not.toMatch(/not-a-real-token|authorization/i);
    tally.add('bad token', {
      sent: 3,
      typed: 3,
      leaks: answers.filter((a) => a.text.includes('3f9a')).length,
    });
  });

  it('is never cached across callers: the same query answers for whoever asks', async () => {
    const viewers = await Promise.all(
      (['alice', 'bob', 'carol', 'alice', 'bob', 'carol'] as const).map((as) =>
        harness.query<{ viewer: { login: string } }>(QUERY, undefined, { as }),
      ),
    );
    expect(viewers.map((v) => v.data?.viewer.login)).toEqual([
      'alice',
      'bob',
      'carol',
      'alice',
      'bob',
      'carol',
    ]);
    // each caller's answer comes from a call made with that caller's credentials; identical queries of
    // one caller in flight at once may share one call (graphql/shared-execution.ts), across callers never
    const users = harness.sandbox.calls.map((call) => call.user);
    expect([...new Set(users)].sort()).toEqual(['alice', 'bob', 'carol']);
    expect(users.length).toBeGreaterThanOrEqual(3);
    expect(users.length).toBeLessThanOrEqual(6);
  });
});

describe('GET requests', () => {
  it('refuses a mutation over GET with 405 and calls nothing upstream', async () => {
    const mutation =
      'mutation { addIssueDependency(input: { owner: "alice", repo: "hello", number: 2, dependencyNumber: 1 }) { __typename } }';
    const answer = await send(
      { headers: { authorization: 'token alice-token' } },
      `${harness.url}?query=${encodeURIComponent(mutation)}`,
    );
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('POST');
    expect(harness.routes()).toEqual([]);
  });
});

describe('CORS', () => {
  const preflight = (url: string, origin: string) =>
    fetch(url, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });

  it('grants no cross-origin access unless origins are configured', async () => {
    const closed = await startShippedHarness();
    try {
      const response = await preflight(closed.url, 'http://127.0.0.1:5173');
      expect(response.status).toBe(403);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      const body = (await response.json()) as { errors: { message: string; extensions: { code: string } }[] };
      expect(body.errors[0]?.extensions.code).toBe('CORS_ORIGIN_NOT_ALLOWED');
      expect(body.errors[0]?.message).toContain('--cors-origins http://127.0.0.1:5173');
    } finally {
      await closed.close();
    }
  });

  it('grants a configured origin and no other', async () => {
    const open = await startShippedHarness({ gateway: { corsOrigins: ['https://app.example'] } });
    try {
      const allowed = await preflight(open.url, 'https://app.example');
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.example');
      expect(allowed.headers.get('access-control-allow-headers')).toMatch(/authorization/);
      const refused = await preflight(open.url, 'https://evil.example');
      expect(refused.status).toBe(403);
      expect(refused.headers.get('access-control-allow-origin')).not.toBe('https://evil.example');
    } finally {
      await open.close();
    }
  });
});

describe('hostile variables', () => {
  // written by hand: JSON.stringify itself overflows the stack on values this deep
  const nestedArrays = `${'['.repeat(8_000)}${']'.repeat(8_000)}`;
  const bodies = {
    'an operation with no variables': `{"query":"{ viewer { login } }","variables":{"y":${nestedArrays}}}`,
    'an operation declaring another variable': `{"query":"query ($x: Int) { viewer { login } }","variables":{"y":${nestedArrays}}}`,
    'a batch': `[{"query":"{ __typename }","variables":{"y":${nestedArrays}}}]`,
  };

  for (const [kind, body] of Object.entries(bodies)) {
    it(`refuses an unused variable of 8,000 nested arrays in ${kind} with VARIABLES_TOO_DEEP, before any forge call or error log`, async () => {
      for (const authorization of [undefined, 'token alice-token']) {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (authorization) headers.authorization = authorization;
        const answer = await send({ method: 'POST', headers, body });
        const parsed = JSON.parse(answer.text);
        const errors = Array.isArray(parsed) ? parsed.flatMap((one) => one.errors ?? []) : parsed.errors;
        expect(errors.map((error: { extensions: { code: string } }) => error.extensions.code)).toEqual([
          'VARIABLES_TOO_DEEP',
        ]);
      }
      expect(harness.routes()).toEqual([]);
      expect(log.raw.filter((line) => JSON.parse(line).level >= 50)).toEqual([]);
    });
  }
});
