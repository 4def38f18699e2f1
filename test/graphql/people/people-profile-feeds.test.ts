// The profile screen's lists: a user's heatmap and watched repositories, and the activity feeds of a
// repository, an organization and a team, each with its forge calls counted.

import { describe, expect, it } from 'vitest';
import { type Json, mutate } from '../../helpers/mutations.js';
import { useFileHarness } from '../../helpers/use-harness.js';
import { writesOf } from '../../helpers/writes.js';

const harness = useFileHarness();

const { calls, query } = writesOf(() => harness);

/** the forge's heatmap shows the last 373 days: the seed's slots drop out of it as time passes */
const inHeatmap = (iso: string) => Date.parse(iso) > Date.now() - 373 * 86400 * 1000;
/** alice's own seed actions per 15-minute slot; the two in alice/secret are marked private */
const ALICE_SLOTS: [string, number, boolean?][] = [
  ['2026-01-01T01:00:00.000Z', 1],
  ['2026-01-01T10:00:00.000Z', 1],
  ['2026-01-01T11:00:00.000Z', 1, true],
  ['2026-01-01T13:00:00.000Z', 1],
  ['2026-01-01T16:00:00.000Z', 1],
  ['2026-01-02T09:00:00.000Z', 1, true],
  ['2026-01-02T10:00:00.000Z', 1],
  ['2026-01-02T12:00:00.000Z', 1],
  ['2026-01-03T09:30:00.000Z', 1],
  ['2026-01-04T10:00:00.000Z', 1],
  ['2026-01-05T12:00:00.000Z', 2],
];
const aliceSlots = (withPrivate: boolean) =>
  ALICE_SLOTS.filter(([at, , secret]) => inHeatmap(at) && (withPrivate || !secret)).map(
    ([at, contributions]) => ({
      at,
      contributions,
    }),
  );

const HEATMAP = 'query ($login: String!) { user(login: $login) { heatmap { at contributions } } }';

