// A system webhook feeding the cache: once the forge delivers every repository's events to the gateway
// (connectSystemHook, as the site admin), the public answers of a repository whose live updates were
// never set up are kept too, and an event of that repository, arriving through the system hook, drops
// them: the next answer is fresh.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSystemHook } from '../../../src/live/system-hook.js';
import { type Sandbox, startSandbox } from '../../../src/sandbox/server.js';
import { ISSUE_TITLE, read, renameIssueAtForge, startCachingGateway } from '../../helpers/cache.js';
import type { LiveGateway } from '../../helpers/live.js';

let sandbox: Sandbox;
let gateway: LiveGateway;
beforeAll(async () => {
  sandbox = await startSandbox();
  gateway = await startCachingGateway(sandbox, { cache: { visibilityTtlMs: 60_000 } });
});
afterAll(async () => {
  await gateway.close();
  await sandbox.close();
});

const issue = { owner: 'alice', name: 'hello', number: 2 };
const ask = () => read(sandbox, gateway, ISSUE_TITLE, issue);
const settings = () => gateway.gateway.live.runtime.settings;

describe('the cache fed by a system webhook', () => {
  it('keeps nothing public of a repository whose events do not reach it, and says which mode it runs', async () => {
    await ask();
    // the repository record stays a while (the forge's word on its visibility); the issue is read again
    expect((await ask()).calls).toEqual(['GET /repos/{owner}/{repo}/issues/{index} as anonymous']);
    expect(gateway.gateway.client.cache?.mode).toBe('public-with-hooks');
  });

  it('is refused to anyone but a site admin, and the mode stays', async () => {
    await expect(
      connectSystemHook(gateway.gateway.client, settings(), 'token alice-token'),
    ).rejects.toMatchObject({
      status: 403,
      message: expect.stringContaining('user should be the site admin'),
    });
    expect(gateway.gateway.client.cache?.mode).toBe('public-with-hooks');
  });

  it('keeps every public repository’s answers once the site admin made the hook, with two forge calls', async () => {
    sandbox.clearCalls();
    const id = await connectSystemHook(gateway.gateway.client, settings(), 'token admin-token');
    expect(sandbox.calls.map((call) => `${call.method} ${call.route} as ${call.user}`)).toEqual([
      'GET GET /admin/hooks as admin',
      'POST POST /admin/hooks as admin',
    ]);
    expect(sandbox.store.hooks.find((hook) => hook.id === id)).toMatchObject({
      isSystem: true,
      url: `${gateway.origin}/webhooks/forge`,
    });
    expect(gateway.gateway.client.cache?.mode).toBe('public-with-system-hook');
    await ask();
    expect((await ask()).calls).toEqual([]);
  });

  it('drops an answer when its repository’s event arrives through the system hook: the next one is fresh', async () => {
    await renameIssueAtForge(sandbox, 'alice/hello', 2, 'Heard through the system hook');
    const delivered = sandbox.deliveries.at(-1);
    expect(delivered?.url).toBe(`${gateway.origin}/webhooks/forge`);
    expect(delivered?.status).toBe(200);
    const after = await ask();
    expect(after.body.data?.repository.issue.title).toBe('Heard through the system hook');
    expect(after.calls).toEqual(['GET /repos/{owner}/{repo}/issues/{index} as anonymous']);
    expect((await ask()).calls).toEqual([]);
  });

  it('replaces its own hook when connected again, rather than adding a second', async () => {
    await connectSystemHook(gateway.gateway.client, settings(), 'token admin-token');
    expect(sandbox.store.hooks.filter((hook) => hook.isSystem)).toHaveLength(1);
  });
});
