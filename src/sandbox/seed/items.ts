// Demo issues, pull requests, comments, tracked times and releases; packages, jobs and feeds come from
// seed-actions.ts and seed-activity.ts.
import { newIssueRecord } from '../model/issue-records.js';
import type { IssueRec, PullRec } from '../model/records.js';
import type { Store } from '../model/store.js';
import { seedActions, seedPackages } from './actions.js';
import { seedActivities } from './activity.js';
import type { SeededRepos } from './repos.js';

const d = (iso: string) => new Date(iso);
const HOUR = 3600_000;

function issue(
  store: Store,
  fields: Partial<IssueRec> & Pick<IssueRec, 'id' | 'repoId' | 'index' | 'posterId' | 'title' | 'createdAt'>,
): IssueRec {
  return newIssueRecord(store, fields);
}

function pull(
  store: Store,
  fields: Pick<PullRec, 'id' | 'issueId' | 'headRepoId' | 'headBranch'> & Partial<PullRec>,
) {
  store.pulls.push({
    baseBranch: 'main',
    merged: false,
    mergedAt: null,
    mergedById: null,
    mergeCommitSha: null,
    additions: 1,
    deletions: 0,
    changedFiles: 1,
    allowMaintainerEdit: false,
    ...fields,
  });
}

/** alice/hello: labels 1 bug, 2 feature; milestone 1 v1.0; issues #1, #2; pull requests #3, #4, #5 */
function seedHello(store: Store, { hello }: SeededRepos): void {
  store.labels.push(
    {
      id: 1,
      repoId: hello.id,
      name: 'bug',
      color: 'ee0701',
      description: 'Something is not working',
      exclusive: false,
      archived: false,
    },
    {
      id: 2,
      repoId: hello.id,
      name: 'feature',
      color: '0288d1',
      description: 'New functionality',
      exclusive: false,
      archived: false,
    },
  );
  store.milestones.push({
    id: 1,
    repoId: hello.id,
    title: 'v1.0',
    description: 'First release',
    state: 'open',
    createdAt: d('2026-01-01T12:00:00Z'),
    updatedAt: d('2026-01-01T12:00:00Z'),
    closedAt: null,
    dueOn: null,
  });
  issue(store, {
    id: 1,
    repoId: hello.id,
    index: 1,
    posterId: 2,
    title: 'Greeting ignores the name',
    body: '`hello()` prints the same greeting for every name.',
    labelIds: [1],
    milestoneId: 1,
    assigneeIds: [2, 3],
    numComments: 1,
    createdAt: d('2026-01-02T12:00:00Z'),
    updatedAt: d('2026-01-02T15:00:00Z'),
  });
  issue(store, {
    id: 2,
    repoId: hello.id,
    index: 2,
    posterId: 3,
    title: 'Add a farewell message',
    body: 'It would be nice to say goodbye too.',
    createdAt: d('2026-01-02T14:00:00Z'),
  });
  issue(store, {
    id: 3,
    repoId: hello.id,
    index: 3,
    posterId: 2,
    title: 'Add a farewell function',
    isPull: true,
    body: 'Closes #2.',
    createdAt: d('2026-01-03T09:30:00Z'),
  });
  issue(store, {
    id: 4,
    repoId: hello.id,
    index: 4,
    posterId: 3,
    title: 'Document the greeting',
    isPull: true,
    body: 'Explains what `hello(name)` returns.',
    labelIds: [2],
    createdAt: d('2026-01-03T11:30:00Z'),
  });
  issue(store, {
    id: 5,
    repoId: hello.id,
    index: 5,
    posterId: 3,
    title: 'Fix typo in guide',
    isPull: true,
    state: 'closed',
    createdAt: d('2026-01-04T09:00:00Z'),
    updatedAt: d('2026-01-04T10:00:00Z'),
    closedAt: d('2026-01-04T10:00:00Z'),
  });
  pull(store, { id: 1, issueId: 3, headRepoId: hello.id, headBranch: 'feature-a', additions: 1 });
  pull(store, {
    id: 2,
    issueId: 4,
    headRepoId: hello.id,
    headBranch: 'feature-b',
    additions: 2,
    deletions: 0,
  });
  pull(store, {
    id: 3,
    issueId: 5,
    headRepoId: hello.id,
    headBranch: 'fix-typo',
    additions: 1,
    deletions: 1,
  });
  store.comments.push({
    id: 1,
    issueId: 1,
    posterId: 3,
    body: 'I can reproduce this with an empty name.',
    createdAt: d('2026-01-02T15:00:00Z'),
    updatedAt: d('2026-01-02T15:00:00Z'),
  });
  store.trackedTimes.push(
    { id: 1, issueId: 1, userId: 2, time: 3600, created: d('2026-01-02T13:00:00Z'), deleted: false },
    { id: 2, issueId: 1, userId: 2, time: 1800, created: d('2026-01-03T13:00:00Z'), deleted: false },
    { id: 3, issueId: 2, userId: 3, time: 2700, created: d('2026-01-03T15:00:00Z'), deleted: false },
  );
  store.releases.push({
    id: 1,
    repoId: hello.id,
    tagName: 'v1.0',
    target: 'main',
    title: 'v1.0',
    note: 'The first release.',
    draft: false,
    prerelease: false,
    isTag: false,
    publisherId: 2,
    createdAt: d('2026-01-05T12:00:00Z'),
  });
}