describe('User.heatmap', () => {
  it('counts alice’s actions per 15-minute slot, oldest first, in one call (the user is not read)', async () => {
    const { data, errors } = await harness.query<Json>(HEATMAP, { login: 'alice' });
    expect(errors).toBeUndefined();
    expect(data?.user.heatmap).toEqual(aliceSlots(false));
    expect(calls()).toEqual({ 'GET /users/{username}/heatmap': 1 });
  });

  it('counts the actions in alice/secret only for a caller who may read it', async () => {
    const { data } = await harness.query<Json>(HEATMAP, { login: 'alice' }, { as: 'alice' });
    expect(data?.user.heatmap).toEqual(aliceSlots(true));
  });

  it('is an empty list for a user who did nothing', async () => {
    const { data, errors } = await harness.query<Json>(HEATMAP, { login: 'carol' });
    expect(errors).toBeUndefined();
    expect(data?.user.heatmap).toEqual([]);
  });

  it('is not asked for when the user does not exist', async () => {
    const { data, errors } = await harness.query<Json>(HEATMAP, { login: 'nobody' });
    expect(data?.user).toBeNull();
    expect(errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(calls()['GET /users/{username}']).toBe(1);
  });
});

describe('User.watchedRepositories', () => {
  it('reads the viewer’s watches from GET /user/subscriptions, page by page', async () => {
    const first = await query(
      '{ viewer { watchedRepositories(first: 2) { totalCount pageInfo { hasNextPage endCursor } nodes { fullName } } } }',
    );
    expect(first.errors).toBeUndefined();
    const watched = first.data?.viewer.watchedRepositories;
    expect(watched.totalCount).toBe(5);
    expect(watched.nodes).toEqual([{ fullName: 'alice/hello' }, { fullName: 'alice/many-prs' }]);
    expect(watched.pageInfo.hasNextPage).toBe(true);
    expect(calls()).toEqual({ 'GET /user': 1, 'GET /user/subscriptions': 1 });
    harness.resetCalls();
    const next = await harness.query<Json>(
      'query ($after: String) { viewer { watchedRepositories(first: 2, after: $after) { nodes { fullName } } } }',
      { after: watched.pageInfo.endCursor },
      { as: 'alice' },
    );
    expect(next.data?.viewer.watchedRepositories.nodes).toEqual([
      { fullName: 'alice/secret' },
      { fullName: 'acme/template' },
    ]);
    expect(calls()).toEqual({ 'GET /user': 1, 'GET /user/subscriptions': 1 });
  });

  it('leaves alice’s private watches out when bob reads them, with alice’s permissions', async () => {
    const { data, errors } = await query(
      '{ user(login: "alice") { watchedRepositories { totalCount nodes { fullName permissions { admin } } } } }',
      'bob',
    );
    expect(errors).toBeUndefined();
    expect(data?.user.watchedRepositories).toEqual({
      totalCount: 4,
      nodes: ['alice/hello', 'alice/many-prs', 'acme/template', 'acme/legacy'].map((fullName) => ({
        fullName,
        permissions: { admin: true },
      })),
    });
    expect(calls()).toEqual({ 'GET /users/{username}/subscriptions': 1 });
  });

  it('answers UNAUTHENTICATED to an anonymous caller without asking the forge for the list', async () => {
    const { data, errors } = await harness.query<Json>(
      '{ user(login: "alice") { login watchedRepositories { totalCount } } }',
    );
    expect(data?.user).toEqual({ login: 'alice', watchedRepositories: null });
    expect(errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(calls()).toEqual({ 'GET /users/{username}': 1 });
  });
});

const REPO_FEED = `query ($date: String, $after: String) { repository(owner: "alice", name: "hello") {
  activities(first: 3, date: $date, after: $after) { totalCount pageInfo { endCursor } nodes { opType actUser { login } } } } }`;

describe('Repository.activities', () => {
  it('pages through the repository’s feed, newest first, one call a page', async () => {
    const first = await harness.query<Json>(REPO_FEED, {});
    expect(first.errors).toBeUndefined();
    const feed = first.data?.repository.activities;
    expect(feed.totalCount).toBe(13);
    expect(feed.nodes.map((n: Json) => n.opType)).toEqual([
      'publish_release',
      'push_tag',
      'close_pull_request',
    ]);
    expect(calls()).toEqual({
      'GET /repos/{owner}/{repo}/activities/feeds': 1,
    });
    harness.resetCalls();
    const next = await harness.query<Json>(REPO_FEED, { after: feed.pageInfo.endCursor });
    expect(next.data?.repository.activities.nodes).toHaveLength(3);
    expect(next.data?.repository.activities.nodes).not.toEqual(feed.nodes);
    expect(calls()['GET /repos/{owner}/{repo}/activities/feeds']).toBe(1);
  });

  it('keeps one day when `date` is given', async () => {
    const { data } = await harness.query<Json>(REPO_FEED, { date: '2026-01-05' });
    const feed = data?.repository.activities;
    expect(feed.totalCount).toBeGreaterThan(0);
    expect(feed.totalCount).toBeLessThan(13);
    expect(harness.routes()).toContain('GET /repos/{owner}/{repo}/activities/feeds');
  });

  it('refuses a date that is not YYYY-MM-DD with BAD_USER_INPUT and no feed call', async () => {
    const { data, errors } = await harness.query<Json>(REPO_FEED, { date: 'yesterday' });
    expect(data?.repository.activities).toBeNull();
    expect(errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'date' });
    expect(calls()).toEqual({ 'GET /repos/{owner}/{repo}': 1 });
  });
});

const ORG_FEEDS = `{ organization(login: "acme") {
  activities { totalCount nodes { opType repo { fullName } } }
  teams { nodes { name activities { totalCount nodes { opType repo { fullName } } } } } } }`;

describe('Organization.activities and Team.activities', () => {
  it('read acme’s feed from its own route and each team’s feed beside it', async () => {
    const { data, errors } = await harness.query<Json>(ORG_FEEDS, {}, { as: 'alice' });
    expect(errors).toBeUndefined();
    const created = {
      totalCount: 1,
      nodes: [{ opType: 'create_repo', repo: { fullName: 'acme/template' } }],
    };
    expect(data?.organization.activities).toEqual(created);
    expect(data?.organization.teams.nodes).toEqual([
      { name: 'devs', activities: created },
      { name: 'Owners', activities: created },
    ]);
    expect(calls()).toEqual({
      'GET /orgs/{org}/activities/feeds': 1,
      'GET /orgs/{org}/teams': 1,
      'GET /teams/{id}/activities/feeds': 2,
    });
  });

  it('answers FORBIDDEN on the feed of a team bob is not in, and keeps his own team’s', async () => {
    const { data, errors } = await harness.query<Json>(ORG_FEEDS, {}, { as: 'bob' });
    expect(
      data?.organization.teams.nodes.map((t: Json) => [t.name, t.activities?.totalCount ?? null]),
    ).toEqual([
      ['devs', 1],
      ['Owners', null],
    ]);
    expect(errors).toHaveLength(1);
    expect(errors?.[0]).toMatchObject({
      path: ['organization', 'teams', 'nodes', 1, 'activities'],
      extensions: { code: 'FORBIDDEN' },
    });
    expect(calls()['GET /teams/{id}/activities/feeds']).toBe(2);
  });
});

describe('a new private repository in acme', () => {
  it('shows in acme’s feed only to those who may read it, and in alice’s heatmap at once', async () => {
    const { result } = await mutate(
      harness,
      'CreateOrganizationRepository',
      { organization: 'acme', name: 'vault', private: true },
      'alice',
    );
    expect(result.repository.fullName).toBe('acme/vault');
    const feed = '{ organization(login: "acme") { activities { totalCount nodes { repo { fullName } } } } }';
    const owner = await harness.query<Json>(feed, {}, { as: 'alice' });
    expect(owner.data?.organization.activities.nodes[0]).toEqual({ repo: { fullName: 'acme/vault' } });
    expect(owner.data?.organization.activities.totalCount).toBe(2);
    // bob is a member, yet only the Owners team reaches a new repository; carol is no member at all
    for (const as of ['bob', 'carol'] as const) {
      const other = await harness.query<Json>(feed, {}, { as });
      expect(other.data?.organization.activities).toEqual({
        totalCount: 1,
        nodes: [{ repo: { fullName: 'acme/template' } }],
      });
    }
    const { data } = await harness.query<Json>(HEATMAP, { login: 'alice' }, { as: 'alice' });
    const slot = Math.floor(Date.now() / 900_000) * 900_000;
    const last = data?.user.heatmap.at(-1);
    expect([slot, slot - 900_000]).toContain(Date.parse(last.at));
    expect(last.contributions).toBe(1);
  });
});
