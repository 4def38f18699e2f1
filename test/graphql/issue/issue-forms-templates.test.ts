// A "new issue" screen's templates: the Markdown template and the YAML issue form of acme/template's
// default branch, the template chooser's config and its validation, with their forge calls.

import { describe, expect, it } from 'vitest';
import { countRoutes } from '../../helpers/harness.js';
import { addRepo, type Json } from '../../helpers/mutations.js';
import { useHarness } from '../../helpers/use-harness.js';

const harness = useHarness();
const calls = () => countRoutes(harness().routes());

const FORMS = `query ($owner: String!, $name: String!) { repository(owner: $owner, name: $name) {
  issueTemplates { name title about labels assignees ref kind fileName content
    fields { type fieldId label placeholder value options required } }
  issueConfig { blankIssuesEnabled contactLinks { name url about } }
  issueConfigValidation { valid message } } }`;

describe('Repository.issueTemplates, issueConfig and issueConfigValidation', () => {
  it('read acme/template’s Markdown template and YAML form, its config and validation, one call each', async () => {
    const { data, errors } = await harness().query<Json>(FORMS, { owner: 'acme', name: 'template' });
    expect(errors).toBeUndefined();
    expect(data?.repository).toEqual({
      issueTemplates: [
        {
          name: 'Bug report',
          title: '[bug] ',
          about: 'Something does not work as it should',
          labels: ['bug'],
          assignees: [],
          ref: 'refs/heads/main',
          kind: 'MARKDOWN',
          fileName: 'bug.md',
          content: '## What happened\n\n## What you expected\n',
          fields: [],
        },
        {
          name: 'Feature request',
          title: '[feature] ',
          about: 'Suggest an idea',
          labels: ['enhancement', 'triage'],
          assignees: ['alice'],
          ref: null,
          kind: 'YAML',
          fileName: 'feature.yaml',
          content: null,
          fields: [
            {
              type: 'markdown',
              fieldId: null,
              label: null,
              placeholder: null,
              value: 'Thanks for the idea!',
              options: [],
              required: false,
            },
            {
              type: 'input',
              fieldId: 'summary',
              label: 'Summary',
              placeholder: 'One line',
              value: null,
              options: [],
              required: true,
            },
            {
              type: 'dropdown',
              fieldId: 'area',
              label: 'Area',
              placeholder: null,
              value: null,
              options: ['API', 'UI', 'Docs'],
              required: false,
            },
          ],
        },
      ],
      issueConfig: {
        blankIssuesEnabled: false,
        contactLinks: [{ name: 'Forum', url: 'https://forum.example.com/acme', about: 'Ask questions here' }],
      },
      issueConfigValidation: { valid: true, message: null },
    });
    // the root is a reference: the three reads prove the repository exists
    expect(calls()).toEqual({
      'GET /repos/{owner}/{repo}/issue_templates': 1,
      'GET /repos/{owner}/{repo}/issue_config': 1,
      'GET /repos/{owner}/{repo}/issue_config/validate': 1,
    });
  });

  it('answer no templates and the default config for a repository without them', async () => {
    const { data } = await harness().query<Json>(FORMS, { owner: 'alice', name: 'hello' });
    expect(data?.repository).toEqual({
      issueTemplates: [],
      issueConfig: { blankIssuesEnabled: true, contactLinks: [] },
      issueConfigValidation: { valid: true, message: null },
    });
  });

  it('leave out a template that does not parse, and tell why a config is invalid', async () => {
    addRepo(harness().sandbox.store, 'alice', 'broken-forms', {
      '.gitea/ISSUE_TEMPLATE/nameless.md': '---\nabout: no name\n---\nBody\n',
      '.github/issue_template/ok.md': '---\nname: Fine\nabout: It parses\n---\n',
      '.gitea/ISSUE_TEMPLATE/config.yml':
        'contact_links:\n  - name: Chat\n    url: https://chat.example.com\n',
    });
    const { data } = await harness().query<Json>(
      FORMS,
      { owner: 'alice', name: 'broken-forms' },
      { as: 'alice' },
    );
    expect(data?.repository.issueTemplates.map((t: Json) => t.fileName)).toEqual(['ok.md']);
    expect(data?.repository.issueConfig).toEqual({ blankIssuesEnabled: true, contactLinks: [] });
    expect(data?.repository.issueConfigValidation).toEqual({
      valid: false,
      message: 'contact_link at position 1 is missing about key',
    });
  });

  it('fail with NOT_FOUND for a repository the caller cannot see', async () => {
    const { data, errors } = await harness().query<Json>(
      FORMS,
      { owner: 'alice', name: 'secret' },
      { as: 'carol' },
    );
    expect(data?.repository).toBeNull();
    expect(errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
