import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox-client.js';

const sandbox = useSandbox();
const call = sandbox.call;

const numbers = (list: { number: number }[]) => list.map((p) => p.number);

describe('issue and pull request reads', () => {
  it('embeds poster, labels, milestone and assignees in an issue', async () => {
    const { status, body } = await call('GET', '/repos/alice/hello/issues/1');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: 1,
      number: 1,
      user: { login: 'alice' },
      labels: [{ id: 1, name: 'bug' }],
      milestone: { id: 1, title: 'v1.0', open_issues: 1 },
      assignee: { login: 'alice' },
      pull_request: null,
      repository: { full_name: 'alice/hello' },
    });
    expect(body.assignees.map((u: { login: string }) => u.login)).toEqual(['alice', 'bob']);
  });

  it('serves a pull request with branch info and full repositories', async () => {
    const { body } = await call('GET', '/repos/alice/hello/pulls/3');
    expect(body).toMatchObject({
      number: 3,
      user: { login: 'alice' },
      state: 'open',
      head: { ref: 'feature-a', label: 'feature-a', repo: { full_name: 'alice/hello' } },
      base: { ref: 'main', repo_id: 1, repo: { full_name: 'alice/hello' } },
      html_url: `${sandbox.sb.origin}/alice/hello/pulls/3`,
    });
    expect(body.head.sha).toBe(sandbox.sb.store.repos[0]?.git.branches.get('feature-a'));
    expect((await call('GET', '/repos/alice/hello/pulls/1')).status).toBe(404);
    expect((await call('GET', '/repos/alice/hello/issues/3')).body.pull_request).toMatchObject({
      merged: false,
    });
  });
});

describe('listing pull requests', () => {
  it('pages 60 pull requests 30 at a time by default, newest first', async () => {
    const { body, headers } = await call('GET', '/repos/alice/many-prs/pulls');
    expect(body).toHaveLength(30);
    expect(body[0].number).toBe(60);
    expect(headers.get('x-total-count')).toBe('60');
    const base = `${sandbox.sb.url}/repos/alice/many-prs/pulls`;
    expect(headers.get('link')).toBe(`<${base}?page=2>; rel="next",<${base}?page=2>; rel="last"`);
    expect(headers.get('access-control-expose-headers')).toContain('X-Total-Count');
    expect(headers.get('access-control-expose-headers')).toContain('Link');
  });

  it('writes Link entries in the order next, last, first, prev with sorted keys', async () => {
    const { body, headers } = await call('GET', '/repos/alice/many-prs/pulls?page=2&limit=20&sort=oldest');
    expect(numbers(body)).toEqual(Array.from({ length: 20 }, (_, i) => 21 + i));
    const url = (page: number) =>
      `${sandbox.sb.url}/repos/alice/many-prs/pulls?limit=20&page=${page}&sort=oldest`;
    expect(headers.get('link')).toBe(
      `<${url(3)}>; rel="next",<${url(3)}>; rel="last",<${url(1)}>; rel="first",<${url(1)}>; rel="prev"`,
    );
  });

  it('clamps the page size to 50 and keeps the asked limit in links', async () => {
    const { body, headers } = await call('GET', '/repos/alice/many-prs/pulls?limit=100');
    expect(body).toHaveLength(50);
    expect(headers.get('link')).toContain('pulls?limit=100&page=2>; rel="next"');
    expect((await call('GET', '/repos/alice/many-prs/pulls?limit=0&page=-3')).body).toHaveLength(30);
  });

  it('returns all states when state is omitted and filters open or closed', async () => {
    const open = await call('GET', '/repos/alice/many-prs/pulls?state=open&limit=50');
    expect(open.headers.get('x-total-count')).toBe('40');
    expect(open.body.every((p: { state: string }) => p.state === 'open')).toBe(true);
    expect((await call('GET', '/repos/alice/many-prs/pulls?state=closed')).headers.get('x-total-count')).toBe(
      '20',
    );
    expect(numbers((await call('GET', '/repos/alice/hello/pulls')).body)).toEqual([5, 4, 3]);
  });

  it('filters by poster, labels and base branch', async () => {
    const carol = await call('GET', '/repos/alice/many-prs/pulls?poster=carol');
    expect(carol.headers.get('x-total-count')).toBe('20');
    expect(numbers((await call('GET', '/repos/alice/hello/pulls?labels=2&labels=7')).body)).toEqual([4]);
    expect((await call('GET', '/repos/alice/hello/pulls?base_branch=dev')).body).toEqual([]);
  });

  it('answers an unknown poster with 400 and non-numeric labels with 500', async () => {
    expect(await call('GET', '/repos/alice/hello/pulls?poster=nobody')).toMatchObject({
      status: 400,
      body: { message: 'user does not exist [uid: 0, name: nobody]' },
    });
    expect((await call('GET', '/repos/alice/hello/pulls?labels=bug')).status).toBe(500);
  });

  it('answers 404 for an empty repository', async () => {
    expect((await call('GET', '/repos/bob/empty/pulls')).status).toBe(404);
  });
});

