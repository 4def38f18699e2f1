// A repository's issue config (.gitea/ISSUE_TEMPLATE/config.yaml), as tests/integration/api_issue_config_test.go
// reads and validates it.
import { expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';
import { commitFiles } from '../../helpers/sandbox-files.js';

const sandbox = useSandbox();
const CONFIG = '.gitea/ISSUE_TEMPLATE/config.yaml';
const config = async () => (await sandbox.call('GET', '/repos/alice/hello/issue_config')).body;
const validate = async () => (await sandbox.call('GET', '/repos/alice/hello/issue_config/validate')).body;

asGiteaTests('tests/integration/api_issue_config_test.go', () => {
  following('TestAPIReposGetDefaultIssueConfig', (behaves) => {
    behaves('without a config file, blank issues are on and there are no links', async () => {
      const res = await sandbox.answers(200, 'GET', '/repos/alice/hello/issue_config');
      expect(res.body).toEqual({ blank_issues_enabled: true, contact_links: [] });
    });
  });

  following('TestAPIReposValidateDefaultIssueConfig', (behaves) => {
    behaves('the default config validates with an empty message', async () => {
      const res = await sandbox.answers(200, 'GET', '/repos/alice/hello/issue_config/validate');
      expect(res.body).toEqual({ valid: true, message: '' });
    });
  });

  following('TestAPIReposGetDefaultIssueConfig', (behaves) => {
    behaves('a config file is read: blank issues off, its contact links', async () => {
      await commitFiles(sandbox, 'alice/hello', {
        [CONFIG]:
          'blank_issues_enabled: false\ncontact_links:\n  - name: Docs\n    url: https://docs.example.com\n    about: Read the docs\n',
      });
      expect(await config()).toEqual({
        blank_issues_enabled: false,
        contact_links: [{ name: 'Docs', url: 'https://docs.example.com', about: 'Read the docs' }],
      });
      expect(await validate()).toEqual({ valid: true, message: '' });
    });
  });

  following('TestAPIReposValidateDefaultIssueConfig', (behaves) => {
    behaves(
      'a contact link without a name, url or about, or with a bad URL, invalidates the config, which reads as the default',
      async () => {
        const cases: [string, string][] = [
          [
            '  - url: https://x.example.com\n    about: a\n',
            'contact_link at position 1 is missing name key',
          ],
          ['  - name: x\n    about: a\n', 'contact_link at position 1 is missing url key'],
          [
            '  - name: x\n    url: https://x.example.com\n',
            'contact_link at position 1 is missing about key',
          ],
          ['  - name: x\n    url: not a url\n    about: a\n', 'not a url is not a valid URL'],
        ];
        for (const [links, message] of cases) {
          await commitFiles(sandbox, 'alice/hello', { [CONFIG]: `contact_links:\n${links}` });
          expect(await validate()).toEqual({ valid: false, message });
          expect(await config()).toEqual({ blank_issues_enabled: true, contact_links: [] });
        }
      },
    );
  });
});