/**
 * alice/many-prs: pull requests #1–#60 (issue ids 8–67, pull ids 4–63), authors alice, bob, carol in turn,
 * created one hour apart from 2026-01-05T01:00Z. One of every three consecutive numbers is closed (20 closed,
 * 40 open; the closed one rotates carol, bob, alice), and every other closed one is merged (10 merged).
 */
function seedManyPrs(store: Store, { manyPrs }: SeededRepos): void {
  const head = manyPrs.git.branches.get('main') as string;
  for (let i = 1; i <= 60; i++) {
    const created = new Date(Date.parse('2026-01-05T00:00:00Z') + i * HOUR);
    const block = Math.floor((i - 1) / 3);
    const closed = (i + block) % 3 === 0;
    const merged = closed && block % 2 === 0;
    const branch = `pr-${i}`;
    manyPrs.git.branches.set(branch, head);
    issue(store, {
      id: 7 + i,
      repoId: manyPrs.id,
      index: i,
      posterId: 2 + ((i - 1) % 3),
      title: `Change number ${i}`,
      body: `Pull request ${i} of 60.`,
      isPull: true,
      state: closed ? 'closed' : 'open',
      numComments: i % 4,
      createdAt: created,
      updatedAt: new Date(created.getTime() + ((i * 7) % 13) * HOUR),
      closedAt: closed ? new Date(created.getTime() + 24 * HOUR) : null,
    });
    pull(store, {
      id: 3 + i,
      issueId: 7 + i,
      headRepoId: manyPrs.id,
      headBranch: branch,
      additions: i,
      deletions: i % 5,
      merged,
      mergedAt: merged ? new Date(created.getTime() + 24 * HOUR) : null,
      mergedById: merged ? 2 : null,
      mergeCommitSha: merged ? head : null,
    });
  }
}

function seedOthers(store: Store, { secret, legacy }: SeededRepos): void {
  issue(store, {
    id: 6,
    repoId: secret.id,
    index: 1,
    posterId: 2,
    title: 'Rotate the keys',
    createdAt: d('2026-01-02T09:00:00Z'),
  });
  issue(store, {
    id: 7,
    repoId: legacy.id,
    index: 1,
    posterId: 2,
    title: 'Old bug',
    createdAt: d('2026-01-02T08:00:00Z'),
  });
}

export function seedItems(store: Store, repos: SeededRepos): void {
  seedHello(store, repos);
  seedOthers(store, repos);
  seedManyPrs(store, repos);
  seedPackages(store, repos);
  seedActions(store, repos);
  seedActivities(store, repos);
}
