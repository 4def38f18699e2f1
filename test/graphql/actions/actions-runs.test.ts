// A repository's workflow runs, one run with its jobs and steps, and its workflows through the gateway
// against the sandbox: data, paging, each filter as the forge receives it, the errors the forge
// answers, and the exact forge calls.

import { describe, expect, it } from 'vitest';
import { REPO, RUN, RUN_JOBS, RUNS, WORKFLOWS } from '../../helpers/forge-routes.js';
import type { Json } from '../../helpers/mutations.js';
import { useFileHarness } from '../../helpers/use-harness.js';

const harness = useFileHarness();

const runs = (args: string, as: 'alice' | null = 'alice') =>
  harness.query<Json>(
    `{ repository(owner: "acme", name: "legacy") { workflowRuns(${args}) { totalCount pageInfo { hasNextPage endCursor }
       nodes { databaseId runNumber status conclusion event headBranch workflowFile triggerActor { login } } } } }`,
    {},
    as ? { as } : {},
  );
const queryOf = (route: string) =>
  harness.sandbox.calls.filter((call) => call.route === route).map((call) => call.query);

describe('Repository.workflowRuns', () => {
  it('lists the runs newest first with their states, in one call beside the repository', async () => {
    const { data, errors } = await runs('first: 10');
    expect(errors).toBeUndefined();
    const list = data?.repository.workflowRuns;
    expect(list.totalCount).toBe(5);
    expect(list.nodes.map((run: Json) => [run.databaseId, run.status, run.conclusion])).toEqual([
      [9, 'queued', null],
      [8, 'completed', 'skipped'],
      [7, 'completed', 'cancelled'],
      [6, 'completed', 'failure'],
      [5, 'completed', 'success'],
    ]);
    expect(list.nodes[3]).toMatchObject({
      runNumber: 2,
      event: 'pull_request',
      headBranch: 'fix-readme',
      workflowFile: 'ci.yml',
      triggerActor: { login: 'bob' },
    });
    expect(harness.routes().sort()).toEqual([RUNS]);
    expect(queryOf(RUNS)).toEqual([{ page: '1', limit: '10' }]);
  });

  it('pages through the runs with the forge’s page and limit', async () => {
    const first = await runs('first: 2');
    expect(first.data?.repository.workflowRuns.nodes.map((run: Json) => run.databaseId)).toEqual([9, 8]);
    expect(first.data?.repository.workflowRuns.pageInfo.hasNextPage).toBe(true);
    const after = first.data?.repository.workflowRuns.pageInfo.endCursor;
    const second = await runs(`first: 2, after: "${after}"`);
    expect(second.data?.repository.workflowRuns.nodes.map((run: Json) => run.databaseId)).toEqual([7, 6]);
    expect(queryOf(RUNS)).toEqual([
      { page: '1', limit: '2' },
      { page: '2', limit: '2' },
    ]);
  });

  it('sends each filter to the forge as it names it, and answers what the forge keeps', async () => {
    const cases: [string, number[], Record<string, string | string[]>][] = [
      ['status: [COMPLETED]', [8, 7, 6, 5], { status: 'completed' }],
      ['status: [FAILURE, QUEUED]', [9, 6], { status: ['failure', 'queued'] }],
      ['event: "pull_request"', [6], { event: 'pull_request' }],
      ['branch: "fix-readme"', [6], { branch: 'fix-readme' }],
      ['actor: "bob"', [9, 6], { actor: 'bob' }],
    ];
    for (const [args, ids, query] of cases) {
      harness.resetCalls();
      const { data } = await runs(`first: 10, ${args}`);
      expect([args, data?.repository.workflowRuns.nodes.map((run: Json) => run.databaseId)]).toEqual([
        args,
        ids,
      ]);
      expect(queryOf(RUNS)).toEqual([{ ...query, page: '1', limit: '10' }]);
    }
  });

  it('fails the field alone: UPSTREAM_ERROR for an actor who is no user (the forge’s 500), UNAUTHENTICATED without a token', async () => {
    const unknown = await runs('first: 5, actor: "nobody"');
    expect(unknown.data?.repository).toEqual({ workflowRuns: null });
    expect(
      unknown.errors?.map((e) => [e.extensions?.code, (e.extensions?.upstream as Json)?.status]),
    ).toEqual([['UPSTREAM_ERROR', 500]]);
    const anonymous = await runs('first: 5', null);
    expect(anonymous.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    expect(queryOf(RUNS)).toHaveLength(2);
  });
});

describe('Repository.workflowRun', () => {
  it('reads one run and its jobs with their steps: one call each after the repository', async () => {
    const { data, errors } = await harness.query<Json>(
      `{ repository(owner: "acme", name: "legacy") { workflowRun(databaseId: 6) {
         databaseId displayTitle path status conclusion startedAt completedAt actor { login } repository { fullName }
         jobs(first: 10) { totalCount nodes { name status conclusion steps { number name status conclusion } } } } } }`,
      {},
      { as: 'alice' },
    );
    expect(errors).toBeUndefined();
    expect(data?.repository.workflowRun).toEqual({
      databaseId: 6,
      displayTitle: 'Fix the README',
      path: 'ci.yml@refs/heads/fix-readme',
      status: 'completed',
      conclusion: 'failure',
      startedAt: '2026-01-02T10:01:00.000Z',
      completedAt: '2026-01-02T10:03:00.000Z',
      actor: { login: 'bob' },
      repository: { fullName: 'acme/legacy' },
      jobs: {
        totalCount: 2,
        nodes: [
          {
            name: 'build',
            status: 'completed',
            conclusion: 'success',
            steps: [
              { number: 0, name: 'Set up job', status: 'completed', conclusion: 'success' },
              { number: 1, name: 'Checkout', status: 'completed', conclusion: 'success' },
            ],
          },
          {
            name: 'test',
            status: 'completed',
            conclusion: 'failure',
            steps: [
              { number: 0, name: 'Set up job', status: 'completed', conclusion: 'failure' },
              { number: 1, name: 'Run make test', status: 'completed', conclusion: 'failure' },
            ],
          },
        ],
      },
    });
    expect(harness.routes()).toEqual([REPO, RUN, RUN_JOBS]);
  });

  it('filters a run’s jobs by status, and a job no runner picked up has no steps', async () => {
    const { data } = await harness.query<Json>(
      `{ repository(owner: "acme", name: "legacy") { workflowRun(databaseId: 7) {
         jobs(first: 10, status: [SKIPPED]) { totalCount nodes { name status conclusion steps { name } } } } } }`,
      {},
      { as: 'alice' },
    );
    expect(data?.repository.workflowRun.jobs).toEqual({
      totalCount: 1,
      nodes: [{ name: 'publish', status: 'completed', conclusion: 'skipped', steps: [] }],
    });
    expect(queryOf(RUN_JOBS)).toEqual([{ status: 'skipped', page: '1', limit: '10' }]);
  });

  it('answers NOT_FOUND for a run of another repository, in one call', async () => {
    const { data, errors } = await harness.query<Json>(
      '{ repository(owner: "acme", name: "legacy") { name workflowRun(databaseId: 1) { status } } }',
      {},
      { as: 'alice' },
    );
    expect(data?.repository).toEqual({ name: 'legacy', workflowRun: null });
    expect(errors?.map((e) => e.extensions?.code)).toEqual(['NOT_FOUND']);
    expect(harness.routes()).toEqual([REPO, RUN]);
  });
});

describe('WorkflowRun as a node', () => {
  it('refetches a run by its id with one call, and a job of the run stays readable only with a token', async () => {
    const listed = await runs('first: 1');
    expect(listed.errors).toBeUndefined();
    const { data: ids } = await harness.query<Json>(
      '{ repository(owner: "acme", name: "legacy") { workflowRun(databaseId: 9) { id } } }',
      {},
      { as: 'alice' },
    );
    harness.resetCalls();
    const { data } = await harness.query<Json>(
      `{ node(id: "${ids?.repository.workflowRun.id}") { ... on WorkflowRun { databaseId status triggerActor { login } } } }`,
      {},
      { as: 'alice' },
    );
    expect(data?.node).toEqual({ databaseId: 9, status: 'queued', triggerActor: { login: 'bob' } });
    expect(harness.routes()).toEqual([RUN]);
    // routers/api/v1/api.go: the /actions/jobs group runs reqToken before reqRepoReader(actions)
    const job = await fetch(`${harness.sandbox.url}/repos/acme/legacy/actions/jobs/8`);
    expect(job.status).toBe(401);
  });
});

describe('Repository.workflows', () => {
  it('lists the default branch’s workflow files in one call, a switched-off one as disabled_manually', async () => {
    const { data, errors } = await harness.query<Json>(
      `{ repository(owner: "acme", name: "legacy") { workflows(first: 2) { totalCount pageInfo { hasNextPage }
         nodes { workflowId name path state badgeUrl } } } }`,
      {},
      { as: 'alice' },
    );
    expect(errors).toBeUndefined();
    expect(data?.repository.workflows.totalCount).toBe(3);
    expect(data?.repository.workflows.pageInfo.hasNextPage).toBe(true);
    expect(
      data?.repository.workflows.nodes.map((w: Json) => [w.workflowId, w.name, w.path, w.state]),
    ).toEqual([
      ['ci.yml', 'CI', '.gitea/workflows/ci.yml', 'active'],
      ['nightly.yml', 'Nightly', '.gitea/workflows/nightly.yml', 'disabled_manually'],
    ]);
    expect(data?.repository.workflows.nodes[0].badgeUrl).toMatch(
      /\/acme\/legacy\/actions\/workflows\/ci\.yml\/badge\.svg\?branch=main$/,
    );
    expect(harness.routes().sort()).toEqual([WORKFLOWS]);
  });

  it('answers an empty list for a repository without workflow files, and UPSTREAM_ERROR for one without commits', async () => {
    const none = await harness.query<Json>(
      '{ repository(owner: "alice", name: "hello") { workflows { totalCount } } }',
      {},
      { as: 'alice' },
    );
    expect(none.data?.repository.workflows).toEqual({ totalCount: 0 });
    const empty = await harness.query<Json>(
      '{ repository(owner: "bob", name: "empty") { workflows { totalCount } } }',
      {},
      { as: 'bob' },
    );
    expect(empty.errors?.map((e) => [e.extensions?.code, (e.extensions?.upstream as Json)?.status])).toEqual([
      ['UPSTREAM_ERROR', 500],
    ]);
    expect(harness.routes().filter((route) => route === WORKFLOWS)).toHaveLength(2);
  });
});
