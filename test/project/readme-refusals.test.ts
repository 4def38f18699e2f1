// What the docs say the gateway refuses, and how: the Limits table of docs/cache-and-limits.md (each
// limit's default and code, at its exact edge), the CSRF and CORS rules of the Security section and the
// persisted-only refusal of docs/security.md, the health probes' answers of docs/operations.md, and
// /readyz without Redis as docs/live-updates.md states it. Each expectation is read from those pages.

import { once } from 'node:events';
import { createServer, type Server, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { READINESS_TIMEOUT_MS } from '../../src/server/health.js';
import { OPTIONS } from '../../src/start/cli.js';
import { type GraphQLResponse, startHarness } from '../helpers/harness.js';
import { codeSpans, partWith, readDoc, section, tableRows } from '../helpers/readme.js';
import { useFileHarness } from '../helpers/use-harness.js';

const LIMITS = section('Limits', readDoc('cache-and-limits'));
const SECURITY = readDoc('security');

const harness = useFileHarness();

async function post(body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  const response = await fetch(harness.url, { method: 'POST', headers, body });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as GraphQLResponse };
}

/** A document of exactly `n` lexical tokens: spreads of one fragment are two tokens each. */
function documentOfTokens(n: number): string {
  const fragment = 'fragment F on Query { __typename }'; // 7 tokens, and the operation's braces 2
  const odd = (n - 9) % 2 === 1;
  const spreads = '...F '.repeat(Math.floor((n - 9) / 2));
  return `{ ${odd ? '__typename ' : ''}${spreads}} ${fragment}`;
}

/** A selection `n` deep: repository, then parents, then a scalar. */
function documentOfDepth(n: number): string {
  let selection = 'name';
  for (let depth = 2; depth < n; depth++) selection = `parent { ${selection} }`;
  return `{ repository(owner: "alice", name: "hello") { ${selection} } }`;
}

/** A body of exactly `n` bytes: a document padded with a comment. */
function bodyOfBytes(n: number): string {
  const bare = JSON.stringify({ query: '{ __typename }\n#' });
  return JSON.stringify({ query: `{ __typename }\n#${'x'.repeat(n - bare.length)}` });
}

const json = (document: string) => JSON.stringify({ query: document });

/** For each limit's variable: a request at the limit (passes) and one past it (refused). */
const EDGES: Record<string, (limit: number) => { within: string; beyond: string }> = {
  MAX_BODY_BYTES: (n) => ({ within: bodyOfBytes(n), beyond: bodyOfBytes(n + 1) }),
  QUERY_MAX_TOKENS: (n) => ({ within: json(documentOfTokens(n)), beyond: json(documentOfTokens(n + 1)) }),
  QUERY_MAX_DEPTH: (n) => ({ within: json(documentOfDepth(n)), beyond: json(documentOfDepth(n + 1)) }),
  QUERY_MAX_ALIASES: (n) => {
    const aliases = (count: number) =>
      Array.from({ length: count }, (_, i) => `a${i}: repository(owner: "alice", name: "hello") { name }`);
    return { within: json(`{ ${aliases(n).join(' ')} }`), beyond: json(`{ ${aliases(n + 1).join(' ')} }`) };
  },
  QUERY_MAX_DIRECTIVES: (n) => {
    const directives = (count: number) => 'name @include(if: true) '.repeat(count);
    const document = (count: number) =>
      `{ repository(owner: "alice", name: "hello") { ${directives(count)}} }`;
    return { within: json(document(n)), beyond: json(document(n + 1)) };
  },
  // The cost has no document of an exact cost; the docs' own pair: one 100-item page passes,
  // two nested ones are refused.
  QUERY_MAX_COST: () => ({
    within: json(
      '{ repository(owner: "alice", name: "hello") { pullRequests(first: 100) { nodes { title } } } }',
    ),
    beyond: json(
      '{ repository(owner: "alice", name: "hello") { pullRequests(first: 100) { nodes { commits(first: 100) { nodes { sha } } } } } }',
    ),
  }),
};

const limitRows = tableRows(LIMITS.slice(LIMITS.indexOf('| limit')));

