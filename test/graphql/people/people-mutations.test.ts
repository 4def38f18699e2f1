// followUser and unfollowUser: the write, the payload read afresh, the
// read-back through the graph, every member of each union with the forge answer behind it, and the
// validation that costs no call.

import { describe, expect, it } from 'vitest';
import { peopleOf } from '../../../src/sandbox/model/people-state.js';
import { countRoutes, type DemoUser } from '../../helpers/harness.js';
import type { Json } from '../../helpers/mutations.js';
import { mutatePeople } from '../../helpers/people-fixtures.js';
import { useFileHarness } from '../../helpers/use-harness.js';

const harness = useFileHarness();

const calls = () => countRoutes(harness.routes());
const FOLLOW = 'PUT /user/following/{username}';
const UNFOLLOW = 'DELETE /user/following/{username}';
/** Runs example `name` (FollowUser or UnfollowUser) with `input` as `as`, anonymously when undefined. */
const follows = (name: 'FollowUser' | 'UnfollowUser', input: Json, as?: DemoUser) =>
  mutatePeople(harness, name, input, as);

/** With the forge failing `route` once with `status`, example `name` answers an UpstreamError with `code`. */
async function failsUpstream(
  route: string,
  status: number,
  code: string,
  ...[name, input, as]: Parameters<typeof follows>
): Promise<void> {
  harness.sandbox.faults.injectStatus(route, status, { times: 1 });
  const { result } = await follows(name, input, as);
  expect(result).toMatchObject({ __typename: 'UpstreamError', code, upstreamStatus: status });
}

describe('followUser', () => {
  it('follows with one PUT; the payload reads both users again with their new counts', async () => {
    const { result } = await follows('FollowUser', { login: 'bob', clientMutationId: 'f1' }, 'carol');
    expect(result).toMatchObject({
      __typename: 'FollowUserPayload',
      clientMutationId: 'f1',
      user: { login: 'bob', followersCount: 1 },
      viewer: { login: 'carol', followingCount: 2 },
    });
    expect(calls()).toEqual({ [FOLLOW]: 1, 'GET /users/{username}': 1, 'GET /user': 1 });
    const readBack = await harness.query<Json>(
      '{ viewer { following { nodes { login } } } }',
      {},
      { as: 'carol' },
    );
    expect(readBack.data?.viewer.following.nodes).toEqual([{ login: 'alice' }, { login: 'bob' }]);
  });

  it('makes no read when the payload asks for nothing but the id of the mutation', async () => {
    const response = await harness.query<Json>(
      'mutation { followUser(input: { login: "alice", clientMutationId: "again" }) { ... on FollowUserPayload { clientMutationId } } }',
      {},
      { as: 'carol' },
    );
    expect(response.data?.followUser).toEqual({ clientMutationId: 'again' });
    expect(harness.routes()).toEqual([FOLLOW]);
  });

  it('answers NotFoundError for an unknown user (404)', async () => {
    const { result } = await follows('FollowUser', { login: 'nobody' }, 'carol');
    expect(result).toMatchObject({ __typename: 'NotFoundError', upstreamStatus: 404 });
    expect(harness.routes()).toEqual([FOLLOW]);
  });

  it('answers ForbiddenError when a block stands between them (403)', async () => {
    peopleOf(harness.sandbox.store).blocks.push({ blockerId: 2, blockeeId: 1 });
    const { result } = await follows('FollowUser', { login: 'alice' }, 'admin');
    expect(result).toMatchObject({
      __typename: 'ForbiddenError',
      upstreamStatus: 403,
    });
    expect(harness.routes()).toEqual([FOLLOW]);
  });

  it('answers ValidationError for an empty or spaced login without a call', async () => {
    for (const login of ['', '  ', 'a b', 'x/y']) {
      const { result } = await follows('FollowUser', { login }, 'carol');
      expect(result).toMatchObject({ __typename: 'ValidationError', field: 'login', upstreamStatus: null });
    }
    expect(harness.routes()).toEqual([]);
  });

  it('answers UnauthenticatedError to an anonymous caller without a call', async () => {
    const { result } = await follows('FollowUser', { login: 'bob' });
    expect(result).toMatchObject({ __typename: 'UnauthenticatedError', upstreamStatus: null });
    expect(harness.routes()).toEqual([]);
  });

  it('answers UpstreamError for a failing forge and does not repeat the write', async () => {
    await failsUpstream(FOLLOW, 503, 'UPSTREAM_UNAVAILABLE', 'FollowUser', { login: 'bob' }, 'admin');
    expect(harness.routes()).toEqual([FOLLOW]);
  });
});

describe('unfollowUser', () => {
  it('unfollows with one DELETE; the payload shows the counts after it', async () => {
    const { result } = await follows('UnfollowUser', { login: 'alice', clientMutationId: 'u1' }, 'bob');
    expect(result).toMatchObject({
      __typename: 'UnfollowUserPayload',
      clientMutationId: 'u1',
      user: { login: 'alice' },
      viewer: { login: 'bob', followingCount: 0 },
    });
    expect(calls()).toEqual({ [UNFOLLOW]: 1, 'GET /users/{username}': 1, 'GET /user': 1 });
    const readBack = await harness.query<Json>(
      '{ user(login: "alice") { followers { nodes { login } } } }',
      {},
      {
        as: 'bob',
      },
    );
    expect(readBack.data?.user.followers.nodes.map((n: Json) => n.login)).not.toContain('bob');
  });

  it('answers NotFoundError for an unknown user and ValidationError without a call', async () => {
    expect((await follows('UnfollowUser', { login: 'nobody' }, 'bob')).result).toMatchObject({
      __typename: 'NotFoundError',
      upstreamStatus: 404,
    });
    expect(harness.routes()).toEqual([UNFOLLOW]);
    harness.resetCalls();
    expect((await follows('UnfollowUser', { login: '' }, 'bob')).result).toMatchObject({
      __typename: 'ValidationError',
      field: 'login',
    });
    expect((await follows('UnfollowUser', { login: 'bob' })).result).toMatchObject({
      __typename: 'UnauthenticatedError',
    });
    expect(harness.routes()).toEqual([]);
  });

  it('answers UpstreamError for a failing forge', async () => {
    await failsUpstream(UNFOLLOW, 500, 'UPSTREAM_ERROR', 'UnfollowUser', { login: 'carol' }, 'alice');
  });
});
