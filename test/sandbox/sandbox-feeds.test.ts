import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox-client.js';

const sandbox = useSandbox();
const call = sandbox.call;

describe('activity feeds', () => {
  it('lists what the user receives, newest first, with X-Total-Count and no Link', async () => {
    const { status, body, headers } = await call('GET', '/users/alice/activities/feeds?limit=5', 'alice');
    expect(status).toBe(200);
    expect(headers.get('x-total-count')).toBe('17');
    expect(headers.get('link')).toBeNull();
    expect(body).toHaveLength(5);
    expect(body[0]).toMatchObject({
      id: 17,
      user_id: 2,
      op_type: 'publish_release',
      act_user: { login: 'alice' },
      repo: { full_name: 'alice/hello' },
      comment: null,
      created: '2026-01-05T12:00:00Z',
    });
  });

  it('shows private activity only to the user', async () => {
    expect((await call('GET', '/users/alice/activities/feeds')).headers.get('x-total-count')).toBe('15');
    const own = await call('GET', '/users/alice/activities/feeds?limit=50', 'alice');
    expect(own.body.filter((a: { is_private: boolean }) => a.is_private)).toHaveLength(2);
  });

  it('restricts to the user’s own actions with only-performed-by', async () => {
    const alice = await call('GET', '/users/alice/activities/feeds?only-performed-by=true', 'alice');
    expect(alice.headers.get('x-total-count')).toBe('12');
    const bob = await call('GET', '/users/bob/activities/feeds?only-performed-by=true');
    expect(bob.body).toHaveLength(5);
    const comment = bob.body.find((a: { op_type: string }) => a.op_type === 'comment_issue');
    expect(comment).toMatchObject({
      comment_id: 1,
      comment: { id: 1, body: 'I can reproduce this with an empty name.', user: { login: 'bob' } },
      content: '1|I can reproduce this with an empty name.',
    });
    expect((await call('GET', '/users/bob/activities/feeds')).headers.get('x-total-count')).toBe('12');
  });

  it('filters by day and ignores an unparsable date', async () => {
    const day = await call('GET', '/users/alice/activities/feeds?date=2026-01-02', 'alice');
    expect(day.body.map((a: { id: number }) => a.id)).toEqual([10, 9, 8, 7, 6]);
    const junk = await call('GET', '/users/alice/activities/feeds?date=yesterday', 'alice');
    expect(junk.headers.get('x-total-count')).toBe('17');
  });

  it('answers an unknown user with 404', async () => {
    expect(await call('GET', '/users/nobody/activities/feeds')).toMatchObject({
      status: 404,
      body: { message: 'user redirect does not exist [name: nobody]' },
    });
  });
});

describe('listing packages', () => {
  it('lists one entry per version, newest first, with owner, creator and linked repository', async () => {
    const { status, body, headers } = await call('GET', '/packages/alice', 'bob');
    expect(status).toBe(200);
    expect(headers.get('x-total-count')).toBe('3');
    expect(body.map((p: { name: string; version: string }) => `${p.name}@${p.version}`)).toEqual([
      'hello-lib@1.1.0',
      'tools@0.1.0',
      'hello-lib@1.0.0',
    ]);
    expect(body[0]).toMatchObject({
      id: 2,
      type: 'npm',
      owner: { login: 'alice' },
      creator: { login: 'alice' },
      repository: { full_name: 'alice/hello' },
      html_url: `${sandbox.sb.origin}/alice/-/packages/npm/hello-lib/1.1.0`,
    });
    expect(body[1].repository).toBeNull();
  });

  it('filters by type and by a case-insensitive name query', async () => {
    expect((await call('GET', '/packages/alice?type=npm', 'alice')).body).toHaveLength(2);
    expect(
      (await call('GET', '/packages/alice?q=TOO', 'alice')).body.map((p: { name: string }) => p.name),
    ).toEqual(['tools']);
    expect((await call('GET', '/packages/alice?type=bogus', 'alice')).body).toEqual([]);
    expect((await call('GET', '/packages/acme', 'bob')).body[0]).toMatchObject({
      name: 'acme-image',
      type: 'container',
      repository: { full_name: 'acme/template' },
    });
  });

  it('needs a token even for a public owner (401) and names an unknown owner (404)', async () => {
    expect(await call('GET', '/packages/alice')).toMatchObject({
      status: 401,
      body: { message: 'token is required' },
    });
    expect((await call('GET', '/packages/nobody', 'alice')).status).toBe(404);
  });
});

