// A public repository made private directly at the forge (Gitea sends no event for a change of
// visibility) stops being served from the shared cache to callers who lost access within the bound
// docs/cache-and-limits.md states, CACHE_VISIBILITY_TTL_MS (1 s by default), and at once when any event of the
// repository arrives, since every delivery carries the repository as the forge has it now. Against
// the shipped bundle, as `npm start` runs it.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CACHE_OPTIONS } from '../../../src/forge/cache/index.js';
import { tokenOf } from '../../helpers/harness.js';
import { freePort, SECRET } from '../../helpers/live.js';
import { liveOperation } from '../../helpers/live-operations.js';
import { addRepo } from '../../helpers/mutations.js';
import { type ShippedHarness, startShippedHarness } from '../../helpers/shipped.js';

/** the shipped gateway with the default bound, and one that trusts the forge's word for a minute */
let byDefault: ShippedHarness;
let trusting: ShippedHarness;

async function startWithLiveUpdates(env: Record<string, string> = {}): Promise<ShippedHarness> {
  const port = await freePort();
  return startShippedHarness({
    gateway: { live: { webhookSecret: SECRET, publicUrl: `http://127.0.0.1:${port}` } },
    env: { PORT: String(port), ...env },
  });
}

beforeAll(async () => {
  [byDefault, trusting] = await Promise.all([
    startWithLiveUpdates(),
    startWithLiveUpdates({ CACHE_VISIBILITY_TTL_MS: '60000' }),
  ]);
});
afterAll(async () => {
  await Promise.all([byDefault?.close(), trusting?.close()]);
});

const README = '{ repository(owner: "alice", name: "%s") { name file(path: "README.md") { text } } }';

/** Lets `name`'s events reach the gateway, and reads it once as carol and once anonymously. */
async function sharedRepository(harness: ShippedHarness, name: string): Promise<string> {
  const enabled = await harness.query(
    liveOperation('EnableLiveUpdates'),
    { input: { owner: 'alice', repo: name } },
    { as: 'alice' },
  );
  expect(enabled.data?.enableLiveUpdates).toMatchObject({ __typename: 'EnableLiveUpdatesPayload' });
  const query = README.replace('%s', name);
  for (const as of ['carol', undefined] as const) await harness.query(query, {}, as ? { as } : {});
  harness.resetCalls();
  // served from the shared copy: no forge call
  expect((await harness.query(query, {}, { as: 'carol' })).data?.repository).toEqual({
    name,
    file: { text: 'public for now' },
  });
  expect(harness.routes()).toEqual([]);
  return query;
}

/** alice makes `name` private at the forge itself, not through the gateway. */
async function makePrivateAtTheForge(harness: ShippedHarness, name: string): Promise<void> {
  const response = await fetch(`${harness.sandbox.url}/repos/alice/${name}`, {
    method: 'PATCH',
    headers: { authorization: tokenOf('alice'), 'content-type': 'application/json' },
    body: JSON.stringify({ private: true }),
  });
  expect(response.status).toBe(200);
}

/** Milliseconds until `as` is refused the repository with NOT_FOUND, asking every 25 ms for at most `limitMs`. */
async function msUntilRefused(harness: ShippedHarness, query: string, as?: 'carol'): Promise<number> {
  const started = performance.now();
  for (;;) {
    const answer = await harness.query(query, {}, as ? { as } : {});
    const codes = (answer.errors as { extensions?: { code?: string } }[] | undefined)?.map(
      (error) => error.extensions?.code,
    );
    if (codes?.includes('NOT_FOUND')) {
      expect(answer.data?.repository ?? null).toBeNull();
      return performance.now() - started;
    }
    if (performance.now() - started > 10_000) throw new Error('still served after 10 s');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('a repository made private at the forge', () => {
  it(`is refused to carol and to anonymous callers within CACHE_VISIBILITY_TTL_MS (${DEFAULT_CACHE_OPTIONS.visibilityTtlMs} ms), as the forge refuses it`, async () => {
    addRepo(byDefault.sandbox.store, 'alice', 'flipped', { 'README.md': 'public for now' });
    const query = await sharedRepository(byDefault, 'flipped');
    await makePrivateAtTheForge(byDefault, 'flipped');
    const [carol, anonymous] = await Promise.all([
      msUntilRefused(byDefault, query, 'carol'),
      msUntilRefused(byDefault, query),
    ]);
    // the bound, and the time one poll and one recheck of the record take on a loaded machine
    expect(carol).toBeLessThan(DEFAULT_CACHE_OPTIONS.visibilityTtlMs + 400);
    expect(anonymous).toBeLessThan(DEFAULT_CACHE_OPTIONS.visibilityTtlMs + 400);
    // the owner still reads it
    const own = await byDefault.query(query, {}, { as: 'alice' });
    expect(own.data?.repository).toMatchObject({ name: 'flipped' });
  });

  it('is refused at once when any event of the repository arrives, however long the forge’s word is trusted', async () => {
    const forge = (method: string, path: string, body: unknown) =>
      fetch(`${trusting.sandbox.url}/repos/alice/flipped-then-used${path}`, {
        method,
        headers: { authorization: tokenOf('alice'), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    addRepo(trusting.sandbox.store, 'alice', 'flipped-then-used', { 'README.md': 'public for now' });
    expect((await forge('POST', '/issues', { title: 'Before the change' })).status).toBe(201);
    const query = await sharedRepository(trusting, 'flipped-then-used');
    await makePrivateAtTheForge(trusting, 'flipped-then-used');
    // still trusted for a minute: the shared copy is served
    expect((await trusting.query(query, {}, { as: 'carol' })).data?.repository).toMatchObject({
      name: 'flipped-then-used',
    });
    // alice comments at the forge: the delivery (issue_comment, which changes no file) says the
    // repository is private now
    expect((await forge('POST', '/issues/1/comments', { body: 'After the change' })).status).toBe(201);
    // the delivery's own time, far below the minute the forge's word would otherwise be trusted
    expect(await msUntilRefused(trusting, query, 'carol')).toBeLessThan(3_000);
    expect(await msUntilRefused(trusting, query)).toBeLessThan(100);
  });
});
