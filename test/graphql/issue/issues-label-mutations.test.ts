// addLabelsToIssue, removeLabelFromIssue, createLabel, createMilestone and updateMilestone over HTTP
// against the sandbox: success and the read-back through the graph, each error member of their unions
// with the forge answer behind it, the refusals that cost no call, and the exact forge calls.

import { describe, expect, it } from 'vitest';
import {
  ADD_ISSUE_LABELS,
  CREATE_LABEL,
  CREATE_MILESTONE,
  EDIT_MILESTONE,
  ISSUE,
  LABEL,
  REMOVE_ISSUE_LABEL,
  REPO,
} from '../../helpers/forge-routes.js';
import type { DemoUser } from '../../helpers/harness.js';
import {
  type IssueWriteRow,
  issueWrite,
  issueWritesMeetFailures,
  nodeId,
} from '../../helpers/issue-examples.js';
import { expectRefused, HELLO } from '../../helpers/mutation-results.js';
import type { Json } from '../../helpers/mutations.js';
import { useFileHarness } from '../../helpers/use-harness.js';

const harness = useFileHarness();

const BUG = nodeId('Label', 'alice/hello:1');
const V10 = nodeId('Milestone', 'alice/hello:1');
const V11 = nodeId('Milestone', 'alice/hello:2');

const write = (name: string, input: Json, as: DemoUser = 'alice') =>
  issueWrite(harness, name, { ...HELLO, ...input }, as);

/** Reads `selection` of alice's repository `repo` as alice. */
const inRepo = (selection: string, repo = 'hello') =>
  harness.query<Json>(
    `{ repository(owner: "alice", name: "${repo}") { ${selection} } }`,
    {},
    { as: 'alice' },
  );

async function labelsOf(number: number, repo = 'hello') {
  const { data } = await inRepo(`issue(number: ${number}) { labels { name } }`, repo);
  return data?.repository.issue.labels.map((l: Json) => l.name);
}

describe('addLabelsToIssue', () => {
  it('adds labels by name in one call and answers all the issue’s labels, plus the issue when selected', async () => {
    const { result } = await write('AddLabelsToIssue', { number: 2, labelNames: ['help wanted', 'feature'] });
    expect(result).toEqual({
      __typename: 'AddLabelsToIssuePayload',
      labels: [
        { id: nodeId('Label', 'alice/hello:2'), name: 'feature' },
        { id: nodeId('Label', 'alice/hello:4'), name: 'help wanted' },
      ],
      issue: { id: expect.any(String), number: 2 },
    });
    expect(harness.routes()).toEqual([ADD_ISSUE_LABELS, ISSUE]);
    expect(await labelsOf(2)).toEqual(['feature', 'help wanted']);
  });

  it('adds labels by node id, and lets an exclusive label replace its scope', async () => {
    const { result } = await write('AddLabelsToIssue', { number: 8, labelIds: [BUG] });
    expect(result.labels.map((l: Json) => l.name)).toEqual(['bug', 'priority/high']);
    await write('CreateLabel', { name: 'priority/low', color: '4caf50', exclusive: true });
    const { data } = await inRepo('label(name: "priority/low") { id }');
    const low = await write('AddLabelsToIssue', { number: 8, labelIds: [data?.repository.label.id] });
    expect(low.result.labels.map((l: Json) => l.name)).toEqual(['bug', 'priority/low']);
  });

  it('answers NotFoundError for an issue that does not exist', async () => {
    const { result } = await write('AddLabelsToIssue', { number: 999, labelNames: ['bug'] });
    expect(result).toMatchObject({ __typename: 'NotFoundError', upstreamStatus: 404 });
    expect(harness.routes()).toEqual([ADD_ISSUE_LABELS]);
  });

  it('answers ForbiddenError to a caller without write access', async () => {
    const { result } = await write('AddLabelsToIssue', { number: 10, labelNames: ['bug'] }, 'carol');
    expect(result).toEqual({
      __typename: 'ForbiddenError',
      message: expect.stringMatching(/write permission is required/),
      upstreamStatus: 403,
    });
  });

  it('answers ValidationError for the forge’s 422, and refuses bad inputs without a call', async () => {
    harness.sandbox.faults.injectStatus(ADD_ISSUE_LABELS, 422, {
      times: 1,
      body: { message: '[]: Unsupported Content-Type' },
    });
    expect((await write('AddLabelsToIssue', { number: 2, labelNames: ['bug'] })).result).toMatchObject({
      __typename: 'ValidationError',
      upstreamStatus: 422,
    });
    harness.resetCalls();
    const cases: [Json, string][] = [
      [{ number: 2 }, 'labelIds'],
      [{ number: 2, labelIds: [BUG], labelNames: ['bug'] }, 'labelIds'],
      [{ number: 2, labelIds: [V10] }, 'labelIds[0]'],
      [{ number: 2, labelIds: [nodeId('Label', 'acme/template:1')] }, 'labelIds[0]'],
      [{ number: 2, labelNames: [' '] }, 'labelNames[0]'],
      [{ number: 0, labelNames: ['bug'] }, 'number'],
    ];
    await expectRefused(harness, 'AddLabelsToIssue', cases, HELLO);
  });
});

