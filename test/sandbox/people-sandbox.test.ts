// The people routes of the sandbox as Gitea answers them: who may call them, their status codes and
// error bodies, paging headers, and the effects later reads see.

import { describe, expect, it } from 'vitest';
import { peopleOf } from '../../src/sandbox/model/people-state.js';
import { useSandbox } from '../helpers/sandbox-client.js';

const sandbox = useSandbox();
const { call } = sandbox;
const rawRequest = sandbox.raw;

const logins = (users: { login: string }[]) => users.map((u) => u.login);

describe('followers and following', () => {
  it('need a token: an anonymous caller gets 401 before the user is looked up', async () => {
    const res = await call('GET', '/users/nobody/followers');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ message: 'token is required' });
  });

  it('answer 404 for an unknown user', async () => {
    const res = await call('GET', '/users/nobody/following', 'carol');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('user redirect does not exist [name: nobody]');
  });

  it('list alice’s followers with X-Total-Count and no Link header', async () => {
    const res = await call('GET', '/users/alice/followers?limit=1', 'carol');
    expect(res.status).toBe(200);
    expect(logins(res.body)).toEqual(['bob']);
    expect(res.headers.get('x-total-count')).toBe('2');
    expect(res.headers.get('link')).toBeNull();
  });

  it('count follows in the user JSON', async () => {
    const alice = (await call('GET', '/users/alice', 'bob')).body;
    expect([alice.followers_count, alice.following_count]).toEqual([2, 1]);
  });

  it('follow with 204, and following oneself or again changes nothing', async () => {
    expect((await call('PUT', '/user/following/carol', 'bob')).status).toBe(204);
    expect((await call('PUT', '/user/following/carol', 'bob')).status).toBe(204);
    expect((await call('PUT', '/user/following/bob', 'bob')).status).toBe(204);
    expect((await call('GET', '/user/following/carol', 'bob')).status).toBe(204);
    expect((await call('GET', '/users/carol', 'bob')).body.followers_count).toBe(2);
    expect((await call('GET', '/users/bob', 'bob')).body.following_count).toBe(2);
    expect((await call('DELETE', '/user/following/carol', 'bob')).status).toBe(204);
    expect((await call('GET', '/user/following/carol', 'bob')).status).toBe(404);
  });

  it('refuse to follow across a block with 403 and an unknown user with 404', async () => {
    peopleOf(sandbox.sb.store).blocks.push({ blockerId: 4, blockeeId: 1 });
    const blocked = await call('PUT', '/user/following/carol', 'admin');
    expect(blocked.status).toBe(403);
    expect(blocked.body.message).toBe('user is blocked');
    expect((await call('PUT', '/user/following/nobody', 'admin')).status).toBe(404);
    expect((await call('PUT', '/user/following/carol')).status).toBe(401);
  });
});