describe('the Limits table', () => {
  it('lists each limit with a variable of the Configuration table and its default', () => {
    expect(limitRows.map((row) => codeSpans(row[1] ?? '')[0])).toEqual(
      expect.arrayContaining(Object.keys(EDGES)),
    );
    for (const [, variable = '', written = ''] of limitRows) {
      const option = OPTIONS.find((candidate) => candidate.env === codeSpans(variable)[0]);
      expect(Number(written.replace(/\D/g, '')), variable).toBe(Number(option?.default));
    }
  });

  // The limits this file knows how to reach exactly; a row added later is still checked above.
  const reachable = limitRows.filter((row) => (codeSpans(row[1] ?? '')[0] ?? '') in EDGES);
  it.each(reachable.map((row) => [codeSpans(row[1] ?? '')[0] as string, row] as const))(
    'lets a request at %s’s default through and refuses one past it with the code it names, before any forge call',
    async (variable, [limit = '', , written = '', code = '']) => {
      const edge = (EDGES[variable] as (typeof EDGES)[string])(Number(written.replace(/\D/g, '')));
      const headers = { 'content-type': 'application/json', authorization: 'token alice-token' };
      const within = await post(edge.within, headers);
      expect((within.body.errors ?? []).map((error) => error.extensions?.code)).not.toContain(
        codeSpans(code)[0],
      );

      harness.resetCalls();
      const beyond = await post(edge.beyond, headers);
      expect(beyond.status).toBe(Number(/HTTP (\d{3})/.exec(limit)?.[1] ?? 200));
      expect(beyond.body.data ?? undefined).toBeUndefined();
      const refusal = beyond.body.errors?.find((error) => error.extensions?.code === codeSpans(code)[0]);
      expect(refusal?.message, 'the message names the limit').toContain(written.replace(/\D/g, ''));
      expect(harness.routes()).toEqual([]);
    },
  );
});

