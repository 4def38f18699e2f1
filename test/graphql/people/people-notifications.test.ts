// The viewer's notification threads: the list with its filters, the subject's links, refetch by id,
// and the errors, with their exact forge calls.

import { describe, expect, it } from 'vitest';
import type { Json } from '../../helpers/mutations.js';
import { callsWithQuery } from '../../helpers/people-fixtures.js';
import { useFileHarness } from '../../helpers/use-harness.js';
import { writesOf } from '../../helpers/writes.js';

const harness = useFileHarness();

const { calls, query } = writesOf(() => harness);
const ids = (connection: Json) => connection.nodes.map((n: Json) => n.databaseId);

describe('viewer.notifications', () => {
  it('lists unread and pinned threads, newest first, with GET /notifications alone (no GET /user: the viewer is a reference)', async () => {
    const { data, errors } =
      await query(`{ viewer { notifications { totalCount nodes { databaseId status unread pinned updatedAt url
          repository { fullName }
          subject { type typeName title state url htmlUrl latestCommentUrl } } } } }`);
    expect(errors).toBeUndefined();
    const threads = data?.viewer.notifications;
    expect(threads.totalCount).toBe(3);
    expect(
      threads.nodes.map((n: Json) => [n.databaseId, n.status, n.subject.type, n.repository.fullName]),
    ).toEqual([
      [4, 'UNREAD', 'REPOSITORY', 'acme/template'],
      [2, 'PINNED', 'PULL', 'alice/hello'],
      [1, 'UNREAD', 'ISSUE', 'alice/hello'],
    ]);
    expect(threads.nodes[1]).toMatchObject({
      unread: false,
      pinned: true,
      subject: { typeName: 'Pull', title: 'Document the greeting', state: 'OPEN' },
    });
    expect(threads.nodes[1].subject.htmlUrl).toMatch(/\/alice\/hello\/pulls\/4$/);
    expect(threads.nodes[2].subject.url).toMatch(/\/api\/v1\/repos\/alice\/hello\/issues\/2$/);
    expect(threads.nodes[0].url).toMatch(/\/api\/v1\/notifications\/threads\/4$/);
    expect(calls()).toEqual({ 'GET /notifications': 1 });
  });

  it('passes all, statuses, subject types and times on as the forge names them', async () => {
    const { data } = await query(`{ viewer {
          all: notifications(all: true) { nodes { databaseId } }
          read: notifications(unread: false) { nodes { databaseId } }
          pulls: notifications(all: true, subjectTypes: [PULL]) { nodes { databaseId } }
          window: notifications(all: true, since: "2026-01-03T00:00:00Z", until: "2026-01-04T12:00:00Z") { nodes { databaseId } } } }`);
    const viewer = data?.viewer;
    expect([ids(viewer.all), ids(viewer.read), ids(viewer.pulls), ids(viewer.window)]).toEqual([
      [4, 3, 2, 1],
      [3, 2],
      [3, 2],
      [3, 2],
    ]);
    expect(callsWithQuery(harness).sort()).toEqual([
      'GET /notifications ?all=true&before=2026-01-04T12%3A00%3A00.000Z&limit=30&page=1&since=2026-01-03T00%3A00%3A00.000Z',
      'GET /notifications ?all=true&limit=30&page=1',
      'GET /notifications ?all=true&limit=30&page=1&subject-type=pull',
      'GET /notifications ?limit=30&page=1&status-types=read&status-types=pinned',
    ]);
  });

  it('pages with the forge’s total', async () => {
    const { data } = await query(
      '{ viewer { notifications(all: true, first: 2, after: "b2Zmc2V0OjE") { totalCount pageInfo { hasNextPage } nodes { databaseId } } } }',
    );
    expect(data?.viewer.notifications).toEqual({
      totalCount: 4,
      pageInfo: { hasNextPage: false },
      nodes: [{ databaseId: 2 }, { databaseId: 1 }],
    });
    expect(callsWithQuery(harness).sort()).toEqual(['GET /notifications ?all=true&limit=2&page=2']);
  });

  it('refuses `unread` with `statuses` on that field before calling the forge for it', async () => {
    const { data, errors } = await query(
      '{ viewer { login notifications(unread: true, statuses: [PINNED]) { totalCount } } }',
    );
    expect(data?.viewer).toEqual({ login: 'alice', notifications: null });
    expect(errors?.[0]).toMatchObject({
      path: ['viewer', 'notifications'],
      extensions: { code: 'BAD_USER_INPUT', field: 'unread' },
    });
    expect(calls()).toEqual({ 'GET /user': 1 });
  });

  it('is only on the viewer: FORBIDDEN elsewhere, without a call for it', async () => {
    const { data, errors } = await query('{ user(login: "alice") { login notifications { totalCount } } }');
    expect(data?.user).toEqual({ login: 'alice', notifications: null });
    expect(errors?.[0]).toMatchObject({ path: ['user', 'notifications'], extensions: { code: 'FORBIDDEN' } });
    expect(calls()).toEqual({ 'GET /users/{username}': 1 });
  });
});