describe('removeLabelFromIssue', () => {
  it('removes a label given by node id with one write; label and issue are read only when selected', async () => {
    const { result } = await write('RemoveLabelFromIssue', { number: 1, labelId: BUG });
    expect(result).toEqual({
      __typename: 'RemoveLabelFromIssuePayload',
      label: { id: BUG, name: 'bug' },
      issue: { id: expect.any(String), labels: [] },
    });
    expect(harness.routes().sort()).toEqual([REMOVE_ISSUE_LABEL, LABEL, ISSUE].sort());
    expect(harness.sandbox.calls.find((c) => c.route === REMOVE_ISSUE_LABEL)?.path).toBe(
      '/repos/alice/hello/issues/1/labels/1',
    );
    expect(await labelsOf(1)).toEqual([]);
  });

  it('reads the label first when given by name: two calls, then the issue when selected', async () => {
    const { result } = await write('RemoveLabelFromIssue', { number: 7, labelName: 'help wanted' });
    expect(result).toMatchObject({
      __typename: 'RemoveLabelFromIssuePayload',
      label: { name: 'help wanted' },
      issue: { labels: [{ name: 'documentation' }] },
    });
    expect(harness.routes()).toEqual([LABEL, REMOVE_ISSUE_LABEL, ISSUE]);
  });

  it('answers NotFoundError for a label name the repository lacks, without writing', async () => {
    const { result } = await write('RemoveLabelFromIssue', { number: 7, labelName: 'nope' });
    expect(result).toMatchObject({ __typename: 'NotFoundError', upstreamStatus: 404 });
    expect(harness.routes()).toEqual([LABEL]);
  });

  it('answers NotFoundError for an issue that does not exist', async () => {
    const { result } = await write('RemoveLabelFromIssue', { number: 999, labelId: BUG });
    expect(result).toMatchObject({ __typename: 'NotFoundError', upstreamStatus: 404 });
  });

  it('answers ForbiddenError, said for people, to a caller without write access', async () => {
    const { result } = await write(
      'RemoveLabelFromIssue',
      { number: 6, labelId: nodeId('Label', 'alice/hello:2') },
      'carol',
    );
    expect(result).toEqual({
      __typename: 'ForbiddenError',
      message: 'changing an issue’s labels takes write access to the repository',
      upstreamStatus: 403,
    });
  });

  it('answers ValidationError for a label that does not exist, and refuses bad inputs without a call', async () => {
    const missing = await write('RemoveLabelFromIssue', {
      number: 6,
      labelId: nodeId('Label', 'alice/hello:999'),
    });
    expect(missing.result).toMatchObject({ __typename: 'ValidationError', upstreamStatus: 422 });
    expect(missing.result.message).toMatch(/label does not exist/i);
    harness.resetCalls();
    const cases: [Json, string][] = [
      [{ number: 6 }, 'labelId'],
      [{ number: 6, labelId: BUG, labelName: 'bug' }, 'labelId'],
      [{ number: 6, labelId: V11 }, 'labelId'],
      [{ number: 6, labelName: '' }, 'labelName'],
    ];
    await expectRefused(harness, 'RemoveLabelFromIssue', cases, HELLO);
  });
});

