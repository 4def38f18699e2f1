// Refs and history of the demo seed beyond alice/hello's first commits: a `develop` branch with a
// longer history (authors with and without an account), tags (lightweight and annotated), a protected
// `release/1.0` branch and bob's fork `bob/hello-fork`. The default branch `main` is left as it was,
// since contents, releases and pull requests of the seed are read from it.

import { addTag } from '../git/history.js';
import { cloneGitRepo, commitChanges, type GitRepo } from '../git/repository.js';
import { branchProtections, newProtectionRule } from '../model/branch-protection.js';
import type { RepoRec, UserRec } from '../model/records.js';
import { newRepo } from '../model/repos.js';
import type { Store } from '../model/store.js';

const identities = {
  alice: { name: 'Alice Anderson', email: 'alice@example.com' },
  bob: { name: 'Bob Brown', email: 'bob@example.com' },
  // no account has this address, so the forge links no user to her commits
  dana: { name: 'Dana Doe', email: 'dana@example.org' },
};

function commit(
  git: GitRepo,
  who: keyof typeof identities,
  iso: string,
  message: string,
  files: Record<string, string | null>,
  branch: { branch: string; newBranch?: string },
): string {
  const operations = Object.entries(files).map(([path, content]) =>
    content === null
      ? { operation: 'delete' as const, path }
      : { operation: 'upload' as const, path, content: Buffer.from(content) },
  );
  const author = { ...identities[who], date: new Date(iso) };
  const result = commitChanges(git, 'main', { ...branch, operations, message, author, committer: author });
  if ('error' in result) throw new Error(`seed commit failed: ${result.error.message}`);
  return result.commit.sha;
}

const changelog = (lines: string[]) => `# Changelog\n\n${lines.map((line) => `- ${line}\n`).join('')}`;

/** `develop`: six commits on top of main, newest 2026-01-09, touching CHANGELOG.md, src/ and docs/. */
function seedDevelop(git: GitRepo): void {
  const on = { branch: 'develop' };
  commit(
    git,
    'alice',
    '2026-01-05T09:00:00Z',
    'Start a changelog',
    { 'CHANGELOG.md': changelog(['hello()']) },
    {
      branch: 'main',
      newBranch: 'develop',
    },
  );
  commit(
    git,
    'bob',
    '2026-01-06T10:00:00Z',
    'Greet in upper case when shouting',
    {
      'src/shout.ts': `export const shout = (name: string) => \`HELLO, \${name.toUpperCase()}!\`;\n`,
    },
    on,
  );
  commit(
    git,
    'dana',
    '2026-01-07T11:00:00Z',
    'Document shouting',
    {
      'docs/shouting.md': '# Shouting\n\n`shout(name)` greets loudly.\n',
    },
    on,
  );
  commit(
    git,
    'alice',
    '2026-01-08T12:00:00Z',
    'Note shout() in the changelog',
    {
      'CHANGELOG.md': changelog(['hello()', 'shout()']),
    },
    on,
  );
  commit(
    git,
    'bob',
    '2026-01-09T08:00:00Z',
    'Shout with three exclamation marks',
    {
      'src/shout.ts': `export const shout = (name: string) => \`HELLO, \${name.toUpperCase()}!!!\`;\n`,
    },
    on,
  );
  commit(
    git,
    'alice',
    '2026-01-09T09:00:00Z',
    'Drop the shouting docs again',
    { 'docs/shouting.md': null },
    on,
  );
}

/** Seeds alice/hello's extra refs and bob's fork; `hello` must hold the seed's first commits. */
export function seedGit(store: Store, hello: RepoRec): RepoRec {
  const { git } = hello;
  const main = git.branches.get('main');
  const v1 = git.tags.get('v1.0');
  if (!main || !v1) throw new Error('seedGit needs alice/hello with main and v1.0');
  seedDevelop(git);
  const first = [...git.objects.values()].find(
    (object) => object.type === 'commit' && object.commit.parents.length === 0,
  );
  if (first?.type !== 'commit') throw new Error('alice/hello has no root commit');
  const alice = store.userByName('alice') as UserRec;
  const tags = [
    { name: 'v0.1', commit: first.commit.sha },
    {
      name: 'v1.1-rc1',
      commit: git.branches.get('develop') as string,
      annotation: {
        message: 'First release candidate of 1.1: shout()\n',
        tagger: { ...identities.alice, date: new Date('2026-01-09T10:00:00Z') },
      },
    },
  ];
  for (const tag of tags) {
    addTag(git, tag.name, tag.commit, tag.annotation);
    // Gitea keeps a tag-only release row for every tag it knows (services/repository SyncReleasesWithTags).
    store.releases.push({
      id: store.nextId(store.releases),
      repoId: hello.id,
      tagName: tag.name,
      target: tag.commit,
      title: tag.name,
      note: tag.annotation?.message ?? '',
      draft: false,
      prerelease: false,
      isTag: true,
      publisherId: alice.id,
      createdAt: new Date('2026-01-09T10:00:00Z'),
    });
  }
  git.branches.set('release/1.0', v1);
  branchProtections(store).push(
    newProtectionRule({
      id: branchProtections(store).length + 1,
      repoId: hello.id,
      ruleName: 'release/*',
      requiredApprovals: 1,
      enableStatusCheck: true,
      statusCheckContexts: ['ci/build'],
      blockOnRejectedReviews: true,
      protectedFilePatterns: 'CHANGELOG.md',
      createdAt: new Date('2026-01-04T00:00:00Z'),
    }),
  );
  return seedFork(store, hello);
}

/** bob/hello-fork: a fork of alice/hello made on 2026-01-10, with one commit of bob's own on its main. */
function seedFork(store: Store, hello: RepoRec): RepoRec {
  const bob = store.userByName('bob') as UserRec;
  const forkGit = cloneGitRepo(hello.git);
  commit(
    forkGit,
    'bob',
    '2026-01-10T09:00:00Z',
    'Greet in German',
    {
      'src/gruss.ts': `export const gruss = (name: string) => \`Hallo, \${name}!\`;\n`,
    },
    { branch: 'main' },
  );
  return newRepo(store, {
    ownerId: bob.id,
    name: 'hello-fork',
    description: hello.description,
    language: hello.language,
    fork: true,
    parentId: hello.id,
    defaultBranch: hello.defaultBranch,
    sizeKb: hello.sizeKb,
    git: forkGit,
    createdAt: new Date('2026-01-10T08:00:00Z'),
    updatedAt: new Date('2026-01-10T09:00:00Z'),
  });
}
