// Every query of operations/ through its typed document (generated/client) against the sandbox, with
// the example variables of operations/variables.json: typed data and the exact upstream calls.

import { afterAll, beforeAll, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import {
  ActivityFeedDocument,
  DirectoryListingDocument,
  IssueConversationDocument,
  IssueDependenciesDocument,
  IssueDetailsDocument,
  IssueFormChoicesDocument,
  IssueTimelineDocument,
  IssueTrackedTimesDocument,
  NotificationsDocument,
  OrganizationOverviewDocument,
  OrganizationPeopleDocument,
  PullRequestConversationDocument,
  PullRequestDetailsDocument,
  PullRequestListDocument,
  RepositoryFilesDocument,
  type RepositoryFilesQuery,
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

describe('typed conversation queries (comments, timeline, dependencies, times)', () => {
  const ISSUE = 'GET /repos/{owner}/{repo}/issues/{index}';

  it('IssueConversation shows the comments of #1 with their reactions and files', async () => {
    const { data, errors } = await run(
      harness,
      IssueConversationDocument,
      exampleOf(IssueConversationDocument),
    );
    expect(errors).toBeUndefined();
    const issue = data?.repository?.issue;
    expect(issue?.commentCount).toBe(3);
    expect(issue?.attachments?.map((a) => a.name)).toEqual(['screenshot.png']);
    expect(issue?.reactions?.nodes.map((r) => [r.content, r.user?.login])).toEqual([
      ['+1', 'bob'],
      ['+1', 'carol'],
      ['eyes', 'carol'],
    ]);
    expect(issue?.comments?.nodes.map((c) => [c.author?.login, c.reactions?.totalCount])).toEqual([
      ['bob', 1],
      ['alice', 0],
      ['carol', 0],
    ]);
    expect(issue?.comments?.nodes[0]?.attachments?.map((a) => a.name)).toEqual(['trace.txt']);
    expect(calls()).toEqual({
      [REPO]: 1,
      [ISSUE]: 1,
      'GET /repos/{owner}/{repo}/issues/{index}/comments': 1,
      'GET /repos/{owner}/{repo}/issues/{index}/reactions': 1,
      'GET /repos/{owner}/{repo}/issues/comments/{id}/reactions': 3,
    });
  });

  it('IssueTimeline tells the story of #1 from one timeline call', async () => {
    const { data } = await run(harness, IssueTimelineDocument, exampleOf(IssueTimelineDocument));
    const items = data?.repository?.issue?.timeline?.nodes ?? [];
    expect(items.map((item) => item.type)).toEqual([
      'label',
      'assignees',
      'assignees',
      'milestone',
      'comment',
      'comment',
      'comment',
      'add_dependency',
    ]);
    expect(items[0]?.label?.name).toBe('bug');
    expect(items.at(-1)?.dependentIssue?.number).toBe(5);
    expect(calls()).toEqual({
      [REPO]: 1,
      [ISSUE]: 1,
      'GET /repos/{owner}/{repo}/issues/{index}/timeline': 1,
    });
  });

  it('IssueDependencies names what blocks #1, across repositories', async () => {
    const { data } = await run(harness, IssueDependenciesDocument, exampleOf(IssueDependenciesDocument));
    const issue = data?.repository?.issue;
    expect(issue?.dependencies?.nodes.map((i) => [i.repository?.fullName, i.number])).toEqual([
      ['alice/secret', 1],
      ['alice/hello', 5],
    ]);
    expect(issue?.blocks?.nodes).toEqual([]);
    expect(calls()).toEqual({
      [REPO]: 2,
      [ISSUE]: 1,
      'GET /repos/{owner}/{repo}/issues/{index}/dependencies': 1,
      'GET /repos/{owner}/{repo}/issues/{index}/blocks': 1,
    });
  });

  it('IssueTrackedTimes lists the time spent on #1', async () => {
    const { data } = await run(harness, IssueTrackedTimesDocument, exampleOf(IssueTrackedTimesDocument));
    const times = data?.repository?.issue?.trackedTimes;
    expect(times?.totalCount).toBe(2);
    expect(times?.nodes.map((t) => [t.time, t.user?.login])).toEqual([
      [3600, 'alice'],
      [1800, 'alice'],
    ]);
    expect(calls()).toEqual({
      [REPO]: 1,
      [ISSUE]: 1,
      'GET /repos/{owner}/{repo}/issues/{index}/times': 1,
      'GET /users/{username}': 1,
    });
  });

  it('PullRequestConversation reads the comments of pull request #4', async () => {
    const { data } = await run(
      harness,
      PullRequestConversationDocument,
      exampleOf(PullRequestConversationDocument),
    );
    const pr = data?.repository?.pullRequest;
    expect(pr?.commentCount).toBe(2);
    expect(pr?.comments?.nodes.map((c) => c.author?.login)).toEqual(['alice', 'bob']);
    expect(calls()).toEqual({
      [REPO]: 1,
      'GET /repos/{owner}/{repo}/pulls/{index}': 1,
      'GET /repos/{owner}/{repo}/issues/{index}/comments': 1,
    });
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

describe('the typed queries', () => {
  it('cover every query of operations/', () => {
    const queries = buildManifest(exampleFiles()).operations.filter(
      (operation) => operation.type === 'query',
    );
    expect([...ranOperations].sort()).toEqual(queries.map((operation) => operation.name).sort());
  });
});