describe('creating a pull review', () => {
  it('records an approval by a writer as official (200)', async () => {
    const { status, body } = await call('POST', '/repos/alice/hello/pulls/3/reviews', 'bob', {
      event: 'APPROVED',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      state: 'APPROVED',
      user: { login: 'bob' },
      team: null,
      official: true,
      stale: false,
      commit_id: sandbox.sb.store.repos[0]?.git.branches.get('feature-a'),
      pull_request_url: `${sandbox.sb.origin}/alice/hello/pulls/3`,
    });
  });

  it('counts code comments of a COMMENT review', async () => {
    const res = await call('POST', '/repos/alice/hello/pulls/4/reviews', 'carol', {
      event: 'COMMENT',
      comments: [{ path: 'docs/guide.md', body: 'Nice', new_position: 3 }],
    });
    expect(res.body).toMatchObject({ state: 'COMMENT', comments_count: 1, official: false });
  });

  it('refuses to approve or reject one’s own pull request (422)', async () => {
    expect(
      (await call('POST', '/repos/alice/hello/pulls/3/reviews', 'alice', { event: 'APPROVED' })).body.message,
    ).toBe('approve your own pull is not allowed');
    const reject = await call('POST', '/repos/alice/hello/pulls/3/reviews', 'alice', {
      event: 'REQUEST_CHANGES',
      body: 'no',
    });
    expect(reject).toMatchObject({ status: 422, body: { message: 'reject your own pull is not allowed' } });
  });

  it('needs a body for pending or unknown events and for comments without code comments (422)', async () => {
    const review = (event: string) => call('POST', '/repos/alice/hello/pulls/4/reviews', 'carol', { event });
    expect((await review('bogus')).body.message).toBe('review event bogus requires a body');
    expect((await review('PENDING')).body.message).toBe('review event PENDING requires a body');
    expect((await review('COMMENT')).body.message).toBe('review event COMMENT requires a body or a comment');
  });

  it('refuses decisions on a closed pull request and names a missing one', async () => {
    expect(
      await call('POST', '/repos/alice/hello/pulls/5/reviews', 'alice', { event: 'APPROVED' }),
    ).toMatchObject({
      status: 422,
      body: { message: "can't submit review for a closed or merged PR" },
    });
    const missing = await call('POST', '/repos/alice/hello/pulls/99/reviews', 'bob', { event: 'APPROVED' });
    expect(missing).toMatchObject({ status: 404, body: { message: 'GetPullRequestByIndex' } });
    expect(
      (await call('POST', '/repos/alice/hello/pulls/3/reviews', undefined, { event: 'APPROVED' })).status,
    ).toBe(401);
  });
});

