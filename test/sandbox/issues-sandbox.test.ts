// The sandbox's issue, label and milestone routes at the HTTP level, for the status codes and headers
// the gateway tests do not reach (Gitea's routers/api/v1/repo/issue.go, issue_label.go, label.go,
// milestone.go and routers/api/v1/org/label.go).

import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox-client.js';

const sandbox = useSandbox();
const call = sandbox.call;
const numbers = (list: { number: number }[]) => list.map((issue) => issue.number);

describe('GET /repos/{owner}/{repo}/issues', () => {
  it('lists open issues and pull requests by default, with X-Total-Count and Link', async () => {
    const { status, body, headers } = await call('GET', '/repos/alice/hello/issues?limit=2');
    expect(status).toBe(200);
    expect(numbers(body)).toEqual([10, 7]);
    expect(headers.get('x-total-count')).toBe('7');
    expect(headers.get('link')).toContain('rel="next"');
    const issues = await call('GET', '/repos/alice/hello/issues?type=issues&state=all');
    expect(issues.headers.get('x-total-count')).toBe('7');
  });

  it('answers 422 for a time that is not RFC 3339, and 404 naming an unknown user filter', async () => {
    const bad = await call('GET', '/repos/alice/hello/issues?since=yesterday');
    expect(bad.status).toBe(422);
    expect(bad.body.message).toContain('parsing time "yesterday"');
    const unknown = await call('GET', '/repos/alice/hello/issues?assigned_by=nobody');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors).toEqual(['user does not exist [uid: 0, name: nobody]']);
  });

  it('ignores label and milestone names the repository lacks, as Gitea does', async () => {
    const { headers } = await call(
      'GET',
      '/repos/alice/hello/issues?type=issues&labels=nope&milestones=nope',
    );
    expect(headers.get('x-total-count')).toBe('5');
  });

  it('hides a private repository’s issues (404) from those who cannot read it', async () => {
    expect((await call('GET', '/repos/alice/secret/issues')).status).toBe(404);
    expect((await call('GET', '/repos/alice/secret/issues', 'alice')).status).toBe(200);
  });
});

describe('GET /repos/issues/search', () => {
  it('pages 20 at a time unless told otherwise', async () => {
    const { body, headers } = await call('GET', '/repos/issues/search?owner=alice&type=pulls', 'alice');
    expect(body).toHaveLength(20);
    expect(headers.get('x-total-count')).toBe('42');
    expect(headers.get('link')).toContain('page=2&type=pulls>; rel="next"');
  });

  it('answers 400 for an unknown owner or team', async () => {
    const owner = await call('GET', '/repos/issues/search?owner=nobody');
    expect(owner).toMatchObject({
      status: 400,
      body: { message: 'user does not exist [uid: 0, name: nobody]' },
    });
    const team = await call('GET', '/repos/issues/search?owner=acme&team=nope', 'alice');
    expect(team.status).toBe(400);
    expect(team.body.message).toContain('team does not exist');
  });

  it('shows anonymous callers public repositories only', async () => {
    const { body } = await call('GET', '/repos/issues/search?q=keys');
    expect(body).toEqual([]);
  });
});

