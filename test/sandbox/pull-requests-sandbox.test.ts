// The sandbox's pull request routes beyond listing and creating, as Gitea answers them: reviews and their line
// comments (pull_review.go), files and commits (pull.go), create, edit and merge (pull.go), and
// commit statuses (status.go). Each test uses data of its own or leaves the seed as it found it.

import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox-client.js';

const sandbox = useSandbox();
const { call } = sandbox;
const hello = '/repos/alice/hello';
const branch = (name: string) => sandbox.sb.store.repos[0]?.git.branches.get(name);

describe('reviews', () => {
  it('lists the reviews of a pull request with X-Total-Count', async () => {
    const res = await call('GET', `${hello}/pulls/4/reviews`, 'alice');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('3');
    expect(res.body.map((r: { id: number; state: string }) => [r.id, r.state])).toEqual([
      [1, 'REQUEST_CHANGES'],
      [2, 'COMMENT'],
      [5, 'REQUEST_REVIEW'],
    ]);
  });

  it('hides another user’s pending review but counts it, as Gitea does', async () => {
    const asBob = await call('GET', `${hello}/pulls/3/reviews`, 'bob');
    expect(asBob.body.map((r: { id: number }) => r.id)).toEqual([3]);
    expect(asBob.headers.get('x-total-count')).toBe('2');
    const asCarol = await call('GET', `${hello}/pulls/3/reviews`, 'carol');
    expect(asCarol.body.map((r: { state: string }) => r.state)).toEqual(['APPROVED', 'PENDING']);
  });

  it('answers one review, and 404 for a review of another pull request or someone else’s pending one', async () => {
    expect((await call('GET', `${hello}/pulls/4/reviews/1`)).body).toMatchObject({
      id: 1,
      comments_count: 1,
    });
    expect((await call('GET', `${hello}/pulls/3/reviews/1`)).body).toMatchObject({
      message: 'ReviewNotInPR',
    });
    expect((await call('GET', `${hello}/pulls/3/reviews/4`, 'bob')).status).toBe(404);
    expect((await call('GET', `${hello}/pulls/3/reviews/99`)).body.message).toBe('GetReviewByID');
  });

  it('lists a review’s line comments with new and old positions', async () => {
    const res = await call('GET', `${hello}/pulls/4/reviews/2/comments`);
    expect(res.body).toEqual([
      expect.objectContaining({
        id: 5,
        path: 'docs/guide.md',
        position: 0,
        original_position: 3,
        pull_request_review_id: 2,
        user: expect.objectContaining({ login: 'carol' }),
      }),
    ]);
  });

  it('refuses to submit a review that is not pending, and one that would stay pending (422)', async () => {
    const submitted = await call('POST', `${hello}/pulls/4/reviews/1`, 'alice', {
      event: 'COMMENT',
      body: 'x',
    });
    expect(submitted).toMatchObject({
      status: 422,
      body: { message: 'only a pending review can be submitted' },
    });
    const pending = await call('POST', `${hello}/pulls/3/reviews/4`, 'carol', {
      event: 'PENDING',
      body: 'x',
    });
    expect(pending).toMatchObject({ status: 422, body: { message: 'review stay pending' } });
  });

  it('lets only repository admins dismiss, and only approvals or change requests (403)', async () => {
    expect(
      await call('POST', `${hello}/pulls/4/reviews/1/dismissals`, 'bob', { message: 'x' }),
    ).toMatchObject({
      status: 403,
      body: { message: 'Must be repo admin' },
    });
    const comment = await call('POST', `${hello}/pulls/4/reviews/2/dismissals`, 'alice', { message: 'x' });
    expect(comment.status).toBe(403);
    expect(comment.body.message).toContain('not Approve or change request');
  });

  it('names unknown reviewers (404) and refuses the author as a reviewer (422)', async () => {
    const unknown = await call('POST', `${hello}/pulls/4/requested_reviewers`, 'alice', {
      reviewers: ['nobody'],
    });
    expect(unknown).toMatchObject({
      status: 404,
      body: { message: 'UserNotExist', errors: ["User 'nobody' not exist"] },
    });
    const author = await call('POST', `${hello}/pulls/4/requested_reviewers`, 'alice', {
      reviewers: ['bob'],
    });
    expect(author).toMatchObject({
      status: 422,
      body: { message: "poster of pr can't be reviewer [user_id: 3, repo_id: 1]" },
    });
  });
});

describe('team review requests', () => {
  it('asks a team of the owning organization, and names an unknown team (404)', async () => {
    const template = sandbox.sb.store.repos.find((r) => r.name === 'template');
    const main = template?.git.branches.get('main') as string;
    template?.git.branches.set('topic', main);
    const opened = await call('POST', '/repos/acme/template/pulls', 'alice', {
      head: 'topic',
      base: 'main',
      title: 'Team review',
    });
    expect(opened.status).toBe(201);
    const path = `/repos/acme/template/pulls/${opened.body.number}/requested_reviewers`;
    const asked = await call('POST', path, 'alice', { team_reviewers: ['devs'] });
    expect(asked).toMatchObject({
      status: 201,
      body: [{ state: 'REQUEST_REVIEW', user: null, team: { name: 'devs' } }],
    });
    expect((await call('POST', path, 'alice', { team_reviewers: ['devs'] })).body).toEqual([]);
    const pull = await call('GET', `/repos/acme/template/pulls/${opened.body.number}`);
    expect(pull.body.requested_reviewers_teams).toEqual([expect.objectContaining({ name: 'devs' })]);
    expect((await call('POST', path, 'alice', { team_reviewers: ['nope'] })).body).toMatchObject({
      message: 'TeamNotExist',
      errors: ["Team 'nope' not exist"],
    });
  });
});

