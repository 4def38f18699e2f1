// Issue templates of a repository, as tests/integration/api_issue_templates_test.go reads them.
import { expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';
import { commitFiles } from '../../helpers/sandbox-files.js';

const sandbox = useSandbox();

asGiteaTests('tests/integration/api_issue_templates_test.go', () => {
  following('TestAPIIssueTemplateList', (behaves) => {
    behaves('a repository without templates lists none, to anyone', async () => {
      const res = await sandbox.answers(200, 'GET', '/repos/alice/hello/issue_templates');
      expect(res.body).toEqual([]);
      expect(res.headers.get('x-gitea-warning')).toBeNull();
    });

    behaves('the valid template lists and the broken ones are counted in X-Gitea-Warning', async () => {
      await commitFiles(sandbox, 'alice/hello', {
        '.gitea/ISSUE_TEMPLATE/tmpl-ok.md': '----\nname: foo\nabout: bar\n----\n',
        '.gitea/ISSUE_TEMPLATE/tmpl-err1.yml': "name: '",
        '.gitea/ISSUE_TEMPLATE/tmpl-err2.yml': 'other: ',
      });
      const res = await sandbox.answers(200, 'GET', '/repos/alice/hello/issue_templates');
      expect(res.body).toHaveLength(1);
      expect(res.body[0]).toMatchObject({ name: 'foo', about: 'bar', file_name: 'tmpl-ok.md', content: '' });
      expect(res.headers.get('x-gitea-warning')).toBe('error occurs when parsing issue template: count=2');
    });
  });
});
