// gh's pull request commands that the GitHub face serves (list, review, comment) against the
// gateway over HTTPS, each compared with what the forge says (its REST API) or holds afterwards.

import { describe, expect, it } from 'vitest';
import { byNumber, useGhHarness } from '../helpers/gh.js';
import { commentsAsListed } from './forge-expect.js';

// gh pr status sends a document 19 selections deep, within the gateway's default depth limit of 20
const h = useGhHarness();

const REPO = 'alice/hello';
/** gh's arguments for a command on REPO. */
const inRepo = (...args: string[]) => [...args, ...h.repoFlag(REPO)];

interface ForgeStatus {
  context: string;
  state: string;
  target_url: string;
}

interface ForgePull {
  number: number;
  title: string;
  body: string;
  state: string;
  draft: boolean;
  merged: boolean;
  user: { login: string };
  head: { ref: string; sha: string };
  base: { ref: string };
  labels: { name: string }[];
}

describe('gh pr, reading', () => {
  it('lists the open pull requests the forge lists', async () => {
    const [listed, forge] = await Promise.all([
      h.ghJson<{ number: number }[]>(
        inRepo('pr', 'list', '--json', 'number,title,state,headRefName,baseRefName,isDraft,author'),
      ),
      h.forge<ForgePull[]>(`/repos/${REPO}/pulls?state=open`),
    ]);
    expect(forge.length).toBeGreaterThan(1);
    expect(byNumber(listed)).toEqual(
      byNumber(forge).map((pull) => ({
        number: pull.number,
        title: pull.title,
        state: 'OPEN',
        headRefName: pull.head.ref,
        baseRefName: pull.base.ref,
        isDraft: pull.draft,
        author: expect.objectContaining({ login: pull.user.login }),
      })),
    );
  });

  it('prints the default list: number, title, head branch and state', async () => {
    const [result, forge] = await Promise.all([
      h.gh(inRepo('pr', 'list')),
      h.forge<ForgePull[]>(`/repos/${REPO}/pulls?state=open`),
    ]);
    expect(result.code).toBe(0);
    const rows = result.stdout
      .trimEnd()
      .split('\n')
      .map((line) => line.split('\t').slice(0, 4));
    expect(byNumber(rows.map(([number = '', ...rest]) => ({ number: Number(number), rest })))).toEqual(
      byNumber(forge).map((pull) => ({ number: pull.number, rest: [pull.title, pull.head.ref, 'OPEN'] })),
    );
  });

  it('views a pull request with its labels, reviews and comments as the forge holds them', async () => {
    const [viewed, pull, reviews, comments] = await Promise.all([
      h.ghJson<Record<string, unknown>>(
        inRepo(
          'pr',
          'view',
          '4',
          '--json',
          'number,title,body,state,author,baseRefName,headRefName,labels,reviews,comments',
        ),
      ),
      h.forge<ForgePull>(`/repos/${REPO}/pulls/4`),
      h.forge<{ user: { login: string }; state: string; body: string }[]>(`/repos/${REPO}/pulls/4/reviews`),
      h.forge<{ user: { login: string }; body: string }[]>(`/repos/${REPO}/issues/4/comments`),
    ]);
    expect(viewed).toMatchObject({
      number: 4,
      title: pull.title,
      body: pull.body,
      state: 'OPEN',
      author: { login: pull.user.login },
      baseRefName: pull.base.ref,
      headRefName: pull.head.ref,
      labels: pull.labels.map((label) => expect.objectContaining({ name: label.name })),
    });
    const submitted = reviews.filter(
      (review) => review.state !== 'PENDING' && review.state !== 'REQUEST_REVIEW',
    );
    expect(viewed.reviews).toEqual(
      submitted.map((review) =>
        expect.objectContaining({
          author: { login: review.user.login },
          state:
            review.state === 'REQUEST_CHANGES'
              ? 'CHANGES_REQUESTED'
              : review.state === 'APPROVED'
                ? 'APPROVED'
                : 'COMMENTED',
        }),
      ),
    );
    expect(viewed.comments).toEqual(commentsAsListed(comments));
  });

  it('shows the checks of the head commit as the forge’s newest status of each context', async () => {
    const pull = await h.forge<ForgePull>(`/repos/${REPO}/pulls/4`);
    const [result, combined] = await Promise.all([
      h.gh(inRepo('pr', 'checks', '4')),
      h.forge<{ statuses: ForgeStatus[] }>(`/repos/${REPO}/commits/${pull.head.sha}/status`),
    ]);
    expect(result.code, result.stderr).toBe(0);
    const bucket: Record<string, string> = {
      success: 'pass',
      failure: 'fail',
      error: 'fail',
      pending: 'pending',
    };
    const rows = result.stdout
      .trimEnd()
      .split('\n')
      .map((line) => line.split('\t'))
      .map((row) => [row[0], row[1], row[3]]);
    expect(combined.statuses.length).toBeGreaterThan(1);
    expect(rows.sort()).toEqual(
      combined.statuses.map((status) => [status.context, bucket[status.state], status.target_url]).sort(),
    );
  });

  it('shows the caller’s open pull requests in the repository', async () => {
    const [result, mine] = await Promise.all([
      h.gh(inRepo('pr', 'status')),
      h.forge<(ForgePull & { repository: { full_name: string } })[]>(
        '/repos/issues/search?type=pulls&state=open&created=true',
      ),
    ]);
    expect(result.code, result.stderr).toBe(0);
    const section = (from: string, to: string) => result.stdout.split(from)[1]?.split(to)[0] ?? '';
    const numbers = (text: string) => [...text.matchAll(/#(\d+)/g)].map((m) => Number(m[1])).sort();
    const here = mine.filter((pull) => pull.repository.full_name === REPO);
    expect(here.length).toBeGreaterThan(0);
    expect(numbers(section('Created by you', 'Requesting a code review from you'))).toEqual(
      here.map((pull) => pull.number).sort(),
    );
  });
});

describe('gh pr, writing', () => {
  it('comments on a pull request: the forge holds the comment', async () => {
    const result = await h.gh(inRepo('pr', 'comment', '4', '--body', 'Commented through gh'));
    expect(result.code).toBe(0);
    const comments = await h.forge<{ body: string; user: { login: string } }[]>(
      `/repos/${REPO}/issues/4/comments`,
    );
    expect(comments.at(-1)).toMatchObject({ body: 'Commented through gh', user: { login: 'alice' } });
  });

  it('approves a pull request: the forge holds the caller’s approving review', async () => {
    const result = await h.gh(inRepo('pr', 'review', '4', '--approve', '--body', 'Approved through gh'));
    expect(result.code).toBe(0);
    const reviews = await h.forge<{ body: string; state: string; user: { login: string } }[]>(
      `/repos/${REPO}/pulls/4/reviews`,
    );
    expect(reviews.at(-1)).toMatchObject({
      body: 'Approved through gh',
      state: 'APPROVED',
      user: { login: 'alice' },
    });
  });

  it('merges a pull request and deletes its branch: the forge holds it merged, the branch gone', async () => {
    const pull = await h.forge<ForgePull>(`/repos/${REPO}/pulls/3`);
    const result = await h.gh(inRepo('pr', 'merge', '3', '--merge', '--delete-branch'));
    expect(result.code, result.stderr).toBe(0);
    const [after, branch] = await Promise.all([
      h.forge<ForgePull>(`/repos/${REPO}/pulls/3`),
      fetch(`${h.shipped.sandbox.url}/repos/${REPO}/branches/${pull.head.ref}`, {
        headers: { authorization: 'token alice-token' },
      }),
    ]);
    expect(after).toMatchObject({ merged: true, state: 'closed' });
    expect(branch.status).toBe(404);
  });
});