describe('createLabel', () => {
  it('creates a label with one call, answers it with its repository, and the list shows it', async () => {
    const { result } = await write('CreateLabel', { name: 'good first issue', color: '#7057FF' });
    expect(result).toEqual({
      __typename: 'CreateLabelPayload',
      label: { id: expect.any(String), name: 'good first issue', color: '7057ff', exclusive: false },
      repository: { fullName: 'alice/hello' },
    });
    expect(harness.routes()).toEqual([CREATE_LABEL, REPO]);
    const { data } = await inRepo('labels(first: 20) { nodes { id name } }');
    expect(data?.repository.labels.nodes).toContainEqual({ id: result.label.id, name: 'good first issue' });
  });

  it('accepts three-digit colors as the forge does', async () => {
    const { result } = await write('CreateLabel', { name: 'grey', color: 'abc' });
    expect(result.label.color).toBe('aabbcc');
  });

  it('answers NotFoundError and ForbiddenError as the forge does', async () => {
    const hidden = await write('CreateLabel', { repo: 'secret', name: 'x', color: '000000' }, 'carol');
    expect(hidden.result).toMatchObject({ __typename: 'NotFoundError', upstreamStatus: 404 });
    const reader = await write('CreateLabel', { name: 'x', color: '000000' }, 'carol');
    expect(reader.result).toEqual({
      __typename: 'ForbiddenError',
      message: expect.stringMatching(/user should have a permission to write to a repo/),
      upstreamStatus: 403,
    });
  });

  it('answers ValidationError for the forge’s 422, and refuses bad inputs without a call', async () => {
    harness.sandbox.faults.injectStatus(CREATE_LABEL, 422, {
      times: 1,
      body: { message: '[Name]: Required' },
    });
    expect((await write('CreateLabel', { name: 'x', color: '000000' })).result).toMatchObject({
      __typename: 'ValidationError',
      upstreamStatus: 422,
      field: 'Name',
    });
    harness.resetCalls();
    await expectRefused(
      harness,
      'CreateLabel',
      [
        [{ name: '', color: '000000' }, 'name'],
        [{ name: 'x', color: 'red' }, 'color'],
        [{ name: 'x', color: '#12345' }, 'color'],
      ],
      HELLO,
    );
  });
});

