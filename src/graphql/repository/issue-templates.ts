// What a "new issue" screen offers (routers/api/v1/repo/repo.go GetIssueTemplates, GetIssueConfig,
// ValidateIssueConfig): the templates of the default branch (Markdown with front matter and YAML issue
// forms), the template chooser's config and whether that config is valid. One call each, none shared.

import { getIssueConfig, listIssueTemplates, validateIssueConfig } from '../../forge/endpoints/index.js';
import { unexpectedShape } from '../../forge/errors.js';
import type {
  IssueConfig,
  IssueConfigContactLink,
  IssueConfigValidation,
  IssueFormField,
  IssueTemplate,
} from '../../forge/types/index.js';
import { forgeFlags } from '../kit/account-fields.js';
import { builder } from '../kit/builder.js';
import { type Context, memoize } from '../kit/context.js';
import { expectList } from '../kit/paged-field.js';
import { readField } from '../kit/ref-field.js';
import { type RepoRef, RepositoryRef, repoListKey, repoRefOf } from '../kit/refs/repository.js';

const IssueTemplateKind = builder.enumType('IssueTemplateKind', {
  description: 'How a template is written (IssueTemplate.Type(): by the file’s extension).',
  values: {
    MARKDOWN: { value: 'md', description: 'A Markdown template: a body to start from.' },
    YAML: { value: 'yaml', description: 'A YAML issue form: fields to fill in.' },
  } as const,
});

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The text attributes of a form field and what each means. */
const TEXT_ATTRIBUTES = {
  label: 'The field’s label, shown above it.',
  description: 'Help text shown with the field.',
  placeholder: 'The text shown in the empty field.',
  value: 'The default text, or a markdown field’s text.',
};

const IssueFormFieldRef = builder.objectRef<IssueFormField>('IssueFormField').implement({
  description:
    'A field of a YAML issue form. `type` is one of markdown, textarea, input, dropdown, checkboxes; a type the gateway does not know is passed through.',
  fields: (t) => ({
    type: t.string({
      description: 'The kind of field: markdown, textarea, input, dropdown or checkboxes.',
      nullable: false,
      resolve: (f) => f.type ?? '',
    }),
    fieldId: t.string({
      description: 'The field’s id in the form; null for markdown fields.',
      resolve: (f) => f.id || null,
    }),
    // the attributes that are texts, each its own field: null when the form leaves it out
    ...Object.fromEntries(
      Object.entries(TEXT_ATTRIBUTES).map(([name, description]) => [
        name,
        t.string({ description, resolve: (f) => text(f.attributes?.[name]) }),
      ]),
    ),
    options: t.stringList({
      nullable: false,
      description: 'A dropdown’s options, or the labels of checkboxes.',
      resolve: (f) => {
        const options = f.attributes?.options;
        if (!Array.isArray(options)) return [];
        return options.map((o) =>
          typeof o === 'object' && o ? String((o as { label?: unknown }).label ?? '') : String(o),
        );
      },
    }),
    required: t.boolean({
      description: 'Whether the form cannot be submitted without this field.',
      nullable: false,
      resolve: (f) => f.validations?.required === true,
    }),
    attributesJson: t.string({
      description: 'Every attribute as the forge sent it, as JSON (for attributes not modelled above).',
      resolve: (f) => (f.attributes ? JSON.stringify(f.attributes) : null),
    }),
  }),
});

const IssueTemplateRef = builder.objectRef<IssueTemplate>('IssueTemplate').implement({
  description: 'An issue template of the default branch.',
  fields: (t) => ({
    name: t.string({
      description: 'The template’s name, shown in the template chooser.',
      nullable: false,
      resolve: (x) => x.name ?? '',
    }),
    title: t.string({ description: 'The title a new issue starts with.', resolve: (x) => x.title || null }),
    about: t.string({
      description: 'What the template is for, shown in the chooser.',
      resolve: (x) => x.about || null,
    }),
    labels: t.stringList({
      description: 'Labels a new issue from the template gets.',
      nullable: false,
      resolve: (x) => x.labels ?? [],
    }),
    assignees: t.stringList({
      description: 'Logins a new issue from the template is assigned to.',
      nullable: false,
      resolve: (x) => (x as { assignees?: string[] | null }).assignees ?? [],
    }),
    ref: t.string({
      description: 'The branch or tag a new issue refers to (refs/heads/… or refs/tags/…).',
      resolve: (x) => x.ref || null,
    }),
    content: t.string({ description: 'A Markdown template’s body.', resolve: (x) => x.content || null }),
    fileName: t.string({
      description: 'The template’s file name in the issue template directory.',
      nullable: false,
      resolve: (x) => x.file_name ?? '',
    }),
    kind: t.field({
      description: 'Whether it is a Markdown template or a YAML form; null for another extension.',
      type: IssueTemplateKind,
      resolve: (x) => {
        const name = x.file_name ?? '';
        if (name.endsWith('.md')) return 'md';
        return name.endsWith('.yaml') || name.endsWith('.yml') ? 'yaml' : null;
      },
    }),
    fields: t.field({
      type: [IssueFormFieldRef],
      nullable: false,
      description: 'The fields of a YAML form; empty for Markdown templates.',
      resolve: (x) => x.body ?? [],
    }),
  }),
});