describe('workflow jobs of the caller’s repositories', () => {
  it('lists jobs by id ascending with total_count and paging headers', async () => {
    const { body, headers } = await call('GET', '/user/actions/jobs', 'alice');
    expect(body.total_count).toBe(6);
    expect(body.jobs.map((j: { id: number }) => j.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(headers.get('x-total-count')).toBe('6');
    expect(body.jobs[1]).toMatchObject({
      name: 'test',
      status: 'completed',
      conclusion: 'failure',
      run_id: 1,
      head_branch: 'main',
      url: `${sandbox.sb.url}/repos/alice/hello/actions/jobs/2`,
      steps: [
        { name: 'Set up job', number: 0, status: 'completed', conclusion: 'failure' },
        { name: 'Run tests', number: 1, status: 'completed', conclusion: 'failure' },
      ],
    });
    const paged = await call('GET', '/user/actions/jobs?limit=2&page=2', 'alice');
    expect(paged.headers.get('link')).toContain('rel="next"');
    expect(paged.body.jobs.map((j: { id: number }) => j.id)).toEqual([3, 4]);
  });

  it('filters by repeated status values and sorts descending on request', async () => {
    const ids = async (query: string) =>
      (await call('GET', `/user/actions/jobs?${query}`, 'alice')).body.jobs.map((j: { id: number }) => j.id);
    expect(await ids('status=success')).toEqual([1, 3, 6]);
    expect(await ids('status=in_progress&status=failure')).toEqual([2, 4]);
    expect(await ids('status=completed&order=desc')).toEqual([6, 3, 2, 1]);
    const queued = await call('GET', '/user/actions/jobs?status=queued', 'alice');
    expect(queued.body.jobs).toHaveLength(1);
    expect(queued.body.jobs[0]).toMatchObject({ id: 5, status: 'queued', steps: [], runner_id: 0 });
    expect(queued.body.jobs[0]).not.toHaveProperty('conclusion');
  });

  it('rejects an invalid status with 400 and anonymous callers with 401', async () => {
    expect(await call('GET', '/user/actions/jobs?status=bogus', 'alice')).toMatchObject({
      status: 400,
      body: { message: 'Invalid status bogus' },
    });
    expect((await call('GET', '/user/actions/jobs')).status).toBe(401);
    expect((await call('GET', '/user/actions/jobs', 'bob')).body).toEqual({ jobs: [], total_count: 0 });
  });
});

describe('wiki page revisions', () => {
  it('lists the revisions of a page, newest first, with the misspelt commiter key', async () => {
    const { body, headers } = await call('GET', '/repos/alice/hello/wiki/revisions/Home');
    expect(body.count).toBe(3);
    expect(headers.get('x-total-count')).toBe('3');
    expect(headers.get('link')).toBeNull();
    expect(body.commits.map((c: { message: string }) => c.message)).toEqual([
      'Link the guide from Home\n',
      'Fix typo on Home\n',
      'Create Home\n',
    ]);
    expect(body.commits[1]).toMatchObject({
      author: { name: 'Bob Brown', email: 'bob@example.com', date: '2026-01-03T08:00:00Z' },
      commiter: { name: 'Bob Brown' },
    });
    expect(body.commits[1].sha).toMatch(/^[0-9a-f]{40}$/);
  });

  it('accepts the dashed, spaced and .md forms of a page name', async () => {
    for (const name of ['Getting-Started', 'Getting%20Started', 'Getting-Started.md']) {
      expect((await call('GET', `/repos/alice/hello/wiki/revisions/${name}`)).body.count).toBe(1);
    }
    expect((await call('GET', '/repos/alice/hello/wiki/revisions/Home?page=2')).body).toEqual({
      commits: [],
      count: 3,
    });
  });

  it('answers 404 for a missing page and for a repository without a wiki', async () => {
    expect(await call('GET', '/repos/alice/hello/wiki/revisions/Nope')).toMatchObject({
      status: 404,
      body: { message: 'not found', errors: null },
    });
    const none = await call('GET', '/repos/alice/many-prs/wiki/revisions/Home');
    expect(none.status).toBe(404);
    expect(none.body.errors).toHaveLength(1);
  });
});

describe('tracked times of a user', () => {
  it('lists the user’s times with the full issue', async () => {
    const { status, body, headers } = await call('GET', '/repos/alice/hello/times/alice', 'alice');
    expect(status).toBe(200);
    expect(headers.get('x-total-count')).toBeNull();
    expect(body.map((t: { time: number }) => t.time)).toEqual([3600, 1800]);
    expect(body[0]).toMatchObject({
      id: 1,
      user_id: 2,
      user_name: 'alice',
      issue_id: 1,
      issue: { number: 1 },
    });
    expect((await call('GET', '/repos/alice/hello/times/bob', 'bob')).body).toHaveLength(1);
    expect((await call('GET', '/repos/alice/hello/times/bob', 'admin')).status).toBe(200);
  });

  it('forbids other users who are not repo admins (403)', async () => {
    for (const user of ['carol', 'bob']) {
      expect(await call('GET', '/repos/alice/hello/times/alice', user)).toMatchObject({
        status: 403,
        body: { message: 'query by user not allowed; not enough rights' },
      });
    }
  });

  it('needs a token, a known user and time tracking', async () => {
    expect((await call('GET', '/repos/alice/hello/times/alice')).status).toBe(401);
    expect(await call('GET', '/repos/alice/hello/times/nobody', 'alice')).toMatchObject({
      status: 404,
      body: { errors: ['user does not exist [uid: 0, name: nobody]'] },
    });
    const repo = sandbox.sb.store.repos.find((r) => r.name === 'many-prs');
    if (!repo) throw new Error('seed has no many-prs');
    repo.timeTracking = false;
    expect(await call('GET', '/repos/alice/many-prs/times/alice', 'alice')).toMatchObject({
      status: 400,
      body: { message: 'time tracking disabled' },
    });
  });
});
