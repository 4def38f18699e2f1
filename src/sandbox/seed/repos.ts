// Demo repositories and their git history (see seed.ts for the overview).
import {
  commitChanges,
  createGitRepo,
  createTag,
  type GitRepo,
  type GitSignature,
} from '../git/repository.js';
import type { RepoRec } from '../model/records.js';
import { newRepo } from '../model/repos.js';
import type { Store } from '../model/store.js';
import { LEGACY_WORKFLOW_FILES } from './workflows.js';

export interface SeededRepos {
  hello: RepoRec;
  manyPrs: RepoRec;
  secret: RepoRec;
  template: RepoRec;
  legacy: RepoRec;
  empty: RepoRec;
}

const people = {
  alice: { name: 'Alice Anderson', email: 'alice@example.com' },
  bob: { name: 'Bob Brown', email: 'bob@example.com' },
  carol: { name: 'Carol Clark', email: 'carol@example.com' },
};

function sig(who: keyof typeof people, iso: string): GitSignature {
  return { ...people[who], date: new Date(iso) };
}

/** One seeding commit; the seed's own data cannot fail, so an error here is a bug in the seed. */
function change(
  git: GitRepo,
  who: keyof typeof people,
  iso: string,
  message: string,
  files: Record<string, string>,
  branches: { branch?: string; newBranch?: string } = {},
): void {
  const operations = Object.entries(files).map(([path, content]) => ({
    operation: 'upload' as const,
    path,
    content: Buffer.from(content),
  }));
  const author = sig(who, iso);
  const result = commitChanges(git, 'main', { ...branches, operations, message, author, committer: author });
  if ('error' in result) throw new Error(`seed commit failed: ${result.error.message}`);
}

/** acme/template's issue templates: a Markdown one, a YAML form and the chooser's config */
const issueTemplateFiles = {
  '.gitea/ISSUE_TEMPLATE/bug.md': `---
name: Bug report
about: Something does not work as it should
title: "[bug] "
labels: [bug]
ref: main
---
## What happened

## What you expected
`,
  '.gitea/ISSUE_TEMPLATE/feature.yaml': `name: Feature request
description: Suggest an idea
title: "[feature] "
labels: enhancement, triage
assignees: alice
body:
  - type: markdown
    attributes:
      value: Thanks for the idea!
  - type: input
    id: summary
    attributes:
      label: Summary
      placeholder: One line
    validations:
      required: true
  - type: dropdown
    id: area
    attributes:
      label: Area
      options: [API, UI, Docs]
`,
  '.gitea/ISSUE_TEMPLATE/config.yaml': `blank_issues_enabled: false
contact_links:
  - name: Forum
    url: https://forum.example.com/acme
    about: Ask questions here
`,
};

const helloMain = `export function hello(name: string): string {
  return \`Hello, \${name}!\`;
}

console.log(hello('world'));
`;

const farewellTs = `export const farewell = (name: string) => \`Goodbye, \${name}!\`;
`;

function helloGit(): GitRepo {
  const git = createGitRepo({
    branch: 'main',
    files: {
      'README.md': '# hello\n\nA tiny TypeScript project.\n',
      'src/main.ts': helloMain,
      'docs/guide.md': '# Guide\n\nRun `npm start` to greet the world.\n',
    },
    message: 'Initial commit',
    author: sig('alice', '2026-01-01T10:00:00Z'),
  });
  change(git, 'alice', '2026-01-02T10:00:00Z', 'Update README', {
    'README.md': '# hello\n\nA tiny TypeScript project that greets the world.\n\nSee docs/guide.md.\n',
  });
  const v1 = git.branches.get('main') as string;
  change(
    git,
    'alice',
    '2026-01-03T09:00:00Z',
    'Add a farewell',
    { 'src/farewell.ts': farewellTs },
    { newBranch: 'feature-a' },
  );
  change(
    git,
    'bob',
    '2026-01-03T11:00:00Z',
    'Document the greeting',
    {
      'docs/guide.md':
        '# Guide\n\nRun `npm start` to greet the world.\n\n`hello(name)` returns a greeting.\n',
    },
    { newBranch: 'feature-b' },
  );
  change(
    git,
    'bob',
    '2026-01-04T08:30:00Z',
    'Fix typo in guide',
    { 'docs/guide.md': '# Guide\n\nRun `npm start` to greet the whole world.\n' },
    { newBranch: 'fix-typo' },
  );
  createTag(git, 'v1.0', v1);
  return git;
}

