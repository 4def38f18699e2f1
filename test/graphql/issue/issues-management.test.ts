// Managing issues over HTTP against the sandbox: labels edited and deleted, an issue's labels replaced
// and cleared, a milestone deleted, dependency and block links, an issue deleted, its due date, the
// repository's comments and the caller's threads about it. Each: the data, an error member with the
// forge's answer behind it, and the exact forge calls.

import { describe, expect, it } from 'vitest';
import { ISSUE, LABEL, REPO } from '../../helpers/forge-routes.js';
import type { DemoUser } from '../../helpers/harness.js';
import { nodeId } from '../../helpers/issue-examples.js';
import { type Json, writeField } from '../../helpers/mutations.js';
import { useHarness } from '../../helpers/use-harness.js';

const harness = useHarness();

const write = (name: string, input: Json, selection: string, as: DemoUser = 'alice') =>
  writeField(harness(), name, input, selection, as);

async function read(query: string, as: DemoUser = 'alice'): Promise<Json> {
  const response = await harness().query<Json>(query, {}, { as });
  return response;
}

const hello = { owner: 'alice', repo: 'hello' };
const BUG = nodeId('Label', 'alice/hello:1');
const FEATURE = nodeId('Label', 'alice/hello:2');

async function labelsOf(number: number): Promise<string[]> {
  const { data } = await read(
    `{ repository(owner: "alice", name: "hello") { issue(number: ${number}) { labels { name } } } }`,
  );
  return data.repository.issue.labels.map((label: Json) => label.name);
}

describe('updateLabel', () => {
  it('edits a label in one write when isArchived is given, and reads it first when it is not', async () => {
    const renamed = await write(
      'updateLabel',
      { labelId: FEATURE, name: 'enhancement', color: '#0a0', isArchived: false },
      '... on UpdateLabelPayload { label { id name color } }',
    );
    expect(renamed).toEqual({
      __typename: 'UpdateLabelPayload',
      label: { id: FEATURE, name: 'enhancement', color: '00aa00' },
    });
    expect(harness().routes()).toEqual(['PATCH /repos/{owner}/{repo}/labels/{id}']);
    harness().resetCalls();
    const described = await write(
      'updateLabel',
      { labelId: FEATURE, description: 'New behaviour' },
      '... on UpdateLabelPayload { label { name description isArchived } }',
    );
    expect(described.label).toEqual({ name: 'enhancement', description: 'New behaviour', isArchived: false });
    expect(harness().routes()).toEqual([LABEL, 'PATCH /repos/{owner}/{repo}/labels/{id}']);
  });

  it('answers ForbiddenError to a reader, NotFoundError for a label the repository lacks, and refuses bad input without a call', async () => {
    expect(
      await write('updateLabel', { labelId: BUG, name: 'x', isArchived: false }, '', 'carol'),
    ).toMatchObject({ __typename: 'ForbiddenError', upstreamStatus: 403 });
    expect(
      await write(
        'updateLabel',
        { labelId: nodeId('Label', 'alice/hello:999'), name: 'x', isArchived: true },
        '',
      ),
    ).toMatchObject({ __typename: 'NotFoundError', upstreamStatus: 404 });
    expect(harness().routes()).toEqual([
      'PATCH /repos/{owner}/{repo}/labels/{id}',
      'PATCH /repos/{owner}/{repo}/labels/{id}',
    ]);
    harness().resetCalls();
    const refused: [Json, string][] = [
      [{ labelId: BUG }, 'name'],
      [{ labelId: BUG, color: 'red' }, 'color'],
      [{ labelId: nodeId('Milestone', 'alice/hello:1'), name: 'x' }, 'labelId'],
    ];
    for (const [input, field] of refused) {
      expect(await write('updateLabel', input, ''), field).toMatchObject({
        __typename: 'ValidationError',
        field,
        upstreamStatus: null,
      });
    }
    expect(harness().routes()).toEqual([]);
  });
});

