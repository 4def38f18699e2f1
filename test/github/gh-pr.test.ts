// gh's pull request commands that the GitHub face serves (list, review, comment) against the
// gateway over HTTPS, each compared with what the forge says (its REST API) or holds afterwards.

import { describe, expect, it } from 'vitest';
import { byNumber, useGhHarness } from '../helpers/gh.js';

const h = useGhHarness();

const REPO = 'alice/hello';

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
      h.ghJson<{ number: number }[]>([
        'pr',
        'list',
        '--json',
        'number,title,state,headRefName,baseRefName,isDraft,author',
        ...h.repoFlag(REPO),
      ]),
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
});

describe('gh pr, writing', () => {
  it('comments on a pull request: the forge holds the comment', async () => {
    const result = await h.gh(['pr', 'comment', '4', '--body', 'Commented through gh', ...h.repoFlag(REPO)]);
    expect(result.code).toBe(0);
    const comments = await h.forge<{ body: string; user: { login: string } }[]>(
      `/repos/${REPO}/issues/4/comments`,
    );
    expect(comments.at(-1)).toMatchObject({ body: 'Commented through gh', user: { login: 'alice' } });
  });

  it('approves a pull request: the forge holds the caller’s approving review', async () => {
    const result = await h.gh([
      'pr',
      'review',
      '4',
      '--approve',
      '--body',
      'Approved through gh',
      ...h.repoFlag(REPO),
    ]);
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
});
