// Pinned issues and pull requests: the repository's pinned lists, whether one more fits, and pinning,
// unpinning and moving pins as a repository admin, with their forge calls.

import { describe, expect, it } from 'vitest';
import {
  ISSUE,
  MOVE_PIN,
  NEW_PIN_ALLOWED,
  PIN_ISSUE,
  PINNED_ISSUES,
  PINNED_PULLS,
  REPO,
  UNPIN_ISSUE,
} from '../../helpers/forge-routes.js';
import { countRoutes } from '../../helpers/harness.js';
import type { Json } from '../../helpers/mutations.js';
import { useHarness } from '../../helpers/use-harness.js';

const harness = useHarness();
const calls = () => countRoutes(harness().routes());

const PINS = `query ($name: String!) { repository(owner: "alice", name: $name) { viewerCanPin
  newPinAllowed { issues pullRequests }
  pinnedIssues { totalCount nodes { number title } }
  pinnedPullRequests { nodes { number } } } }`;

const numbers = (list: { nodes: { number: number }[] }) => list.nodes.map((n) => n.number);

const pinned = async () => {
  const { data } = await harness().query<Json>(PINS, { name: 'hello' }, { as: 'alice' });
  harness().resetCalls();
  return numbers(data?.repository.pinnedIssues);
};

const write = (name: string, input: Json, as: 'alice' | 'bob' = 'alice') =>
  harness().query<Json>(
    `mutation ($input: ${name[0]?.toUpperCase()}${name.slice(1)}Input!) { ${name}(input: $input) { __typename
      ... on Error { message } } }`,
    { input: { owner: 'alice', repo: 'hello', ...input } },
    { as },
  );

describe('Repository.pinnedIssues, pinnedPullRequests, newPinAllowed and viewerCanPin', () => {
  it('list alice/hello’s pins in order, each list and the room left in one call', async () => {
    const { data, errors } = await harness().query<Json>(PINS, { name: 'hello' }, { as: 'alice' });
    expect(errors).toBeUndefined();
    expect(data?.repository).toEqual({
      viewerCanPin: true,
      newPinAllowed: { issues: true, pullRequests: true },
      pinnedIssues: {
        totalCount: 2,
        nodes: [
          { number: 1, title: expect.any(String) },
          { number: 6, title: expect.any(String) },
        ],
      },
      pinnedPullRequests: { nodes: [{ number: 4 }] },
    });
    expect(calls()).toEqual({ [REPO]: 1, [PINNED_ISSUES]: 1, [PINNED_PULLS]: 1, [NEW_PIN_ALLOWED]: 1 });
  });

  it('tell bob, who may write but is no admin, that he cannot pin', async () => {
    const { data } = await harness().query<Json>(
      '{ repository(owner: "alice", name: "hello") { viewerCanPin } }',
      {},
      { as: 'bob' },
    );
    expect(data?.repository.viewerCanPin).toBe(false);
    expect(calls()).toEqual({ [REPO]: 1 });
  });

  it('fail with NOT_FOUND for a repository that does not exist', async () => {
    const { data, errors } = await harness().query<Json>(
      '{ repository(owner: "alice", name: "nothing") { pinnedIssues { totalCount } } }',
    );
    expect(data?.repository).toBeNull();
    expect(errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('pinIssue, moveIssuePin and unpinIssue', () => {
  it('pin #2 after the pins there, and read the full list and no room left after it', async () => {
    const { data } = await harness().query<Json>(
      `mutation ($input: PinIssueInput!) { pinIssue(input: $input) { __typename
        ... on PinIssuePayload { issue { number pinOrder } repository { pinnedIssues { nodes { number } } newPinAllowed { issues } } } } }`,
      { input: { owner: 'alice', repo: 'hello', number: 2 } },
      { as: 'alice' },
    );
    expect(data?.pinIssue).toEqual({
      __typename: 'PinIssuePayload',
      issue: { number: 2, pinOrder: 3 },
      repository: {
        pinnedIssues: { nodes: [{ number: 1 }, { number: 6 }, { number: 2 }] },
        newPinAllowed: { issues: false },
      },
    });
    expect(calls()).toEqual({
      [PIN_ISSUE]: 1,
      [ISSUE]: 1,
      [REPO]: 1,
      [PINNED_ISSUES]: 1,
      [NEW_PIN_ALLOWED]: 1,
    });
  });

  it('answer ValidationError once the three pins the forge allows are taken', async () => {
    const { data } = await write('pinIssue', { number: 7 });
    expect(data?.pinIssue).toEqual({
      __typename: 'ValidationError',
      message: expect.stringContaining('max number of pinned issues'),
    });
    expect(calls()).toEqual({ [PIN_ISSUE]: 1 });
  });

  it('answer ForbiddenError to bob, who may write but is no admin', async () => {
    const { data } = await write('unpinIssue', { number: 1 }, 'bob');
    expect(data?.unpinIssue.__typename).toBe('ForbiddenError');
    expect(calls()).toEqual({ [UNPIN_ISSUE]: 1 });
  });

  it('move #2 to the top, the others shifting down, with one call', async () => {
    const { data } = await write('moveIssuePin', { number: 2, position: 1 });
    expect(data?.moveIssuePin.__typename).toBe('MoveIssuePinPayload');
    expect(calls()).toEqual({ [MOVE_PIN]: 1 });
    expect(await pinned()).toEqual([2, 1, 6]);
  });

  it('refuse a position below 1 without a call', async () => {
    const { data } = await write('moveIssuePin', { number: 2, position: 0 });
    expect(data?.moveIssuePin).toEqual({
      __typename: 'ValidationError',
      message: 'pin positions start at 1',
    });
    expect(calls()).toEqual({});
  });

  it('unpin #1, the pins after it moving up, and unpin it again without an error', async () => {
    for (let i = 0; i < 2; i++) {
      const { data } = await write('unpinIssue', { number: 1 });
      expect(data?.unpinIssue.__typename).toBe('UnpinIssuePayload');
    }
    expect(calls()).toEqual({ [UNPIN_ISSUE]: 2 });
    expect(await pinned()).toEqual([2, 6]);
  });

  it('answer NotFoundError for an issue that does not exist', async () => {
    const { data } = await write('pinIssue', { number: 999 });
    expect(data?.pinIssue.__typename).toBe('NotFoundError');
    expect(calls()).toEqual({ [PIN_ISSUE]: 1 });
  });
});
