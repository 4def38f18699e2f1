// The sandbox as Gitea behaves: repository hook routes (routers/api/v1/repo/hook.go) and webhook
// deliveries (services/webhook/deliver.go, notifier.go) fired by changes made through its API.

import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newIssueRecord } from '../../src/sandbox/model/issue-records.js';
import { type Sandbox, startSandbox } from '../../src/sandbox/server.js';
import { type DemoUser, tokenOf } from '../helpers/harness.js';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let sandbox: Sandbox;
let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];

beforeAll(async () => {
  sandbox = await startSandbox();
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString() });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await sandbox.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});
beforeEach(() => {
  received.length = 0;
});

async function api(method: string, path: string, as?: DemoUser, body?: unknown) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (as) headers.authorization = tokenOf(as);
  const response = await fetch(`${sandbox.url}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: text ? JSON.parse(text) : null };
}

async function addHook(path: string, events: string[], extra: Record<string, unknown> = {}, secret = 'shh') {
  const created = await api('POST', `${path}/hooks`, 'alice', {
    type: 'gitea',
    config: { url: `${receiverUrl}${path}`, content_type: 'json', secret },
    events,
    active: true,
    ...extra,
  });
  expect(created.status).toBe(201);
  return created.json as { id: number };
}

const signed = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('hex');

describe('repository hook routes', () => {
  it('list, get, edit and delete a hook of alice/hello as its owner', async () => {
    const hook = await addHook('/repos/alice/hello', ['push'], { active: false });
    const list = await api('GET', '/repos/alice/hello/hooks?limit=1', 'alice');
    expect(list.status).toBe(200);
    expect(list.headers.get('x-total-count')).toBe('2');
    expect(list.headers.get('link')).toContain('rel="next"');
    const one = await api('GET', `/repos/alice/hello/hooks/${hook.id}`, 'alice');
    expect(one.json).toMatchObject({ id: hook.id, type: 'gitea', active: false, events: ['push'] });
    expect(one.json.config).toEqual({ url: `${receiverUrl}/repos/alice/hello`, content_type: 'json' });
    const edited = await api('PATCH', `/repos/alice/hello/hooks/${hook.id}`, 'alice', {
      events: ['issues'],
      active: true,
    });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ active: true });
    expect(edited.json.events).toContain('issue_assign');
    const badType = await api('PATCH', `/repos/alice/hello/hooks/${hook.id}`, 'alice', {
      config: { content_type: 'xml' },
    });
    expect(badType).toMatchObject({ status: 422, json: { message: 'Invalid content type' } });
    expect((await api('DELETE', `/repos/alice/hello/hooks/${hook.id}`, 'alice')).status).toBe(204);
    expect((await api('GET', `/repos/alice/hello/hooks/${hook.id}`, 'alice')).status).toBe(404);
    expect((await api('DELETE', `/repos/alice/hello/hooks/${hook.id}`, 'alice')).status).toBe(404);
  });

  it('answer 401 to the anonymous, 403 to a writer, 404 for a private repository they cannot see', async () => {
    expect((await api('GET', '/repos/alice/hello/hooks')).status).toBe(401);
    expect(await api('GET', '/repos/alice/hello/hooks', 'bob')).toMatchObject({
      status: 403,
      json: { message: 'user should be an owner or a collaborator with admin write of a repository' },
    });
    expect((await api('GET', '/repos/alice/secret/hooks', 'bob')).status).toBe(404);
    expect((await api('GET', '/repos/alice/secret/hooks')).status).toBe(404);
    expect((await api('GET', '/repos/alice/secret/hooks', 'admin')).status).toBe(200);
  });

  it('GET /user/hooks/{id} answers only the caller’s own account hooks', async () => {
    const created = await api('POST', '/user/hooks', 'carol', {
      type: 'gitea',
      config: { url: 'https://example.com/h', content_type: 'json' },
    });
    expect((await api('GET', `/user/hooks/${created.json.id}`, 'carol')).json).toMatchObject({
      id: created.json.id,
    });
    expect((await api('GET', `/user/hooks/${created.json.id}`, 'bob')).status).toBe(404);
    expect((await api('GET', '/user/hooks/1', 'alice')).status).toBe(404);
  });
});

describe('webhook deliveries', () => {
  let repo: string;
  let hookId: number;
  let counter = 0;
  beforeEach(async () => {
    counter += 1;
    const made = await api('POST', '/orgs/acme/repos', 'alice', {
      name: `hooks-${counter}`,
      auto_init: true,
    });
    expect(made.status).toBe(201);
    repo = `/repos/acme/hooks-${counter}`;
    hookId = (
      await addHook(repo, ['push', 'create', 'issues', 'pull_request', 'release', 'pull_request_review'])
    ).id;
  });

  it('a changeFiles push delivers `push` after the API answered, signed, with Gitea’s headers', async () => {
    const write = await api('POST', `${repo}/contents`, 'alice', {
      files: [{ operation: 'create', path: 'notes.md', content: Buffer.from('hi').toString('base64') }],
      message: 'Add notes',
    });
    expect(write.status).toBe(201);
    const delivery = sandbox.deliveries.at(-1);
    expect(delivery).toMatchObject({ hookId, eventType: 'push', event: 'push' });
    await sandbox.settleDeliveries();
    expect(received).toHaveLength(1);
    const [push] = received as [Received];
    const uuid = push.headers['x-gitea-delivery'] as string;
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(push.headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': 'GiteaServer',
      'x-gitea-event': 'push',
      'x-gitea-event-type': 'push',
      'x-gogs-event': 'push',
      'x-gogs-delivery': uuid,
      'x-github-event': 'push',
      'x-github-delivery': uuid,
      'x-gitea-signature': signed('shh', push.body),
      'x-gogs-signature': signed('shh', push.body),
      'x-hub-signature-256': `sha256=${signed('shh', push.body)}`,
    });
    const payload = JSON.parse(push.body);
    expect(payload).toMatchObject({
      ref: 'refs/heads/main',
      after: write.json.commit.sha,
      total_commits: 1,
      commits: [
        { id: write.json.commit.sha, message: 'Add notes\n', added: ['notes.md'], removed: [], modified: [] },
      ],
      repository: { full_name: repo.slice(7) },
      pusher: { login: 'alice' },
      sender: { login: 'alice' },
    });
    expect(sandbox.deliveries.at(-1)).toMatchObject({ status: 200, uuid });
  });

  it('a push to a new branch delivers `create` then `push`', async () => {
    await api('POST', `${repo}/contents`, 'alice', {
      files: [{ operation: 'create', path: 'b.md', content: '' }],
      new_branch: 'feature',
    });
    await sandbox.settleDeliveries();
    expect(received.map((r) => r.headers['x-gitea-event'])).toEqual(['create', 'push']);
    expect(JSON.parse(received[0]?.body ?? '{}')).toMatchObject({ ref: 'feature', ref_type: 'branch' });
  });

  it('a hook’s branch filter keeps pushes to other branches', async () => {
    await api('PATCH', `${repo}/hooks/${hookId}`, 'alice', { events: ['push'], branch_filter: 'release/*' });
    await api('POST', `${repo}/contents`, 'alice', {
      files: [{ operation: 'create', path: 'c.md', content: '' }],
    });
    await sandbox.settleDeliveries();
    expect(received).toEqual([]);
  });

  it('an issue edit delivers `edited` with the old title, `closed`, and a pull request edit its pull_request variant', async () => {
    const store = sandbox.store;
    const repoRec = store.repos.find((r) => `/repos/acme/${r.name}` === repo);
    expect(repoRec).toBeDefined();
    // an issue of this repository, made in the store as the seed does (creating issues is not a route yet)
    const now = store.now();
    newIssueRecord(store, { repoId: repoRec?.id ?? 0, index: 1, posterId: 2, title: 'Old', createdAt: now });
    await api('PATCH', `${repo}/issues/1`, 'alice', { title: 'New', state: 'closed' });
    await sandbox.settleDeliveries();
    const events = received.map((r) => [r.headers['x-gitea-event-type'], JSON.parse(r.body).action]);
    expect(events).toEqual([
      ['issues', 'edited'],
      ['issues', 'closed'],
    ]);
    expect(JSON.parse(received[0]?.body ?? '{}')).toMatchObject({
      number: 1,
      changes: { title: { from: 'Old' } },
      issue: { title: 'New' },
    });
  });

  it('a new issue delivers `issues` opened and a comment on it `issue_comment` created', async () => {
    hookId = (await addHook(repo, ['issues', 'issue_comment'])).id;
    const issue = await api('POST', `${repo}/issues`, 'alice', { title: 'Through the API' });
    expect(issue.status).toBe(201);
    const comment = await api('POST', `${repo}/issues/1/comments`, 'bob', { body: 'Seen' });
    expect(comment.status).toBe(201);
    await sandbox.settleDeliveries();
    const events = received.map((r) => [r.headers['x-gitea-event-type'], JSON.parse(r.body).action]);
    expect(events).toEqual(
      expect.arrayContaining([
        ['issues', 'opened'],
        ['issue_comment', 'created'],
      ]),
    );
    const opened = received.find((r) => JSON.parse(r.body).action === 'opened');
    expect(JSON.parse(opened?.body ?? '{}')).toMatchObject({
      number: 1,
      issue: { title: 'Through the API' },
    });
  });

  it('a review and a release deliver their events; a draft release delivers nothing', async () => {
    received.length = 0;
    await addHook('/repos/alice/hello', ['pull_request_review', 'release']);
    const review = await api('POST', '/repos/alice/hello/pulls/3/reviews', 'bob', {
      event: 'APPROVED',
      body: 'LGTM',
    });
    expect(review.status).toBe(200);
    await api('POST', '/repos/alice/hello/releases', 'alice', { tag_name: 'v9.0-draft', draft: true });
    await api('POST', '/repos/alice/hello/releases', 'alice', { tag_name: 'v9.0', name: 'Nine' });
    await sandbox.settleDeliveries();
    const fromHello = received.filter((r) => r.path === '/repos/alice/hello');
    expect(fromHello.map((r) => [r.headers['x-gitea-event'], r.headers['x-gitea-event-type']])).toEqual([
      ['pull_request_approved', 'pull_request_review_approved'],
      ['release', 'release'],
    ]);
    expect(JSON.parse(fromHello[0]?.body ?? '{}')).toMatchObject({
      action: 'reviewed',
      number: 3,
      review: { type: 'pull_request_review_approved', content: 'LGTM' },
      pull_request: { number: 3 },
      sender: { login: 'bob' },
    });
    expect(JSON.parse(fromHello[1]?.body ?? '{}')).toMatchObject({
      action: 'published',
      release: { tag_name: 'v9.0' },
    });
  });

  it('an inactive hook, or one not listening to the event, delivers nothing', async () => {
    await api('PATCH', `${repo}/hooks/${hookId}`, 'alice', { events: ['push'], active: false });
    await api('POST', `${repo}/contents`, 'alice', {
      files: [{ operation: 'create', path: 'd.md', content: '' }],
    });
    await sandbox.settleDeliveries();
    expect(received).toEqual([]);
  });

  it('an organization’s hooks fire for its repositories; a new repository delivers `repository` `created`', async () => {
    sandbox.store.hooks.push({
      id: sandbox.store.nextId(sandbox.store.hooks),
      ownerId: 5,
      type: 'gitea',
      name: undefined,
      url: `${receiverUrl}/orgs/acme`,
      contentType: 'form',
      secret: '',
      extraConfig: {},
      events: ['repository'],
      branchFilter: '',
      authorizationHeader: 'Bearer hook-token',
      active: true,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    await api('POST', '/orgs/acme/repos', 'alice', { name: 'announced' });
    await sandbox.settleDeliveries();
    const org = received.filter((r) => r.path === '/orgs/acme');
    expect(org).toHaveLength(1);
    expect(org[0]?.headers).toMatchObject({
      'content-type': 'application/x-www-form-urlencoded',
      'x-gitea-event': 'repository',
      authorization: 'Bearer hook-token',
      'x-gitea-signature': '',
    });
    const payload = JSON.parse(new URLSearchParams(org[0]?.body ?? '').get('payload') ?? '{}');
    expect(payload).toMatchObject({
      action: 'created',
      repository: { full_name: 'acme/announced' },
      organization: { login: 'acme' },
    });
  });

  it('records a delivery that found no receiver, without failing the write', async () => {
    await api('PATCH', `${repo}/hooks/${hookId}`, 'alice', {
      config: { url: 'http://127.0.0.1:9/' },
      events: ['push'],
    });
    const write = await api('POST', `${repo}/contents`, 'alice', {
      files: [{ operation: 'create', path: 'e.md', content: '' }],
    });
    expect(write.status).toBe(201);
    await sandbox.settleDeliveries();
    expect(sandbox.deliveries.at(-1)).toMatchObject({
      url: 'http://127.0.0.1:9/',
      status: 0,
      error: expect.any(String),
    });
  });
});