describe('the Security section', () => {
  const security = section('Security', SECURITY);
  const bullet = (name: string) =>
    security.split('\n- ').find((item) => item.startsWith(`**${name}**`)) ?? '';

  it('answers form posts without x-graphql-csrf with HTTP 403 and the quoted message, and unreadable bodies with 415', async () => {
    const csrf = bullet('CSRF');
    const message = codeSpans(csrf.replace(/\s*\n\s*/g, ' ')).find((span) =>
      span.startsWith('a request without'),
    );
    const refusal = { errors: [{ message, extensions: { code: 'CSRF_HEADER_REQUIRED' } }] };
    const form = new URLSearchParams({ query: '{ __typename }' }).toString();
    const multipart = new FormData();
    multipart.set('operations', json('{ __typename }'));
    multipart.set('map', '{}');
    const send = async (body: BodyInit, headers: Record<string, string>) => {
      const response = await fetch(harness.url, { method: 'POST', headers, body });
      const text = await response.text();
      return [response.status, text ? JSON.parse(text) : null];
    };
    for (const type of [
      'text/plain',
      'url-encoded',
      'multipart',
      'application/graphql+json',
      'application/graphql',
    ])
      expect(csrf).toContain(type);

    expect(await send(json('{ __typename }'), { 'content-type': 'text/plain' })).toEqual([403, refusal]);
    expect(await send(form, { 'content-type': 'application/x-www-form-urlencoded' })).toEqual([403, refusal]);
    expect(await send(multipart, {})).toEqual([403, refusal]);

    const answered = [200, { data: { __typename: 'Query' } }];
    const header = { 'x-graphql-csrf': '1' };
    expect(await send(form, { 'content-type': 'application/x-www-form-urlencoded', ...header })).toEqual(
      answered,
    );
    expect(await send(multipart, header)).toEqual(answered);
    expect(await send(json('{ __typename }'), { 'content-type': 'application/graphql+json' })).toEqual(
      answered,
    );
    expect(await send('{ __typename }', { 'content-type': 'application/graphql' })).toEqual(answered);
    expect((await send(json('{ __typename }'), { 'content-type': 'text/plain', ...header }))[0]).toBe(415);
  });

  it('answers a mutation over GET with HTTP 405, as the CSRF rule says', async () => {
    expect(bullet('CSRF')).toContain('a mutation over GET answers HTTP 405');
    const response = await fetch(`${harness.url}?query=${encodeURIComponent('mutation { __typename }')}`);
    expect(response.status).toBe(405);
  });

  it('allows the listed origins the methods and headers it names, without cookies, and refuses others naming --cors-origins', async () => {
    const cors = bullet('CORS').replace(/\s*\n\s*/g, ' ');
    const spans = codeSpans(cors.slice(cors.indexOf('those get')));
    const methods = spans.filter((span) => /^(GET|POST|PUT|PATCH|DELETE)$/.test(span));
    const headers = spans.filter(
      (span) => /^[A-Z][A-Za-z]*(-[A-Za-z]+)*$/.test(span) && !methods.includes(span),
    );
    expect(methods).toEqual(['GET', 'POST']);
    expect(headers.length).toBeGreaterThan(2);

    const allowed = 'https://app.example.com';
    const cross = await startHarness({ gateway: { corsOrigins: [allowed] } });
    try {
      const preflight = (origin: string) =>
        fetch(cross.url, {
          method: 'OPTIONS',
          headers: {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': headers.join(',').toLowerCase(),
          },
        });
      const ok = await preflight(allowed);
      expect(ok.status).toBeLessThan(300);
      expect(ok.headers.get('access-control-allow-origin')).toBe(allowed);
      const allowedMethods = (ok.headers.get('access-control-allow-methods') ?? '').split(/,\s*/);
      expect(allowedMethods).toEqual(expect.arrayContaining(methods));
      const allowedHeaders = (ok.headers.get('access-control-allow-headers') ?? '')
        .toLowerCase()
        .split(/,\s*/);
      expect(allowedHeaders).toEqual(expect.arrayContaining(headers.map((name) => name.toLowerCase())));
      expect(ok.headers.get('access-control-allow-credentials')).not.toBe('true');

      const refused = await preflight('https://elsewhere.example.com');
      const code = /the code `([A-Z_]+)`/.exec(bullet('CORS preflights').replace(/\s+/g, ' '))?.[1];
      expect(refused.status).toBe(Number(/HTTP (\d{3})/.exec(bullet('CORS preflights'))?.[1]));
      const body = (await refused.json()) as GraphQLResponse;
      expect(body.errors?.map((error) => error.extensions?.code)).toEqual([code]);
      expect(body.errors?.[0]?.message).toContain('--cors-origins');
    } finally {
      await cross.close();
    }
  });
});

describe('the persisted-only refusal', () => {
  it('answers a document that is not listed exactly as the docs show, with the HTTP status they state', async () => {
    const part = partWith('persisted-only-refusal', '', SECURITY);
    const strict = await startHarness({ gateway: { persistedOnly: true } });
    try {
      const response = await fetch(strict.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: json('{ viewer { login } }'),
      });
      expect(response.status).toBe(Number(/That is HTTP (\d{3})/.exec(part.after)?.[1]));
      expect(await response.json()).toEqual(JSON.parse(part.text));
      expect(strict.routes()).toEqual([]);
    } finally {
      await strict.close();
    }
  });

  it('answers an unknown id with the code and HTTP status the docs state, in both modes', async () => {
    const [, code, status] =
      /an unknown id is `(\w+)` \(HTTP (\d{3})\) in both modes/.exec(
        partWith('persisted-only-refusal', '', SECURITY).after,
      ) ?? [];
    const strict = await startHarness({ gateway: { persistedOnly: true } });
    try {
      for (const url of [harness.url, strict.url]) {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ documentId: `sha256:${'0'.repeat(64)}` }),
        });
        const body = (await response.json()) as GraphQLResponse;
        expect([response.status, body.errors?.map((error) => error.extensions?.code)]).toEqual([
          Number(status),
          [code],
        ]);
      }
    } finally {
      await strict.close();
    }
  });
});

/** A TCP port nothing listens on: one that was just free. */
async function closedPort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

interface Readiness {
  status: string;
  error?: string;
  live?: { status: string; error?: string };
}