describe('organizations and teams', () => {
  it('show others only public memberships: bob keeps acme to himself', async () => {
    expect((await call('GET', '/users/bob/orgs', 'carol')).body).toEqual([]);
    expect(
      (await call('GET', '/users/alice/orgs', 'carol')).body.map((o: { name: string }) => o.name),
    ).toEqual(['acme']);
    expect((await call('GET', '/user/orgs', 'bob')).body.map((o: { name: string }) => o.name)).toEqual([
      'acme',
    ]);
    expect((await call('GET', '/users/bob/orgs')).status).toBe(401);
  });

  it('list every member to members and only public ones to others', async () => {
    expect(logins((await call('GET', '/orgs/acme/members', 'bob')).body)).toEqual(['alice', 'bob']);
    const outside = await call('GET', '/orgs/acme/members', 'carol');
    expect(logins(outside.body)).toEqual(['alice']);
    expect(outside.headers.get('x-total-count')).toBe('1');
    const missing = await call('GET', '/orgs/nobody/members', 'carol');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({
      message: 'GetOrgByName',
      errors: ['org does not exist [id: 0, name: nobody]'],
    });
  });

  it('list the public members to anyone, anonymous callers included', async () => {
    const res = await call('GET', '/orgs/acme/public_members');
    expect([res.status, logins(res.body), res.headers.get('x-total-count')]).toEqual([200, ['alice'], '1']);
    expect((await call('GET', '/orgs/nobody/public_members')).status).toBe(404);
  });

  it('list an organization’s teams to members only, without their organization', async () => {
    const teams = await call('GET', '/orgs/acme/teams', 'bob');
    expect(teams.body.map((t: { name: string }) => t.name)).toEqual(['devs', 'Owners']);
    expect(teams.body[0].organization).toBeNull();
    const outsider = await call('GET', '/orgs/acme/teams', 'carol');
    expect(outsider.status).toBe(403);
    expect(outsider.body.message).toBe('Must be an organization member');
  });

  it('let team members, org owners and admins read a team; other members get 403, others 404', async () => {
    expect((await call('GET', '/teams/2', 'bob')).body).toMatchObject({
      name: 'devs',
      organization: { name: 'acme' },
    });
    expect((await call('GET', '/teams/2', 'alice')).status).toBe(200);
    expect((await call('GET', '/teams/1', 'bob')).status).toBe(403);
    expect((await call('GET', '/teams/1', 'carol')).status).toBe(404);
    expect((await call('GET', '/teams/99', 'admin')).status).toBe(404);
    expect((await call('GET', '/teams/2')).status).toBe(401);
  });

  it('list a team’s repositories: every org repository for the Owners team', async () => {
    const owners = await call('GET', '/teams/1/repos', 'alice');
    expect(owners.body.map((r: { full_name: string }) => r.full_name)).toEqual([
      'acme/legacy',
      'acme/template',
    ]);
    expect(owners.headers.get('x-total-count')).toBe('2');
    expect(logins((await call('GET', '/teams/2/members', 'alice')).body)).toEqual(['bob']);
  });
});

describe('repository lists', () => {
  it('count an owner’s private repositories for a signed-in caller but list only readable ones', async () => {
    const res = await call('GET', '/users/alice/repos', 'carol');
    expect(res.headers.get('x-total-count')).toBe('3');
    expect(res.body.map((r: { name: string }) => r.name)).toEqual(['hello', 'many-prs']);
    const anonymous = await call('GET', '/users/alice/repos');
    expect(anonymous.headers.get('x-total-count')).toBe('2');
  });

  it('list the caller’s own and collaborative repositories by name', async () => {
    const res = await call('GET', '/user/repos', 'bob');
    expect(res.body.map((r: { full_name: string }) => r.full_name)).toEqual([
      'bob/dotfiles',
      'bob/empty',
      'alice/hello',
      'bob/hello-fork',
      'bob/journal',
      'acme/template',
    ]);
    expect((await call('GET', '/user/repos')).status).toBe(401);
  });

  it('page an organization’s repositories with a Link header', async () => {
    const res = await call('GET', '/orgs/acme/repos?limit=1');
    expect(res.headers.get('x-total-count')).toBe('2');
    expect(res.headers.get('link')).toContain('rel="next"');
  });
});

