// Demo comments, timeline events, reactions, extra tracked times, attachments and dependencies.
// Ids continue the seed of seed-items.ts (comment 1 by bob on alice/hello#1 exists already).
import { commentExtras } from '../model/comment-extras.js';
import type { AttachmentRec, ReactionRec, TimelineEventData } from '../model/comment-records.js';
import type { CommentRec } from '../model/records.js';
import type { Store } from '../model/store.js';
import type { SeededRepos } from './repos.js';

const d = (iso: string) => new Date(iso);

/** Plain comments get numComments counted on their issue; events (with a type) do not. */
function row(
  store: Store,
  fields: Pick<CommentRec, 'issueId' | 'posterId' | 'createdAt'> & Partial<CommentRec>,
): CommentRec {
  const rec: CommentRec = {
    id: store.nextId(store.comments),
    body: '',
    updatedAt: fields.createdAt,
    ...fields,
  };
  store.comments.push(rec);
  if (!rec.type) store.issue(rec.issueId).numComments += 1;
  return rec;
}

function event(
  store: Store,
  issueId: number,
  posterId: number,
  at: string,
  type: string,
  data: TimelineEventData & { body?: string } = {},
) {
  const { body = '', ...eventData } = data;
  return row(store, { issueId, posterId, createdAt: d(at), body, type, event: eventData });
}

/**
 * alice/hello: #1 gets comments 2 (alice) and 3 (carol) after bob's comment 1, and events for its
 * label, assignees and milestone; #2 comments by alice and bob and is closed and reopened; the
 * pull requests #3 and #4 get review talk.
 */
function seedHelloComments(store: Store): void {
  // #1: the label, assignees and milestone were set when alice filed it (2026-01-02T12:00Z)
  event(store, 1, 2, '2026-01-02T12:01:00Z', 'label', { labelId: 1, body: '1' });
  event(store, 1, 2, '2026-01-02T12:02:00Z', 'assignees', { assigneeId: 2 });
  event(store, 1, 2, '2026-01-02T12:02:00Z', 'assignees', { assigneeId: 3 });
  event(store, 1, 2, '2026-01-02T12:03:00Z', 'milestone', { milestoneId: 1 });
  row(store, {
    issueId: 1,
    posterId: 2,
    createdAt: d('2026-01-02T16:00:00Z'),
    body: 'Confirmed: `greet()` drops the name before printing.',
  });
  row(store, {
    issueId: 1,
    posterId: 4,
    createdAt: d('2026-01-02T17:00:00Z'),
    updatedAt: d('2026-01-02T17:30:00Z'),
    body: 'Same here on Windows.',
  });
  // #2
  row(store, {
    issueId: 2,
    posterId: 2,
    createdAt: d('2026-01-02T14:30:00Z'),
    body: 'Good idea; #3 does it.',
  });
  event(store, 2, 3, '2026-01-02T14:40:00Z', 'close');
  event(store, 2, 2, '2026-01-02T14:45:00Z', 'reopen');
  row(store, {
    issueId: 2,
    posterId: 3,
    createdAt: d('2026-01-02T14:50:00Z'),
    body: 'Reopened until #3 is merged.',
  });
  // pull requests #3 and #4
  row(store, { issueId: 3, posterId: 3, createdAt: d('2026-01-03T10:00:00Z'), body: 'Looks good to me.' });
  row(store, {
    issueId: 4,
    posterId: 2,
    createdAt: d('2026-01-03T12:00:00Z'),
    body: 'Thanks! Could you add an example?',
  });
  row(store, { issueId: 4, posterId: 3, createdAt: d('2026-01-03T12:30:00Z'), body: 'Added one.' });
  // alice/secret#1 (issue id 6): only those who can read alice/secret see it
  row(store, {
    issueId: 6,
    posterId: 2,
    createdAt: d('2026-01-02T09:30:00Z'),
    body: 'Staging keys are rotated.',
  });
}

/** alice/many-prs: pull request #i has i % 4 comments, by alice, bob and carol in turn. */
function seedManyPrsComments(store: Store, { manyPrs }: SeededRepos): void {
  for (const issue of store.issues.filter((i) => i.repoId === manyPrs.id)) {
    const count = issue.numComments;
    issue.numComments = 0; // row() counts them again
    for (let k = 0; k < count; k++) {
      row(store, {
        issueId: issue.id,
        posterId: 2 + ((issue.index + k) % 3),
        createdAt: new Date(issue.createdAt.getTime() + (k + 1) * 10 * 60_000),
        body: `Comment ${k + 1} on change ${issue.index}.`,
      });
    }
  }
}

