// The repository Actions fields on the forges without their routes (the Gitea 1.22 and Forgejo
// profiles): each field alone answers NOT_SUPPORTED, its siblings resolve, and once the forge has
// proven the route missing the next request makes no call for it. The sandbox profiles answer those
// routes with Go's plain-text 404, and Gitea 1.26 serves them.

import { describe, expect, it } from 'vitest';
import { ACTIONS_ROUTES_ADDED_AFTER_1_22 } from '../../../src/sandbox/http/profiles.js';
import { REPO, REPO_JOBS, RUN, RUN_JOBS, RUNS, WORKFLOWS } from '../../helpers/forge-routes.js';
import type { Json } from '../../helpers/mutations.js';
import { useFileHarness } from '../../helpers/use-harness.js';

const QUERY = `{ repository(owner: "acme", name: "legacy") { name
  workflowRuns(first: 2) { totalCount }
  workflowRun(databaseId: 5) { status jobs(first: 1) { totalCount } }
  workflows { totalCount } } }`;

const PATHS: Record<string, string> = {
  [REPO_JOBS]: '/repos/acme/legacy/actions/jobs',
  'GET /repos/{owner}/{repo}/actions/jobs/{job_id}': '/repos/acme/legacy/actions/jobs/8',
  [RUNS]: '/repos/acme/legacy/actions/runs',
  [RUN]: '/repos/acme/legacy/actions/runs/5',
  [RUN_JOBS]: '/repos/acme/legacy/actions/runs/5/jobs',
  [WORKFLOWS]: '/repos/acme/legacy/actions/workflows',
  'GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}': '/repos/acme/legacy/actions/workflows/ci.yml',
};

describe.each(['gitea-1.22', 'forgejo'] as const)('on the %s profile', (profile) => {
  const harness = useFileHarness({ sandbox: { profile } });

  it('answers each Actions field with NOT_SUPPORTED alone, then makes no call for them', async () => {
    const first = await harness.query<Json>(QUERY, {}, { as: 'alice' });
    expect(first.data?.repository).toEqual({
      name: 'legacy',
      workflowRuns: null,
      workflowRun: null,
      workflows: null,
    });
    expect(
      first.errors
        ?.map((e) => [e.path?.join('.'), e.extensions?.code, (e.extensions?.upstream as Json)?.status])
        .sort(),
    ).toEqual([
      ['repository.workflowRun', 'NOT_SUPPORTED', 404],
      ['repository.workflowRuns', 'NOT_SUPPORTED', 404],
      ['repository.workflows', 'NOT_SUPPORTED', 404],
    ]);
    expect(harness.routes().filter((route) => route !== REPO)).toEqual([
      '(unmatched)',
      '(unmatched)',
      '(unmatched)',
    ]);
    harness.resetCalls();
    const second = await harness.query<Json>(QUERY, {}, { as: 'alice' });
    expect(second.errors?.map((e) => e.extensions?.code)).toEqual([
      'NOT_SUPPORTED',
      'NOT_SUPPORTED',
      'NOT_SUPPORTED',
    ]);
    expect(harness.routes()).toEqual([REPO]);
  });

  it('answers node(id:) of a Workflow with NOT_SUPPORTED, the forge lacking the route that reads one', async () => {
    const id = Buffer.from('Workflow:acme/legacy:ci.yml').toString('base64');
    const { data, errors } = await harness.query<Json>(
      'query($id: ID!) { node(id: $id) { id } }',
      { id },
      { as: 'alice' },
    );
    expect(data?.node).toBeNull();
    expect(errors?.map((e) => e.extensions?.code)).toEqual(['NOT_SUPPORTED']);
  });

  it('has the sandbox answer every Actions route newer than 1.22 with Go’s plain-text 404', async () => {
    for (const route of ACTIONS_ROUTES_ADDED_AFTER_1_22) {
      const response = await fetch(`${harness.sandbox.url}${PATHS[route]}`, {
        headers: { authorization: 'token alice-token' },
      });
      expect([route, response.status, await response.text()]).toEqual([route, 404, '404 page not found\n']);
    }
  });
});

describe('on the gitea-1.26 profile', () => {
  const harness = useFileHarness();

  it('serves every Actions route newer than 1.22', async () => {
    for (const route of ACTIONS_ROUTES_ADDED_AFTER_1_22) {
      const response = await fetch(`${harness.sandbox.url}${PATHS[route]}`, {
        headers: { authorization: 'token alice-token' },
      });
      expect([route, response.status]).toEqual([route, 200]);
    }
    const { data, errors } = await harness.query<Json>(QUERY, {}, { as: 'alice' });
    expect(errors).toBeUndefined();
    expect(data?.repository).toEqual({
      name: 'legacy',
      workflowRuns: { totalCount: 5 },
      workflowRun: { status: 'completed', jobs: { totalCount: 2 } },
      workflows: { totalCount: 3 },
    });
  });
});