describe('replaceIssueLabels and clearIssueLabels', () => {
  it('replaces the labels of #1 with one write and answers them, then clears them with one write', async () => {
    const replaced = await write(
      'replaceIssueLabels',
      { ...hello, number: 1, labelIds: [FEATURE] },
      '... on ReplaceIssueLabelsPayload { labels { name } }',
    );
    expect(replaced).toEqual({ __typename: 'ReplaceIssueLabelsPayload', labels: [{ name: 'enhancement' }] });
    expect(harness().routes()).toEqual(['PUT /repos/{owner}/{repo}/issues/{index}/labels']);
    harness().resetCalls();
    const cleared = await write(
      'clearIssueLabels',
      { ...hello, number: 1 },
      '... on ClearIssueLabelsPayload { issue { number labels { name } } }',
    );
    expect(cleared).toEqual({ __typename: 'ClearIssueLabelsPayload', issue: { number: 1, labels: [] } });
    expect(harness().routes()).toEqual(['DELETE /repos/{owner}/{repo}/issues/{index}/labels', ISSUE]);
    expect(await labelsOf(1)).toEqual([]);
  });

  it('answers ForbiddenError to a reader and NotFoundError for a missing issue', async () => {
    expect(
      await write('replaceIssueLabels', { ...hello, number: 2, labelNames: ['bug'] }, '', 'carol'),
    ).toMatchObject({ __typename: 'ForbiddenError', upstreamStatus: 403 });
    expect(await write('clearIssueLabels', { ...hello, number: 2 }, '', 'carol')).toMatchObject({
      __typename: 'ForbiddenError',
      upstreamStatus: 403,
    });
    expect(await write('clearIssueLabels', { ...hello, number: 999 }, '')).toMatchObject({
      __typename: 'NotFoundError',
      upstreamStatus: 404,
    });
    expect(harness().routes()).toEqual([
      'PUT /repos/{owner}/{repo}/issues/{index}/labels',
      'DELETE /repos/{owner}/{repo}/issues/{index}/labels',
      'DELETE /repos/{owner}/{repo}/issues/{index}/labels',
    ]);
  });
});

describe('deleteLabel and deleteMilestone', () => {
  it('deletes a label in one write, and the issues that carried it lose it', async () => {
    await write('replaceIssueLabels', { ...hello, number: 2, labelIds: [BUG, FEATURE] }, '');
    harness().resetCalls();
    const deleted = await write(
      'deleteLabel',
      { labelId: BUG },
      '... on DeleteLabelPayload { deletedLabelId repository { fullName } }',
    );
    expect(deleted).toEqual({
      __typename: 'DeleteLabelPayload',
      deletedLabelId: BUG,
      repository: { fullName: 'alice/hello' },
    });
    expect(harness().routes()).toEqual(['DELETE /repos/{owner}/{repo}/labels/{id}', REPO]);
    expect(await labelsOf(2)).toEqual(['enhancement']);
  });

  it('answers ForbiddenError to a reader who deletes a label', async () => {
    expect(await write('deleteLabel', { labelId: FEATURE }, '', 'carol')).toMatchObject({
      __typename: 'ForbiddenError',
      upstreamStatus: 403,
    });
    expect(harness().routes()).toEqual(['DELETE /repos/{owner}/{repo}/labels/{id}']);
  });

  it('deletes a milestone in one write; a second deletion is a NotFoundError', async () => {
    const V09 = nodeId('Milestone', 'alice/hello:3');
    const { data } = await read(
      '{ repository(owner: "alice", name: "hello") { milestones(first: 10, state: ALL) { nodes { id title } } } }',
    );
    const old = data.repository.milestones.nodes.find((m: Json) => m.title === 'v0.9');
    expect(old?.id).toBe(V09);
    harness().resetCalls();
    expect(
      await write(
        'deleteMilestone',
        { milestoneId: V09 },
        '... on DeleteMilestonePayload { deletedMilestoneId }',
      ),
    ).toEqual({ __typename: 'DeleteMilestonePayload', deletedMilestoneId: V09 });
    expect(await write('deleteMilestone', { milestoneId: V09 }, '')).toMatchObject({
      __typename: 'NotFoundError',
      upstreamStatus: 404,
    });
    expect(harness().routes()).toEqual([
      'DELETE /repos/{owner}/{repo}/milestones/{id}',
      'DELETE /repos/{owner}/{repo}/milestones/{id}',
    ]);
  });
});

