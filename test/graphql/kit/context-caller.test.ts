// A request's context says once who its caller is (context.caller), and its forge session reports
// every call's outcome to one observer: the request trace's forge call log.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ForgeClient } from '../../../src/forge/client.js';
import { getRepository } from '../../../src/forge/endpoints/index.js';
import { type CallerOf, createContextFactory } from '../../../src/graphql/kit/context.js';
import { traceOf } from '../../../src/observability/request-trace.js';
import { type Sandbox, startSandbox } from '../../../src/sandbox/server.js';
import { type Harness, startHarness } from '../../helpers/harness.js';

const settings = { maxPageSize: 100, defaultPageSize: 30, upstreamCallBudget: 10 };

let sandbox: Sandbox;
let client: ForgeClient;
let harness: Harness;
beforeAll(async () => {
  sandbox = await startSandbox();
  client = new ForgeClient({ baseUrl: sandbox.url, retries: 0 });
  harness = await startHarness();
});
afterAll(async () => {
  await client.close();
  await sandbox.close();
  await harness.close();
});

const requestWith = (headers: Record<string, string>) =>
  new Request('http://gateway/graphql', { method: 'POST', headers });

describe('the caller in the context', () => {
  it('carries the credentials as sent and asks for its key once, however often the key is wanted', async () => {
    const asked: Parameters<CallerOf>[] = [];
    const keyOf: CallerOf = async (...args) => {
      asked.push(args);
      return 'user:alice';
    };
    const request = requestWith({ authorization: 'token alice-token', 'x-request-id': 'req-caller-1' });
    const context = createContextFactory(client, settings, keyOf)({ request });
    expect(context.caller).toMatchObject({ anonymous: false, authorization: 'token alice-token' });
    expect(context.forge.init.authorization).toBe('token alice-token');
    expect(await Promise.all([context.caller.key(), context.caller.key()])).toEqual([
      'user:alice',
      'user:alice',
    ]);
    expect(asked).toEqual([['token alice-token', undefined, 'req-caller-1']]);
  });

  it('takes an empty Authorization header for no credentials: an anonymous caller whose session sends none', () => {
    const context = createContextFactory(client, settings)({ request: requestWith({ authorization: '' }) });
    expect(context.caller).toMatchObject({ anonymous: true, authorization: undefined });
    expect(context.forge.init.authorization).toBeUndefined();
  });

  it('keys callers without a key resolver by their credentials alone, never naming them', async () => {
    const factory = createContextFactory(client, settings);
    const anonymous = factory({ request: requestWith({}) });
    const alice = factory({ request: requestWith({ authorization: 'token alice-token' }) });
    expect(await anonymous.caller.key()).toBe('anonymous');
    const key = await alice.caller.key();
    expect(key).toMatch(/^credential:[A-Za-z0-9_-]{43}$/);
    expect(key).not.toContain('alice');
  });

  it('answers a field for signed-in callers with null to an empty Authorization header, without a forge call', async () => {
    harness.resetCalls();
    const answer = await harness.query(
      '{ repository(owner: "alice", name: "hello") { viewerHasStarred } }',
      undefined,
      {
        headers: { authorization: '' },
      },
    );
    expect(answer.data).toEqual({ repository: { viewerHasStarred: null } });
    expect(harness.routes()).toEqual(['GET /repos/{owner}/{repo}']);
  });
});

describe('the way back from the forge', () => {
  it('reports each call of the session to the request trace’s call log, the one the context holds', async () => {
    const request = requestWith({ authorization: 'token alice-token' });
    const context = createContextFactory(client, settings)({ request });
    expect(context.forgeCalls).toBe(traceOf(request).forgeCalls);
    await getRepository(context.forge, { owner: 'alice', repo: 'hello' });
    await expect(
      getRepository(context.forge, { owner: 'alice', repo: 'nothing-here' }),
    ).rejects.toMatchObject({
      kind: 'not-found',
    });
    expect(context.forgeCalls.calls.map(({ route, status, attempt }) => [route, status, attempt])).toEqual([
      ['GET /repos/{owner}/{repo}', 200, 1],
      ['GET /repos/{owner}/{repo}', 404, 1],
    ]);
    expect(context.forgeCalls.joined).toEqual([]);
    expect(context.forge.calls).toBe(2);
  });
});
