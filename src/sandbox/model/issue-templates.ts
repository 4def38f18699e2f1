// Issue templates and the issue config as Gitea reads them from the default branch
// (services/issue/template.go, modules/issue/template/unmarshal.go and template.go): Markdown files with
// YAML front matter and YAML issue forms in the template folders, and `config.yaml` beside them.
import { parse } from 'yaml';
import type { IssueConfig, IssueTemplate } from '../../forge/types/index.js';
import { readBlob } from '../git/objects.js';
import { listFiles, resolveRef } from '../git/repository.js';
import type { RepoRec } from './records.js';

/** templateDirCandidates, in the order Gitea reads them */
const TEMPLATE_DIRS = [
  'ISSUE_TEMPLATE',
  'issue_template',
  '.gitea/ISSUE_TEMPLATE',
  '.gitea/issue_template',
  '.github/ISSUE_TEMPLATE',
  '.github/issue_template',
  '.gitlab/ISSUE_TEMPLATE',
  '.gitlab/issue_template',
];

/** templateConfigCandidates, each with .yaml then .yml */
const CONFIG_PATHS = [
  '.gitea/ISSUE_TEMPLATE/config',
  '.gitea/issue_template/config',
  '.github/ISSUE_TEMPLATE/config',
  '.github/issue_template/config',
].flatMap((base) => [`${base}.yaml`, `${base}.yml`]);

const FIELD_TYPES = new Set(['markdown', 'textarea', 'input', 'dropdown', 'checkboxes']);

/** the files of the default branch's head, path → content */
function defaultBranchFiles(repo: RepoRec): Map<string, string> {
  const head = resolveRef(repo.git, repo.defaultBranch, repo.defaultBranch);
  const index = head ? listFiles(repo.git, head) : null;
  const files = new Map<string, string>();
  for (const [path, entry] of index ?? [])
    files.set(path, readBlob(repo.git.objects, entry.sha).toString('utf8'));
  return files;
}

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);
const extension = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.')) : '');

/** template.CouldBe: a Markdown or YAML file that is not the config */
const couldBeTemplate = (name: string) =>
  ['.md', '.yaml', '.yml'].includes(extension(name)) && !/^config\.ya?ml$/.test(name);

/** IssueTemplateStringSlice: a list, or one comma-separated string */
function stringSlice(value: unknown): string[] | null {
  if (value == null) return null;
  if (typeof value === 'string')
    return value
      .split(',')
      .map((v) => v.trim())
      .filter((v) => v !== '');
  if (Array.isArray(value)) return value.map(String);
  throw new Error('cannot unmarshal into IssueTemplateStringSlice');
}

/** markdown/meta.go isYAMLSeparator: three or more dashes, with only white space around them */
const isYAMLSeparator = (line: string) => /^\s*-{3,}\s*$/.test(line);

/** markdown/meta.go ExtractMetadataBytes: the YAML between the first line's separator and the next one,
 * and what follows; null when the first line is no separator or the front matter is empty */
function splitFrontMatter(content: string): { front: string; body: string } | null {
  const lines = content.split('\n');
  if (!isYAMLSeparator(lines[0] ?? '')) return null;
  const close = lines.findIndex((line, i) => i > 0 && isYAMLSeparator(line));
  if (close < 0) return null;
  const front = lines.slice(1, close).join('\n');
  if (close === 1) return null;
  return { front: `${front}\n`, body: lines.slice(close + 1).join('\n') };
}

