// The sandbox's comment, timeline, reaction, time, attachment and dependency routes, answered as
// Gitea's handlers answer them where the gateway tests do not show the status: nil lists as `null`,
// the 500 of a missing issue, 204s, empty 403s, a page-sized X-Total-Count, hand-made paging.

import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox-client.js';

const sandbox = useSandbox();
const call = (...args: Parameters<typeof sandbox.call>) => sandbox.call(...args);

describe('issue comments', () => {
  it('lists all comments at once with their count, ignoring page and limit', async () => {
    const { status, body, headers } = await call(
      'GET',
      '/repos/alice/hello/issues/1/comments?limit=1',
      'alice',
    );
    expect(status).toBe(200);
    expect(body).toHaveLength(3);
    expect(headers.get('x-total-count')).toBe('3');
    expect(headers.get('link')).toBeNull();
    expect(body[0]).toMatchObject({
      id: 1,
      user: { login: 'bob' },
      issue_url: `${sandbox.sb.origin}/alice/hello/issues/1`,
      pull_request_url: '',
      html_url: `${sandbox.sb.origin}/alice/hello/issues/1#issuecomment-1`,
      assets: [{ name: 'trace.txt' }],
    });
  });

  it('answers a missing issue with an empty 500 (the message only for site admins)', async () => {
    expect(await call('GET', '/repos/alice/hello/issues/99/comments', 'alice')).toMatchObject({
      status: 500,
      body: { message: '' },
    });
    const admin = await call('GET', '/repos/alice/hello/issues/99/comments', 'admin');
    expect(admin.body.message).toContain('issue does not exist');
  });

  it('refuses a `since` that is not RFC 3339 with 422', async () => {
    const { status, body } = await call(
      'GET',
      '/repos/alice/hello/issues/1/comments?since=yesterday',
      'alice',
    );
    expect(status).toBe(422);
    expect(body.message).toContain('parsing time "yesterday"');
  });

  it('answers one comment 200, a timeline event 204, another repository’s comment an empty 404', async () => {
    expect((await call('GET', '/repos/alice/hello/issues/comments/1')).body).toMatchObject({ id: 1 });
    expect((await call('GET', '/repos/alice/hello/issues/comments/2')).status).toBe(204);
    const elsewhere = await call('GET', '/repos/alice/many-prs/issues/comments/1');
    expect([elsewhere.status, elsewhere.text]).toEqual([404, '']);
    expect(await call('GET', '/repos/alice/hello/issues/comments/99999')).toMatchObject({
      status: 404,
      body: { message: 'not found', errors: ['comment does not exist [id: 99999]'] },
    });
  });

  it('creates a comment with 201 and counts it on the issue; 401 without a token; 422 without a body', async () => {
    const created = await call('POST', '/repos/alice/hello/issues/5/comments', 'carol', {
      body: 'Nice fix.',
    });
    expect(created).toMatchObject({ status: 201, body: { body: 'Nice fix.', user: { login: 'carol' } } });
    expect((await call('GET', '/repos/alice/hello/issues/5', 'carol')).body.comments).toBe(1);
    expect(
      (await call('POST', '/repos/alice/hello/issues/5/comments', undefined, { body: 'x' })).status,
    ).toBe(401);
    expect(await call('POST', '/repos/alice/hello/issues/5/comments', 'carol', {})).toMatchObject({
      status: 422,
      body: { message: '[Body]: Required' },
    });
  });

  it('lets only the poster and writers edit or delete: others get an empty 403', async () => {
    const { body } = await call('POST', '/repos/alice/hello/issues/5/comments', 'carol', { body: 'Mine.' });
    const adminEdits = await call('PATCH', `/repos/alice/hello/issues/comments/${body.id}`, 'admin', {
      body: 'x',
    });
    expect(adminEdits.status).toBe(200); // a site admin writes to every repository
    const bobDeletes = await call('DELETE', `/repos/alice/hello/issues/comments/${body.id}`, 'bob');
    expect(bobDeletes.status).toBe(204);
    const other = await call('POST', '/repos/alice/hello/issues/5/comments', 'bob', { body: 'Bob’s.' });
    const carol = await call('DELETE', `/repos/alice/hello/issues/comments/${other.body.id}`, 'carol');
    expect([carol.status, carol.text]).toEqual([403, '']);
  });
});

describe('timeline', () => {
  it('counts only the page it answers in X-Total-Count', async () => {
    const { body, headers } = await call('GET', '/repos/alice/hello/issues/1/timeline?limit=2', 'alice');
    expect(body.map((item: { type: string }) => item.type)).toEqual(['label', 'assignees']);
    expect(headers.get('x-total-count')).toBe('2');
    expect(body[0]).toMatchObject({ label: { name: 'bug' }, body: '1', assignee: null, tracked_time: null });
  });

  it('answers an issue without events with null', async () => {
    const { status, text } = await call('GET', '/repos/alice/many-prs/issues/4/timeline', 'alice');
    expect([status, text]).toEqual([200, 'null\n']);
  });
});

