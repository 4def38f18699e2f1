// The people part of the demo seed: follows, organization membership publicity, more repositories for
// bob, and notification threads for alice and bob (see docs/sandbox.md, "Demo seed").
import { createGitRepo } from '../git/repository.js';
import { membershipKey, type NotificationRec, peopleOf } from '../model/people-state.js';
import { newRepo } from '../model/repos.js';
import type { Store } from '../model/store.js';

const d = (iso: string) => new Date(iso);

function seedFollows(store: Store): void {
  // ids: 2 alice, 3 bob, 4 carol
  peopleOf(store).follows.push(
    { userId: 3, followId: 2, created: d('2026-01-02T08:00:00Z') },
    { userId: 4, followId: 2, created: d('2026-01-03T08:00:00Z') },
    { userId: 2, followId: 4, created: d('2026-01-04T08:00:00Z') },
  );
}

/** alice shows her acme membership; bob's stays concealed (Gitea's default for new members). */
function seedMemberships(store: Store): void {
  const acme = store.userByName('acme');
  if (acme) peopleOf(store).publicMemberships.add(membershipKey(acme.id, 2));
}

function seedBobRepos(store: Store): void {
  newRepo(store, {
    ownerId: 3,
    name: 'dotfiles',
    description: 'Shell configuration',
    language: 'Shell',
    sizeKb: 4,
    topics: ['dotfiles', 'shell'],
    createdAt: d('2026-01-02T16:00:00Z'),
    updatedAt: d('2026-01-06T10:00:00Z'),
    git: createGitRepo({
      branch: 'main',
      files: {
        '.bashrc': 'export EDITOR=vim\n',
        'README.md': '# dotfiles\n\nBob’s shell setup.\n',
        // a binary file (a PNG header: NUL bytes), which a diff shows as "Binary files … differ"
        'terminal.png': Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
      },
      message: 'Initial commit',
      author: { name: 'Bob Brown', email: 'bob@example.com', date: d('2026-01-02T16:00:00Z') },
    }),
  });
  newRepo(store, {
    ownerId: 3,
    name: 'journal',
    description: 'Private journal',
    private: true,
    sizeKb: 4,
    createdAt: d('2026-01-02T17:00:00Z'),
    updatedAt: d('2026-01-02T17:00:00Z'),
    git: createGitRepo({
      branch: 'main',
      files: { 'today.md': '# Today\n\nNothing yet.\n' },
      message: 'Initial commit',
      author: { name: 'Bob Brown', email: 'bob@example.com', date: d('2026-01-02T17:00:00Z') },
    }),
  });
}

function thread(
  fields: Pick<NotificationRec, 'id' | 'userId' | 'repoId' | 'status' | 'source' | 'updatedAt'> &
    Partial<NotificationRec>,
): NotificationRec {
  return { issueId: null, commitId: '', createdAt: fields.updatedAt, ...fields };
}

/** Threads on alice/hello's issues and pull requests and on acme's repositories; some read, one pinned. */
function seedNotifications(store: Store): void {
  const repo = (full: string) => {
    const [owner = '', name = ''] = full.split('/');
    const ownerRec = store.userByName(owner);
    const rec = ownerRec && store.repoByName(ownerRec.id, name);
    if (!rec) throw new Error(`seed: no repository ${full}`);
    return rec.id;
  };
  const hello = repo('alice/hello');
  const issueId = (index: number) => {
    const rec = store.issueByIndex(hello, index);
    if (!rec) throw new Error(`seed: no alice/hello#${index}`);
    return rec.id;
  };
  peopleOf(store).notifications.push(
    // alice
    thread({
      id: 1,
      userId: 2,
      repoId: hello,
      status: 'unread',
      source: 'issue',
      issueId: issueId(2),
      updatedAt: d('2026-01-02T14:00:00Z'),
    }),
    thread({
      id: 2,
      userId: 2,
      repoId: hello,
      status: 'pinned',
      source: 'pull',
      issueId: issueId(4),
      updatedAt: d('2026-01-03T11:30:00Z'),
    }),
    thread({
      id: 3,
      userId: 2,
      repoId: hello,
      status: 'read',
      source: 'pull',
      issueId: issueId(5),
      updatedAt: d('2026-01-04T10:00:00Z'),
    }),
    thread({
      id: 4,
      userId: 2,
      repoId: repo('acme/template'),
      status: 'unread',
      source: 'repository',
      updatedAt: d('2026-01-05T09:00:00Z'),
    }),
    // bob
    thread({
      id: 5,
      userId: 3,
      repoId: hello,
      status: 'unread',
      source: 'issue',
      issueId: issueId(1),
      updatedAt: d('2026-01-02T15:00:00Z'),
    }),
    thread({
      id: 6,
      userId: 3,
      repoId: hello,
      status: 'read',
      source: 'pull',
      issueId: issueId(3),
      updatedAt: d('2026-01-03T09:30:00Z'),
    }),
    thread({
      id: 7,
      userId: 3,
      repoId: repo('acme/legacy'),
      status: 'unread',
      source: 'repository',
      updatedAt: d('2026-01-03T00:00:00Z'),
    }),
  );
}

export function seedPeople(store: Store): void {
  seedFollows(store);
  seedMemberships(store);
  seedBobRepos(store);
  seedNotifications(store);
}
