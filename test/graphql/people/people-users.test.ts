// A user's lists through the graph: repositories, followers, following, organizations, the viewer's
// own routes and teams, and `viewerIsFollowing`, with their exact forge calls.

import { describe, expect, it } from 'vitest';
import type { Json } from '../../helpers/mutations.js';
import { callsWithQuery } from '../../helpers/people-fixtures.js';
import { useFileHarness } from '../../helpers/use-harness.js';
import { writesOf } from '../../helpers/writes.js';
import { VIEWER_LISTS_CALLS } from './people-calls.js';
import { logins, names } from './people-nodes.js';

const harness = useFileHarness();

const { calls, query } = writesOf(() => harness);

describe('the viewer’s lists', () => {
  it('use the caller’s own routes, all started in parallel with GET /user', async () => {
    const { data, errors } = await query(
      `{ viewer { login
          repositories(first: 5) { totalCount nodes { fullName } }
          followers { totalCount nodes { login } }
          following { totalCount nodes { login } }
          organizations { totalCount nodes { login } }
          teams { totalCount nodes { name permission organization { login } } } } }`,
      'bob',
    );
    expect(errors).toBeUndefined();
    const viewer = data?.viewer;
    expect(names(viewer.repositories)).toEqual([
      'bob/dotfiles',
      'bob/empty',
      'alice/hello',
      'bob/hello-fork',
      'bob/journal',
    ]);
    expect(viewer.repositories.totalCount).toBe(6);
    expect(logins(viewer.followers)).toEqual([]);
    expect(logins(viewer.following)).toEqual(['alice']);
    expect(logins(viewer.organizations)).toEqual(['acme']);
    expect(viewer.teams.nodes).toEqual([
      { name: 'devs', permission: 'WRITE', organization: { login: 'acme' } },
    ]);
    expect(calls()).toEqual(VIEWER_LISTS_CALLS);
  });

  it('answer UNAUTHENTICATED to an anonymous caller, on the viewer', async () => {
    const { data, errors } = await harness.query<Json>('{ viewer { login repositories { totalCount } } }');
    expect(data).toBeNull();
    expect(errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(harness.routes()).toEqual(['GET /user']);
  });
});

describe('a user’s lists', () => {
  it('read /users/{username}/… in parallel with the user', async () => {
    const { data, errors } = await query(
      `{ user(login: "alice") { login followersCount followingCount
          repositories { totalCount nodes { fullName } }
          followers { totalCount nodes { login } }
          following { nodes { login } }
          organizations { nodes { login } } } }`,
      'carol',
    );
    expect(errors).toBeUndefined();
    const user = data?.user;
    expect([user.followersCount, user.followingCount]).toEqual([2, 1]);
    // the forge counts alice/secret for a signed-in caller but lists only what carol may read
    expect(user.repositories).toEqual({
      totalCount: 3,
      nodes: [{ fullName: 'alice/hello' }, { fullName: 'alice/many-prs' }],
    });
    expect(logins(user.followers)).toEqual(['bob', 'carol']);
    expect(logins(user.following)).toEqual(['carol']);
    expect(logins(user.organizations)).toEqual(['acme']);
    expect(calls()).toEqual({
      'GET /users/{username}': 1,
      'GET /users/{username}/repos': 1,
      'GET /users/{username}/followers': 1,
      'GET /users/{username}/following': 1,
      'GET /users/{username}/orgs': 1,
    });
  });

  it('page followers with one call per window and the forge’s total', async () => {
    const first = await query(
      '{ user(login: "alice") { followers(first: 1) { totalCount pageInfo { hasNextPage endCursor } nodes { login } } } }',
      'bob',
    );
    const page = first.data?.user.followers;
    expect([page.totalCount, page.pageInfo.hasNextPage, logins(page)]).toEqual([2, true, ['bob']]);
    harness.resetCalls();
    const second = await harness.query<Json>(
      'query ($after: String) { user(login: "alice") { followers(first: 1, after: $after) { pageInfo { hasNextPage } nodes { login } } } }',
      { after: page.pageInfo.endCursor },
      { as: 'bob' },
    );
    expect(logins(second.data?.user.followers)).toEqual(['carol']);
    expect(second.data?.user.followers.pageInfo.hasNextPage).toBe(false);
    expect(callsWithQuery(harness).sort()).toEqual(['GET /users/{username}/followers ?limit=1&page=2']);
  });

  it('keep bob’s concealed acme membership out of what carol sees', async () => {
    const { data } = await query(
      '{ user(login: "bob") { organizations { totalCount nodes { login } } } }',
      'carol',
    );
    expect(data?.user.organizations).toEqual({ totalCount: 0, nodes: [] });
  });

  it('fail only the field that needs a token for an anonymous caller, with its path', async () => {
    const { data, errors } = await harness.query<Json>(
      '{ user(login: "alice") { login followers { totalCount } } }',
    );
    expect(data?.user).toEqual({ login: 'alice', followers: null });
    expect(errors).toHaveLength(1);
    expect(errors?.[0]).toMatchObject({
      path: ['user', 'followers'],
      extensions: { code: 'UNAUTHENTICATED', upstream: { status: 401 } },
    });
    expect(calls()).toEqual({ 'GET /users/{username}': 1, 'GET /users/{username}/followers': 1 });
  });

  it('refuse a window over the maximum on that field alone, without calling the forge for it', async () => {
    const { data, errors } = await query(
      '{ user(login: "alice") { login repositories(first: 500) { totalCount } } }',
    );
    expect(data?.user).toEqual({ login: 'alice', repositories: null });
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(calls()).toEqual({ 'GET /users/{username}': 1 });
  });

  it('answer FORBIDDEN for `teams` on anyone but the viewer, without a call for it', async () => {
    const { data, errors } = await query('{ user(login: "bob") { login teams { totalCount } } }', 'bob');
    expect(data?.user).toEqual({ login: 'bob', teams: null });
    expect(errors?.[0]).toMatchObject({ path: ['user', 'teams'], extensions: { code: 'FORBIDDEN' } });
    expect(calls()).toEqual({ 'GET /users/{username}': 1 });
  });
});

describe('viewerIsFollowing', () => {
  it('asks the forge once per user: alice follows carol, not bob', async () => {
    const { data } = await query(
      '{ user(login: "alice") { followers { nodes { login viewerIsFollowing } } } }',
    );
    expect(data?.user.followers.nodes).toEqual([
      { login: 'bob', viewerIsFollowing: false },
      { login: 'carol', viewerIsFollowing: true },
    ]);
    expect(calls()).toEqual({
      'GET /users/{username}/followers': 1,
      'GET /user/following/{username}': 2,
    });
  });

  it('is null for an anonymous caller and false on the viewer, without a call', async () => {
    const anonymous = await harness.query<Json>('{ user(login: "bob") { viewerIsFollowing } }');
    expect(anonymous.data?.user).toEqual({ viewerIsFollowing: null });
    const self = await harness.query<Json>('{ viewer { viewerIsFollowing } }', {}, { as: 'bob' });
    expect(self.data?.viewer).toEqual({ viewerIsFollowing: false });
    expect(calls()).toEqual({ 'GET /users/{username}': 1, 'GET /user': 1 });
  });
});
