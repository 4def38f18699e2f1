// The fast path of a gateway that runs persisted operations only: a listed operation sent by its id
// is answered from the fast path once kept, and a document the manifest does not list is refused every
// time, by the slow path, however often it comes.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSystemHook } from '../../../src/live/system-hook.js';
import { readManifest } from '../../../src/persisted/manifest.js';
import { type Sandbox, startSandbox } from '../../../src/sandbox/server.js';
import { ISSUE_TITLE, startCachingGateway } from '../../helpers/cache.js';
import type { LiveGateway } from '../../helpers/live.js';

let sandbox: Sandbox;
let gateway: LiveGateway;
// enableLiveUpdates is no listed operation: the site's system hook feeds this gateway instead
beforeAll(async () => {
  sandbox = await startSandbox();
  gateway = await startCachingGateway(sandbox, { persistedOnly: true, cache: { visibilityTtlMs: 60_000 } });
  await connectSystemHook(gateway.gateway.client, gateway.gateway.live.runtime.settings, 'token admin-token');
});
afterAll(async () => {
  await gateway.close();
  await sandbox.close();
});
const started = () => ({ sandbox, gateway });

const listed = readManifest()?.operations.find((operation) => operation.name === 'IssueDetails');
const variables = { owner: 'alice', name: 'hello', number: 1 };

const fastAnswers = async () => {
  const text = await (await fetch(`${started().gateway.origin}/metrics`)).text();
  return Number(/^graphql_fast_path_answers_total (\d+)$/m.exec(text)?.[1] ?? 0);
};

/** POSTs `body` anonymously; answers the status, the bytes and the forge calls it cost. */
async function post(body: unknown) {
  const { sandbox, gateway } = started();
  sandbox.clearCalls();
  const response = await fetch(gateway.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, bytes, calls: sandbox.calls.length, fast: await fastAnswers() };
}

describe('the fast path in persisted-only mode', () => {
  it('answers a listed operation sent by its id from the fast path once kept, byte for byte', async () => {
    const request = { documentId: `sha256:${listed?.id}`, variables };
    const executed = await post(request);
    expect(executed.status).toBe(200);
    // the repository and its issue; the kept answer then costs none
    expect(executed.calls).toBe(2);
    const kept = await post(request);
    expect(kept.calls).toBe(0);
    const fast = await post(request);
    expect(fast.fast).toBe(kept.fast + 1);
    expect(fast.calls).toBe(0);
    expect(fast.bytes.equals(kept.bytes)).toBe(true);
  });

  it('refuses a document the manifest does not list every time, on the slow path, with no forge call', async () => {
    const before = await fastAnswers();
    for (let i = 0; i < 3; i++) {
      const refused = await post({ query: ISSUE_TITLE, variables });
      expect(refused.status).toBe(400);
      expect(JSON.parse(refused.bytes.toString()).errors[0].extensions.code).toBe('PERSISTED_OPERATION_ONLY');
      expect(refused.calls).toBe(0);
    }
    expect(await fastAnswers()).toBe(before);
  });
});
