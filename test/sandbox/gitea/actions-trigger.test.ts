// A repository's workflows, as tests/integration/actions_trigger_test.go reads them (acme/legacy has
// ci.yml, nightly.yml switched off, and release.yml in .gitea/workflows).
import { expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';
import { reads } from '../../helpers/sandbox-requests.js';

const sandbox = useSandbox();

asGiteaTests('tests/integration/actions_trigger_test.go', () => {
  following('TestWorkflowApi', (behaves) => {
    behaves('each listed workflow reads by its id, at its own url, as the list answers it', async () => {
      const list = await sandbox.answers(200, 'GET', '/repos/acme/legacy/actions/workflows', 'alice');
      expect(list.body.workflows.map((w: { id: string }) => w.id)).toEqual([
        'ci.yml',
        'nightly.yml',
        'release.yml',
      ]);
      for (const listed of list.body.workflows) {
        const path = `/repos/acme/legacy/actions/workflows/${listed.id}`;
        expect(listed.url).toBe(`${sandbox.sb.url}${path}`);
        const one = await sandbox.answers(200, 'GET', path, 'alice');
        expect(one.body).toEqual(listed);
      }
    });

    behaves('a workflow switched off reads with the state disabled_manually', async () => {
      const one = await reads(sandbox, '/repos/acme/legacy/actions/workflows/nightly.yml', 'alice');
      expect(one.body).toMatchObject({ id: 'nightly.yml', name: 'Nightly', state: 'disabled_manually' });
    });
  });
});
