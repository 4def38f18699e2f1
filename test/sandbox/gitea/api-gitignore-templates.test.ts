// .gitignore templates, as tests/integration/api_gitignore_templates_test.go reads them.
import { expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

const sandbox = useSandbox();

asGiteaTests('tests/integration/api_gitignore_templates_test.go', () => {
  following('TestAPIListGitignoresTemplates', (behaves) => {
    behaves('lists the template names as strings, to anyone', async () => {
      const res = await sandbox.answers(200, 'GET', '/gitignore/templates');
      expect(res.body).toEqual(['Go', 'Node', 'Python']);
    });
  });

  following('TestAPIGetGitignoreTemplateInfo', (behaves) => {
    behaves('a template answers its name and its text as source', async () => {
      const res = await sandbox.answers(200, 'GET', '/gitignore/templates/Go');
      expect(res.body.name).toBe('Go');
      expect(typeof res.body.source).toBe('string');
      expect(res.body.source.length).toBeGreaterThan(0);
    });
  });
});
