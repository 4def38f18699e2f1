// License templates, as tests/integration/api_license_templates_test.go reads them.
import { expect } from 'vitest';
import { asGiteaTests, behaves } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

const sandbox = useSandbox();

asGiteaTests('tests/integration/api_license_templates_test.go', () => {
  behaves(
    'TestAPIListLicenseTemplates',
    'lists license entries with key, name and the URL of each, to anyone',
    async () => {
      const res = await sandbox.call('GET', '/licenses');
      expect(res.status).toBe(200);
      expect(res.body.map((l: { key: string }) => l.key)).toEqual(['Apache-2.0', 'MIT']);
      expect(res.body[1]).toEqual({ key: 'MIT', name: 'MIT', url: `${sandbox.sb.url}/licenses/MIT` });
    },
  );

  behaves(
    'TestAPIGetLicenseTemplateInfo',
    'a license answers its key and name and its text as body',
    async () => {
      const res = await sandbox.call('GET', '/licenses/MIT');
      expect(res.status).toBe(200);
      expect(res.body.key).toBe('MIT');
      expect(res.body.name).toBe('MIT');
      expect(res.body.body).toContain('Permission is hereby granted');
    },
  );
});
