// Time totals: the seconds tracked on an issue, in a repository and by the caller, the lists behind
// them, and deleting one entry or resetting the caller's time on an issue, with their forge calls.

import { describe, expect, it } from 'vitest';
import { ISSUE, ISSUE_TIMES, MY_TIMES, REPO, REPO_TIMES } from '../../helpers/forge-routes.js';
import type { DemoUser } from '../../helpers/harness.js';
import type { Json } from '../../helpers/mutations.js';
import { useHarness } from '../../helpers/use-harness.js';
import { writesOf } from '../../helpers/writes.js';

const harness = useHarness();
const { calls, query } = writesOf(harness);

const REPOSITORY = `query ($user: String) { repository(owner: "alice", name: "hello") {
  totalTrackedTime(user: $user)
  allTrackedTimes(first: 2, user: $user) { totalCount nodes { time userName issue { number } } } } }`;

describe('Issue.totalTrackedTime', () => {
  it('sum #1’s entries (alice’s hour and half hour) with one call', async () => {
    const { data, errors } = await query(
      '{ repository(owner: "alice", name: "hello") { issue(number: 1) { totalTrackedTime } } }',
    );
    expect(errors).toBeUndefined();
    expect(data?.repository.issue.totalTrackedTime).toBe(5400);
    // the root is a reference: the issue's read proves the repository exists
    expect(calls()).toEqual({
      [ISSUE_TIMES]: 1,
    });
  });

  it('count only bob’s entries when asked, and fail UNAUTHENTICATED for an anonymous caller', async () => {
    const query =
      '{ repository(owner: "alice", name: "hello") { issue(number: 2) { totalTrackedTime(user: "bob") } } }';
    const bob = await harness().query<Json>(query, {}, { as: 'alice' });
    expect(bob.data?.repository.issue.totalTrackedTime).toBe(2700);
    harness().resetCalls();
    const anonymous = await harness().query<Json>(query);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(calls()[ISSUE_TIMES]).toBeUndefined();
  });
});

describe('Repository.totalTrackedTime and allTrackedTimes', () => {
  it('sum and page every entry of alice/hello for its owner', async () => {
    const { data, errors } = await harness().query<Json>(REPOSITORY, {}, { as: 'alice' });
    expect(errors).toBeUndefined();
    expect(data?.repository).toEqual({
      totalTrackedTime: 9300,
      allTrackedTimes: {
        totalCount: 4,
        nodes: [
          { time: 3600, userName: 'alice', issue: { number: 1 } },
          { time: 1800, userName: 'alice', issue: { number: 1 } },
        ],
      },
    });
    // the page of two and the page of fifty the total reads (the root is a reference, no repository read)
    expect(calls()).toEqual({ [REPO_TIMES]: 2 });
  });

  it('filter by user, and show carol, who cannot write issues, only her own (none)', async () => {
    const bob = await harness().query<Json>(REPOSITORY, { user: 'bob' }, { as: 'alice' });
    expect(bob.data?.repository.totalTrackedTime).toBe(2700);
    const carol = await harness().query<Json>(REPOSITORY, {}, { as: 'carol' });
    expect(carol.data?.repository).toEqual({
      totalTrackedTime: 0,
      allTrackedTimes: { totalCount: 0, nodes: [] },
    });
  });

  it('fail with FORBIDDEN when carol asks for bob’s entries', async () => {
    const { data, errors } = await harness().query<Json>(REPOSITORY, { user: 'bob' }, { as: 'carol' });
    expect(data?.repository).toEqual({ totalTrackedTime: null, allTrackedTimes: null });
    expect(errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN', 'FORBIDDEN']);
    expect(calls()).toEqual({ [REPO]: 1, [REPO_TIMES]: 2 });
  });
});

describe('User.trackedTimes and totalTrackedTime', () => {
  it('list and sum the caller’s entries in every repository', async () => {
    const { data, errors } = await query(
      '{ viewer { trackedTimes(first: 10) { totalCount nodes { time } } totalTrackedTime } }',
    );
    expect(errors).toBeUndefined();
    expect(data?.viewer).toEqual({
      trackedTimes: { totalCount: 3, nodes: [{ time: 3600 }, { time: 1800 }, { time: 900 }] },
      totalTrackedTime: 6300,
    });
    expect(calls()[MY_TIMES]).toBe(2);
  });

  it('refuse another user’s times with FORBIDDEN and no call', async () => {
    const { errors } = await query('{ user(login: "bob") { totalTrackedTime } }');
    expect(errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(calls()[MY_TIMES]).toBeUndefined();
  });
});

const DELETE = `mutation ($input: DeleteTrackedTimeInput!) { deleteTrackedTime(input: $input) { __typename
  ... on DeleteTrackedTimePayload { issue { totalTrackedTime } } ... on Error { message } } }`;
const RESET = `mutation ($input: ResetIssueTimeInput!) { resetIssueTime(input: $input) { __typename
  ... on Error { message } } }`;
const hello = { owner: 'alice', repo: 'hello' };
/** Deletes bob's entry 3 on alice/hello#2 as `as`. */
const deleteBobsEntry = (as: DemoUser) =>
  query(DELETE, as, { input: { ...hello, number: 2, databaseId: 3 } });

describe('deleteTrackedTime and resetIssueTime', () => {
  it('refuse alice bob’s entry: only its user or a site admin may delete it', async () => {
    const { data } = await deleteBobsEntry('alice');
    expect(data?.deleteTrackedTime.__typename).toBe('ForbiddenError');
    expect(calls()).toEqual({ 'DELETE /repos/{owner}/{repo}/issues/{index}/times/{id}': 1 });
  });

  it('delete bob’s entry on #2 as bob, and read the issue’s total after it', async () => {
    const { data } = await deleteBobsEntry('bob');
    expect(data?.deleteTrackedTime).toEqual({
      __typename: 'DeleteTrackedTimePayload',
      issue: { totalTrackedTime: 0 },
    });
    expect(calls()).toEqual({
      'DELETE /repos/{owner}/{repo}/issues/{index}/times/{id}': 1,
      [ISSUE]: 1,
      [ISSUE_TIMES]: 1,
    });
  });

  it('answer NotFoundError for an entry already deleted', async () => {
    const { data } = await deleteBobsEntry('bob');
    expect(data?.deleteTrackedTime).toEqual({ __typename: 'NotFoundError', message: expect.any(String) });
  });

  it('reset alice’s time on #1 with one call, then answer NotFoundError when none is left', async () => {
    const first = await harness().query<Json>(RESET, { input: { ...hello, number: 1 } }, { as: 'alice' });
    expect(first.data?.resetIssueTime.__typename).toBe('ResetIssueTimePayload');
    expect(calls()).toEqual({ 'DELETE /repos/{owner}/{repo}/issues/{index}/times': 1 });
    const again = await harness().query<Json>(RESET, { input: { ...hello, number: 1 } }, { as: 'alice' });
    expect(again.data?.resetIssueTime.__typename).toBe('NotFoundError');
    const { data } = await harness().query<Json>(REPOSITORY, {}, { as: 'alice' });
    expect(data?.repository.totalTrackedTime).toBe(1200);
  });
});