describe('files and commits', () => {
  it('lists the files a pull request changes since the merge base, with line counts', async () => {
    const res = await call('GET', `${hello}/pulls/4/files`);
    expect(res.headers.get('x-total-count')).toBe('1');
    expect(res.body).toEqual([
      expect.objectContaining({
        filename: 'docs/guide.md',
        status: 'modified',
        additions: 2,
        deletions: 0,
        changes: 2,
      }),
    ]);
  });

  it('lists the commits of the head the base lacks, newest first', async () => {
    const res = await call('GET', `${hello}/pulls/3/commits?files=false&verification=false`);
    expect(res.headers.get('x-total-count')).toBe('1');
    expect(res.body[0]).toMatchObject({
      sha: branch('feature-a'),
      commit: { message: 'Add a farewell\n', verification: null },
      author: { login: 'alice' },
      files: null,
      stats: { additions: 1, deletions: 0, total: 1 },
    });
  });

  it('answers 404 for a number that is not a pull request', async () => {
    expect((await call('GET', `${hello}/pulls/1/files`)).status).toBe(404);
    expect((await call('GET', `${hello}/pulls/99/commits`)).status).toBe(404);
  });
});

describe('create, edit and merge', () => {
  it('refuses identical branches (422), a second open pull request (409), a missing branch (404)', async () => {
    const same = await call('POST', `${hello}/pulls`, 'bob', { head: 'main', base: 'main', title: 'x' });
    expect(same).toMatchObject({
      status: 422,
      body: { message: 'Invalid PullRequest: There are no changes between the head and the base' },
    });
    const again = await call('POST', `${hello}/pulls`, 'bob', {
      head: 'feature-b',
      base: 'main',
      title: 'x',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/^pull request already exists for these targets \[id: 2, issue_id: 4/);
    expect(
      (await call('POST', `${hello}/pulls`, 'bob', { head: 'nope', base: 'main', title: 'x' })).status,
    ).toBe(404);
    expect(
      (await call('POST', `${hello}/pulls`, 'bob', { head: 'fix-typo', base: 'main' })).body.message,
    ).toBe('[Title]: Required');
  });

  it('refuses to merge a closed pull request (404), without write access (405), an unknown style (422)', async () => {
    expect((await call('POST', `${hello}/pulls/5/merge`, 'alice', { Do: 'merge' })).status).toBe(404);
    expect(await call('POST', `${hello}/pulls/4/merge`, 'carol', { Do: 'merge' })).toMatchObject({
      status: 405,
      body: { message: 'User not allowed to merge PR' },
    });
    expect((await call('POST', `${hello}/pulls/4/merge`, 'alice', { Do: 'octopus' })).body.message).toBe(
      '[Do]: In',
    );
    expect(
      (await call('POST', `${hello}/pulls/4/merge`, 'alice', { Do: 'merge', head_commit_id: 'abc' })).body
        .message,
    ).toBe('head out of date');
  });

  it('lets neither poster nor writer edit (403, empty body)', async () => {
    const res = await call('PATCH', `${hello}/pulls/4`, 'carol', { title: 'x' });
    expect(res.status).toBe(403);
    expect(res.text).toBe('');
  });
});

describe('visibility', () => {
  it('answers 404 to those who cannot read a private repository, on every new read route', async () => {
    const sha = sandbox.sb.store.repos.find((r) => r.name === 'secret')?.git.branches.get('main');
    for (const path of [
      '/pulls/1/reviews',
      '/pulls/1/files',
      '/pulls/1/commits',
      `/statuses/${sha}`,
      '/commits/main/status',
    ]) {
      expect((await call('GET', `/repos/alice/secret${path}`, 'carol')).status).toBe(404);
    }
    expect((await call('GET', '/repos/alice/secret/commits/main/status', 'alice')).status).toBe(200);
  });
});

describe('commit statuses', () => {
  it('combines the newest status of each context into the worst state', async () => {
    const res = await call('GET', `${hello}/commits/feature-b/status`);
    expect(res.body).toMatchObject({ state: 'success', sha: branch('feature-b'), total_count: 2 });
    expect(res.body.statuses.map((s: { id: number }) => s.id)).toEqual([4, 5]);
    expect((await call('GET', `${hello}/commits/feature-a/status`)).body.state).toBe('pending');
  });

  it('answers the zero combined status for a commit without statuses, and 404 for an unknown ref', async () => {
    expect((await call('GET', `${hello}/commits/fix-typo/status`)).body).toEqual({
      state: '',
      sha: '',
      total_count: 0,
      statuses: null,
      repository: null,
      commit_url: '',
      url: '',
    });
    expect((await call('GET', `${hello}/commits/nope/status`)).status).toBe(404);
  });

  it('lists every status of a sha, newest first, with X-Total-Count', async () => {
    const res = await call('GET', `${hello}/statuses/${branch('feature-b')}`);
    expect(res.headers.get('x-total-count')).toBe('3');
    expect(res.body.map((s: { id: number }) => s.id)).toEqual([5, 4, 3]);
  });

  it('refuses statuses from readers (403) and anonymous callers (401), and fails on an unknown commit (500)', async () => {
    const sha = branch('main');
    expect((await call('POST', `${hello}/statuses/${sha}`, 'carol', { state: 'success' })).status).toBe(403);
    expect((await call('POST', `${hello}/statuses/${sha}`, undefined, { state: 'success' })).status).toBe(
      401,
    );
    expect(
      (await call('POST', `${hello}/statuses/${'0'.repeat(40)}`, 'alice', { state: 'success' })).status,
    ).toBe(500);
  });
});