describe('dependency and block links', () => {
  const blockers = async (number: number) => {
    const { data } = await read(
      `{ repository(owner: "alice", name: "hello") { issue(number: ${number}) { dependencies(first: 10) { nodes { number } } } } }`,
    );
    return data.repository.issue.dependencies.nodes.map((issue: Json) => issue.number);
  };

  it('adds a block and removes it again, one write each, reading the issues only when selected', async () => {
    const added = await write(
      'addIssueBlock',
      { ...hello, number: 2, otherNumber: 6 },
      '... on AddIssueBlockPayload { issue { number } other { number } }',
    );
    expect(added).toEqual({ __typename: 'AddIssueBlockPayload', issue: { number: 2 }, other: { number: 6 } });
    expect(harness().routes().sort()).toEqual(
      ['POST /repos/{owner}/{repo}/issues/{index}/blocks', ISSUE, ISSUE].sort(),
    );
    expect(await blockers(6)).toEqual([2]);
    harness().resetCalls();
    expect(await write('removeIssueBlock', { ...hello, number: 2, otherNumber: 6 }, '')).toEqual({
      __typename: 'RemoveIssueBlockPayload',
    });
    expect(harness().routes()).toEqual(['DELETE /repos/{owner}/{repo}/issues/{index}/blocks']);
    expect(await blockers(6)).toEqual([]);
  });

  it('removes a dependency in one write; removing it twice is an UpstreamError (the forge’s 500)', async () => {
    await write('addIssueDependency', { ...hello, number: 7, dependencyNumber: 2 }, '');
    harness().resetCalls();
    expect(
      await write(
        'removeIssueDependency',
        { ...hello, number: 7, otherNumber: 2 },
        '... on RemoveIssueDependencyPayload { issue { number } }',
      ),
    ).toEqual({ __typename: 'RemoveIssueDependencyPayload', issue: { number: 7 } });
    expect(await write('removeIssueDependency', { ...hello, number: 7, otherNumber: 2 }, '')).toMatchObject({
      __typename: 'UpstreamError',
      upstreamStatus: 500,
    });
    expect(harness().routes()).toEqual([
      'DELETE /repos/{owner}/{repo}/issues/{index}/dependencies',
      ISSUE,
      'DELETE /repos/{owner}/{repo}/issues/{index}/dependencies',
    ]);
  });

  it('answers NotFoundError to a caller who cannot write the blocked issue’s repository', async () => {
    expect(await write('addIssueBlock', { ...hello, number: 2, otherNumber: 6 }, '', 'carol')).toMatchObject({
      __typename: 'NotFoundError',
      upstreamStatus: 404,
    });
    expect(harness().routes()).toEqual(['POST /repos/{owner}/{repo}/issues/{index}/blocks']);
  });
});

describe('setIssueDueDate', () => {
  it('sets the due date to the end of its day and removes it, one write each', async () => {
    const set = await write(
      'setIssueDueDate',
      { ...hello, number: 2, dueDate: '2026-05-04T08:00:00Z' },
      '... on SetIssueDueDatePayload { dueDate issue { dueDate } }',
    );
    expect(set).toEqual({
      __typename: 'SetIssueDueDatePayload',
      dueDate: '2026-05-04T23:59:59.000Z',
      issue: { dueDate: '2026-05-04T23:59:59.000Z' },
    });
    expect(harness().routes()).toEqual(['POST /repos/{owner}/{repo}/issues/{index}/deadline', ISSUE]);
    harness().resetCalls();
    expect(
      await write(
        'setIssueDueDate',
        { ...hello, number: 2, dueDate: null },
        '... on SetIssueDueDatePayload { dueDate }',
      ),
    ).toEqual({ __typename: 'SetIssueDueDatePayload', dueDate: null });
    expect(harness().routes()).toEqual(['POST /repos/{owner}/{repo}/issues/{index}/deadline']);
  });

  it('answers ForbiddenError to a caller without write access', async () => {
    expect(
      await write('setIssueDueDate', { ...hello, number: 2, dueDate: '2026-05-04T08:00:00Z' }, '', 'carol'),
    ).toEqual({
      __typename: 'ForbiddenError',
      message: expect.stringMatching(/Not repo writer/),
      upstreamStatus: 403,
    });
    expect(harness().routes()).toEqual(['POST /repos/{owner}/{repo}/issues/{index}/deadline']);
  });
});