describe('adding a dependency', () => {
  it('makes the URL issue blocked by the body issue and returns the URL issue (201)', async () => {
    const res = await call('POST', '/repos/alice/hello/issues/2/dependencies', 'alice', {
      index: 1,
      owner: 'alice',
      repo: 'hello',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ number: 2, title: 'Add a farewell message' });
    expect(sandbox.sb.store.issues.find((i) => i.id === 2)?.blockedBy).toEqual([1]);
  });

  it('answers duplicates and two issues blocking each other with an empty 500', async () => {
    const body = { index: 1, owner: 'alice', repo: 'hello' };
    expect(await call('POST', '/repos/alice/hello/issues/2/dependencies', 'alice', body)).toMatchObject({
      status: 500,
      body: { message: '' },
    });
    const circular = await call('POST', '/repos/alice/hello/issues/1/dependencies', 'alice', {
      ...body,
      index: 2,
    });
    expect(circular.status).toBe(500);
  });

  it('answers a missing issue with ErrNF IsErrIssueNotExist', async () => {
    const res = await call('POST', '/repos/alice/hello/issues/99/dependencies', 'alice', {
      index: 1,
      owner: 'alice',
      repo: 'hello',
    });
    expect(res).toMatchObject({
      status: 404,
      body: {
        message: 'IsErrIssueNotExist',
        errors: ['issue does not exist [id: 0, repo_id: 1, index: 99]'],
      },
    });
    const dependency = await call('POST', '/repos/alice/hello/issues/1/dependencies', 'alice', {
      index: 42,
      owner: 'alice',
      repo: 'hello',
    });
    expect(dependency.body.errors).toEqual(['issue does not exist [id: 0, repo_id: 1, index: 42]']);
  });

  it('treats a body without owner and repo as another repository', async () => {
    const res = await call('POST', '/repos/alice/hello/issues/1/dependencies', 'alice', { index: 2 });
    expect(res).toMatchObject({ status: 404, body: { message: 'IsErrRepoNotExist' } });
  });

  it('hides the operation from callers who cannot write (404) and refuses archived repositories (423)', async () => {
    const body = { index: 2, owner: 'alice', repo: 'hello' };
    expect(await call('POST', '/repos/alice/hello/issues/1/dependencies', 'carol', body)).toMatchObject({
      status: 404,
      body: { message: 'not found', errors: null },
    });
    expect(
      await call('POST', '/repos/acme/legacy/issues/1/dependencies', 'alice', {
        index: 1,
        owner: 'acme',
        repo: 'legacy',
      }),
    ).toMatchObject({ status: 423, body: { message: 'acme/legacy is archived' } });
    expect((await call('POST', '/repos/alice/hello/issues/1/dependencies', undefined, body)).status).toBe(
      401,
    );
  });
});

describe('removing assignees', () => {
  it('removes the named assignees and returns the issue (200)', async () => {
    const res = await call('DELETE', '/repos/alice/hello/issues/1/assignees', 'alice', {
      assignees: ['bob'],
    });
    expect(res.status).toBe(200);
    expect(res.body.assignees.map((u: { login: string }) => u.login)).toEqual(['alice']);
    expect(res.body.assignee.login).toBe('alice');
  });

  it('forbids callers without issue write (403)', async () => {
    expect(
      await call('DELETE', '/repos/alice/hello/issues/1/assignees', 'carol', { assignees: ['alice'] }),
    ).toMatchObject({ status: 403, body: { message: 'user should have a permission to write to a repo' } });
  });

  it('answers a missing issue with 404 and an empty list with 422', async () => {
    expect(
      (await call('DELETE', '/repos/alice/hello/issues/77/assignees', 'alice', { assignees: ['bob'] }))
        .status,
    ).toBe(404);
    expect(
      await call('DELETE', '/repos/alice/hello/issues/1/assignees', 'alice', { assignees: [] }),
    ).toMatchObject({
      status: 422,
      body: { message: '[Assignees]: Required' },
    });
  });

  it('is a plain-text 404 when switched off, like real Gitea', async () => {
    sandbox.sb.options.assigneesRoute = false;
    try {
      const res = await call('DELETE', '/repos/alice/hello/issues/1/assignees', 'alice', {
        assignees: ['alice'],
      });
      expect(res).toMatchObject({ status: 404, text: '404 page not found\n' });
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    } finally {
      sandbox.sb.options.assigneesRoute = true;
    }
  });
});

describe('PATCH an issue (the Gitea way to change assignees)', () => {
  it('replaces the assignee list for writers and answers 201', async () => {
    const res = await call('PATCH', '/repos/alice/hello/issues/1', 'alice', { assignees: ['bob', 'alice'] });
    expect(res.status).toBe(201);
    expect(res.body.assignees.map((u: { login: string }) => u.login)).toEqual(['bob', 'alice']);
    const cleared = await call('PATCH', '/repos/alice/hello/issues/1', 'alice', { assignees: [] });
    expect(cleared.body.assignees).toBeNull();
  });

  it('lets a poster close their own issue, unless an issue it depends on is open (412)', async () => {
    const res = await call('PATCH', '/repos/alice/hello/issues/7', 'bob', { state: 'closed' });
    expect(res.body).toMatchObject({ state: 'closed' });
    expect(res.body.closed_at).not.toBeNull();
    // #2 is blocked by #1 since the dependency tests above
    const blocked = await call('PATCH', '/repos/alice/hello/issues/2', 'bob', { state: 'closed' });
    expect([blocked.status, blocked.body.state]).toEqual([412, undefined]);
  });

  it('answers 403 with an empty body to someone who is neither poster nor writer', async () => {
    const res = await call('PATCH', '/repos/alice/hello/issues/1', 'carol', { title: 'Mine now' });
    expect(res).toMatchObject({ status: 403, text: '' });
  });
});
