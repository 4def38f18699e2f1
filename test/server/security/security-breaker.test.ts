// A caller cannot hurt others through the circuit breaker every caller shares: it opens on the forge's
// own failures only (no answer, a timeout, a 5xx), never on a request the gateway refuses to send nor
// on the forge's answers about the caller (401, 403, 404, 422, 423). A credential with a line break
// (`Sudo: alice` would be Gitea's header for acting as alice) or characters beyond ASCII is refused
// with BAD_CREDENTIALS before any forge call, over WebSocket as over HTTP.

import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ForgeClient } from '../../../src/forge/client.js';
import { getRepository } from '../../../src/forge/endpoints/index.js';
import type { ForgeError } from '../../../src/forge/errors.js';
import { type Sandbox, startSandbox } from '../../../src/sandbox/server.js';
import { tokenOf } from '../../helpers/harness.js';
import { type LiveGateway, startLiveGateway } from '../../helpers/live.js';
import { type Answer, overHttp } from '../../helpers/transports.js';

/** As the attacker sent it, in the WebSocket connection params. */
const POISONED = 'token bob-token\r\nSudo: alice Ā';
/** What of it can travel in an HTTP header: the line break cannot, `Ā` arrives as its UTF-8 bytes. */
const POISONED_OVER_HTTP = 'token bob-token Sudo: alice \u00c4\u0080';
const HELLO = '{ repository(owner: "alice", name: "hello") { name } }';
const SECRET = '{ repository(owner: "alice", name: "secret") { name } }';

let sandbox: Sandbox;
let target: LiveGateway;

beforeAll(async () => {
  sandbox = await startSandbox();
  // a breaker quicker to open than the default (5): any call that counted would show
  target = await startLiveGateway(
    sandbox.url,
    {},
    { upstreamRetries: 0, breaker: { threshold: 2, cooldownMs: 300 } },
  );
});
afterAll(async () => {
  await target.close();
  await sandbox.close();
});
beforeEach(() => {
  sandbox.faults.clear();
  sandbox.clearCalls();
});