describe('deleteIssue', () => {
  it('refuses the issue’s own author who is no admin of the repository (ForbiddenError)', async () => {
    const { result } = await createIssueAs('bob');
    expect(await write('deleteIssue', { ...hello, number: result.number }, '', 'bob')).toMatchObject({
      __typename: 'ForbiddenError',
      upstreamStatus: 403,
    });
    expect(harness().routes()).toEqual(['DELETE /repos/{owner}/{repo}/issues/{index}']);
  });

  it('deletes an issue in one write for the repository’s owner; the issue is then NOT_FOUND', async () => {
    const { result } = await createIssueAs('alice');
    harness().resetCalls();
    const deleted = await write(
      'deleteIssue',
      { ...hello, number: result.number },
      '... on DeleteIssuePayload { deletedIssueId }',
    );
    expect(deleted).toEqual({ __typename: 'DeleteIssuePayload', deletedIssueId: result.id });
    expect(harness().routes()).toEqual(['DELETE /repos/{owner}/{repo}/issues/{index}']);
    const { errors } = await read(
      `{ repository(owner: "alice", name: "hello") { issue(number: ${result.number}) { title } } }`,
    );
    expect(errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  async function createIssueAs(as: DemoUser) {
    harness().resetCalls();
    const result = await write(
      'createIssue',
      { ...hello, title: `Short-lived, by ${as}` },
      '... on CreateIssuePayload { issue { id number } }',
      as,
    );
    harness().resetCalls();
    return { result: result.issue as Json };
  }
});

describe('Repository.issueComments', () => {
  it('pages the comments of all the repository’s issues, oldest first, one list call per page', async () => {
    const { data } = await read(
      '{ repository(owner: "alice", name: "hello") { issueComments(first: 2) { totalCount nodes { body author { login } } pageInfo { hasNextPage } } } }',
    );
    const comments = data.repository.issueComments;
    expect(comments.nodes).toHaveLength(2);
    expect(comments.nodes[0]).toMatchObject({ author: { login: 'alice' } });
    expect(comments.totalCount).toBeGreaterThan(2);
    expect(comments.pageInfo.hasNextPage).toBe(true);
    // the root is a reference: the list call proves the repository exists
    expect(harness().routes().sort()).toEqual(['GET /repos/{owner}/{repo}/issues/comments']);
  });

  it('answers NOT_FOUND for a repository that does not exist', async () => {
    const { data, errors } = await read(
      '{ repository(owner: "alice", name: "nope") { issueComments(first: 2) { totalCount } } }',
    );
    expect(data?.repository ?? null).toBeNull();
    expect(errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('Repository.viewerNotifications and markRepositoryNotificationsRead', () => {
  it('lists the caller’s threads about one repository in one list call, and marks them read in one write', async () => {
    const { data } = await read(
      '{ repository(owner: "alice", name: "hello") { viewerNotifications(first: 10) { totalCount nodes { status subject { title } } } } }',
    );
    const threads = data.repository.viewerNotifications;
    expect(threads.totalCount).toBe(2);
    expect(threads.nodes.map((n: Json) => n.status).sort()).toEqual(['PINNED', 'UNREAD']);
    // the root is a reference: the list call proves the repository exists
    expect(harness().routes().sort()).toEqual(['GET /repos/{owner}/{repo}/notifications']);
    harness().resetCalls();
    const marked = await write(
      'markRepositoryNotificationsRead',
      hello,
      '... on MarkRepositoryNotificationsReadPayload { threads { status } }',
    );
    expect(marked).toEqual({
      __typename: 'MarkRepositoryNotificationsReadPayload',
      threads: [{ status: 'READ' }],
    });
    expect(harness().routes()).toEqual(['PUT /repos/{owner}/{repo}/notifications']);
  });

  it('answers UNAUTHENTICATED to an anonymous reader and a ValidationError for contradictory filters', async () => {
    const anonymous = await harness().query<Json>(
      '{ repository(owner: "alice", name: "hello") { viewerNotifications(first: 1) { totalCount } } }',
    );
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    harness().resetCalls();
    expect(
      await write('markRepositoryNotificationsRead', { ...hello, all: true, statuses: ['UNREAD'] }, ''),
    ).toMatchObject({ __typename: 'ValidationError', field: 'statuses', upstreamStatus: null });
    expect(harness().routes()).toEqual([]);
  });
});
