// An issue sidebar's time tracking box: start, stop and cancel the caller's stopwatch and list the
// ones running, with their forge calls and the forge's refusals.

import { describe, expect, it } from 'vitest';
import { countRoutes } from '../../helpers/harness.js';
import type { Json } from '../../helpers/mutations.js';
import { useFileHarness } from '../../helpers/use-harness.js';

const harness = useFileHarness();

const calls = () => countRoutes(harness.routes());

const write = (name: string, number: number, as: 'alice' | 'bob' | 'carol' = 'alice') =>
  harness.query<Json>(
    `mutation ($input: ${name.charAt(0).toUpperCase()}${name.slice(1)}Input!) { ${name}(input: $input) {
      __typename ... on Error { message } } }`,
    { input: { owner: 'alice', repo: 'hello', number } },
    { as },
  );

const RUNNING =
  '{ viewer { stopwatches { totalCount nodes { issueNumber issueTitle repositoryOwner repositoryName seconds duration } } } }';

describe('stopwatches', () => {
  it('show bob the seeded stopwatch on #2 of alice/hello', async () => {
    const { data } = await harness.query<Json>(RUNNING, {}, { as: 'bob' });
    expect(data?.viewer.stopwatches.totalCount).toBe(1);
    expect(data?.viewer.stopwatches.nodes[0]).toMatchObject({ issueNumber: 2, repositoryName: 'hello' });
    expect(data?.viewer.stopwatches.nodes[0].seconds).toBeGreaterThan(86400);
  });

  it('start on #1 with one call, then show in viewer.stopwatches with one more', async () => {
    expect((await write('startStopwatch', 1)).data?.startStopwatch.__typename).toBe('StartStopwatchPayload');
    expect(calls()).toEqual({ 'POST /repos/{owner}/{repo}/issues/{index}/stopwatch/start': 1 });
    harness.resetCalls();
    const { data, errors } = await harness.query<Json>(RUNNING, {}, { as: 'alice' });
    expect(errors).toBeUndefined();
    expect(data?.viewer.stopwatches.totalCount).toBe(1);
    expect(data?.viewer.stopwatches.nodes[0]).toMatchObject({
      issueNumber: 1,
      issueTitle: 'Greeting ignores the name',
      repositoryOwner: 'alice',
      repositoryName: 'hello',
    });
    expect(data?.viewer.stopwatches.nodes[0].duration).toMatch(/^\d+s$/);
    // viewer is a reference: the list call proves the caller, without GET /user
    expect(calls()).toEqual({ 'GET /user/stopwatches': 1 });
  });

  it('answer ConflictError when one runs on #1 already', async () => {
    const { data } = await write('startStopwatch', 1);
    expect(data?.startStopwatch).toMatchObject({
      __typename: 'ConflictError',
      message: 'Cannot start a stopwatch again if it already exists.',
    });
  });

  it('move the stopwatch to #2: the one on #1 is stopped and tracked first', async () => {
    const before = harness.sandbox.store.trackedTimes.length;
    await write('startStopwatch', 2);
    const { data } = await harness.query<Json>(RUNNING, {}, { as: 'alice' });
    expect(data?.viewer.stopwatches.nodes.map((s: Json) => s.issueNumber)).toEqual([2]);
    expect(harness.sandbox.store.trackedTimes.length).toBe(before + 1);
  });

  it('stop the stopwatch on #2 into a tracked time, then find none running', async () => {
    const before = harness.sandbox.store.trackedTimes.length;
    expect((await write('stopStopwatch', 2)).data?.stopStopwatch.__typename).toBe('StopStopwatchPayload');
    expect(harness.sandbox.store.trackedTimes.length).toBe(before + 1);
    const { data } = await harness.query<Json>(RUNNING, {}, { as: 'alice' });
    expect(data?.viewer.stopwatches).toEqual({ totalCount: 0, nodes: [] });
  });

  it('cancel a stopwatch without tracking it, and answer ConflictError when none runs', async () => {
    await write('startStopwatch', 3);
    const before = harness.sandbox.store.trackedTimes.length;
    expect((await write('cancelStopwatch', 3)).data?.cancelStopwatch.__typename).toBe(
      'CancelStopwatchPayload',
    );
    expect(harness.sandbox.store.trackedTimes.length).toBe(before);
    harness.resetCalls();
    const { data } = await write('stopStopwatch', 3);
    expect(data?.stopStopwatch).toMatchObject({
      __typename: 'ConflictError',
      message: 'Cannot stop/cancel a non existent stopwatch.',
    });
    expect(calls()).toEqual({ 'POST /repos/{owner}/{repo}/issues/{index}/stopwatch/stop': 1 });
  });

  it('answer ForbiddenError to carol, who may not write alice/hello’s issues', async () => {
    const { data } = await write('startStopwatch', 1, 'carol');
    expect(data?.startStopwatch.__typename).toBe('ForbiddenError');
  });

  it('answer FORBIDDEN for another user’s stopwatches without a call for them', async () => {
    const { data, errors } = await harness.query<Json>(
      '{ user(login: "alice") { login stopwatches { totalCount } } }',
      {},
      { as: 'alice' },
    );
    expect(data?.user).toEqual({ login: 'alice', stopwatches: null });
    expect(errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(calls()['GET /user/stopwatches']).toBeUndefined();
  });
});
