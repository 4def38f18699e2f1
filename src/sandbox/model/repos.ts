// Creating, naming and moving repositories (shared by the generate, create and transfer routes and the seed).
import { createGitRepo } from '../git/repository.js';
import type { LabelRec, RepoRec, UserRec } from './records.js';
import type { Store } from './store.js';

export type RepoInit = Partial<Omit<RepoRec, 'id' | 'ownerId' | 'name'>> & { ownerId: number; name: string };

export function newRepo(store: Store, init: RepoInit): RepoRec {
  const now = init.createdAt ?? store.now();
  const repo: RepoRec = {
    id: store.nextId(store.repos),
    description: '',
    website: '',
    language: '',
    private: false,
    template: false,
    archived: false,
    archivedAt: null,
    fork: false,
    parentId: null,
    defaultBranch: 'main',
    objectFormat: 'sha1',
    sizeKb: 0,
    createdAt: now,
    updatedAt: now,
    git: createGitRepo(),
    wiki: null,
    collaborators: new Map(),
    units: {
      issues: true,
      pulls: true,
      wiki: true,
      releases: true,
      packages: true,
      actions: true,
      projects: true,
    },
    timeTracking: true,
    onlyContributorsTrackTime: true,
    dependencies: true,
    topics: [],
    transfer: null,
    ...init,
  };
  store.repos.push(repo);
  // A new repository takes its name back from an old redirect (Gitea deletes the redirect).
  store.repoRedirects.delete(`${repo.ownerId}/${repo.name.toLowerCase()}`);
  return repo;
}

/** Issues and pull requests share one index sequence per repository. */
export function nextIndex(store: Store, repoId: number): number {
  let max = 0;
  for (const issue of store.issues) if (issue.repoId === repoId && issue.index > max) max = issue.index;
  return max + 1;
}

/** Gitea's IsUsableRepoName: the 422 message, or undefined when the name is fine. */
export function unusableRepoName(name: string): string | undefined {
  const lower = name.toLowerCase();
  if (['.', '..', '-'].includes(lower)) return `name is reserved [name: ${name}]`;
  for (const suffix of ['.git', '.rss', '.atom', '.wiki']) {
    if (lower.endsWith(suffix)) return `name pattern is not allowed [pattern: *${suffix}]`;
  }
  return undefined;
}

/** The label sets Gitea ships (options/label), reduced to a few labels each. */
const labelSets: Record<string, { name: string; color: string; description: string; exclusive?: boolean }[]> =
  {
    Default: [
      { name: 'Kind/Bug', color: 'ee0701', description: 'Something is not working' },
      { name: 'Kind/Feature', color: '0288d1', description: 'New functionality' },
      { name: 'Kind/Documentation', color: '37474f', description: 'Documentation changes' },
      { name: 'Priority/High', color: 'c62828', description: 'The priority is high', exclusive: true },
      { name: 'Priority/Low', color: '4caf50', description: 'The priority is low', exclusive: true },
    ],
    Advanced: [
      { name: 'Type/Bug', color: 'ee0701', description: 'Something is not working', exclusive: true },
      { name: 'Type/Feature', color: '0288d1', description: 'New functionality', exclusive: true },
      { name: 'Status/Blocked', color: '880e4f', description: 'Something is blocking this', exclusive: true },
    ],
  };

export function hasLabelSet(name: string): boolean {
  return name in labelSets;
}

export function addLabels(store: Store, repo: RepoRec, labels: Omit<LabelRec, 'id' | 'repoId'>[]): void {
  for (const label of labels)
    store.labels.push({ ...label, id: store.nextId(store.labels), repoId: repo.id });
}

export function addLabelSet(store: Store, repo: RepoRec, set: string): void {
  addLabels(
    store,
    repo,
    (labelSets[set] ?? []).map((l) => ({ ...l, exclusive: l.exclusive ?? false, archived: false })),
  );
}

/** Moves a repository now; the old path keeps answering with a redirect. */
export function transferOwnership(store: Store, repo: RepoRec, newOwner: UserRec, teamIds: number[]): void {
  store.repoRedirects.set(`${repo.ownerId}/${repo.name.toLowerCase()}`, repo.id);
  store.repoRedirects.delete(`${newOwner.id}/${repo.name.toLowerCase()}`);
  repo.ownerId = newOwner.id;
  repo.transfer = null;
  repo.collaborators.delete(newOwner.id);
  repo.updatedAt = store.now();
  for (const team of store.teams) {
    if (teamIds.includes(team.id) && team.orgId === newOwner.id && !team.repoIds.includes(repo.id)) {
      team.repoIds.push(repo.id);
    }
  }
}