/** UnmarshalFromEntry then Validate: the template, or why it is refused */
function unmarshal(fileName: string, content: string): IssueTemplate {
  const isMarkdown = extension(fileName) === '.md';
  let meta: Record<string, unknown>;
  let body = '';
  if (isMarkdown) {
    const split = splitFrontMatter(content);
    if (!split) throw new Error('metadata not found');
    meta = (parse(split.front) ?? {}) as Record<string, unknown>;
    body = split.body;
  } else {
    meta = (parse(content) ?? {}) as Record<string, unknown>;
  }
  const text = (key: string) => (typeof meta[key] === 'string' ? (meta[key] as string) : '');
  const template: IssueTemplate = {
    name: text('name'),
    title: text('title'),
    // "description" in a template file is read as `about`
    about: text('about') || text('description'),
    labels: stringSlice(meta.labels) ?? undefined,
    assignees: stringSlice(meta.assignees) ?? undefined,
    ref: text('ref'),
    content: body,
    body: isMarkdown ? undefined : (meta.body as IssueTemplate['body']),
    file_name: fileName,
  } as IssueTemplate;
  validate(template, isMarkdown);
  return template;
}

/** template.Validate: the metadata, and for a form its fields */
function validate(template: IssueTemplate, isMarkdown: boolean): void {
  if (!template.name?.trim()) throw new Error("'name' is required");
  if (!template.about?.trim()) throw new Error("'about' is required");
  if (isMarkdown) return;
  const fields = template.body;
  if (!Array.isArray(fields) || fields.length === 0) throw new Error("'body' is required");
  const ids = new Set<string>();
  fields.forEach((field, i) => {
    const position = `body[${i}]`;
    if (!FIELD_TYPES.has(String(field?.type))) throw new Error(`${position}: unknown type`);
    if (field.type === 'markdown') return;
    if (!field.id) throw new Error(`${position}: 'id' is required`);
    if (ids.has(field.id)) throw new Error(`${position}: 'id' should be unique`);
    ids.add(field.id);
    if (!field.attributes?.label) throw new Error(`${position}: 'label' is required`);
  });
}

export interface TemplatesResult {
  templates: IssueTemplate[];
  /** path → why the file is not a template (the handler counts them in X-Gitea-Warning) */
  errors: Map<string, string>;
}

/** ParseTemplatesFromDefaultBranch: every template folder's files, a ref without refs/ taken as a branch */
export function parseTemplates(repo: RepoRec): TemplatesResult {
  const files = defaultBranchFiles(repo);
  const result: TemplatesResult = { templates: [], errors: new Map() };
  for (const dir of TEMPLATE_DIRS) {
    const entries = [...files.keys()].filter(
      (path) => path.startsWith(`${dir}/`) && !path.slice(dir.length + 1).includes('/'),
    );
    for (const path of entries.sort()) {
      const name = baseName(path);
      if (!couldBeTemplate(name)) continue;
      try {
        const template = unmarshal(name, files.get(path) ?? '');
        if (template.ref && !template.ref.startsWith('refs/')) template.ref = `refs/heads/${template.ref}`;
        result.templates.push(template);
      } catch (error) {
        result.errors.set(path, (error as Error).message);
      }
    }
  }
  return result;
}

const defaultConfig = (): IssueConfig => ({ blank_issues_enabled: true, contact_links: [] });

/** GetTemplateConfigFromDefaultBranch: the first config file there, the default when none; an invalid one is the default and its error */
export function templateConfig(repo: RepoRec): { config: IssueConfig; error: string | null } {
  const files = defaultBranchFiles(repo);
  const path = CONFIG_PATHS.find((candidate) => files.has(candidate));
  if (!path) return { config: defaultConfig(), error: null };
  try {
    const config = { ...defaultConfig(), ...((parse(files.get(path) ?? '') ?? {}) as IssueConfig) };
    (config.contact_links ?? []).forEach((link, i) => {
      for (const key of ['name', 'url', 'about'] as const) {
        if (!link[key]) throw new Error(`contact_link at position ${i + 1} is missing ${key} key`);
      }
      if (!URL.canParse(link.url ?? '')) throw new Error(`${link.url} is not a valid URL`);
    });
    return { config, error: null };
  } catch (error) {
    return { config: defaultConfig(), error: (error as Error).message };
  }
}
