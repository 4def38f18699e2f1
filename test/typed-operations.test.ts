// Every query of operations/ through its typed document (generated/client) against the sandbox, with
// the example variables of operations/variables.json: typed data and the exact upstream calls.

import { afterAll, beforeAll, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import {
  ActivityFeedDocument,
  DirectoryListingDocument,
  IssueDetailsDocument,
  IssueFormChoicesDocument,
  NotificationsDocument,
  OrganizationOverviewDocument,
  OrganizationPeopleDocument,
  PullRequestDetailsDocument,
  PullRequestListDocument,
  RepositoryFilesDocument,
  type RepositoryFilesQuery,
  RepositoryHooksDocument,
  RepositoryIssuesDocument,
  RepositoryOverviewDocument,
  type RepositoryOverviewQuery,
  type RepositoryOverviewQueryVariables,
  RepositoryReleasesDocument,
  SearchIssuesDocument,
  SearchRepositoriesDocument,
  SearchUsersDocument,
  TrackedTimesDocument,
  UserPackagesDocument,
  UserProfileDocument,
  ViewerDocument,
  ViewerNetworkDocument,
  WikiRevisionsDocument,
  WorkflowJobsDocument,
} from '../generated/client/graphql.js';
import { exampleFiles } from '../src/examples.js';
import { buildManifest } from '../src/persisted/manifest.js';
import { countRoutes, type Harness, startHarness } from './helpers/harness.js';
import { exampleOf, ranOperations, run } from './helpers/typed.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());
beforeEach(() => harness.resetCalls());

const REPO = 'GET /repos/{owner}/{repo}';
const calls = () => countRoutes(harness.routes());

describe('typed repository queries', () => {
  it('RepositoryOverview answers typed data from three parallel calls', async () => {
    const { data, errors } = await run(harness, RepositoryOverviewDocument, {
      owner: 'alice',
      name: 'hello',
    });
    expectTypeOf(data).toEqualTypeOf<RepositoryOverviewQuery | null | undefined>();
    expectTypeOf<RepositoryOverviewQueryVariables>().toEqualTypeOf<{ owner: string; name: string }>();
    expect(errors).toBeUndefined();
    const repository = data?.repository;
    expect(repository).toMatchObject({ fullName: 'alice/hello', defaultBranch: 'main', private: false });
    expect(repository?.owner?.login).toBe('alice');
    expect(repository?.pullRequests?.nodes.map((pr) => [pr.number, pr.author?.login])).toEqual([
      [4, 'bob'],
      [3, 'alice'],
    ]);
    expect(repository?.readme?.text).toMatch(/^# hello/);
    expect(calls()).toEqual({
      [REPO]: 1,
      'GET /repos/{owner}/{repo}/pulls': 1,
      'GET /repos/{owner}/{repo}/file-contents': 1,
    });
  });

  it('RepositoryFiles reads three files in one file-contents call, sizes typed as BigInt numbers', async () => {
    const { data } = await run(harness, RepositoryFilesDocument, exampleOf(RepositoryFilesDocument));
    type File = NonNullable<NonNullable<RepositoryFilesQuery['repository']>['files'][number]>;
    expectTypeOf<File['size']>().toEqualTypeOf<number | string | null>();
    expect(data?.repository?.files.map((file) => [file?.path, file?.size])).toEqual([
      ['README.md', 78],
      ['src/main.ts', 106],
      ['docs/guide.md', 45],
    ]);
    expect(calls()).toEqual({ [REPO]: 1, 'GET /repos/{owner}/{repo}/file-contents': 1 });
  });

  it('DirectoryListing lists docs/ with one contents call', async () => {
    const { data } = await run(harness, DirectoryListingDocument, exampleOf(DirectoryListingDocument));
    expect(data?.repository?.contents).toEqual({
      isDirectory: true,
      entries: [{ name: 'guide.md', path: 'docs/guide.md', type: 'FILE', size: 45 }],
      file: null,
    });
    expect(calls()).toEqual({ [REPO]: 1, 'GET /repos/{owner}/{repo}/contents-ext/{filepath}': 1 });
  });

  it('IssueDetails shows issue #1 with its assignees, label and milestone', async () => {
    const { data } = await run(harness, IssueDetailsDocument, exampleOf(IssueDetailsDocument));
    expect(data?.repository?.issue).toMatchObject({
      number: 1,
      state: 'OPEN',
      author: { login: 'alice' },
      assignees: [{ login: 'alice' }, { login: 'bob' }],
      labels: [{ name: 'bug' }],
      milestone: { title: 'v1.0', state: 'OPEN' },
    });
    expect(calls()).toEqual({ [REPO]: 1, 'GET /repos/{owner}/{repo}/issues/{index}': 1 });
  });

  it('RepositoryReleases lists release v1.0 by alice', async () => {
    const { data } = await run(harness, RepositoryReleasesDocument, exampleOf(RepositoryReleasesDocument));
    expect(data?.repository?.releases).toEqual({
      totalCount: 1,
      nodes: [{ tagName: 'v1.0', name: 'v1.0', draft: false, prerelease: false, author: { login: 'alice' } }],
    });
    expect(calls()).toEqual({ [REPO]: 1, 'GET /repos/{owner}/{repo}/releases': 1 });
  });
});

describe('typed pull request queries', () => {
  it('PullRequestList pages through all three pull requests with the typed end cursor', async () => {
    const first = await run(harness, PullRequestListDocument, exampleOf(PullRequestListDocument));
    const page = first.data?.repository?.pullRequests;
    expect(page?.totalCount).toBe(3);
    expect(page?.nodes.map((pr) => pr.number)).toEqual([5, 4]);
    expect(page?.nodes[1]).toMatchObject({
      labels: [{ name: 'feature' }],
      base: { repository: { fullName: 'alice/hello' } },
    });
    expect(page?.pageInfo.hasNextPage).toBe(true);
    const second = await run(harness, PullRequestListDocument, {
      owner: 'alice',
      name: 'hello',
      first: 2,
      state: 'ALL',
      after: page?.pageInfo.endCursor,
    });
    expect(second.data?.repository?.pullRequests?.nodes.map((pr) => pr.number)).toEqual([3]);
    expect(calls()).toEqual({ [REPO]: 2, 'GET /repos/{owner}/{repo}/pulls': 2 });
  });

  it('PullRequestDetails shows bob’s open pull request #4', async () => {
    const { data } = await run(harness, PullRequestDetailsDocument, exampleOf(PullRequestDetailsDocument));
    expect(data?.repository?.pullRequest).toMatchObject({
      number: 4,
      state: 'OPEN',
      merged: false,
      author: { login: 'bob' },
      head: { ref: 'feature-b' },
      base: { ref: 'main' },
    });
    expect(calls()).toEqual({ [REPO]: 1, 'GET /repos/{owner}/{repo}/pulls/{index}': 1 });
  });
});

describe('typed people queries', () => {
  it('Viewer is alice for alice’s token, from one call', async () => {
    const { data } = await run(harness, ViewerDocument, {});
    expect(data?.viewer).toMatchObject({ login: 'alice', fullName: 'Alice Anderson', isAdmin: false });
    expect(harness.routes()).toEqual(['GET /user']);
  });

  it('ActivityFeed pages alice’s feed, timestamps typed as strings', async () => {
    const { data } = await run(harness, ActivityFeedDocument, exampleOf(ActivityFeedDocument));
    const activities = data?.user?.activities;
    expectTypeOf(activities?.nodes[0]?.createdAt).toEqualTypeOf<string | null | undefined>();
    expect(activities?.totalCount).toBe(17);
    expect(activities?.nodes).toHaveLength(10);
    expect(activities?.nodes[0]).toMatchObject({
      opType: 'publish_release',
      repo: { fullName: 'alice/hello' },
    });
    expect(calls()).toEqual({ 'GET /users/{username}': 1, 'GET /users/{username}/activities/feeds': 1 });
  });

  it('UserPackages lists alice’s packages with their linked repositories', async () => {
    const { data } = await run(harness, UserPackagesDocument, exampleOf(UserPackagesDocument));
    expect(
      data?.user?.packages?.nodes.map((p) => [p.name, p.version, p.repository?.fullName ?? null]),
    ).toEqual([
      ['hello-lib', '1.1.0', 'alice/hello'],
      ['tools', '0.1.0', null],
      ['hello-lib', '1.0.0', 'alice/hello'],
    ]);
    expect(calls()).toEqual({ 'GET /users/{username}': 1, 'GET /packages/{owner}': 1 });
  });

  it('OrganizationOverview shows acme and its container image', async () => {
    const { data } = await run(
      harness,
      OrganizationOverviewDocument,
      exampleOf(OrganizationOverviewDocument),
    );
    expect(data?.organization).toMatchObject({
      name: 'acme',
      visibility: 'PUBLIC',
      packages: { nodes: [{ name: 'acme-image' }] },
    });
    expect(calls()).toEqual({ 'GET /orgs/{org}': 1, 'GET /packages/{owner}': 1 });
  });
});

describe('typed wiki, time and workflow queries', () => {
  it('WikiRevisions lists the three revisions of Home, newest first', async () => {
    const { data } = await run(harness, WikiRevisionsDocument, exampleOf(WikiRevisionsDocument));
    const revisions = data?.repository?.wikiPage?.revisions;
    expect(revisions?.totalCount).toBe(3);
    expect(revisions?.nodes.map((r) => r.message)).toEqual([
      'Link the guide from Home\n',
      'Fix typo on Home\n',
      'Create Home\n',
    ]);
    expect(calls()).toEqual({ [REPO]: 1, 'GET /repos/{owner}/{repo}/wiki/revisions/{pageName}': 1 });
  });

  it('TrackedTimes shows alice’s time on issue #1', async () => {
    const { data } = await run(harness, TrackedTimesDocument, exampleOf(TrackedTimesDocument));
    expect(data?.repository?.trackedTimes?.map((t) => [t.time, t.user?.login, t.issue?.number])).toEqual([
      [3600, 'alice', 1],
      [1800, 'alice', 1],
    ]);
    expect(calls()).toEqual({
      [REPO]: 1,
      'GET /users/{username}': 1,
      'GET /repos/{owner}/{repo}/times/{user}': 1,
    });
  });

  it('WorkflowJobs lists the jobs of alice’s repositories with their steps, in one call', async () => {
    const { data } = await run(harness, WorkflowJobsDocument, exampleOf(WorkflowJobsDocument));
    expect(data?.workflowJobs?.totalCount).toBe(6);
    expect(data?.workflowJobs?.nodes.map((job) => job.conclusion)).toContain('failure');
    expect(data?.workflowJobs?.nodes[0]?.steps?.[0]).toEqual({
      number: 0,
      name: 'Set up job',
      conclusion: 'success',
    });
    expect(harness.routes()).toEqual(['GET /user/actions/jobs']);
  });
});

describe('typed issue queries', () => {
  it('RepositoryIssues lists the open issues labelled help wanted, with everything embedded, in one call', async () => {
    const { data } = await run(harness, RepositoryIssuesDocument, exampleOf(RepositoryIssuesDocument));
    const issues = data?.repository?.issues;
    expect(issues?.totalCount).toBe(2);
    expect(
      issues?.nodes.map((issue) => [issue.number, issue.author?.login, issue.labels?.map((l) => l.name)]),
    ).toEqual([
      [10, 'carol', ['help wanted']],
      [7, 'bob', ['documentation', 'help wanted']],
    ]);
    expect(calls()).toEqual({ [REPO]: 1, 'GET /repos/{owner}/{repo}/issues': 1 });
  });

  it('IssueFormChoices offers the labels and open milestones with two parallel calls', async () => {
    const { data } = await run(harness, IssueFormChoicesDocument, exampleOf(IssueFormChoicesDocument));
    expect(data?.repository?.labels?.totalCount).toBe(5);
    expect(data?.repository?.milestones?.nodes.map((m) => m.title)).toEqual(['v1.1', 'v1.0']);
    expect(calls()).toEqual({
      [REPO]: 1,
      'GET /repos/{owner}/{repo}/labels': 1,
      'GET /repos/{owner}/{repo}/milestones': 1,
    });
  });

  it('SearchIssues finds the issues about greetings, open or closed, in one call', async () => {
    const { data } = await run(harness, SearchIssuesDocument, exampleOf(SearchIssuesDocument));
    expect(data?.searchIssues?.nodes.map((issue) => [issue.repository?.fullName, issue.number])).toEqual([
      ['alice/hello', 6],
      ['alice/hello', 1],
      ['alice/hello', 9],
    ]);
    expect(calls()).toEqual({ 'GET /repos/issues/search': 1, [REPO]: 1 });
  });
});

describe('typed people queries', () => {
  it('ViewerNetwork reads alice’s lists in parallel with GET /user', async () => {
    const { data } = await run(harness, ViewerNetworkDocument, exampleOf(ViewerNetworkDocument));
    expect(data?.viewer.followers?.nodes.map((u) => [u.login, u.viewerIsFollowing])).toEqual([
      ['bob', false],
      ['carol', true],
    ]);
    expect(data?.viewer.teams?.nodes.map((t) => [t.name, t.permission])).toEqual([['Owners', 'OWNER']]);
    expect(calls()).toEqual({
      'GET /user': 1,
      'GET /user/followers': 1,
      'GET /user/following': 1,
      'GET /user/orgs': 1,
      'GET /user/teams': 1,
      'GET /user/repos': 1,
      'GET /user/following/{username}': 2,
    });
  });

  it('UserProfile shows bob’s repositories, and none of his concealed memberships to alice', async () => {
    const { data } = await run(harness, UserProfileDocument, exampleOf(UserProfileDocument));
    expect(data?.user?.repositories?.nodes.map((r) => r.fullName)).toEqual(['bob/empty', 'bob/dotfiles']);
    expect(data?.user?.organizations?.nodes).toEqual([]);
    expect(calls()).toEqual({
      'GET /users/{username}': 1,
      'GET /users/{username}/repos': 1,
      'GET /users/{username}/orgs': 1,
      'GET /user/following/{username}': 1,
    });
  });

  it('OrganizationPeople lists acme’s members, teams with theirs, and repositories', async () => {
    const { data } = await run(harness, OrganizationPeopleDocument, exampleOf(OrganizationPeopleDocument));
    expect(
      data?.organization?.teams?.nodes.map((t) => [t.name, t.members?.nodes.map((m) => m.login)]),
    ).toEqual([
      ['devs', ['bob']],
      ['Owners', ['alice']],
    ]);
    expect(calls()).toEqual({
      'GET /orgs/{org}': 1,
      'GET /orgs/{org}/members': 1,
      'GET /orgs/{org}/teams': 1,
      'GET /orgs/{org}/repos': 1,
      'GET /teams/{id}/members': 2,
      'GET /teams/{id}/repos': 2,
    });
  });

  it('SearchRepositories and SearchUsers answer from one call each', async () => {
    const repos = await run(harness, SearchRepositoriesDocument, exampleOf(SearchRepositoriesDocument));
    expect(repos.data?.searchRepositories?.nodes.map((r) => r.fullName)).toEqual(['alice/hello']);
    const users = await run(harness, SearchUsersDocument, exampleOf(SearchUsersDocument));
    expect(users.data?.searchUsers?.totalCount).toBe(4);
    expect(calls()).toEqual({ 'GET /repos/search': 1, 'GET /users/search': 1 });
  });

  it('Notifications lists alice’s unread and pinned threads', async () => {
    const { data } = await run(harness, NotificationsDocument, exampleOf(NotificationsDocument));
    expect(data?.viewer.notifications?.nodes.map((n) => [n.status, n.subject?.type])).toEqual([
      ['UNREAD', 'REPOSITORY'],
      ['PINNED', 'PULL'],
      ['UNREAD', 'ISSUE'],
    ]);
    expect(data?.viewer.unreadNotificationsCount).toBe(2);
    expect(calls()).toEqual({ 'GET /user': 1, 'GET /notifications': 1, 'GET /notifications/new': 1 });
  });
});

describe('typed repository hook queries', () => {
  it('RepositoryHooks lists the seeded hook of alice/hello for its owner', async () => {
    const { data, errors } = await run(harness, RepositoryHooksDocument, exampleOf(RepositoryHooksDocument));
    expect(errors).toBeUndefined();
    expect(data?.repository?.hooks?.totalCount).toBe(1);
    expect(data?.repository?.hooks?.nodes[0]).toMatchObject({
      url: 'https://ci.example.com/hooks/forge',
      active: false,
    });
    expect(calls()).toEqual({ [REPO]: 1, 'GET /repos/{owner}/{repo}/hooks': 1 });
  });
});

describe('the typed queries', () => {
  it('cover every query of operations/', () => {
    const queries = buildManifest(exampleFiles()).operations.filter(
      (operation) => operation.type === 'query',
    );
    expect([...ranOperations].sort()).toEqual(queries.map((operation) => operation.name).sort());
  });
});
