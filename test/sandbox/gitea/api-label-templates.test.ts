// Label templates, as tests/integration/api_label_templates_test.go reads them.
import { expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

const sandbox = useSandbox();

asGiteaTests('tests/integration/api_label_templates_test.go', () => {
  following('TestAPIListLabelTemplates', (behaves) => {
    behaves('lists the display names of the label templates, to anyone', async () => {
      const res = await sandbox.answers(200, 'GET', '/label/templates');
      expect(res.body).toEqual(['Advanced', 'Default']);
    });
  });

  following('TestAPIGetLabelTemplateInfo', (behaves) => {
    behaves("a template's labels carry colours without '#', descriptions and exclusivity", async () => {
      const res = await sandbox.answers(200, 'GET', '/label/templates/Default');
      expect(res.body[0]).toEqual({
        name: 'Bug',
        color: 'ee0701',
        description: 'Something is not working',
        exclusive: false,
      });
      for (const label of res.body) expect(label.color).toMatch(/^[0-9a-f]{6}$/);
    });
  });
});
