// The benchmark's large seed: the demo seed (so its users, tokens and repositories work unchanged) plus
// enough data that lists are full pages and responses have realistic sizes. Deterministic like the demo
// seed: fixed dates, no randomness, so two runs of the benchmark serve identical bytes.
//
// On top of the demo seed's 6 repositories: `alice/big` (200 files, 500 pull requests with labels) and 13
// smaller public repositories (12 files each), 20 in all; 1,000 feed items for alice across them; 200
// packages of alice, most linked to one of her repositories.
import { createGitRepo, type GitSignature } from '../git/repository.js';
import type { IssueRec, RepoRec } from '../model/records.js';
import { addLabelSet, newRepo } from '../model/repos.js';
import type { Store } from '../model/store.js';
import { seedDemo } from './demo.js';

/** Names the benchmark's workload refers to. */
export const LARGE_SEED = {
  owner: 'alice',
  bigRepo: 'big',
  bigFileCount: 200,
  bigPullCount: 500,
  /** alice/lib-01 … lib-07 and acme/svc-01 … svc-06 */
  smallRepos: [
    ...Array.from({ length: 7 }, (_, i) => ({ owner: 'alice', name: `lib-${pad(i + 1, 2)}` })),
    ...Array.from({ length: 6 }, (_, i) => ({ owner: 'acme', name: `svc-${pad(i + 1, 2)}` })),
  ],
  smallFileCount: 12,
  activityCount: 1000,
  packageCount: 200,
} as const;

const DAY = 86_400_000;
const HOUR = 3_600_000;
const START = Date.parse('2026-02-01T00:00:00Z');
const PEOPLE = [
  { id: 2, name: 'Alice Anderson', email: 'alice@example.com' },
  { id: 3, name: 'Bob Brown', email: 'bob@example.com' },
  { id: 4, name: 'Carol Clark', email: 'carol@example.com' },
] as const;

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

function signature(i: number, at: number): GitSignature {
  const person = PEOPLE[i % PEOPLE.length] ?? PEOPLE[0];
  return { name: person.name, email: person.email, date: new Date(at) };
}

/** About 1 KiB of TypeScript that differs per file, so blob ids and sizes differ too. */
function moduleSource(repo: string, n: number): string {
  const lines = [`// ${repo}: module ${n}`, `export const id${n} = ${n};`];
  for (let i = 0; i < 12; i++) {
    lines.push(
      `export function step${n}_${i}(value: number): number {`,
      `  return value * ${i + 1} + ${n};`,
      '}',
    );
  }
  return `${lines.join('\n')}\n`;
}

/** `README.md` and `src/module-NNN.ts` up to `count` files. */
export function largeRepoPaths(count: number): string[] {
  return ['README.md', ...Array.from({ length: count - 1 }, (_, i) => `src/module-${pad(i + 1, 3)}.ts`)];
}

function repoWithFiles(store: Store, ownerId: number, name: string, fileCount: number, at: number): RepoRec {
  const files: Record<string, string> = {};
  for (const [i, path] of largeRepoPaths(fileCount).entries()) {
    files[path] = i === 0 ? `# ${name}\n\nGenerated for the benchmark.\n` : moduleSource(name, i);
  }
  return newRepo(store, {
    ownerId,
    name,
    description: `Benchmark repository ${name}`,
    language: 'TypeScript',
    sizeKb: fileCount,
    createdAt: new Date(at),
    updatedAt: new Date(at),
    topics: ['bench'],
    git: createGitRepo({ branch: 'main', files, message: 'Initial commit', author: signature(0, at) }),
  });
}

