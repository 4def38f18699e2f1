// The jobs of a page of workflow runs read together: one call of the repository's jobs serves every
// run of the page, with the same jobs, counts and filters as each run's own call; more pages of it
// only when that is fewer calls than one per run; each run's own call on a forge without the route,
// and for a single run.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { JobRec } from '../../../src/sandbox/model/records.js';
import { REPO, REPO_JOBS, RUN, RUN_JOBS, RUNS } from '../../helpers/forge-routes.js';
import { countRoutes, type Harness, startHarness } from '../../helpers/harness.js';
import type { Json } from '../../helpers/mutations.js';

const RUNS_WITH_JOBS = (jobs: string) => `{ repository(owner: "acme", name: "legacy") {
  workflowRuns(first: 10) { nodes { databaseId jobs${jobs} { totalCount pageInfo { hasNextPage }
    nodes { databaseId name status } } } } } }`;

const harnesses: Harness[] = [];
afterAll(() => Promise.all(harnesses.map((harness) => harness.close())));
async function gateway() {
  const harness = await startHarness();
  harnesses.push(harness);
  return harness;
}

/** Each run's jobs as its own route answers them, through a single run at a time. */
async function ownJobsOf(harness: Harness, args: string): Promise<Json[]> {
  const answers = [];
  for (const run of [9, 8, 7, 6, 5]) {
    const { data } = await harness.query<Json>(
      `{ repository(owner: "acme", name: "legacy") { workflowRun(databaseId: ${run}) { databaseId
         jobs${args} { totalCount pageInfo { hasNextPage } nodes { databaseId name status } } } } }`,
      {},
      { as: 'alice' },
    );
    answers.push(data?.repository.workflowRun);
  }
  return answers;
}

describe('the jobs of a page of runs', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await gateway();
  });
  afterEach(() => {
    harness.resetCalls();
    harness.sandbox.faults.clear();
  });

  it('come from one call of the repository’s jobs, the same as each run’s own call answers', async () => {
    const { data, errors } = await harness.query<Json>(RUNS_WITH_JOBS('(first: 20)'), {}, { as: 'alice' });
    expect(errors).toBeUndefined();
    expect(countRoutes(harness.routes())).toEqual({ [RUNS]: 1, [REPO_JOBS]: 1 });
    harness.resetCalls();
    expect(data?.repository.workflowRuns.nodes).toEqual(await ownJobsOf(harness, '(first: 20)'));
    // a single run reads its own jobs: one call, where the repository's would be one too and cover less
    expect(countRoutes(harness.routes())).toEqual({ [REPO]: 5, [RUN]: 5, [RUN_JOBS]: 5 });
  });

  it('keep each run’s window and status filter, sending the filter to the repository’s call', async () => {
    const args = '(first: 1, status: [COMPLETED])';
    const { data } = await harness.query<Json>(RUNS_WITH_JOBS(args), {}, { as: 'alice' });
    expect(
      harness.sandbox.calls.filter((call) => call.route === REPO_JOBS).map((call) => call.query),
    ).toEqual([{ status: 'completed', page: '1', limit: '50' }]);
    harness.resetCalls();
    expect(data?.repository.workflowRuns.nodes).toEqual(await ownJobsOf(harness, args));
  });

  it('fall back to each run’s own call when the repository’s call fails, and answer the same', async () => {
    harness.sandbox.faults.injectStatus(REPO_JOBS, 500, { times: 1 });
    const { data, errors } = await harness.query<Json>(RUNS_WITH_JOBS('(first: 20)'), {}, { as: 'alice' });
    expect(errors).toBeUndefined();
    expect(countRoutes(harness.routes())).toEqual({ [RUNS]: 1, [REPO_JOBS]: 1, [RUN_JOBS]: 5 });
    harness.resetCalls();
    expect(data?.repository.workflowRuns.nodes).toEqual(await ownJobsOf(harness, '(first: 20)'));
  });
});

describe('on a forge without the repository’s jobs route', () => {
  it('read each run’s own jobs after one proof of its absence, and go straight there afterwards', async () => {
    const harness = await gateway();
    harness.sandbox.faults.injectStatus(REPO_JOBS, 404, {
      raw: { text: '404 page not found\n', contentType: 'text/plain; charset=utf-8' },
    });
    const first = await harness.query<Json>(RUNS_WITH_JOBS('(first: 20)'), {}, { as: 'alice' });
    expect(first.errors).toBeUndefined();
    expect(countRoutes(harness.routes())).toEqual({ [RUNS]: 1, [REPO_JOBS]: 1, [RUN_JOBS]: 5 });
    expect(harness.gateway.client.capabilities.absentRoutes()).toEqual([REPO_JOBS]);

    harness.resetCalls();
    const second = await harness.query<Json>(RUNS_WITH_JOBS('(first: 20)'), {}, { as: 'bob' });
    expect(second.errors).toBeUndefined();
    expect(countRoutes(harness.routes())).toEqual({ [RUNS]: 1, [RUN_JOBS]: 5 });
    expect(second.data).toEqual(first.data);
  });
});

describe('a repository with more jobs than one page of them holds', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await gateway();
  });

  /** Gives run `run` of acme/legacy `count` more jobs (the seed's jobs are ids 1–15). */
  function addJobs(run: number, count: number) {
    const { jobs } = harness.sandbox.store;
    const model = jobs.find((job) => job.runId === run) as JobRec;
    const next = Math.max(...jobs.map((job) => job.id)) + 1;
    for (let index = 0; index < count; index += 1) {
      jobs.push({ ...model, id: next + index, name: `matrix-${index}`, steps: null });
    }
  }

  it('reads the rest of the repository’s jobs when that is fewer calls than one per run', async () => {
    addJobs(5, 60);
    const { data, errors } = await harness.query<Json>(RUNS_WITH_JOBS('(first: 100)'), {}, { as: 'alice' });
    expect(errors).toBeUndefined();
    // 60 + the seed's jobs: two pages of 50, where five runs would take five calls
    expect(countRoutes(harness.routes())).toEqual({ [RUNS]: 1, [REPO_JOBS]: 2 });
    expect(
      data?.repository.workflowRuns.nodes.find((run: Json) => run.databaseId === 5).jobs.totalCount,
    ).toBe(62);
    harness.resetCalls();
    expect(data?.repository.workflowRuns.nodes).toEqual(await ownJobsOf(harness, '(first: 100)'));
  });

  it('reads each run’s own jobs when the repository’s would take as many calls or more', async () => {
    addJobs(6, 200);
    harness.resetCalls();
    const { data, errors } = await harness.query<Json>(RUNS_WITH_JOBS('(first: 100)'), {}, { as: 'alice' });
    expect(errors).toBeUndefined();
    // the first page counts six pages of jobs: one call per run is fewer; the windows of runs 5 and 6 take two each
    expect(countRoutes(harness.routes())).toEqual({ [RUNS]: 1, [REPO_JOBS]: 1, [RUN_JOBS]: 7 });
    harness.resetCalls();
    expect(data?.repository.workflowRuns.nodes).toEqual(await ownJobsOf(harness, '(first: 100)'));
  });
});