function seedReactions(store: Store): void {
  const reactions: Omit<ReactionRec, 'id'>[] = [
    { issueId: 1, commentId: 0, userId: 3, type: '+1', createdAt: d('2026-01-02T15:05:00Z') },
    { issueId: 1, commentId: 0, userId: 4, type: '+1', createdAt: d('2026-01-02T17:05:00Z') },
    { issueId: 1, commentId: 0, userId: 4, type: 'eyes', createdAt: d('2026-01-02T17:06:00Z') },
    { issueId: 1, commentId: 1, userId: 2, type: 'heart', createdAt: d('2026-01-02T15:10:00Z') },
    { issueId: 3, commentId: 0, userId: 3, type: 'hooray', createdAt: d('2026-01-03T10:01:00Z') },
  ];
  commentExtras(store).reactions.push(...reactions.map((r, i) => ({ ...r, id: i + 1 })));
}

function seedAttachments(store: Store): void {
  const attachments: Omit<AttachmentRec, 'id' | 'downloadCount'>[] = [
    {
      uuid: 'a1b2c3d4-0001-4000-8000-000000000001',
      issueId: 1,
      commentId: 0,
      releaseId: 0,
      uploaderId: 2,
      name: 'screenshot.png',
      size: 48213,
      createdAt: d('2026-01-02T12:00:00Z'),
    },
    {
      uuid: 'a1b2c3d4-0002-4000-8000-000000000002',
      issueId: 1,
      commentId: 1,
      releaseId: 0,
      uploaderId: 3,
      name: 'trace.txt',
      size: 912,
      createdAt: d('2026-01-02T15:00:00Z'),
    },
    {
      uuid: 'a1b2c3d4-0003-4000-8000-000000000003',
      issueId: 0,
      commentId: 0,
      releaseId: 1,
      uploaderId: 2,
      name: 'hello-1.0.tar.gz',
      size: 2048,
      createdAt: d('2026-01-05T12:00:00Z'),
    },
  ];
  commentExtras(store).attachments.push(
    ...attachments.map((a, i) => ({ ...a, id: i + 1, downloadCount: i === 2 ? 7 : 0 })),
  );
}

/** More tracked times: admin on alice/hello#3, alice and bob on alice/many-prs#1 (issue id 8). */
function seedTimes(store: Store): void {
  const times = [
    { issueId: 3, userId: 1, time: 1200, created: d('2026-01-03T16:00:00Z') },
    { issueId: 8, userId: 2, time: 900, created: d('2026-01-05T02:00:00Z') },
    { issueId: 8, userId: 3, time: 600, created: d('2026-01-05T03:00:00Z') },
  ];
  for (const time of times) {
    const id = store.nextId(store.trackedTimes);
    store.trackedTimes.push({ ...time, id, deleted: false });
    event(store, time.issueId, time.userId, time.created.toISOString(), 'add_time_manual', {
      trackedTimeId: id,
      body: `|${time.time}`,
    });
  }
}

/**
 * alice/hello#1 is blocked by alice/secret#1 (hidden from those who cannot read alice/secret) and by
 * the pull request alice/hello#5; alice/many-prs#2 and #3 are blocked by alice/many-prs#1.
 */
function seedDependencies(store: Store, { hello, secret, manyPrs }: SeededRepos): void {
  const id = (repoId: number, index: number) => store.issueByIndex(repoId, index)?.id ?? 0;
  store.issue(id(hello.id, 1)).blockedBy.push(id(secret.id, 1), id(hello.id, 5));
  for (const index of [2, 3]) store.issue(id(manyPrs.id, index)).blockedBy.push(id(manyPrs.id, 1));
  const helloFirst = id(hello.id, 1);
  event(store, helloFirst, 2, '2026-01-04T10:05:00Z', 'add_dependency', {
    dependentIssueId: id(hello.id, 5),
  });
}

export function seedComments(store: Store, repos: SeededRepos): void {
  seedHelloComments(store);
  seedManyPrsComments(store, repos);
  seedReactions(store);
  seedAttachments(store);
  seedTimes(store);
  seedDependencies(store, repos);
}
