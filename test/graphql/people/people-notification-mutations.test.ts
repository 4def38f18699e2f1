// markNotificationsRead and markNotificationThreadRead: the write, the changed threads, the read-back
// through the graph, every member of each union with the forge answer behind it, and the validation
// that costs no call.

import { describe, expect, it } from 'vitest';
import { countRoutes } from '../../helpers/harness.js';
import type { Json } from '../../helpers/mutations.js';
import { callsWithQuery, mutatePeople } from '../../helpers/people-fixtures.js';
import { useFileHarness } from '../../helpers/use-harness.js';

const harness = useFileHarness();

const calls = () => countRoutes(harness.routes());
const READ = 'PUT /notifications';

describe('markNotificationsRead', () => {
  it('marks bob’s unread threads read with one PUT and returns them in their new status', async () => {
    const { result } = await mutatePeople(
      harness,
      'MarkNotificationsRead',
      { clientMutationId: 'r1' },
      'bob',
    );
    expect(result.__typename).toBe('MarkNotificationsReadPayload');
    expect(result.clientMutationId).toBe('r1');
    expect(result.threads.map((t: Json) => [t.subject.title, t.status, t.unread])).toEqual([
      ['acme/legacy', 'READ', false],
      ['Greeting ignores the name', 'READ', false],
    ]);
    expect(result.viewer.login).toBe('bob');
    expect(calls()).toEqual({ [READ]: 1, 'GET /user': 1 });
    harness.resetCalls();
    const readBack = await harness.query<Json>(
      '{ viewer { notifications { totalCount } } }',
      {},
      { as: 'bob' },
    );
    expect(readBack.data?.viewer.notifications.totalCount).toBe(0);
  });

  it('passes the time, statuses and target status on as the forge names them', async () => {
    const { result } = await mutatePeople(
      harness,
      'MarkNotificationsRead',
      { lastReadAt: '2026-01-03T23:00:00Z', statuses: ['READ'], toStatus: 'PINNED' },
      'alice',
    );
    expect(result.threads.map((t: Json) => t.status)).toEqual([]);
    expect(callsWithQuery(harness)).toContain(
      'PUT /notifications ?last_read_at=2026-01-03T23%3A00%3A00.000Z&status-types=read&to-status=pinned',
    );
    const all = await mutatePeople(
      harness,
      'MarkNotificationsRead',
      { all: true, toStatus: 'UNREAD' },
      'alice',
    );
    expect(all.result.threads.map((t: Json) => t.status)).toEqual(['UNREAD', 'UNREAD', 'UNREAD', 'UNREAD']);
  });

  it('answers ValidationError for contradicting or empty statuses without a call', async () => {
    for (const input of [{ all: true, statuses: ['UNREAD'] }, { statuses: [] }]) {
      const { result } = await mutatePeople(harness, 'MarkNotificationsRead', input, 'alice');
      expect(result).toMatchObject({
        __typename: 'ValidationError',
        field: 'statuses',
        upstreamStatus: null,
      });
    }
    expect(harness.routes()).toEqual([]);
  });

  it('answers ValidationError when the forge refuses the input (400)', async () => {
    harness.sandbox.faults.injectStatus(READ, 400, { times: 1, body: { message: 'parsing time', url: 'x' } });
    const { result } = await mutatePeople(harness, 'MarkNotificationsRead', {}, 'alice');
    expect(result).toMatchObject({ __typename: 'ValidationError', upstreamStatus: 400 });
    expect(harness.routes()).toEqual([READ]);
  });

  it('answers UnauthenticatedError to an anonymous caller and UpstreamError for a failing forge', async () => {
    expect((await mutatePeople(harness, 'MarkNotificationsRead', {})).result.__typename).toBe(
      'UnauthenticatedError',
    );
    expect(harness.routes()).toEqual([]);
    harness.sandbox.faults.injectStatus(READ, 502, { times: 1 });
    const { result } = await mutatePeople(harness, 'MarkNotificationsRead', {}, 'alice');
    expect(result).toMatchObject({
      __typename: 'UpstreamError',
      code: 'UPSTREAM_UNAVAILABLE',
      upstreamStatus: 502,
    });
    expect(harness.routes()).toEqual([READ]);
  });

  it('returns no threads from a forge that answers 205 without a body', async () => {
    harness.sandbox.faults.injectStatus(READ, 205, {
      times: 1,
      raw: { text: '', contentType: 'text/plain' },
    });
    const { result } = await mutatePeople(harness, 'MarkNotificationsRead', {}, 'alice');
    expect(result).toMatchObject({ __typename: 'MarkNotificationsReadPayload', threads: [] });
  });
});