describe('reactions', () => {
  it('answers no reactions with null, pages issue reactions with a count', async () => {
    expect((await call('GET', '/repos/alice/hello/issues/comments/6/reactions')).text).toBe('null\n');
    const { body, headers } = await call('GET', '/repos/alice/hello/issues/1/reactions?limit=1&page=2');
    expect(body).toEqual([
      expect.objectContaining({ content: '+1', user: expect.objectContaining({ login: 'carol' }) }),
    ]);
    expect(headers.get('x-total-count')).toBe('3');
    expect(headers.get('link')).toContain('rel="next"');
  });

  it('answers 201 for a new reaction, 200 for one that exists, 200 (empty) for a removal', async () => {
    const path = '/repos/alice/hello/issues/comments/6/reactions';
    expect((await call('POST', path, 'bob', { content: 'heart' })).status).toBe(201);
    expect(await call('POST', path, 'bob', { content: 'heart' })).toMatchObject({
      status: 200,
      body: { content: 'heart', user: { login: 'bob' } },
    });
    const removed = await call('DELETE', path, 'bob', { content: 'heart' });
    expect([removed.status, removed.text]).toEqual([200, '']);
    expect(await call('POST', path, 'bob', { content: 'party' })).toMatchObject({
      status: 403,
      body: { message: "'party' is not an allowed reaction" },
    });
  });

  it('hides a private repository’s reactions (404)', async () => {
    expect((await call('GET', '/repos/alice/secret/issues/1/reactions', 'carol')).status).toBe(404);
  });
});

describe('tracked times of an issue', () => {
  it('needs a token and shows non-writers only their own entries', async () => {
    expect((await call('GET', '/repos/alice/hello/issues/1/times')).status).toBe(401);
    const carol = await call('GET', '/repos/alice/hello/issues/1/times', 'carol');
    expect([carol.body, carol.headers.get('x-total-count')]).toEqual([[], '0']);
    expect(await call('GET', '/repos/alice/hello/issues/1/times?user=nobody', 'alice')).toMatchObject({
      status: 404,
      body: { message: 'user does not exist [uid: 0, name: nobody]' },
    });
  });

  it('adds time with 200, writes an add_time_manual event, and refuses a missing time (422)', async () => {
    const added = await call('POST', '/repos/alice/hello/issues/2/times', 'bob', { time: 300 });
    expect(added).toMatchObject({ status: 200, body: { time: 300, user_name: 'bob', issue: { number: 2 } } });
    const timeline = await call('GET', '/repos/alice/hello/issues/2/timeline', 'bob');
    expect(timeline.body.at(-1)).toMatchObject({ type: 'add_time_manual', tracked_time: { time: 300 } });
    expect(await call('POST', '/repos/alice/hello/issues/2/times', 'bob', { time: 0 })).toMatchObject({
      status: 422,
      body: { message: '[Time]: Required' },
    });
    const carol = await call('POST', '/repos/alice/hello/issues/1/times', 'carol', { time: 5 });
    expect([carol.status, carol.text]).toEqual([403, '']);
  });
});

describe('attachments and dependency lists', () => {
  it('lists and reads attachments of an issue, a comment and a release', async () => {
    expect((await call('GET', '/repos/alice/hello/issues/1/assets')).body).toEqual([
      expect.objectContaining({
        id: 1,
        name: 'screenshot.png',
        uuid: 'a1b2c3d4-0001-4000-8000-000000000001',
      }),
    ]);
    expect((await call('GET', '/repos/alice/hello/issues/2/assets')).body).toEqual([]);
    expect((await call('GET', '/repos/alice/hello/issues/comments/1/assets/2')).body).toMatchObject({
      name: 'trace.txt',
    });
    expect((await call('GET', '/repos/alice/hello/releases/1/assets/3')).body).toMatchObject({
      browser_download_url: `${sandbox.sb.origin}/alice/hello/releases/download/v1.0/hello-1.0.tar.gz`,
    });
    expect((await call('GET', '/repos/alice/hello/issues/1/assets/2')).status).toBe(404);
  });

  it('pages dependencies by hand: no count, and a limit of 1 or less means 30', async () => {
    const { body, headers } = await call('GET', '/repos/alice/many-prs/issues/1/blocks?limit=1', 'alice');
    expect(body.map((issue: { number: number }) => issue.number)).toEqual([2, 3]);
    expect(headers.get('x-total-count')).toBeNull();
    const second = await call('GET', '/repos/alice/many-prs/issues/1/blocks?limit=2&page=2', 'alice');
    expect(second.body).toEqual([]);
  });
});