describe('a notification subject', () => {
  it('links to its issue and pull request, read only when selected', async () => {
    const { data } = await query(
      '{ viewer { notifications(all: true, subjectTypes: [PULL, ISSUE]) { nodes { subject { type issue { number title } pullRequest { number } } } } } }',
    );
    expect(data?.viewer.notifications.nodes.map((n: Json) => n.subject)).toEqual([
      { type: 'PULL', issue: { number: 5, title: 'Fix typo in guide' }, pullRequest: { number: 5 } },
      { type: 'PULL', issue: { number: 4, title: 'Document the greeting' }, pullRequest: { number: 4 } },
      { type: 'ISSUE', issue: { number: 2, title: 'Add a farewell message' }, pullRequest: null },
    ]);
    expect(calls()).toEqual({
      'GET /notifications': 1,
      'GET /repos/{owner}/{repo}/issues/{index}': 3,
      'GET /repos/{owner}/{repo}/pulls/{index}': 2,
    });
  });
});

describe('a NotificationThread node', () => {
  const node =
    'query ($id: ID!) { node(id: $id) { __typename ... on NotificationThread { databaseId status subject { title } } } }';

  async function threadId(): Promise<string> {
    const { data } = await query('{ viewer { notifications(first: 1) { nodes { id } } } }');
    harness.resetCalls();
    return data?.viewer.notifications.nodes[0].id;
  }

  it('refetches with GET /notifications/threads/{id}', async () => {
    const { data } = await harness.query<Json>(node, { id: await threadId() }, { as: 'alice' });
    expect(data?.node).toEqual({
      __typename: 'NotificationThread',
      databaseId: 4,
      status: 'UNREAD',
      subject: { title: 'acme/template' },
    });
    expect(calls()).toEqual({ 'GET /notifications/threads/{id}': 1 });
  });

  it('is FORBIDDEN to another user', async () => {
    const { data, errors } = await harness.query<Json>(node, { id: await threadId() }, { as: 'bob' });
    expect(data?.node).toBeNull();
    expect(errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', upstream: { status: 403 } });
  });
});

describe('viewer.unreadNotificationsCount', () => {
  it('reads GET /notifications/new alone (no GET /user: the viewer is a reference)', async () => {
    const { data } = await query('{ viewer { unreadNotificationsCount } }');
    expect(data?.viewer).toEqual({ unreadNotificationsCount: 2 });
    expect(calls()).toEqual({ 'GET /notifications/new': 1 });
  });

  it('is FORBIDDEN on anyone but the viewer, and UPSTREAM_ERROR when the forge answers no count', async () => {
    const other = await query('{ user(login: "bob") { unreadNotificationsCount } }', 'bob');
    expect(other.errors?.[0]).toMatchObject({
      path: ['user', 'unreadNotificationsCount'],
      extensions: { code: 'FORBIDDEN' },
    });
    harness.sandbox.faults.injectStatus('GET /notifications/new', 200, { times: 1, body: { count: 'many' } });
    const { data, errors } = await query('{ viewer { login unreadNotificationsCount } }', 'bob');
    expect(data?.viewer).toEqual({ login: 'bob', unreadNotificationsCount: null });
    expect(errors?.[0]).toMatchObject({
      path: ['viewer', 'unreadNotificationsCount'],
      extensions: { code: 'UPSTREAM_ERROR' },
    });
  });
});
