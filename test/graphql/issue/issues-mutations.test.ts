// createIssue, updateIssue, closeIssue and reopenIssue over HTTP against the sandbox: success and the
// read-back through the graph, each error member of their unions with the forge answer behind it,
// the refusals that cost no call, and the exact forge calls.

import { describe, expect, it } from 'vitest';
import { CREATE_ISSUE, EDIT_ISSUE, REPO } from '../../helpers/forge-routes.js';
import type { DemoUser } from '../../helpers/harness.js';
import {
  type IssueWriteRow,
  issueWrite,
  issueWritesMeetFailures,
  nodeId,
} from '../../helpers/issue-examples.js';
import { expectRefused, HELLO } from '../../helpers/mutation-results.js';
import { addRepo, issueRecord, type Json } from '../../helpers/mutations.js';
import { useFileHarness } from '../../helpers/use-harness.js';

const harness = useFileHarness();

const BUG = nodeId('Label', 'alice/hello:1');
const V11 = nodeId('Milestone', 'alice/hello:2');

const issueOf = (owner: string, repo: string, index: number) =>
  issueRecord(harness.sandbox.store, owner, repo, index);

async function readBack(owner: string, repo: string, number: number) {
  const { data } = await harness.query<Json>(
    `{ repository(owner: "${owner}", name: "${repo}") { issue(number: ${number}) {
      title body state closedAt dueDate ref author { login } labels { name } milestone { title } assignees { login }
    } } }`,
    {},
    { as: 'alice' },
  );
  return data?.repository.issue;
}