/** Home has three revisions (alice, bob, alice), FAQ two, Getting-Started and Release-Notes one; a sidebar and a footer. */
function helloWiki(): GitRepo {
  const wiki = createGitRepo({
    branch: 'main',
    files: { 'Home.md': '# Home\n\nWelcome to the hello wiki.\n' },
    message: 'Create Home',
    author: sig('alice', '2026-01-02T08:00:00Z'),
  });
  const revisions: [keyof typeof people, string, string, Record<string, string>][] = [
    [
      'alice',
      '2026-01-02T09:00:00Z',
      'Add Getting Started',
      { 'Getting-Started.md': '# Getting Started\n\n1. Clone the repository.\n2. Run `npm start`.\n' },
    ],
    [
      'bob',
      '2026-01-03T08:00:00Z',
      'Fix typo on Home',
      { 'Home.md': '# Home\n\nWelcome to the *hello* wiki.\n' },
    ],
    [
      'alice',
      '2026-01-04T08:00:00Z',
      'Link the guide from Home',
      {
        'Home.md':
          '# Home\n\nWelcome to the *hello* wiki.\n\nStart with [Getting Started](Getting-Started).\n',
      },
    ],
    ['alice', '2026-01-05T08:00:00Z', 'Add FAQ', { 'FAQ.md': '# FAQ\n\n**Who answers?** @bob does.\n' }],
    [
      'bob',
      '2026-01-06T08:00:00Z',
      'Answer in the FAQ',
      { 'FAQ.md': '# FAQ\n\n**Who answers?** @bob does.\n\n**Where are bugs?** See #1.\n' },
    ],
    [
      'alice',
      '2026-01-06T09:00:00Z',
      'Add sidebar and footer',
      { '_Sidebar.md': '- [Home](Home)\n- [FAQ](FAQ)\n', '_Footer.md': 'Maintained by the hello team.\n' },
    ],
    [
      'carol',
      '2026-01-07T08:00:00Z',
      'Draft release notes',
      { 'Release-Notes.md': '# Release notes\n\nA draft.\n' },
    ],
  ];
  for (const [who, iso, message, files] of revisions) change(wiki, who, iso, message, files);
  return wiki;
}

function single(who: keyof typeof people, iso: string, files: Record<string, string>): GitRepo {
  return createGitRepo({ branch: 'main', files, message: 'Initial commit', author: sig(who, iso) });
}

export function seedRepos(store: Store): SeededRepos {
  const hello = newRepo(store, {
    ownerId: 2,
    name: 'hello',
    description: 'Hello world in TypeScript',
    language: 'TypeScript',
    sizeKb: 24,
    createdAt: new Date('2026-01-01T01:00:00Z'),
    updatedAt: new Date('2026-01-05T12:00:00Z'),
    git: helloGit(),
    wiki: helloWiki(),
    topics: ['demo', 'typescript'],
  });
  const manyPrs = newRepo(store, {
    ownerId: 2,
    name: 'many-prs',
    description: 'Sixty pull requests for paging',
    language: 'Markdown',
    sizeKb: 8,
    createdAt: new Date('2026-01-01T16:00:00Z'),
    updatedAt: new Date('2026-01-08T00:00:00Z'),
    git: single('alice', '2026-01-01T16:00:00Z', {
      'README.md': '# many-prs\n\nA repository with many pull requests.\n',
    }),
  });
  const secret = newRepo(store, {
    ownerId: 2,
    name: 'secret',
    description: 'Private notes',
    private: true,
    sizeKb: 4,
    createdAt: new Date('2026-01-01T11:00:00Z'),
    updatedAt: new Date('2026-01-02T09:00:00Z'),
    git: single('alice', '2026-01-01T11:00:00Z', { 'notes.md': '# Secret notes\n\nNothing to see here.\n' }),
  });
  const template = newRepo(store, {
    ownerId: 5,
    name: 'template',
    description: 'Start a new ACME project from here',
    language: 'TypeScript',
    template: true,
    sizeKb: 8,
    createdAt: new Date('2026-01-01T13:00:00Z'),
    updatedAt: new Date('2026-01-01T13:00:00Z'),
    topics: ['template', 'typescript'],
    git: single('alice', '2026-01-01T13:00:00Z', {
      'README.md': '# template\n\nStart a new ACME project from here.\n',
      '.gitignore': 'node_modules/\ndist/\n',
      'src/index.ts': "export const name = 'template';\n",
      ...issueTemplateFiles,
    }),
  });
  const legacy = newRepo(store, {
    ownerId: 5,
    name: 'legacy',
    description: 'An archived project',
    archived: true,
    archivedAt: new Date('2026-01-03T00:00:00Z'),
    sizeKb: 4,
    createdAt: new Date('2026-01-01T14:00:00Z'),
    updatedAt: new Date('2026-01-03T00:00:00Z'),
    git: single('alice', '2026-01-01T14:00:00Z', {
      'README.md': '# legacy\n\nThis project is archived.\n',
      ...LEGACY_WORKFLOW_FILES,
    }),
  });
  const empty = newRepo(store, {
    ownerId: 3,
    name: 'empty',
    description: 'Nothing here yet',
    createdAt: new Date('2026-01-01T15:00:00Z'),
    updatedAt: new Date('2026-01-01T15:00:00Z'),
  });
  return { hello, manyPrs, secret, template, legacy, empty };
}
