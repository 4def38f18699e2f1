// Every screen of operations/screens/ against the demo seed: the forge calls it makes are exactly the
// hand-written REST minimum its header lists, within the default limits, and its answer reports that
// cost beside the estimate. Then the savings behind those numbers, each with its failure case.

import { readFileSync } from 'node:fs';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { describe, expect, it } from 'vitest';
import {
  ScreenActionsDocument,
  ScreenBranchesDocument,
  ScreenCommitDocument,
  ScreenCommitsDocument,
  ScreenCompareDocument,
  ScreenDashboardDocument,
  ScreenFileViewDocument,
  ScreenIssueListDocument,
  ScreenIssueViewDocument,
  ScreenMilestoneDocument,
  ScreenNewIssueFormDocument,
  ScreenNotificationReadDocument,
  ScreenNotificationsDocument,
  ScreenOrganizationDocument,
  ScreenProfileDocument,
  ScreenPullRequestDocument,
  ScreenPullRequestFilesDocument,
  ScreenPullRequestListDocument,
  ScreenReleasesDocument,
  ScreenRepositoryHomeDocument,
  ScreenRepositorySettingsDocument,
  ScreenSearchDocument,
  ScreenTagsDocument,
  ScreenWikiPageDocument,
} from '../../generated/client/graphql.js';
import { exampleFiles } from '../../src/graphiql/examples.js';
import { buildManifest } from '../../src/persisted/manifest.js';
import { countRoutes } from '../helpers/harness.js';
import { exampleOf, operationName, ranOperations, run } from '../helpers/typed.js';
import { useHarness } from '../helpers/use-harness.js';

const harness = useHarness({ gateway: { reportCost: true } });
const asAlice = <T = Record<string, unknown>>(document: string) =>
  harness().query<T>(document, {}, { as: 'alice' });
const calls = () => countRoutes(harness().routes());

interface Cost {
  estimated: number;
  actual: number;
}

// biome-ignore lint/suspicious/noExplicitAny: each screen's own typed result is checked by its document
const SCREENS: [string, TypedDocumentNode<any, any>][] = [
  ['repository-home', ScreenRepositoryHomeDocument],
  ['file-view', ScreenFileViewDocument],
  ['commits', ScreenCommitsDocument],
  ['commit', ScreenCommitDocument],
  ['branches', ScreenBranchesDocument],
  ['tags', ScreenTagsDocument],
  ['releases', ScreenReleasesDocument],
  ['issue-list', ScreenIssueListDocument],
  ['issue-view', ScreenIssueViewDocument],
  ['pull-request', ScreenPullRequestDocument],
  ['pull-request-list', ScreenPullRequestListDocument],
  ['pull-request-files', ScreenPullRequestFilesDocument],
  ['profile', ScreenProfileDocument],
  ['organization', ScreenOrganizationDocument],
  ['dashboard', ScreenDashboardDocument],
  ['notifications', ScreenNotificationsDocument],
  ['search', ScreenSearchDocument],
  ['compare', ScreenCompareDocument],
  ['milestone', ScreenMilestoneDocument],
  ['new-issue-form', ScreenNewIssueFormDocument],
  ['repository-settings', ScreenRepositorySettingsDocument],
  ['wiki-page', ScreenWikiPageDocument],
  ['actions', ScreenActionsDocument],
  ['notification-read', ScreenNotificationReadDocument],
];

/**
 * The calls a header line makes once per item of the answer ("each review with comments"), and how
 * many such items the answer shows.
 */
const PER_ITEM: [RegExp, (data: unknown) => number][] = [
  [/\beach review\b/, reviewsWithComments],
  [/\beach collaborator/, (data) => (data as Settings).repository.collaborators.edges.length],
  [
    /\beach annotated tag/,
    (data) => (data as Tags).repository.tags.nodes.filter((tag) => tag.annotated).length,
  ],
];

