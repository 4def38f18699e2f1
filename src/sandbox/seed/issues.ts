// More demo issues, labels and milestones (alice/hello, acme/template, acme's organization labels), so
// that issue lists, their filters and search have data. Ids and indexes continue after seed-items.ts.

import { type IssueInit, newIssueRecord } from '../model/issue-records.js';
import type { IssueRec, LabelRec, MilestoneRec, RepoRec } from '../model/records.js';
import type { Store } from '../model/store.js';

const d = (iso: string) => new Date(iso);

function label(store: Store, fields: Omit<LabelRec, 'id' | 'exclusive' | 'archived'> & Partial<LabelRec>) {
  const rec: LabelRec = { id: store.nextId(store.labels), exclusive: false, archived: false, ...fields };
  store.labels.push(rec);
  return rec;
}

function milestone(store: Store, fields: Omit<MilestoneRec, 'id' | 'updatedAt'> & Partial<MilestoneRec>) {
  const rec: MilestoneRec = { id: store.nextId(store.milestones), updatedAt: fields.createdAt, ...fields };
  store.milestones.push(rec);
  return rec;
}

function issue(store: Store, repo: RepoRec, fields: Omit<IssueInit, 'repoId'>): IssueRec {
  return newIssueRecord(store, { repoId: repo.id, ...fields });
}

/**
 * alice/hello: labels documentation, help wanted, priority/high (exclusive); milestones v1.1 (open, due
 * 2026-03-31) and v0.9 (closed); issues #6–#10 (three open, two closed). acme: the organization label
 * `triage` and acme/template issue #1 carrying it.
 */
export function seedIssues(store: Store): void {
  const alice = store.userByName('alice');
  const acme = store.userByName('acme');
  const hello = alice && store.repoByName(alice.id, 'hello');
  const template = acme && store.repoByName(acme.id, 'template');
  if (!alice || !acme || !hello || !template)
    throw new Error('seed-issues needs the repositories of the seed');
  const [BOB, CAROL] = [3, 4];
  const feature = store.labels.find((l) => l.repoId === hello.id && l.name === 'feature');
  const bug = store.labels.find((l) => l.repoId === hello.id && l.name === 'bug');
  if (!feature || !bug) throw new Error('seed-issues needs the labels bug and feature of alice/hello');

  const docs = label(store, {
    repoId: hello.id,
    name: 'documentation',
    color: '0e8a16',
    description: 'Improvements or additions to documentation',
  });
  const help = label(store, {
    repoId: hello.id,
    name: 'help wanted',
    color: '008672',
    description: 'Extra attention is needed',
  });
  const high = label(store, {
    repoId: hello.id,
    name: 'priority/high',
    color: 'b60205',
    description: 'Needs attention first',
    exclusive: true,
  });
  const triage = label(store, {
    repoId: 0,
    orgId: acme.id,
    name: 'triage',
    color: 'fbca04',
    description: 'Needs a first look',
  });

  const next = milestone(store, {
    repoId: hello.id,
    title: 'v1.1',
    description: 'Greetings in more languages',
    state: 'open',
    createdAt: d('2026-01-06T09:00:00Z'),
    closedAt: null,
    dueOn: d('2026-03-31T23:59:59Z'),
  });
  const old = milestone(store, {
    repoId: hello.id,
    title: 'v0.9',
    description: 'The preview',
    state: 'closed',
    createdAt: d('2025-12-01T09:00:00Z'),
    updatedAt: d('2025-12-20T09:00:00Z'),
    closedAt: d('2025-12-20T09:00:00Z'),
    dueOn: null,
  });

  issue(store, hello, {
    posterId: CAROL,
    title: 'Support greetings in other languages',
    body: 'Bonjour, hallo, hola. @alice would you take a patch?',
    labelIds: [feature.id],
    milestoneId: next.id,
    assigneeIds: [BOB],
    createdAt: d('2026-01-06T10:00:00Z'),
    updatedAt: d('2026-01-07T10:00:00Z'),
  });
  issue(store, hello, {
    posterId: BOB,
    title: 'Document the command-line flags',
    // every extension the forge's renderer applies: references, mentions, relative links and images, task lists
    body: [
      'The guide does not mention `--name`. See #1 and acme/template#1, cc @carol.',
      'Read [the guide](docs/guide.md) first: ![usage](docs/usage.png)',
      '',
      '- [x] list the flags',
      '- [ ] describe `--name`',
    ].join('\n'),
    labelIds: [docs.id, help.id],
    milestoneId: next.id,
    createdAt: d('2026-01-07T10:00:00Z'),
    deadline: d('2026-02-28T23:59:59Z'),
  });
  issue(store, hello, {
    posterId: alice.id,
    title: 'Crash on empty input',
    body: 'Reported by @bob: `hello("")` throws.',
    labelIds: [bug.id, high.id],
    milestoneId: old.id,
    assigneeIds: [alice.id],
    state: 'closed',
    createdAt: d('2025-12-10T10:00:00Z'),
    updatedAt: d('2025-12-12T10:00:00Z'),
    closedAt: d('2025-12-12T10:00:00Z'),
  });
  issue(store, hello, {
    posterId: BOB,
    title: 'Old greeting format',
    body: 'The preview printed "Hi".',
    milestoneId: old.id,
    state: 'closed',
    createdAt: d('2025-12-05T10:00:00Z'),
    updatedAt: d('2025-12-15T10:00:00Z'),
    closedAt: d('2025-12-15T10:00:00Z'),
  });
  issue(store, hello, {
    posterId: CAROL,
    title: 'Add a --quiet flag',
    body: 'For scripts that only want the exit code.',
    labelIds: [help.id],
    ref: 'main',
    createdAt: d('2026-01-08T10:00:00Z'),
  });
  issue(store, template, {
    posterId: BOB,
    title: 'Template lacks a licence',
    body: 'New repositories start without one.',
    labelIds: [triage.id],
    createdAt: d('2026-01-08T12:00:00Z'),
  });
}