describe('search', () => {
  it('answers {ok, data} with X-Total-Count, private repositories only for those who may read them', async () => {
    const alice = await call('GET', '/repos/search?q=secret', 'alice');
    expect(alice.body.ok).toBe(true);
    expect(alice.body.data.map((r: { full_name: string }) => r.full_name)).toEqual(['alice/secret']);
    expect(alice.headers.get('x-total-count')).toBe('1');
    expect((await call('GET', '/repos/search?q=secret', 'carol')).body.data).toEqual([]);
  });

  it('filters by owner, template, archived and sorts', async () => {
    const acme = await call('GET', '/repos/search?uid=5&exclusive=true&sort=created&order=desc');
    expect(acme.body.data.map((r: { name: string }) => r.name)).toEqual(['legacy', 'template']);
    const templates = await call('GET', '/repos/search?template=true');
    expect(templates.body.data.map((r: { name: string }) => r.name)).toEqual(['template']);
    const archived = await call('GET', '/repos/search?archived=true');
    expect(archived.body.data.map((r: { name: string }) => r.name)).toEqual(['legacy']);
  });

  it('refuses an unknown mode, sort or order with 422', async () => {
    expect((await call('GET', '/repos/search?mode=weird')).body.message).toBe('Invalid search mode: "weird"');
    expect((await call('GET', '/repos/search?sort=weird')).status).toBe(422);
    expect((await call('GET', '/repos/search?sort=id&order=up')).body.message).toBe(
      'Invalid sort order: "up"',
    );
  });

  it('searches individuals by login, name or email', async () => {
    const res = await call('GET', '/users/search?q=clark');
    expect(res.body).toMatchObject({ ok: true, data: [{ login: 'carol' }] });
    expect((await call('GET', '/users/search?q=acme')).body.data).toEqual([]);
  });
});

describe('notifications', () => {
  it('list unread and pinned threads of the caller, newest first, X-Total-Count only', async () => {
    const res = await call('GET', '/notifications', 'alice');
    expect(res.body.map((n: { id: number }) => n.id)).toEqual([4, 2, 1]);
    expect(res.body[1]).toMatchObject({
      unread: false,
      pinned: true,
      subject: { type: 'Pull', state: 'open' },
    });
    expect(res.body[1].repository.permissions).toBeUndefined();
    expect(res.headers.get('link')).toBeNull();
    expect((await call('GET', '/notifications')).status).toBe(401);
  });

  it('filter by status, subject type and time, and refuse a bad time with 422', async () => {
    const read = await call('GET', '/notifications?status-types=read', 'alice');
    expect(read.body.map((n: { id: number }) => n.id)).toEqual([3]);
    const issues = await call('GET', '/notifications?all=true&subject-type=issue', 'alice');
    expect(issues.body.map((n: { id: number }) => n.id)).toEqual([1]);
    const since = await call('GET', '/notifications?all=true&since=2026-01-04T00:00:00Z', 'alice');
    expect(since.body.map((n: { id: number }) => n.id)).toEqual([4, 3]);
    expect((await call('GET', '/notifications?since=yesterday', 'alice')).status).toBe(422);
  });

  it('read one thread of the caller; another user’s is 403 and an unknown one 404', async () => {
    expect((await call('GET', '/notifications/threads/1', 'alice')).body).toMatchObject({
      id: 1,
      unread: true,
    });
    expect((await call('GET', '/notifications/threads/1', 'bob')).status).toBe(403);
    expect((await call('GET', '/notifications/threads/1', 'admin')).status).toBe(200);
    const missing = await call('GET', '/notifications/threads/999', 'alice');
    expect([missing.status, missing.body.message]).toEqual([404, 'notification does not exist [id: 999]']);
  });

  it('marks bob’s unread threads read with 205 and the changed threads; a bad last_read_at is 400', async () => {
    expect((await call('PUT', '/notifications?last_read_at=soon', 'bob')).status).toBe(400);
    // fetch drops the body of a 205 (a null-body status for it); Gitea sends one, so read it raw
    const res = await rawRequest('PUT', '/notifications?last_read_at=2026-01-02T23:00:00Z', 'bob');
    expect(res.status).toBe(205);
    expect(JSON.parse(res.text).map((n: { id: number; unread: boolean }) => [n.id, n.unread])).toEqual([
      [5, false],
    ]);
    expect((await call('GET', '/notifications/new', 'bob')).body).toEqual({ new: 1 });
    const thread = await rawRequest('PATCH', '/notifications/threads/7?to-status=pinned', 'bob');
    expect([thread.status, JSON.parse(thread.text).pinned]).toEqual([205, true]);
  });
});