const ContactLinkRef = builder.objectRef<IssueConfigContactLink>('IssueConfigContactLink').implement({
  description: 'A link the template chooser shows beside the templates.',
  fields: (t) => ({
    name: t.string({ description: 'The link’s title.', nullable: false, resolve: (l) => l.name ?? '' }),
    url: t.string({ description: 'Where the link leads.', nullable: false, resolve: (l) => l.url ?? '' }),
    about: t.string({ description: 'What the link is for.', nullable: false, resolve: (l) => l.about ?? '' }),
  }),
});

const IssueConfigRef = builder.objectRef<IssueConfig>('IssueConfig').implement({
  description:
    'The template chooser’s config (`config.yaml` beside the templates); the forge’s default (blank issues on, no links) when the file is missing or invalid.',
  fields: (t) => ({
    blankIssuesEnabled: t.boolean({
      description: 'Whether an issue can be opened without a template.',
      nullable: false,
      resolve: (c) => c.blank_issues_enabled !== false,
    }),
    contactLinks: t.field({
      description: 'Links the template chooser shows beside the templates, e.g. to a forum.',
      type: [ContactLinkRef],
      nullable: false,
      resolve: (c) => c.contact_links ?? [],
    }),
  }),
});

const IssueConfigValidationRef = builder.objectRef<IssueConfigValidation>('IssueConfigValidation').implement({
  description: 'Whether the issue config file is valid, and why not.',
  fields: (t) => ({
    ...forgeFlags(t, { valid: ['valid', 'Whether the configuration file is valid.'] }),
    message: t.string({ description: 'Null when valid.', resolve: (v) => v.message || null }),
  }),
});

/** one memoized read of an object route under a repository */
const objectRead =
  <T>(route: string, call: (context: Context, ref: RepoRef) => Promise<{ data: unknown }>) =>
  (context: Context, ref: RepoRef): Promise<T> =>
    memoize(context, `${route}:${repoListKey(ref)}`, async () => {
      const { data } = await call(context, ref);
      if (!data || typeof data !== 'object') throw unexpectedShape(route);
      return data as T;
    });

const TEMPLATES = 'GET /repos/{owner}/{repo}/issue_templates';
const templates = (context: Context, ref: RepoRef) =>
  memoize(context, `${TEMPLATES}:${repoListKey(ref)}`, async () =>
    expectList<IssueTemplate>((await listIssueTemplates(context.forge, ref)).data, TEMPLATES),
  );
const config = objectRead<IssueConfig>('GET /repos/{owner}/{repo}/issue_config', (context, ref) =>
  getIssueConfig(context.forge, ref),
);
const validation = objectRead<IssueConfigValidation>(
  'GET /repos/{owner}/{repo}/issue_config/validate',
  (context, ref) => validateIssueConfig(context.forge, ref),
);

builder.objectFields(RepositoryRef, (t) => ({
  issueTemplates: t.field({
    ...readField([IssueTemplateRef], templates, repoRefOf),
    description: `The issue templates of the default branch, from its template folders (.gitea/ISSUE_TEMPLATE and the like) in the forge's order (${TEMPLATES}, one call). Files that do not parse are left out by the forge.`,
  }),
  issueConfig: t.field({
    ...readField(IssueConfigRef, config, repoRefOf),
    description: 'The template chooser’s config (GET /repos/{owner}/{repo}/issue_config, one call).',
  }),
  issueConfigValidation: t.field({
    ...readField(IssueConfigValidationRef, validation, repoRefOf),
    description:
      'Whether the issue config file is valid, with the forge’s reason when not (GET /repos/{owner}/{repo}/issue_config/validate, one call).',
  }),
}));
