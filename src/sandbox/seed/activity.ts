// Demo activity feeds: who did what, and whose feed shows it.

import { getCommit } from '../git/repository.js';
import { pushContent } from '../model/activity.js';
import type { ActivityRec } from '../model/records.js';
import type { Store } from '../model/store.js';
import type { SeededRepos } from './repos.js';

const d = (iso: string) => new Date(iso);

type ActivityRow = Omit<ActivityRec, 'id' | 'commentId' | 'refName' | 'content'> &
  Partial<Pick<ActivityRec, 'commentId' | 'refName' | 'content'>>;

/** 17 feed items: 12 by alice (two in alice/secret, private), 5 by bob (one comment_issue with comment 1). */
export function seedActivities(store: Store, { hello, manyPrs, secret, template }: SeededRepos): void {
  const [alice, bob] = [2, 3];
  const push = (repo: typeof hello, sha: string, before: string) => {
    const commit = getCommit(repo.git, sha);
    return commit ? pushContent(store.user(repo.ownerId).login, repo, before, commit) : '';
  };
  const main = hello.git.branches.get('main') as string;
  const first = getCommit(hello.git, main)?.parents[0] ?? '';
  const featureB = hello.git.branches.get('feature-b') as string;
  const rows: ActivityRow[] = [
    {
      receiverIds: [alice],
      opType: 'create_repo',
      actUserId: alice,
      repoId: hello.id,
      isPrivate: false,
      created: d('2026-01-01T01:00:00Z'),
    },
    {
      receiverIds: [alice],
      opType: 'commit_repo',
      actUserId: alice,
      repoId: hello.id,
      isPrivate: false,
      created: d('2026-01-01T10:00:00Z'),
      refName: 'refs/heads/main',
      content: push(hello, first, ''),
    },
    {
      receiverIds: [alice],
      opType: 'create_repo',
      actUserId: alice,
      repoId: secret.id,
      isPrivate: true,
      created: d('2026-01-01T11:00:00Z'),
    },
    {
      receiverIds: [alice, bob],
      opType: 'create_repo',
      actUserId: alice,
      repoId: template.id,
      isPrivate: false,
      created: d('2026-01-01T13:00:00Z'),
    },
    {
      receiverIds: [alice],
      opType: 'create_repo',
      actUserId: alice,
      repoId: manyPrs.id,
      isPrivate: false,
      created: d('2026-01-01T16:00:00Z'),
    },
    {
      receiverIds: [alice],
      opType: 'create_issue',
      actUserId: alice,
      repoId: secret.id,
      isPrivate: true,
      created: d('2026-01-02T09:00:00Z'),
      content: '1|Rotate the keys',
    },
    {
      receiverIds: [alice, bob],
      opType: 'commit_repo',
      actUserId: alice,
      repoId: hello.id,
      isPrivate: false,
      created: d('2026-01-02T10:00:00Z'),
      refName: 'refs/heads/main',
      content: push(hello, main, first),
    },
    {
      receiverIds: [alice, bob],
      opType: 'create_issue',
      actUserId: alice,
      repoId: hello.id,
      isPrivate: false,
      created: d('2026-01-02T12:00:00Z'),
      content: '1|Greeting ignores the name',
    },
    {
      receiverIds: [bob, alice],
      opType: 'create_issue',
      actUserId: bob,
      repoId: hello.id,
      isPrivate: false,
      created: d('2026-01-02T14:00:00Z'),
      content: '2|Add a farewell message',
    },
    {
      receiverIds: [bob, alice],
      opType: 'comment_issue',
      actUserId: bob,
      repoId: hello.id,
      isPrivate: false,
      created: d('2026-01-02T15:00:00Z'),
      commentId: 1,
      content: '1|I can reproduce this with an empty name.',
    },
    {
      receiverIds: [alice, bob],
      opType: 'create_pull_request',
      actUserId: alice,
      repoId: hello.id,
      isPrivate: false,
      created: d('2026-01-03T09:30:00Z'),
      content: '3|Add a farewell function',
    },
    {
      receiverIds: [bob, alice],
      opType: 'commit_repo',
      actUserId: bob,
      repoId: hello.id,
      isPrivate: false,
      created: d('2026-01-03T11:00:00Z'),
      refName: 'refs/heads/feature-b',
      content: push(hello, featureB, main),
    },
    {
      receiverIds: [bob, alice],
      opType: 'create_pull_request',
      actUserId: bob,
      repoId: hello.id,
      isPrivate: false,
      created: d('2026-01-03T11:30:00Z'),
      content: '4|Document the greeting',
    },
    {
      receiverIds: [bob, alice],
      opType: 'create_pull_request',
      actUserId: bob,
      repoId: hello.id,
      isPrivate: false,
      created: d('2026-01-04T09:00:00Z'),
      content: '5|Fix typo in guide',
    },
    {
      receiverIds: [alice, bob],
      opType: 'close_pull_request',
      actUserId: alice,
      repoId: hello.id,
      isPrivate: false,
      created: d('2026-01-04T10:00:00Z'),
      content: '5|Fix typo in guide',
    },
    {
      receiverIds: [alice, bob],
      opType: 'push_tag',
      actUserId: alice,
      repoId: hello.id,
      isPrivate: false,
      created: d('2026-01-05T12:00:00Z'),
      refName: 'refs/tags/v1.0',
    },
    {
      receiverIds: [alice, bob],
      opType: 'publish_release',
      actUserId: alice,
      repoId: hello.id,
      isPrivate: false,
      created: d('2026-01-05T12:00:00Z'),
      refName: 'v1.0',
      content: 'v1.0',
    },
  ];
  rows.forEach((row, i) => {
    store.activities.push({ commentId: 0, refName: '', content: '', ...row, id: i + 1 });
  });
}
