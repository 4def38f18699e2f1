// The sandbox's site webhooks (routers/api/v1/admin/hooks.go): site admins only; a system hook hears
// every repository's events, a default hook (a template for new repositories) hears none.

import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox-client.js';

const sandbox = useSandbox();
const call = sandbox.call;

const siteHook = (system: boolean, url: string) => ({
  type: 'gitea',
  config: { url, content_type: 'json', secret: 'site', is_system_webhook: String(system) },
  events: ['issues'],
  active: true,
});

/** Renames issue `number` of `repository` as its owner, then waits for the deliveries. */
async function rename(repository: string, number: number, title: string) {
  const owner = repository.split('/')[0];
  expect((await call('PATCH', `/repos/${repository}/issues/${number}`, owner, { title })).status).toBe(201);
  await sandbox.sb.settleDeliveries();
}

describe('GET/POST /admin/hooks, GET/PATCH/DELETE /admin/hooks/{id}', () => {
  it('answer 401 without a token and 403 to anyone but a site admin', async () => {
    expect((await call('GET', '/admin/hooks')).status).toBe(401);
    const refused = await call('POST', '/admin/hooks', 'alice', siteHook(true, 'https://x.example.com/a'));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('user should be the site admin');
    expect((await call('GET', '/admin/hooks/1', 'bob')).status).toBe(403);
  });

  it('create, list by type, read, edit and delete the site’s hooks', async () => {
    const system = await call('POST', '/admin/hooks', 'admin', siteHook(true, 'https://x.example.com/s'));
    expect(system.status).toBe(201);
    expect(system.body).toMatchObject({
      type: 'gitea',
      active: true,
      config: { url: 'https://x.example.com/s' },
    });
    expect(system.body.config).not.toHaveProperty('secret');
    const template = await call('POST', '/admin/hooks', 'admin', siteHook(false, 'https://x.example.com/d'));
    const ids = async (query: string) =>
      ((await call('GET', `/admin/hooks${query}`, 'admin')).body as { id: number }[]).map((hook) => hook.id);
    expect(await ids('')).toEqual([system.body.id]);
    expect(await ids('?type=default')).toEqual([template.body.id]);
    expect(await ids('?type=all')).toEqual([system.body.id, template.body.id]);
    const edited = await call('PATCH', `/admin/hooks/${system.body.id}`, 'admin', {
      config: { url: 'https://x.example.com/s2' },
      events: ['issues', 'push'],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.config.url).toBe('https://x.example.com/s2');
    expect((await call('GET', `/admin/hooks/${system.body.id}`, 'admin')).body.events).toContain('push');
    expect((await call('DELETE', `/admin/hooks/${template.body.id}`, 'admin')).status).toBe(204);
    expect((await call('GET', `/admin/hooks/${template.body.id}`, 'admin')).status).toBe(404);
    expect((await call('DELETE', `/admin/hooks/${template.body.id}`, 'admin')).status).toBe(404);
    await call('DELETE', `/admin/hooks/${system.body.id}`, 'admin');
  });

  it('never name a repository’s or a user’s hook', async () => {
    const own = await call('POST', '/user/hooks', 'admin', siteHook(true, 'https://x.example.com/u'));
    expect((await call('GET', `/admin/hooks/${own.body.id}`, 'admin')).status).toBe(404);
    expect(await call('GET', '/admin/hooks?type=all', 'admin')).toMatchObject({ body: [] });
  });
});

describe('a system hook', () => {
  it('receives the events of every repository; a default hook receives none', async () => {
    const system = await call('POST', '/admin/hooks', 'admin', siteHook(true, 'http://127.0.0.1:9/system'));
    const template = await call(
      'POST',
      '/admin/hooks',
      'admin',
      siteHook(false, 'http://127.0.0.1:9/default'),
    );
    const before = sandbox.sb.deliveries.length;
    await rename('alice/hello', 2, 'Heard by the site');
    await rename('alice/secret', 1, 'Heard by the site too');
    const delivered = sandbox.sb.deliveries.slice(before);
    expect(
      delivered
        .filter((d) => d.hookId === system.body.id)
        .map((d) => JSON.parse(d.payload).repository.full_name),
    ).toEqual(['alice/hello', 'alice/secret']);
    expect(delivered.filter((d) => d.hookId === template.body.id)).toEqual([]);
  });
});