const breaker = () => target.gateway.client.breaker;
const codesOf = (answer: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  (answer.errors ?? []).map((error) => error.extensions?.code);

/** `count` queries on one graphql-ws connection whose params carry `authorization`. */
async function queriesOverWebSocket(authorization: string, count: number) {
  const client = createClient({
    url: target.url.replace('http', 'ws'),
    webSocketImpl: WebSocket,
    connectionParams: { Authorization: authorization },
    retryAttempts: 0,
  });
  const answers: unknown[] = [];
  try {
    for (let i = 0; i < count; i++) {
      answers.push(
        await new Promise((resolve) => {
          client.subscribe({ query: HELLO }, { next: resolve, error: resolve, complete: () => {} });
        }),
      );
    }
  } finally {
    await client.dispose();
  }
  return answers;
}

describe('a poisoned credential', () => {
  it('is refused over WebSocket and HTTP without a forge call, and alice and anonymous callers still answer', async () => {
    const overWebSocket = await queriesOverWebSocket(POISONED, 10);
    const overHttpAnswers: Answer[] = [];
    for (let i = 0; i < 10; i++)
      overHttpAnswers.push(await overHttp(target.url, { query: HELLO, authorization: POISONED_OVER_HTTP }));

    for (const answer of overWebSocket) {
      // a request error: graphql-ws's `error` message carries the errors themselves
      expect(answer).toEqual([expect.objectContaining({ extensions: { code: 'BAD_CREDENTIALS' } })]);
    }
    for (const answer of overHttpAnswers)
      expect(answer).toMatchObject({ status: 400, codes: ['BAD_CREDENTIALS'] });
    expect(sandbox.calls).toEqual([]);
    expect(breaker()?.state).toBe('closed');
    expect(breaker()?.opened).toBe(0);

    const alice = await overHttp(target.url, { query: SECRET, authorization: tokenOf('alice') });
    const anonymous = await overHttp(target.url, { query: HELLO });
    const aliceOverWebSocket = await queriesOverWebSocket(tokenOf('alice'), 1);
    expect(alice).toMatchObject({ codes: [], data: [{ repository: { name: 'secret' } }] });
    expect(anonymous).toMatchObject({ codes: [], data: [{ repository: { name: 'hello' } }] });
    expect(aliceOverWebSocket).toMatchObject([{ data: { repository: { name: 'hello' } } }]);
  });

  it('sends nothing of a value with a bare line break either, so no header can be smuggled to the forge', async () => {
    await queriesOverWebSocket('token bob-token\nSudo: alice', 3);
    expect(sandbox.calls).toEqual([]);
  });

  it('is refused by the forge session itself before the breaker is asked, whatever path reaches it', async () => {
    const client = new ForgeClient({ baseUrl: sandbox.url, breaker: { threshold: 1 } });
    try {
      const errors: ForgeError[] = [];
      for (let i = 0; i < 5; i++) {
        const session = client.session({ authorization: POISONED });
        errors.push(await getRepository(session, { owner: 'alice', repo: 'hello' }).catch((error) => error));
      }
      expect(errors.map((error) => [error.kind, error.status])).toEqual(
        Array(5).fill(['unauthenticated', null]),
      );
      expect(sandbox.calls).toEqual([]);
      expect(client.breaker?.state).toBe('closed');
    } finally {
      await client.close();
    }
  });
});

describe('the circuit breaker', () => {
  it('does not count a call the HTTP client refuses to send', async () => {
    const client = new ForgeClient({ baseUrl: sandbox.url, breaker: { threshold: 1 } });
    try {
      const kinds: string[] = [];
      for (let i = 0; i < 5; i++) {
        // undici refuses a header value with a line break: nothing leaves the gateway
        const session = client.session({ requestId: 'req\r\nX-Injected: 1' });
        kinds.push(
          (
            (await getRepository(session, { owner: 'alice', repo: 'hello' }).catch(
              (error) => error,
            )) as ForgeError
          ).kind,
        );
      }
      expect(kinds).toEqual(Array(5).fill('validation'));
      expect(sandbox.calls).toEqual([]);
      expect(client.breaker?.state).toBe('closed');
      const { data } = await getRepository(client.session(), { owner: 'alice', repo: 'hello' });
      expect(data.full_name).toBe('alice/hello');
    } finally {
      await client.close();
    }
  });

  for (const status of [401, 403, 404, 422, 423]) {
    it(`does not count the forge's ${status} answers about the caller`, async () => {
      sandbox.faults.injectStatus('GET /repos/{owner}/{repo}', status);
      for (let i = 0; i < 5; i++) {
        const answer = await fetch(target.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: tokenOf('bob') },
          body: JSON.stringify({ query: HELLO }),
        });
        expect(codesOf((await answer.json()) as never)).not.toContain('UPSTREAM_UNAVAILABLE');
      }
      expect(sandbox.calls).toHaveLength(5);
      expect(breaker()?.state).toBe('closed');
      sandbox.faults.clear();
      expect(await overHttp(target.url, { query: HELLO })).toMatchObject({
        data: [{ repository: { name: 'hello' } }],
      });
    });
  }

  it('opens on the forge’s own 500s, answers UPSTREAM_UNAVAILABLE without calling it, and closes once it recovers', async () => {
    sandbox.faults.injectStatus('*', 500);
    const failed = [
      await overHttp(target.url, { query: HELLO }),
      await overHttp(target.url, { query: HELLO }),
    ];
    expect(failed.map((answer) => answer.codes)).toEqual([['UPSTREAM_ERROR'], ['UPSTREAM_ERROR']]);
    expect(breaker()?.state).toBe('open');
    sandbox.clearCalls();
    expect(await overHttp(target.url, { query: HELLO })).toMatchObject({ codes: ['UPSTREAM_UNAVAILABLE'] });
    expect(sandbox.calls).toEqual([]);

    sandbox.faults.clear();
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await overHttp(target.url, { query: HELLO })).toMatchObject({
      data: [{ repository: { name: 'hello' } }],
    });
    expect(breaker()?.state).toBe('closed');
  });
});