/** `GET /readyz`'s status and body. */
async function readiness(harnessUrl: string): Promise<[number, Readiness]> {
  const response = await fetch(harnessUrl.replace(/\/graphql$/, '/readyz'));
  return [response.status, (await response.json()) as Readiness];
}

describe('the health probes', () => {
  const text = partWith('health-probes', '', readDoc('operations')).text.replace(/\s*\n\s*/g, ' ');
  const answerOf = (status: string) => {
    const span = codeSpans(text).find((candidate) => candidate.startsWith(`${status} {`)) ?? '';
    return JSON.parse(span.slice(4)) as Record<string, unknown>;
  };

  it('answers /healthz and /readyz as the docs quote them', async () => {
    const [healthzAnswer, readyzAnswer] = codeSpans(text)
      .filter((span) => span.startsWith('200 {'))
      .map((span) => JSON.parse(span.slice(4)));
    expect(text).toMatch(/^`GET \/healthz` answers `200 \{/);
    const healthz = await fetch(harness.url.replace(/\/graphql$/, '/healthz'));
    expect([healthz.status, await healthz.json()]).toEqual([200, healthzAnswer]);
    expect(await readiness(harness.url)).toEqual([200, readyzAnswer]);
  });

  it('answers /readyz with the quoted 503 when the forge cannot be reached, within the time it states', async () => {
    const unreachable = await startHarness({
      gateway: { forgeUrl: `http://127.0.0.1:${await closedPort()}` },
    });
    try {
      const [status, body] = await readiness(unreachable.url);
      const quoted = answerOf('503');
      expect(status).toBe(503);
      expect(body).toEqual({ ...quoted, error: expect.any(String) });
      expect(READINESS_TIMEOUT_MS).toBe(Number(/within (\d+) s/.exec(text)?.[1]) * 1000);
    } finally {
      await unreachable.close();
    }
  });
});

describe('/readyz while Redis is not reachable: ready, live updates degraded (the Live updates section)', () => {
  const live = section('Live updates', readDoc('live-updates')).replace(/\s*\n\s*/g, ' ');
  const spans = codeSpans(live);
  /** The docs' forms of the error, as patterns: `<state>` or `<error>` stands for any text. */
  const forms = spans
    .filter((span) => span.startsWith('Redis is not reachable') && span.includes('<'))
    .map(
      (span) =>
        new RegExp(`^${span.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/<(\w+)>/g, '(?<$1>.+)')}$`),
    );

  async function errorOnceSettled(redisUrl: string, settled: (error: string) => boolean): Promise<string> {
    const gateway = await startHarness({ gateway: { live: { redisUrl, webhookSecret: 'readme-secret' } } });
    try {
      let last = '';
      for (let attempt = 0; attempt < 100; attempt++) {
        const [status, body] = await readiness(gateway.url);
        expect(status).toBe(200);
        expect(body.live?.status).toBe('degraded');
        last = body.live?.error ?? '';
        if (settled(last)) return last;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`/readyz never settled; last error: ${last}`);
    } finally {
      await gateway.close();
    }
  }

  it('names the client’s state, one the docs list, while Redis has not answered', async () => {
    // A server that accepts the connection and never answers: the client stays in its `connect` state.
    const sockets: Socket[] = [];
    const silent: Server = createServer((socket) => sockets.push(socket));
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    try {
      const { port } = silent.address() as { port: number };
      const error = await errorOnceSettled(
        `redis://127.0.0.1:${port}`,
        (text) => sockets.length > 0 && /\(connect\)$/.test(text),
      );
      const form = forms.map((pattern) => pattern.exec(error)).find(Boolean);
      expect(form?.groups?.state, error).toBe('connect');
      expect(spans).toContain('connect');
      expect(spans).toContain('connecting');
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });

  it('names the last failure, in the docs’ form, when Redis refuses the connection', async () => {
    const port = await closedPort();
    const error = await errorOnceSettled(`redis://127.0.0.1:${port}`, (text) => text.includes(':'));
    const form = forms.map((pattern) => pattern.exec(error)).find(Boolean);
    expect(form?.groups?.error, error).toBe(`connect ECONNREFUSED 127.0.0.1:${port}`);
    expect(spans).toContain('connect ECONNREFUSED 127.0.0.1:6379');
  });
});
