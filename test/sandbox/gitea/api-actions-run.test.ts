// Workflow runs and jobs, as tests/integration/api_actions_run_test.go reads them (alice/hello has runs 1 and
// 2, run 1 the jobs build, test and lint; acme/legacy has runs 5 to 9).
import { expect } from 'vitest';
import { asGiteaTests, behaves } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

const sandbox = useSandbox();

asGiteaTests('tests/integration/api_actions_run_test.go', () => {
  behaves(
    'TestAPIActionsGetWorkflowRun',
    "a run reads by id in its repository; an unknown id or another repository's run is 404",
    async () => {
      const run = await sandbox.call('GET', '/repos/alice/hello/actions/runs/1', 'alice');
      expect(run.status).toBe(200);
      expect(run.body).toMatchObject({ id: 1, url: `${sandbox.sb.url}/repos/alice/hello/actions/runs/1` });
      expect((await sandbox.call('GET', '/repos/alice/hello/actions/runs/802802', 'alice')).status).toBe(404);
      expect((await sandbox.call('GET', '/repos/alice/hello/actions/runs/5', 'alice')).status).toBe(404);
    },
  );

  behaves(
    'TestAPIActionsGetWorkflowJob',
    "a job reads by id in its repository; an unknown id or another repository's job is 404",
    async () => {
      const job = await sandbox.call('GET', '/repos/alice/hello/actions/jobs/1', 'alice');
      expect(job.status).toBe(200);
      expect(job.body).toMatchObject({ id: 1, run_id: 1, name: 'build' });
      expect((await sandbox.call('GET', '/repos/alice/hello/actions/jobs/198198', 'alice')).status).toBe(404);
      expect((await sandbox.call('GET', '/repos/alice/many-prs/actions/jobs/1', 'alice')).status).toBe(404);
    },
  );

  behaves('TestAPIListWorkflowRunJobsReturnsSteps', "a run's jobs list with their steps", async () => {
    const res = await sandbox.call('GET', '/repos/alice/hello/actions/runs/1/jobs', 'alice');
    expect(res.status).toBe(200);
    expect(res.body.total_count).toBe(3);
    const build = res.body.jobs.find((j: { id: number }) => j.id === 1);
    expect(build.steps).not.toBeNull();
    expect(build.steps.map((s: { name: string }) => s.name)).toEqual(['Set up job', 'Checkout', 'Build']);
  });
});
