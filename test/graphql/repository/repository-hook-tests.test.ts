// A repository hook's test delivery over HTTP against the sandbox: one call sends the hook a push of the
// default branch's head commit, which the forge's delivery log records; a writer who is no admin is refused.

import { describe, expect, it } from 'vitest';
import { deliveryLog, settleDeliveries } from '../../../src/sandbox/webhooks/deliver.js';
import { useHarness } from '../../helpers/use-harness.js';
import { writesOf } from '../../helpers/writes.js';

const harness = useHarness();
const { calls, write } = writesOf(harness);
const CONFIG = [
  { key: 'url', value: 'http://127.0.0.1:9/hook' },
  { key: 'content_type', value: 'json' },
];

async function newHook(): Promise<string> {
  const created = await write(
    'createRepositoryHook',
    { owner: 'alice', repo: 'hello', config: CONFIG, events: ['issues'], active: false },
    'alice',
    '... on CreateRepositoryHookPayload { hook { id databaseId } }',
  );
  harness().resetCalls();
  return created.hook.id;
}

describe('repository hook tests', () => {
  it('sends an inactive issues hook a test push of main in one call, recorded as a delivery', async () => {
    const id = await newHook();
    const store = harness().sandbox.store;
    const before = deliveryLog(store).length;
    const result = await write(
      'testRepositoryHook',
      { id },
      'alice',
      '... on TestRepositoryHookPayload { repository { name } }',
    );
    expect(result).toEqual({ __typename: 'TestRepositoryHookPayload', repository: { name: 'hello' } });
    expect(calls()).toEqual({
      'POST /repos/{owner}/{repo}/hooks/{id}/tests': 1,
      'GET /repos/{owner}/{repo}': 1,
    });
    await settleDeliveries(store);
    const [delivery] = deliveryLog(store).slice(before);
    expect(delivery?.event).toBe('push');
    expect(JSON.parse(delivery?.payload ?? '{}')).toMatchObject({
      ref: 'refs/heads/main',
      total_commits: 1,
      head_commit: { id: expect.stringMatching(/^[0-9a-f]{40}$/) },
      repository: { full_name: 'alice/hello' },
    });
  });

  it('refuses a writer who is no admin after one call', async () => {
    const id = await newHook();
    expect((await write('testRepositoryHook', { id }, 'bob')).__typename).toBe('ForbiddenError');
    expect(calls()).toEqual({ 'POST /repos/{owner}/{repo}/hooks/{id}/tests': 1 });
  });
});
