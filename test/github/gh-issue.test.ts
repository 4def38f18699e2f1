// gh's issue commands (list, status, create, comment, edit, close, reopen) against the gateway
// over HTTPS, each compared with what the forge says (its REST API) or holds afterwards.

import { describe, expect, it } from 'vitest';
import { byNumber, useGhHarness } from '../helpers/gh.js';
import { commentsAsListed } from './forge-expect.js';

const h = useGhHarness();

const REPO = 'alice/hello';
/** gh's arguments for a command on REPO. */
const inRepo = (...args: string[]) => [...args, ...h.repoFlag(REPO)];

interface ForgeIssue {
  number: number;
  title: string;
  body: string;
  state: string;
  user: { login: string };
  labels: { name: string }[];
  assignees: { login: string }[] | null;
}

describe('gh issue, reading', () => {
  it('lists the open issues the forge lists, with their labels and authors', async () => {
    const [listed, forge] = await Promise.all([
      h.ghJson<{ number: number }[]>(inRepo('issue', 'list', '--json', 'number,title,state,labels,author')),
      h.forge<ForgeIssue[]>(`/repos/${REPO}/issues?type=issues&state=open`),
    ]);
    expect(forge.length).toBeGreaterThan(1);
    expect(byNumber(listed)).toEqual(
      byNumber(forge).map((issue) => ({
        number: issue.number,
        title: issue.title,
        state: 'OPEN',
        labels: issue.labels.map((label) => expect.objectContaining({ name: label.name })),
        author: expect.objectContaining({ login: issue.user.login }),
      })),
    );
  });

  it('prints the default list: number, state, title and labels', async () => {
    const [result, forge] = await Promise.all([
      h.gh(inRepo('issue', 'list')),
      h.forge<ForgeIssue[]>(`/repos/${REPO}/issues?type=issues&state=open`),
    ]);
    expect(result.code).toBe(0);
    const rows = result.stdout
      .trimEnd()
      .split('\n')
      .map((line) => line.split('\t'));
    expect(
      byNumber(
        rows.map(([number = '', state, title, labels]) => ({ number: Number(number), state, title, labels })),
      ),
    ).toEqual(
      byNumber(forge).map((issue) => ({
        number: issue.number,
        state: 'OPEN',
        title: issue.title,
        labels: issue.labels.map((label) => label.name).join(', '),
      })),
    );
  });

  it('views an issue with its assignees, labels and comments as the forge holds them', async () => {
    const [viewed, issue, comments] = await Promise.all([
      h.ghJson<Record<string, unknown>>(
        inRepo('issue', 'view', '1', '--json', 'number,title,body,state,author,assignees,labels,comments'),
      ),
      h.forge<ForgeIssue>(`/repos/${REPO}/issues/1`),
      h.forge<{ user: { login: string }; body: string }[]>(`/repos/${REPO}/issues/1/comments`),
    ]);
    expect(viewed).toMatchObject({
      number: 1,
      title: issue.title,
      body: issue.body,
      state: 'OPEN',
      author: { login: issue.user.login },
      assignees: (issue.assignees ?? []).map((user) => expect.objectContaining({ login: user.login })),
      labels: issue.labels.map((label) => expect.objectContaining({ name: label.name })),
    });
    expect(viewed.comments).toEqual(commentsAsListed(comments));
  });

  it('shows the issues assigned to the caller and opened by them', async () => {
    const [result, assigned, created] = await Promise.all([
      h.gh(inRepo('issue', 'status')),
      h.forge<ForgeIssue[]>(`/repos/${REPO}/issues?type=issues&state=open&assigned_by=alice`),
      h.forge<ForgeIssue[]>(`/repos/${REPO}/issues?type=issues&state=open&created_by=alice`),
    ]);
    expect(result.code).toBe(0);
    const section = (title: string) => result.stdout.split(title)[1]?.split('\n\n')[0] ?? '';
    const numbers = (title: string) =>
      [...section(title).matchAll(/^\s*#?(\d+)\t/gm)].map((m) => Number(m[1]));
    expect(assigned.length).toBeGreaterThan(0);
    expect(numbers('Issues assigned to you').sort()).toEqual(assigned.map((issue) => issue.number).sort());
    expect(numbers('Issues opened by you').sort()).toEqual(created.map((issue) => issue.number).sort());
  });
});

describe('gh issue, writing', () => {
  it('creates an issue, comments, edits, closes and reopens it: the forge holds each step', async () => {
    const created = await h.gh(inRepo('issue', 'create', '--title', 'Made by gh', '--body', 'Its body'));
    expect(created.code, created.stderr).toBe(0);
    const number = Number(/\/issues\/(\d+)\s*$/.exec(created.stdout)?.[1]);
    const read = () => h.forge<ForgeIssue>(`/repos/${REPO}/issues/${number}`);
    expect(await read()).toMatchObject({
      title: 'Made by gh',
      body: 'Its body',
      state: 'open',
      user: { login: 'alice' },
    });

    expect((await h.gh(inRepo('issue', 'comment', String(number), '--body', 'A comment'))).code).toBe(0);
    const comments = await h.forge<{ body: string }[]>(`/repos/${REPO}/issues/${number}/comments`);
    expect(comments.map((comment) => comment.body)).toEqual(['A comment']);

    const edited = await h.gh(
      inRepo('issue', 'edit', String(number), '--title', 'Renamed by gh', '--add-label', 'bug'),
    );
    expect(edited.code, edited.stderr).toBe(0);
    expect(await read()).toMatchObject({
      title: 'Renamed by gh',
      labels: [expect.objectContaining({ name: 'bug' })],
    });

    expect((await h.gh(inRepo('issue', 'close', String(number)))).code).toBe(0);
    expect(await read()).toMatchObject({ state: 'closed' });

    expect((await h.gh(inRepo('issue', 'reopen', String(number)))).code).toBe(0);
    expect(await read()).toMatchObject({ state: 'open' });
  });
});
