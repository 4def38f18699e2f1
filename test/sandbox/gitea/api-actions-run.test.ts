// Workflow runs and jobs, as tests/integration/api_actions_run_test.go reads them (alice/hello has runs 1 and
// 2, run 1 the jobs build, test and lint; acme/legacy has runs 5 to 9).
import { expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

const sandbox = useSandbox();

asGiteaTests('tests/integration/api_actions_run_test.go', () => {
  following('TestAPIActionsGetWorkflowRun', (behaves) => {
    behaves(
      "a run reads by id in its repository; an unknown id or another repository's run is 404",
      async () => {
        const run = await sandbox.answers(200, 'GET', '/repos/alice/hello/actions/runs/1', 'alice');
        expect(run.body).toMatchObject({ id: 1, url: `${sandbox.sb.url}/repos/alice/hello/actions/runs/1` });
        expect((await sandbox.call('GET', '/repos/alice/hello/actions/runs/802802', 'alice')).status).toBe(
          404,
        );
        expect((await sandbox.call('GET', '/repos/alice/hello/actions/runs/5', 'alice')).status).toBe(404);
      },
    );
  });

  following('TestAPIActionsGetWorkflowJob', (behaves) => {
    behaves(
      "a job reads by id in its repository; an unknown id or another repository's job is 404",
      async () => {
        const job = await sandbox.answers(200, 'GET', '/repos/alice/hello/actions/jobs/1', 'alice');
        expect(job.body).toMatchObject({ id: 1, run_id: 1, name: 'build' });
        expect((await sandbox.call('GET', '/repos/alice/hello/actions/jobs/198198', 'alice')).status).toBe(
          404,
        );
        expect((await sandbox.call('GET', '/repos/alice/many-prs/actions/jobs/1', 'alice')).status).toBe(404);
      },
    );
  });

  following('TestAPIListWorkflowRunJobsReturnsSteps', (behaves) => {
    behaves("a run's jobs list with their steps", async () => {
      const res = await sandbox.answers(200, 'GET', '/repos/alice/hello/actions/runs/1/jobs', 'alice');
      expect(res.body.total_count).toBe(3);
      const build = res.body.jobs.find((j: { id: number }) => j.id === 1);
      expect(build.steps).not.toBeNull();
      expect(build.steps.map((s: { name: string }) => s.name)).toEqual(['Set up job', 'Checkout', 'Build']);
    });
  });
});