describe('createMilestone and updateMilestone', () => {
  it('creates a milestone with one call and the list shows it', async () => {
    const { result } = await write('CreateMilestone', { title: 'v2.0', dueOn: '2026-06-30T00:00:00Z' });
    expect(result).toEqual({
      __typename: 'CreateMilestonePayload',
      milestone: { id: expect.any(String), title: 'v2.0', state: 'OPEN', dueOn: '2026-06-30T00:00:00.000Z' },
    });
    expect(harness.routes()).toEqual([CREATE_MILESTONE]);
    const { data } = await inRepo('milestones(state: OPEN) { nodes { id title } }');
    expect(data?.repository.milestones.nodes).toContainEqual({ id: result.milestone.id, title: 'v2.0' });
  });

  it('creates a closed milestone when asked', async () => {
    const { result } = await write('CreateMilestone', { title: 'v0.1', state: 'CLOSED' });
    expect(result.milestone).toMatchObject({ title: 'v0.1', state: 'CLOSED' });
  });

  it('closes a milestone by its node id with one call, setting closedAt', async () => {
    const { result } = await issueWrite(
      harness,
      'UpdateMilestone',
      { milestoneId: V10, state: 'CLOSED' },
      'alice',
    );
    expect(result).toEqual({
      __typename: 'UpdateMilestonePayload',
      milestone: { id: V10, title: 'v1.0', state: 'CLOSED', closedAt: expect.any(String) },
      repository: { fullName: 'alice/hello' },
    });
    expect(harness.routes()).toEqual([EDIT_MILESTONE, REPO]);
    expect(harness.sandbox.calls[0]?.path).toBe('/repos/alice/hello/milestones/1');
    const reopened = await issueWrite(
      harness,
      'UpdateMilestone',
      { milestoneId: V10, state: 'OPEN', title: 'v1.0.0' },
      'alice',
    );
    expect(reopened.result.milestone).toMatchObject({ title: 'v1.0.0', state: 'OPEN', closedAt: null });
  });

  it('answers NotFoundError and ForbiddenError as the forge does', async () => {
    const missing = await issueWrite(
      harness,
      'UpdateMilestone',
      { milestoneId: nodeId('Milestone', 'alice/hello:99'), title: 'x' },
      'alice',
    );
    expect(missing.result).toMatchObject({ __typename: 'NotFoundError', upstreamStatus: 404 });
    const reader = await issueWrite(harness, 'UpdateMilestone', { milestoneId: V11, title: 'x' }, 'carol');
    expect(reader.result).toMatchObject({ __typename: 'ForbiddenError', upstreamStatus: 403 });
    const hidden = await write('CreateMilestone', { repo: 'secret', title: 'x' }, 'carol');
    expect(hidden.result).toMatchObject({ __typename: 'NotFoundError', upstreamStatus: 404 });
    const creator = await write('CreateMilestone', { title: 'x' }, 'carol');
    expect(creator.result).toMatchObject({ __typename: 'ForbiddenError', upstreamStatus: 403 });
  });

  it('answers ValidationError for the forge’s 422, and refuses bad inputs without a call', async () => {
    harness.sandbox.faults.injectStatus(CREATE_MILESTONE, 422, {
      times: 1,
      body: { message: '[]: Empty Content-Type' },
    });
    expect((await write('CreateMilestone', { title: 'x' })).result).toMatchObject({
      __typename: 'ValidationError',
      upstreamStatus: 422,
    });
    harness.sandbox.faults.injectStatus(EDIT_MILESTONE, 422, {
      times: 1,
      body: { message: '[]: Empty Content-Type' },
    });
    expect(
      (await issueWrite(harness, 'UpdateMilestone', { milestoneId: V11, title: 'x' }, 'alice')).result,
    ).toMatchObject({
      __typename: 'ValidationError',
      upstreamStatus: 422,
    });
    harness.resetCalls();
    expect((await write('CreateMilestone', { title: ' ' })).result).toMatchObject({
      field: 'title',
      upstreamStatus: null,
    });
    await expectRefused(harness, 'UpdateMilestone', [
      [{ milestoneId: V11 }, 'title'],
      [{ milestoneId: BUG, title: 'x' }, 'milestoneId'],
      [{ milestoneId: 'garbage', title: 'x' }, 'milestoneId'],
    ]);
  });
});

describe('what every label and milestone write can meet', () => {
  const writes: IssueWriteRow[] = [
    ['AddLabelsToIssue', ADD_ISSUE_LABELS, { ...HELLO, number: 2, labelNames: ['bug'] }],
    ['RemoveLabelFromIssue', REMOVE_ISSUE_LABEL, { ...HELLO, number: 2, labelId: BUG }],
    ['CreateLabel', CREATE_LABEL, { ...HELLO, name: 'x', color: '000000' }],
    ['CreateMilestone', CREATE_MILESTONE, { ...HELLO, title: 'x' }],
    ['UpdateMilestone', EDIT_MILESTONE, { milestoneId: V11, title: 'x' }],
  ];

  issueWritesMeetFailures(harness, writes);
});