describe('markNotificationThreadRead', () => {
  const PATCH = 'PATCH /notifications/threads/{id}';
  const threadId = (id: number) => Buffer.from(`NotificationThread:${id}`).toString('base64');

  it('pins one thread with one PATCH and returns it, with the caller read again', async () => {
    const { result } = await mutatePeople(
      harness,
      'MarkNotificationThreadRead',
      { id: threadId(4), toStatus: 'PINNED', clientMutationId: 't1' },
      'alice',
    );
    expect(result).toMatchObject({
      __typename: 'MarkNotificationThreadReadPayload',
      clientMutationId: 't1',
      thread: { id: threadId(4), status: 'PINNED', unread: false, pinned: true },
      viewer: { unreadNotificationsCount: expect.any(Number) },
    });
    expect(calls()).toEqual({ [PATCH]: 1, 'GET /user': 1, 'GET /notifications/new': 1 });
    expect(callsWithQuery(harness)).toContain(`${PATCH} ?to-status=pinned`);
    harness.resetCalls();
    const readBack = await harness.query<Json>(
      'query ($id: ID!) { node(id: $id) { ... on NotificationThread { status } } }',
      { id: threadId(4) },
      { as: 'alice' },
    );
    expect(readBack.data?.node).toEqual({ status: 'PINNED' });
  });

  it('counts the caller’s unread threads after the write with one call, without reading the caller', async () => {
    const marked = await harness.query<Json>(
      `mutation ($id: ID!) { markNotificationThreadRead(input: { id: $id }) {
         ... on MarkNotificationThreadReadPayload { thread { unread } viewer { unreadNotificationsCount } } } }`,
      { id: threadId(2) },
      { as: 'alice' },
    );
    expect(marked.errors).toBeUndefined();
    expect(calls()).toEqual({ [PATCH]: 1, 'GET /notifications/new': 1 });
    harness.resetCalls();
    const fresh = await harness.query<Json>('{ viewer { unreadNotificationsCount } }', {}, { as: 'alice' });
    expect(marked.data?.markNotificationThreadRead.viewer).toEqual(fresh.data?.viewer);
    harness.resetCalls();
    // a field of the caller's own record still reads it, once
    await harness.query<Json>(
      `mutation ($id: ID!) { markNotificationThreadRead(input: { id: $id }) {
         ... on MarkNotificationThreadReadPayload { viewer { login unreadNotificationsCount } } } }`,
      { id: threadId(2) },
      { as: 'alice' },
    );
    expect(calls()).toEqual({ [PATCH]: 1, 'GET /user': 1, 'GET /notifications/new': 1 });
  });

  it('answers NotFoundError for an unknown thread and ForbiddenError for another user’s', async () => {
    expect(
      (await mutatePeople(harness, 'MarkNotificationThreadRead', { id: threadId(999) }, 'alice')).result,
    ).toMatchObject({
      __typename: 'NotFoundError',
      upstreamStatus: 404,
    });
    expect(
      (await mutatePeople(harness, 'MarkNotificationThreadRead', { id: threadId(4) }, 'bob')).result,
    ).toMatchObject({
      __typename: 'ForbiddenError',
      upstreamStatus: 403,
    });
    expect(harness.routes()).toEqual([PATCH, PATCH]);
  });

  it('answers ValidationError for an id that is not a thread’s, without a call', async () => {
    for (const id of ['nonsense', Buffer.from('Team:1').toString('base64')]) {
      const { result } = await mutatePeople(harness, 'MarkNotificationThreadRead', { id }, 'alice');
      expect(result).toMatchObject({ __typename: 'ValidationError', field: 'id', upstreamStatus: null });
    }
    expect(harness.routes()).toEqual([]);
  });

  it('answers UnauthenticatedError without a call and UpstreamError for a failing forge, once', async () => {
    expect(
      (await mutatePeople(harness, 'MarkNotificationThreadRead', { id: threadId(4) })).result.__typename,
    ).toBe('UnauthenticatedError');
    expect(harness.routes()).toEqual([]);
    harness.sandbox.faults.injectStatus(PATCH, 503, { times: 1 });
    const { result } = await mutatePeople(
      harness,
      'MarkNotificationThreadRead',
      { id: threadId(4) },
      'alice',
    );
    expect(result).toMatchObject({
      __typename: 'UpstreamError',
      code: 'UPSTREAM_UNAVAILABLE',
      upstreamStatus: 503,
    });
    expect(harness.routes()).toEqual([PATCH]);
  });
});