/** The routes a screen's header lists as its hand-written minimum, and the count it states. */
function minimumOf(screen: string) {
  const source = readFileSync(new URL(`../../operations/screens/${screen}.graphql`, import.meta.url), 'utf8');
  const stated = Number(/Hand-written REST minimum, (\d+) call/.exec(source)?.[1]);
  const lines = source.split('\n').filter((line) => /^#\s+(GET|POST|PUT|PATCH|DELETE) \//.test(line));
  const routes = lines.map((line) => {
    const [, method, path] = /^#\s+(\w+) (\S+)/.exec(line) ?? [];
    const perItem = PER_ITEM.find(([phrase]) => phrase.test(line))?.[1];
    return { route: `${method} ${path}`, perItem };
  });
  return { stated, routes };
}

/** How many reviews of the pull request screen have line comments (the header's "each review with comments"). */
function reviewsWithComments(data: unknown): number {
  const reviews = (
    data as { repository: { pullRequest: { reviews: { nodes: { commentsCount: number }[] } } } }
  ).repository.pullRequest.reviews.nodes;
  return reviews.filter((review) => review.commentsCount > 0).length;
}

type Settings = { repository: { collaborators: { edges: unknown[] } } };
type Tags = { repository: { tags: { nodes: { annotated: boolean }[] } } };

describe('each screen of operations/screens/', () => {
  it.each(SCREENS)('%s makes exactly the hand-written minimum of forge calls', async (screen, document) => {
    const response = await run(harness(), document, exampleOf(document));
    expect(response.errors).toBeUndefined();
    expect(response.status).toBe(200);
    const { stated, routes } = minimumOf(screen);
    const expected: Record<string, number> = {};
    for (const { route, perItem } of routes) {
      expected[route] = (expected[route] ?? 0) + (perItem ? perItem(response.data) : 1);
    }
    expect(routes.filter((route) => !route.perItem)).toHaveLength(stated);
    expect(countRoutes(harness().routes())).toEqual(expected);
    const cost = (response as { extensions?: { cost?: Cost } }).extensions?.cost;
    const calls = Object.values(expected).reduce((sum, count) => sum + count, 0);
    expect(cost?.actual).toBe(calls);
    expect(cost?.estimated).toBeGreaterThanOrEqual(calls);
  });

  it('covers every screen document', () => {
    const screens = buildManifest(exampleFiles().filter((file) => file.name.startsWith('screens/')));
    expect(SCREENS.map(([, document]) => operationName(document)).sort()).toEqual(
      screens.operations.map((operation) => operation.name).sort(),
    );
    expect([...ranOperations].sort()).toEqual(screens.operations.map((operation) => operation.name).sort());
  });
});

describe('a root whose selection needs none of its own fields', () => {
  it('answers repository from its children’s calls, and a missing one as null with the same NOT_FOUND', async () => {
    const listed = await asAlice(
      '{ repository(owner: "alice", name: "hello") { labels(first: 5) { totalCount } } }',
    );
    expect(listed.data).toEqual({ repository: { labels: { totalCount: expect.any(Number) } } });
    expect(calls()).toEqual({ 'GET /repos/{owner}/{repo}/labels': 1 });

    harness().resetCalls();
    const direct = await asAlice('{ repository(owner: "alice", name: "nope") { name } }');
    harness().resetCalls();
    const missing = await asAlice(
      '{ repository(owner: "alice", name: "nope") { labels(first: 5) { totalCount } } }',
    );
    expect(missing.data).toEqual({ repository: null });
    expect(missing.errors?.map((error) => [error.message, error.path, error.extensions?.code])).toEqual(
      direct.errors?.map((error) => [error.message, error.path, error.extensions?.code]),
    );
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(calls()).toEqual({
      'GET /repos/{owner}/{repo}/labels': 1,
      'GET /repos/{owner}/{repo}': 1,
    });
  });

  it('reads the repository after all when a child’s 404 may be its own (an issue that does not exist)', async () => {
    const response = await asAlice(
      '{ repository(owner: "alice", name: "hello") { pullRequest(number: 999) { files(first: 5) { totalCount } } } }',
    );
    expect(response.data).toEqual({ repository: { pullRequest: null } });
    expect(response.errors?.map((error) => [error.path, error.extensions?.code])).toEqual([
      [['repository', 'pullRequest'], 'NOT_FOUND'],
    ]);
    expect(calls()).toEqual({
      'GET /repos/{owner}/{repo}/pulls/{index}/files': 1,
      'GET /repos/{owner}/{repo}/pulls/{index}': 1,
      'GET /repos/{owner}/{repo}': 1,
    });
  });

  it('reads the record as before when the selection asks for one of its fields', async () => {
    await asAlice('{ repository(owner: "alice", name: "hello") { name labels(first: 5) { totalCount } } }');
    expect(calls()).toEqual({
      'GET /repos/{owner}/{repo}/labels': 1,
      'GET /repos/{owner}/{repo}': 1,
    });
  });

  it('answers viewer’s own lists without GET /user, and a bad token as UNAUTHENTICATED', async () => {
    const own = await asAlice('{ viewer { notifications(first: 1) { totalCount } } }');
    expect(own.errors).toBeUndefined();
    expect(calls()).toEqual({ 'GET /notifications': 1 });

    harness().resetCalls();
    const refused = await harness().query(
      '{ viewer { notifications(first: 1) { totalCount } } }',
      {},
      { headers: { authorization: 'token not-a-token' } },
    );
    expect(refused.data).toBeNull();
    expect(refused.errors?.map((error) => [error.path, error.extensions?.code])).toEqual([
      [['viewer'], 'UNAUTHENTICATED'],
    ]);
    expect(calls()).toEqual({ 'GET /notifications': 1, 'GET /user': 1 });
  });
});

describe('what the forge already sent', () => {
  it('counts unread notifications from the unread list beside it, and asks /notifications/new alone', async () => {
    const both = await harness().query<{
      viewer: { unreadNotificationsCount: number; notifications: { totalCount: number } };
    }>(
      '{ viewer { unreadNotificationsCount notifications(first: 1, unread: true) { totalCount } } }',
      {},
      {
        as: 'alice',
      },
    );
    expect(both.data?.viewer.unreadNotificationsCount).toBe(both.data?.viewer.notifications.totalCount);
    expect(calls()).toEqual({ 'GET /notifications': 1 });

    harness().resetCalls();
    const alone = await asAlice<{ viewer: { unreadNotificationsCount: number } }>(
      '{ viewer { unreadNotificationsCount } }',
    );
    expect(alone.data?.viewer.unreadNotificationsCount).toBe(both.data?.viewer.unreadNotificationsCount);
    expect(calls()).toEqual({ 'GET /notifications/new': 1 });
  });

  it('names a searched issue’s repository from its embedded record, and reads it for more', async () => {
    const named = await asAlice(
      '{ searchIssues(first: 1, state: ALL) { nodes { repository { name fullName owner { login } } } } }',
    );
    expect(named.errors).toBeUndefined();
    expect(calls()).toEqual({ 'GET /repos/issues/search': 1 });

    harness().resetCalls();
    await asAlice('{ searchIssues(first: 1, state: ALL) { nodes { repository { name description } } } }');
    expect(calls()).toEqual({
      'GET /repos/issues/search': 1,
      'GET /repos/{owner}/{repo}': 1,
    });
  });
});

describe('lists', () => {
  it('read one forge page for a `first` above the page size when the total says nothing more exists', async () => {
    const response = await asAlice<{ repository: { issues: { totalCount: number } } }>(
      '{ repository(owner: "alice", name: "hello") { issues(first: 100, state: ALL) { totalCount nodes { number } } } }',
    );
    expect(response.data?.repository.issues.totalCount).toBeLessThan(50);
    expect(calls()).toEqual({ 'GET /repos/{owner}/{repo}/issues': 1 });
  });

  it('read one page of a short timeline and of short tracked times: no page 2, none in parallel', async () => {
    const response = await harness().query<{
      repository: { issue: { timeline: { nodes: unknown[] }; trackedTimes: { nodes: unknown[] } } };
    }>(
      `{ repository(owner: "alice", name: "hello") { issue(number: 1) {
          timeline(first: 100) { pageInfo { hasNextPage } nodes { type } }
          trackedTimes(first: 100) { pageInfo { hasNextPage } nodes { time } }
        } } }`,
      {},
      { as: 'alice' },
    );
    expect(response.errors).toBeUndefined();
    const { timeline, trackedTimes } = response.data?.repository.issue ?? {};
    expect(timeline?.nodes.length).toBeGreaterThan(0);
    expect(timeline?.nodes.length).toBeLessThan(50);
    expect(trackedTimes?.nodes.length).toBeGreaterThan(0);
    expect(calls()).toEqual({
      'GET /repos/{owner}/{repo}/issues/{index}/timeline': 1,
      'GET /repos/{owner}/{repo}/issues/{index}/times': 1,
    });
  });
});

describe('the cost in forge calls', () => {
  it('lets the natural pull request page through and reports its estimate beside its calls', async () => {
    const response = await asAlice(`{ repository(owner: "alice", name: "hello") { pullRequest(number: 4) {
          reviews(first: 20) { nodes { state comments(first: 20) { nodes { body } } } }
          files(first: 100) { nodes { filename } }
          commits(first: 100) { nodes { sha } }
          timeline(first: 100) { nodes { type } }
        } } }`);
    expect(response.errors).toBeUndefined();
    const cost = (response as { extensions?: { cost?: Cost } }).extensions?.cost;
    expect(cost).toEqual({ estimated: 29, actual: harness().routes().length });
  });

  it('refuses a document estimated past the budget before any call, with QUERY_TOO_COSTLY', async () => {
    const response = await asAlice(
      '{ repository(owner: "alice", name: "hello") { pullRequests(first: 100) { nodes { commits(first: 100) { nodes { sha } } } } } }',
    );
    expect(response.errors?.map((error) => error.extensions?.code)).toEqual(['QUERY_TOO_COSTLY']);
    expect(response.errors?.[0]?.message).toBe(
      'Query cost limit of 200 forge calls exceeded, estimated 203.',
    );
    expect(harness().routes()).toEqual([]);
  });
});
