// License templates, as tests/integration/api_license_templates_test.go reads them.
import { expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

const sandbox = useSandbox();

asGiteaTests('tests/integration/api_license_templates_test.go', () => {
  following('TestAPIListLicenseTemplates', (behaves) => {
    behaves('lists license entries with key, name and the URL of each, to anyone', async () => {
      const res = await sandbox.answers(200, 'GET', '/licenses');
      expect(res.body.map((l: { key: string }) => l.key)).toEqual(['Apache-2.0', 'MIT']);
      expect(res.body[1]).toEqual({ key: 'MIT', name: 'MIT', url: `${sandbox.sb.url}/licenses/MIT` });
    });
  });

  following('TestAPIGetLicenseTemplateInfo', (behaves) => {
    behaves('a license answers its key and name and its text as body', async () => {
      const res = await sandbox.answers(200, 'GET', '/licenses/MIT');
      expect(res.body.key).toBe('MIT');
      expect(res.body.name).toBe('MIT');
      expect(res.body.body).toContain('Permission is hereby granted');
    });
  });
});