describe('issue writes', () => {
  it('needs a token (401), a title (422 [Title]: Required) and an unarchived repository (423)', async () => {
    expect((await call('POST', '/repos/alice/hello/issues', undefined, { title: 'x' })).status).toBe(401);
    const untitled = await call('POST', '/repos/alice/hello/issues', 'alice', { body: 'x' });
    expect(untitled).toMatchObject({ status: 422, body: { message: '[Title]: Required' } });
    expect((await call('POST', '/repos/acme/legacy/issues', 'alice', { title: 'x' })).status).toBe(423);
  });

  it('drops labels of other repositories silently and numbers issues after pull requests', async () => {
    const { status, body } = await call('POST', '/repos/alice/hello/issues', 'alice', {
      title: 'x',
      labels: [1, 6, 999],
    });
    expect(status).toBe(201);
    expect(body.labels.map((l: { name: string }) => l.name)).toEqual(['bug']);
    expect(body.number).toBeGreaterThan(10);
  });

  it('answers 400 when an edit asks to keep a due date without giving one', async () => {
    const { status, body } = await call('PATCH', '/repos/alice/hello/issues/2', 'alice', {
      unset_due_date: false,
    });
    expect(status).toBe(400);
    expect(body.message).toBe('The due_date cannot be empty');
  });

  it('adds organization labels by name to an organization’s issue, and refuses ids mixed with names (400)', async () => {
    const { status, body } = await call('POST', '/repos/acme/template/issues/1/labels', 'alice', {
      labels: ['triage'],
    });
    expect(status).toBe(200);
    expect(body).toEqual([
      expect.objectContaining({ name: 'triage', url: `${sandbox.sb.url}/orgs/acme/labels/6` }),
    ]);
    const mixed = await call('POST', '/repos/acme/template/issues/1/labels', 'alice', {
      labels: [6, 'triage'],
    });
    expect(mixed).toMatchObject({
      status: 400,
      body: { message: 'labels should be an array of strings or integers' },
    });
  });

  it('answers 204 for removing a label the issue lacks, 422 for a label that does not exist', async () => {
    expect((await call('DELETE', '/repos/alice/hello/issues/2/labels/5', 'alice')).status).toBe(204);
    const missing = await call('DELETE', '/repos/alice/hello/issues/2/labels/999', 'alice');
    expect(missing).toMatchObject({ status: 422, body: { message: 'label does not exist [label_id: 999]' } });
    expect((await call('DELETE', '/repos/alice/hello/issues/2/labels/1', 'carol')).text).toBe('');
  });
});

describe('labels and milestones', () => {
  it('lists labels with X-Total-Count and no Link, and reads one by id or by name', async () => {
    const { headers } = await call('GET', '/repos/alice/hello/labels?limit=1');
    expect(headers.get('x-total-count')).toBe('5');
    expect(headers.get('link')).toBeNull();
    expect((await call('GET', '/repos/alice/hello/labels/feature')).body.id).toBe(2);
    expect((await call('GET', '/repos/alice/hello/labels/6')).status).toBe(404);
  });

  it('validates a new label: [Name]: Required, [Color]: Required, bad color code', async () => {
    const cases: [object, string][] = [
      [{ color: '#000000' }, '[Name]: Required'],
      [{ name: 'x' }, '[Color]: Required'],
      [{ name: 'x', color: 'blue' }, 'bad color code: blue'],
    ];
    for (const [body, message] of cases) {
      expect(await call('POST', '/repos/alice/hello/labels', 'alice', body)).toMatchObject({
        status: 422,
        body: { message },
      });
    }
  });

  it('needs a signed-in caller to read one organization label (401)', async () => {
    expect((await call('GET', '/orgs/acme/labels/6')).status).toBe(401);
    expect((await call('GET', '/orgs/acme/labels/triage', 'carol')).body.id).toBe(6);
    expect((await call('GET', '/orgs/acme/labels')).headers.get('x-total-count')).toBe('1');
  });

  it('lists the open milestones by default and every one with state=all, and reads one by id or by title', async () => {
    const open = await call('GET', '/repos/alice/hello/milestones');
    expect(open.body.map((m: { title: string }) => m.title)).toEqual(['v1.1', 'v1.0']);
    const { body, headers } = await call('GET', '/repos/alice/hello/milestones?state=all');
    expect(body.map((m: { title: string }) => m.title)).toEqual(['v1.1', 'v1.0', 'v0.9']);
    expect(headers.get('x-total-count')).toBe('3');
    expect(headers.get('link')).toBeNull();
    expect((await call('GET', '/repos/alice/hello/milestones/v0.9')).body).toMatchObject({
      id: 3,
      state: 'closed',
    });
    expect((await call('GET', '/repos/alice/hello/milestones/99')).status).toBe(404);
  });

  it('needs write access to create or edit a milestone (403)', async () => {
    const created = await call('POST', '/repos/alice/hello/milestones', 'carol', { title: 'x' });
    expect(created).toMatchObject({
      status: 403,
      body: { message: 'user should have a permission to write to a repo' },
    });
    expect((await call('PATCH', '/repos/alice/hello/milestones/1', 'carol', { title: 'x' })).status).toBe(
      403,
    );
  });
});