/** 500 pull requests in alice/big: authors alice, bob, carol in turn, one in three closed, 0–2 labels. */
function seedPulls(store: Store, big: RepoRec): void {
  addLabelSet(store, big, 'Default');
  const labelIds = store.labels.filter((l) => l.repoId === big.id).map((l) => l.id);
  const head = big.git.branches.get('main') as string;
  let issueId = store.nextId(store.issues);
  let pullId = store.nextId(store.pulls);
  for (let i = 1; i <= LARGE_SEED.bigPullCount; i++) {
    const created = new Date(START + i * HOUR);
    const closed = i % 3 === 0;
    const labels = labelIds.filter((_, l) => (i + l) % 4 === 0);
    const branch = `pr-${i}`;
    big.git.branches.set(branch, head);
    const issue: IssueRec = {
      id: issueId,
      repoId: big.id,
      index: i,
      posterId: PEOPLE[(i - 1) % PEOPLE.length]?.id ?? 2,
      title: `Change ${i} to the big repository`,
      body: `Pull request ${i} of ${LARGE_SEED.bigPullCount}.`,
      state: closed ? 'closed' : 'open',
      isPull: true,
      labelIds: labels,
      milestoneId: null,
      assigneeIds: [],
      blockedBy: [],
      numComments: i % 5,
      isLocked: false,
      contentVersion: 0,
      createdAt: created,
      updatedAt: created,
      closedAt: closed ? new Date(created.getTime() + DAY) : null,
    };
    store.issues.push(issue);
    store.pulls.push({
      id: pullId++,
      issueId: issueId++,
      headRepoId: big.id,
      headBranch: branch,
      baseBranch: 'main',
      merged: false,
      mergedAt: null,
      mergedById: null,
      mergeCommitSha: null,
      additions: i % 40,
      deletions: i % 7,
      changedFiles: 1 + (i % 3),
      allowMaintainerEdit: false,
    });
  }
}

const OP_TYPES = ['commit_repo', 'create_issue', 'create_pull_request', 'push_tag', 'star_repo'] as const;

/** 1,000 feed items for alice (every third one also for bob), newest last, across the public repos. */
function seedActivities(store: Store, repos: RepoRec[]): void {
  let id = store.nextId(store.activities);
  for (let i = 0; i < LARGE_SEED.activityCount; i++) {
    const repo = repos[i % repos.length] as RepoRec;
    const opType = OP_TYPES[i % OP_TYPES.length] ?? 'commit_repo';
    store.activities.push({
      id: id++,
      receiverIds: i % 3 === 0 ? [2, 3] : [2],
      opType,
      actUserId: i % 2 === 0 ? 2 : 3,
      repoId: repo.id,
      commentId: 0,
      refName: opType === 'commit_repo' || opType === 'push_tag' ? 'refs/heads/main' : '',
      isPrivate: false,
      content: opType.startsWith('create_') ? `${1 + (i % 50)}|Item ${i}` : '',
      created: new Date(START + i * 10 * 60_000),
    });
  }
}

const PACKAGE_TYPES = ['npm', 'generic', 'pypi', 'maven', 'container', 'cargo', 'nuget', 'composer'];

/** 200 packages of alice, one version each; seven in eight link to one of her public repositories. */
function seedPackages(store: Store, repos: RepoRec[]): void {
  let packageId = store.nextId(store.packages);
  let versionId = store.nextId(store.packageVersions);
  for (let i = 0; i < LARGE_SEED.packageCount; i++) {
    const repo = i % 8 === 7 ? null : (repos[i % repos.length] as RepoRec);
    store.packages.push({
      id: packageId,
      ownerId: 2,
      repoId: repo?.id ?? null,
      type: PACKAGE_TYPES[i % PACKAGE_TYPES.length] ?? 'generic',
      name: `bench-package-${pad(i + 1, 3)}`,
    });
    store.packageVersions.push({
      id: versionId++,
      packageId: packageId++,
      version: `1.${i % 10}.${i}`,
      creatorId: 2,
      createdAt: new Date(START + i * HOUR),
    });
  }
}

export function seedLarge(store: Store): void {
  seedDemo(store);
  const big = repoWithFiles(store, 2, LARGE_SEED.bigRepo, LARGE_SEED.bigFileCount, START);
  const small = LARGE_SEED.smallRepos.map(({ owner, name }, i) =>
    repoWithFiles(store, owner === 'acme' ? 5 : 2, name, LARGE_SEED.smallFileCount, START + (i + 1) * HOUR),
  );
  seedPulls(store, big);
  const publicRepos = store.repos.filter((r) => !r.private);
  seedActivities(store, publicRepos);
  seedPackages(
    store,
    [big, ...small].filter((r) => r.ownerId === 2),
  );
}