describe('createIssue', () => {
  const create = (input: Json, as: DemoUser = 'alice') =>
    issueWrite(harness, 'CreateIssue', { ...HELLO, ...input }, as);

  it('opens an issue with labels, milestone, assignees and due date in one call, and reads back', async () => {
    const { result } = await create({
      title: 'Say hello in Finnish',
      body: 'Hei maailma!',
      labelIds: [BUG],
      milestoneId: V11,
      assignees: ['bob'],
      clientMutationId: 'c-1',
    });
    expect(result).toMatchObject({
      __typename: 'CreateIssuePayload',
      clientMutationId: 'c-1',
      issue: {
        title: 'Say hello in Finnish',
        state: 'OPEN',
        labels: [{ name: 'bug' }],
        milestone: { title: 'v1.1' },
        assignees: [{ login: 'bob' }],
      },
      repository: { openIssuesCount: 6 },
    });
    expect(harness.routes()).toEqual([CREATE_ISSUE, REPO]);
    harness.resetCalls();
    expect(await readBack('alice', 'hello', result.issue.number)).toMatchObject({
      title: 'Say hello in Finnish',
      body: 'Hei maailma!',
      author: { login: 'alice' },
      labels: [{ name: 'bug' }],
      milestone: { title: 'v1.1' },
    });
  });

  it('sends the due date, ref and closed flag as the forge names them', async () => {
    const { result } = await create({
      title: 'Already done',
      dueDate: '2026-05-01T10:00:00Z',
      ref: 'main',
      closed: true,
    });
    expect(result.issue.state).toBe('CLOSED');
    const back = await readBack('alice', 'hello', result.issue.number);
    expect(back).toMatchObject({ ref: 'main', dueDate: '2026-05-01T10:00:00.000Z', state: 'CLOSED' });
    expect(back.closedAt).not.toBeNull();
  });

  it('opens a plain issue for a reader: the forge drops labels, milestone and assignees', async () => {
    const { result } = await create({ title: 'From a reader', labelIds: [BUG], assignees: ['bob'] }, 'carol');
    expect(result).toMatchObject({
      __typename: 'CreateIssuePayload',
      issue: { title: 'From a reader', labels: [], milestone: null, assignees: [] },
    });
  });

  it('answers NotFoundError for a repository the caller cannot see', async () => {
    const { result } = await create({ repo: 'secret', title: 'x' }, 'carol');
    expect(result).toMatchObject({ __typename: 'NotFoundError', upstreamStatus: 404 });
    expect(harness.routes()).toEqual([CREATE_ISSUE]);
  });

  it('answers ForbiddenError where the caller may not read issues (the issues unit is off)', async () => {
    const repo = addRepo(harness.sandbox.store, 'alice', 'pulls-only', { 'README.md': 'x\n' });
    repo.units.issues = false;
    const { result } = await create({ repo: 'pulls-only', title: 'x' });
    expect(result).toMatchObject({
      __typename: 'ForbiddenError',
      upstreamStatus: 403,
      message: expect.stringMatching(
        /user should have specific read permission or be a repo admin or a site admin/,
      ),
    });
  });

  it('answers RepoArchivedError in an archived repository', async () => {
    const { result } = await create({ owner: 'acme', repo: 'legacy', title: 'x' });
    expect(result).toMatchObject({ __typename: 'RepoArchivedError', upstreamStatus: 423 });
  });

  it('answers ValidationError when the forge refuses an assignee without access', async () => {
    const { result } = await create({ title: 'x', assignees: ['carol'] });
    expect(result).toMatchObject({ __typename: 'ValidationError', upstreamStatus: 422 });
    expect(result.message).toMatch(/doesn't have access to repo/);
  });

  it('does not repeat a create whose answer was lost: UpstreamError, and the forge holds the issue once', async () => {
    harness.sandbox.faults.resetConnection(CREATE_ISSUE, { times: 1, afterHandling: true });
    const { result } = await create({ title: 'Lost in transit' });
    expect(result).toMatchObject({
      __typename: 'UpstreamError',
      code: 'UPSTREAM_UNAVAILABLE',
      upstreamStatus: null,
    });
    expect(harness.routes()).toEqual([CREATE_ISSUE]);
    expect(harness.sandbox.store.issues.filter((i) => i.title === 'Lost in transit')).toHaveLength(1);
  });

  it('refuses a bad input without calling the forge', async () => {
    const cases: [Json, string][] = [
      [{ title: '  ' }, 'title'],
      [{ title: 'x', labelIds: [V11] }, 'labelIds[0]'],
      [{ title: 'x', labelIds: [nodeId('Label', 'bob/empty:9')] }, 'labelIds[0]'],
      [{ title: 'x', milestoneId: 'not-an-id' }, 'milestoneId'],
      [{ title: 'x', assignees: [''] }, 'assignees[0]'],
    ];
    await expectRefused(harness, 'CreateIssue', cases, HELLO);
  });
});

describe('updateIssue', () => {
  const update = (input: Json, as: DemoUser = 'alice') =>
    issueWrite(harness, 'UpdateIssue', { ...HELLO, ...input }, as);

  it('changes title, assignees, milestone and due date in one call, and reads back', async () => {
    const { result } = await update({
      number: 9,
      title: 'Old greeting format, revisited',
      assignees: ['alice', 'bob'],
      milestoneId: V11,
      dueDate: '2026-04-30T08:00:00Z',
    });
    expect(result).toEqual({
      __typename: 'UpdateIssuePayload',
      issue: {
        id: expect.any(String),
        title: 'Old greeting format, revisited',
        dueDate: '2026-04-30T23:59:59.000Z',
        milestone: { title: 'v1.1' },
        assignees: [{ login: 'alice' }, { login: 'bob' }],
      },
    });
    expect(harness.routes()).toEqual([EDIT_ISSUE]);
    expect(await readBack('alice', 'hello', 9)).toMatchObject({
      title: 'Old greeting format, revisited',
      milestone: { title: 'v1.1' },
    });
  });

  it('clears the milestone and the due date when given null', async () => {
    await update({ number: 9, milestoneId: V11, dueDate: '2026-04-30T08:00:00Z' });
    const { result } = await update({ number: 9, milestoneId: null, dueDate: null });
    expect(result.issue).toMatchObject({ milestone: null, dueDate: null });
    expect(issueOf('alice', 'hello', 9)).toMatchObject({ milestoneId: null, deadline: null });
  });

  it('lets the author edit the text, while the forge keeps assignees that need write access', async () => {
    const { result } = await update(
      { number: 10, title: 'Add a --quiet flag, please', assignees: ['carol'] },
      'carol',
    );
    expect(result).toMatchObject({
      __typename: 'UpdateIssuePayload',
      issue: { title: 'Add a --quiet flag, please', assignees: [] },
    });
  });

  it('answers ForbiddenError, said for people, when the caller is neither author nor writer', async () => {
    const { result } = await update({ number: 1, title: 'Mine now' }, 'carol');
    expect(result).toEqual({
      __typename: 'ForbiddenError',
      message:
        'you may not edit this issue: it takes being its author or having write access to the repository',
      upstreamStatus: 403,
    });
    expect(issueOf('alice', 'hello', 1).title).toBe('Greeting ignores the name');
  });

  it('answers NotFoundError for an issue that does not exist', async () => {
    const { result } = await update({ number: 999, title: 'x' });
    expect(result).toMatchObject({ __typename: 'NotFoundError', upstreamStatus: 404 });
  });

  it('answers RepoArchivedError in an archived repository', async () => {
    const { result } = await update({ owner: 'acme', repo: 'legacy', number: 1, title: 'x' });
    expect(result).toMatchObject({ __typename: 'RepoArchivedError', upstreamStatus: 423 });
  });

  it('answers ValidationError when the forge refuses an assignee', async () => {
    const { result } = await update({ number: 9, assignees: ['carol'] });
    expect(result).toMatchObject({ __typename: 'ValidationError', upstreamStatus: 422 });
  });

  it('refuses a bad input without calling the forge', async () => {
    const cases: [Json, string][] = [
      [{ number: 9 }, 'title'],
      [{ number: 0, title: 'x' }, 'number'],
      [{ number: 9, title: '' }, 'title'],
      [{ number: 9, milestoneId: BUG }, 'milestoneId'],
    ];
    await expectRefused(harness, 'UpdateIssue', cases, HELLO);
  });
});

describe('closeIssue and reopenIssue', () => {
  const close = (input: Json, as: DemoUser = 'alice') =>
    issueWrite(harness, 'CloseIssue', { ...HELLO, ...input }, as);
  const reopen = (input: Json, as: DemoUser = 'alice') =>
    issueWrite(harness, 'ReopenIssue', { ...HELLO, ...input }, as);

  it('closes an issue with one call, setting closedAt, and the lists see it', async () => {
    const { result } = await close({ number: 7 });
    expect(result).toMatchObject({
      __typename: 'CloseIssuePayload',
      issue: { state: 'CLOSED', closedAt: expect.any(String) },
      repository: { openIssuesCount: expect.any(Number) },
    });
    expect(harness.routes()).toEqual([EDIT_ISSUE, REPO]);
    expect(issueOf('alice', 'hello', 7).closedAt).not.toBeNull();
    const { data } = await harness.query<Json>(
      '{ repository(owner: "alice", name: "hello") { issues(state: CLOSED) { nodes { number } } } }',
      {},
      { as: 'alice' },
    );
    expect(data?.repository.issues.nodes.map((i: Json) => i.number)).toContain(7);
  });

  it('reopens an issue with one call, clearing closedAt', async () => {
    const { result } = await reopen({ number: 8 });
    expect(result).toEqual({
      __typename: 'ReopenIssuePayload',
      issue: { id: expect.any(String), state: 'OPEN', closedAt: null },
    });
    expect(harness.routes()).toEqual([EDIT_ISSUE]);
  });

  it('lets the author close their own issue', async () => {
    const { result } = await close({ number: 10 }, 'carol');
    expect(result).toMatchObject({ __typename: 'CloseIssuePayload', issue: { state: 'CLOSED' } });
  });

  it('answers ConflictError for an issue that an open issue still blocks (the forge’s 412)', async () => {
    // alice/hello#1 is blocked by alice/secret#1, which is open
    const { result } = await close({ number: 1 });
    expect(result).toEqual({
      __typename: 'ConflictError',
      message: 'cannot close this issue or pull request because it still has open dependencies',
      upstreamStatus: 412,
    });
    expect(issueOf('alice', 'hello', 1).state).toBe('open');
  });

  for (const [name, run] of [
    ['closeIssue', close],
    ['reopenIssue', reopen],
  ] as const) {
    it(`${name} answers ConflictError for a merged pull request (the forge's 412)`, async () => {
      const { result } = await run({ repo: 'many-prs', number: 3 });
      expect(result).toEqual({
        __typename: 'ConflictError',
        message: 'cannot change state of this pull request, it was already merged',
        upstreamStatus: 412,
      });
    });

    it(`${name} answers ForbiddenError for a caller who is neither author nor writer`, async () => {
      const { result } = await run({ number: 1 }, 'carol');
      expect(result).toMatchObject({ __typename: 'ForbiddenError', upstreamStatus: 403 });
    });

    it(`${name} answers NotFoundError and RepoArchivedError as the forge does`, async () => {
      expect((await run({ number: 999 })).result).toMatchObject({
        __typename: 'NotFoundError',
        upstreamStatus: 404,
      });
      const archived = await run({ owner: 'acme', repo: 'legacy', number: 1 });
      expect(archived.result).toMatchObject({ __typename: 'RepoArchivedError', upstreamStatus: 423 });
    });

    it(`${name} answers ValidationError for the forge's 422 and refuses a bad number without a call`, async () => {
      harness.sandbox.faults.injectStatus(EDIT_ISSUE, 422, { times: 1, body: { message: '[State]: In' } });
      expect((await run({ number: 2 })).result).toMatchObject({
        __typename: 'ValidationError',
        upstreamStatus: 422,
      });
      harness.resetCalls();
      const { result } = await run({ number: 0 });
      expect(result).toMatchObject({ __typename: 'ValidationError', field: 'number', upstreamStatus: null });
      expect(harness.routes()).toEqual([]);
    });
  }
});

describe('what every issue write can meet', () => {
  const writes: IssueWriteRow[] = [
    ['CreateIssue', CREATE_ISSUE, { ...HELLO, title: 'x' }],
    ['UpdateIssue', EDIT_ISSUE, { ...HELLO, number: 2, title: 'x' }],
    ['CloseIssue', EDIT_ISSUE, { ...HELLO, number: 2 }],
    ['ReopenIssue', EDIT_ISSUE, { ...HELLO, number: 2 }],
  ];

  issueWritesMeetFailures(harness, writes);
});
