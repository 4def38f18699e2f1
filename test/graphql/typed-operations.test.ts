// Every query of operations/ through its typed document (generated/client) against the sandbox, with
// the example variables of operations/variables.json: typed data and the exact upstream calls.

import { fetchExchange, Client as UrqlClient } from '@urql/core';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  AccountSettingsDocument,
  ActionsRunDocument,
  ActionsRunsDocument,
  ActivityFeedDocument,
  BranchesAheadBehindDocument,
  CommitDetailsDocument,
  CommitHistoryDocument,
  CommitViewDocument,
  CompareRefsDocument,
  DirectoryListingDocument,
  IssueConversationDocument,
  IssueDependenciesDocument,
  IssueDetailsDocument,
  IssueFormChoicesDocument,
  IssueSidebarDetailsDocument,
  IssueSidebarDocument,
  IssueTimelineDocument,
  IssueTrackedTimesDocument,
  IssueViewDocument,
  NotificationsDocument,
  OrganizationAdminDocument,
  OrganizationOverviewDocument,
  OrganizationPeopleDocument,
  PackageFilesDocument,
  ProfileWithHeatmapDocument,
  PullRequestChangesDocument,
  PullRequestChecksDocument,
  PullRequestConversationDocument,
  PullRequestDetailsDocument,
  PullRequestFilesTabDocument,
  PullRequestListDocument,
  PullRequestReviewsDocument,
  ReleaseListDocument,
  RepositoryAccessDocument,
  RepositoryActivityDocument,
  RepositoryBranchesDocument,
  RepositoryConversationDocument,
  RepositoryFilesDocument,
  type RepositoryFilesQuery,
  RepositoryHomeDeferredDocument,
  type RepositoryHomeDeferredQuery,
  RepositoryHooksDocument,
  RepositoryIssuesDocument,
  RepositoryLatestReleaseDocument,
  RepositoryOverviewDocument,
  type RepositoryOverviewQuery,
  type RepositoryOverviewQueryVariables,
  RepositoryPeopleDocument,
  RepositoryRefsDocument,
  RepositoryReleasesDocument,
  RepositorySocialDocument,
  SearchIssuesDocument,
  SearchRepositoriesDocument,
  SearchUsersDocument,
  StarredRepositoriesDocument,
  TrackedTimesDocument,
  UserPackagesDocument,
  UserProfileDocument,
  ViewerDocument,
  ViewerNetworkDocument,
  ViewerStopwatchesDocument,
  WikiPageDocument,
  WikiRevisionsDocument,
  WorkflowJobsDocument,
} from '../../generated/client/graphql.js';
import { exampleFiles } from '../../src/graphiql/examples.js';
import { buildManifest } from '../../src/persisted/manifest.js';
import { countRoutes } from '../helpers/harness.js';
import { exampleOf, ranOperations, run } from '../helpers/typed.js';
import { useFileHarness } from '../helpers/use-harness.js';
import { ORGANIZATION_PEOPLE_CALLS, VIEWER_LISTS_CALLS } from './people/people-calls.js';

const harness = useFileHarness();

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
    expect(calls()).toEqual({ 'GET /repos/{owner}/{repo}/file-contents': 1 });
  });

  it('DirectoryListing lists docs/ with one contents call', async () => {
    const { data } = await run(harness, DirectoryListingDocument, exampleOf(DirectoryListingDocument));
    expect(data?.repository?.contents).toEqual({
      isDirectory: true,
      entries: [{ name: 'guide.md', path: 'docs/guide.md', type: 'FILE', size: 45 }],
      file: null,
    });
    expect(calls()).toEqual({ 'GET /repos/{owner}/{repo}/contents-ext/{filepath}': 1 });
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
    expect(calls()).toEqual({ 'GET /repos/{owner}/{repo}/issues/{index}': 1 });
  });

  it('RepositoryReleases lists release v1.0 by alice', async () => {
    const { data } = await run(harness, RepositoryReleasesDocument, exampleOf(RepositoryReleasesDocument));
    expect(data?.repository?.releases).toEqual({
      totalCount: 1,
      nodes: [{ tagName: 'v1.0', name: 'v1.0', draft: false, prerelease: false, author: { login: 'alice' } }],
    });
    expect(calls()).toEqual({ 'GET /repos/{owner}/{repo}/releases': 1 });
  });
});

describe('typed settings queries', () => {
  it('AccountSettings shows alice’s settings, addresses, key and blocks from five parallel calls', async () => {
    const { data, errors } = await run(harness, AccountSettingsDocument, exampleOf(AccountSettingsDocument));
    expect(errors).toBeUndefined();
    expect(data?.viewer.settings).toMatchObject({
      theme: 'gitea-auto',
      diffViewStyle: 'unified',
      hideEmail: false,
    });
    expect(data?.viewer.emails?.nodes.map((e) => [e.email, e.primary])).toEqual([
      ['alice@example.com', true],
      ['alice@work.example.com', false],
    ]);
    expect(data?.viewer.publicKeys?.nodes.map((k) => k.title)).toEqual(['laptop']);
    expect(data?.viewer.blockedUsers?.totalCount).toBe(0);
    expect(calls()).toEqual({
      'GET /user': 1,
      'GET /user/settings': 1,
      'GET /user/emails': 1,
      'GET /user/keys': 1,
      'GET /user/blocks': 1,
    });
  });

  it('RepositoryAccess shows acme/template’s teams and Actions settings to its owner alice in four calls', async () => {
    const { data, errors } = await run(
      harness,
      RepositoryAccessDocument,
      exampleOf(RepositoryAccessDocument),
    );
    expect(errors).toBeUndefined();
    expect(data?.repository?.fullName).toBe('acme/template');
    expect(data?.repository?.teams?.nodes.map((team) => team.name)).toEqual(['Owners', 'devs']);
    expect(data?.repository?.actionsSettings?.secrets).toEqual({ totalCount: 0, nodes: [] });
    expect(data?.repository?.actionsSettings?.variables).toEqual({ totalCount: 0, nodes: [] });
    expect(calls()).toEqual({
      'GET /repos/{owner}/{repo}': 1,
      'GET /repos/{owner}/{repo}/teams': 1,
      'GET /repos/{owner}/{repo}/actions/secrets': 1,
      'GET /repos/{owner}/{repo}/actions/variables': 1,
    });
  });

  it('OrganizationAdmin shows bob’s standing in acme to its owner alice', async () => {
    const { data, errors } = await run(
      harness,
      OrganizationAdminDocument,
      exampleOf(OrganizationAdminDocument),
    );
    expect(errors).toBeUndefined();
    expect(data?.organization).toMatchObject({
      name: 'acme',
      permissionsOf: {
        canRead: true,
        canWrite: true,
        isAdmin: false,
        isOwner: false,
        canCreateRepository: false,
      },
      hasMember: true,
      hasPublicMember: false,
      searchTeams: { totalCount: 1, nodes: [{ name: 'Owners', permission: 'OWNER', hasMember: false }] },
      blockedUsers: { nodes: [{ login: 'carol' }] },
    });
    expect(calls()).toEqual({
      'GET /orgs/{org}': 1,
      'GET /users/{username}/orgs/{org}/permissions': 1,
      'GET /orgs/{org}/members/{username}': 1,
      'GET /orgs/{org}/public_members/{username}': 1,
      'GET /orgs/{org}/teams/search': 1,
      'GET /teams/{id}/members/{username}': 1,
      'GET /orgs/{org}/blocks': 1,
    });
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
    expect(calls()).toEqual({ 'GET /repos/{owner}/{repo}/pulls': 2 });
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
    expect(calls()).toEqual({ 'GET /repos/{owner}/{repo}/pulls/{index}': 1 });
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
    expect(calls()).toEqual({ 'GET /packages/{owner}': 1 });
  });

  it('PackageFiles reads a version by its id with its file, two calls', async () => {
    const { data } = await run(harness, PackageFilesDocument, exampleOf(PackageFilesDocument));
    expect(data?.node).toEqual({
      name: 'hello-lib',
      version: '1.1.0',
      files: {
        nodes: [{ name: 'hello-lib-1.1.0.tgz', size: 15, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) }],
      },
    });
    expect(calls()).toEqual({
      'GET /packages/{owner}/{type}/{name}/{version}': 1,
      'GET /packages/{owner}/{type}/{name}/{version}/files': 1,
    });
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
    // the revisions' answer proves the repository exists: no read of its own
    expect(calls()).toEqual({ 'GET /repos/{owner}/{repo}/wiki/revisions/{pageName}': 1 });
  });

  it('TrackedTimes shows alice’s time on issue #1', async () => {
    const { data } = await run(harness, TrackedTimesDocument, exampleOf(TrackedTimesDocument));
    expect(data?.repository?.trackedTimes?.map((t) => [t.time, t.user?.login, t.issue?.number])).toEqual([
      [3600, 'alice', 1],
      [1800, 'alice', 1],
    ]);
    expect(calls()).toEqual({
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
      'GET /repos/{owner}/{repo}/labels': 1,
      'GET /repos/{owner}/{repo}/milestones': 1,
    });
  });

  it('RepositoryConversation pages the repository’s comments and lists reviewer candidates, in parallel', async () => {
    const example = exampleOf(RepositoryConversationDocument);
    const { data } = await run(harness, RepositoryConversationDocument, example);
    expect(data?.repository?.issueComments?.nodes).toHaveLength(5);
    expect(data?.repository?.issueComments?.pageInfo.hasNextPage).toBe(true);
    // the owning user comes after the collaborators
    expect(data?.repository?.reviewerCandidates?.nodes.map((user) => user.login)).toEqual(['bob', 'alice']);
    // the root is a reference: the two list calls prove the repository exists
    expect(calls()).toEqual({
      'GET /repos/{owner}/{repo}/issues/comments': 1,
      'GET /repos/{owner}/{repo}/reviewers': 1,
    });
  });

  it('SearchIssues finds the issues about greetings, open or closed, in one call', async () => {
    const { data } = await run(harness, SearchIssuesDocument, exampleOf(SearchIssuesDocument));
    expect(data?.searchIssues?.nodes.map((issue) => [issue.repository?.fullName, issue.number])).toEqual([
      ['alice/hello', 6],
      ['alice/hello', 1],
      ['alice/hello', 9],
    ]);
    // Each issue's repository name comes from the short record the issue embeds: no repository read.
    expect(calls()).toEqual({ 'GET /repos/issues/search': 1 });
  });
});

describe('typed repository social queries', () => {
  it('RepositorySocial shows the stars, watchers, topics and languages of alice/hello', async () => {
    const { data } = await run(harness, RepositorySocialDocument, exampleOf(RepositorySocialDocument));
    expect(data?.repository).toMatchObject({
      starsCount: 2,
      topics: ['demo', 'typescript'],
      languages: [{ name: 'TypeScript', size: 106 }],
      viewerHasStarred: false,
      viewerSubscription: 'SUBSCRIBED',
    });
    expect(data?.repository?.stargazers?.nodes.map((user) => user.login)).toEqual(['bob', 'carol']);
    expect(Object.values(calls()).reduce((sum, count) => sum + count, 0)).toBe(6);
  });

  it('RepositoryPeople lists the collaborators and assignable users of alice/hello', async () => {
    const { data } = await run(harness, RepositoryPeopleDocument, exampleOf(RepositoryPeopleDocument));
    expect(data?.repository?.collaborators?.nodes.map((user) => user.login)).toEqual(['bob']);
    expect(data?.repository?.assignableUsers?.nodes.map((user) => user.login)).toEqual(['alice', 'bob']);
  });

  it('RepositoryLatestRelease answers v0.9 and the pre-release by its tag', async () => {
    const { data } = await run(
      harness,
      RepositoryLatestReleaseDocument,
      exampleOf(RepositoryLatestReleaseDocument),
    );
    expect(data?.repository?.latestRelease?.tagName).toBe('v0.9');
    expect(data?.repository?.release).toMatchObject({ tagName: 'v0.10-rc.1', prerelease: true });
  });

  it('StarredRepositories lists acme/template for alice', async () => {
    const { data } = await run(harness, StarredRepositoriesDocument, exampleOf(StarredRepositoriesDocument));
    expect(data?.user?.starredRepositories?.nodes.map((repo) => repo.fullName)).toEqual(['acme/template']);
    expect(calls()).toEqual({ 'GET /users/{username}': 1, 'GET /users/{username}/starred': 1 });
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
    expect(calls()).toEqual({ ...VIEWER_LISTS_CALLS, 'GET /user/following/{username}': 2 });
  });

  it('UserProfile shows bob’s repositories, and none of his concealed memberships to alice', async () => {
    const { data } = await run(harness, UserProfileDocument, exampleOf(UserProfileDocument));
    expect(data?.user?.repositories?.nodes.map((r) => r.fullName)).toEqual([
      'bob/empty',
      'bob/dotfiles',
      'bob/hello-fork',
    ]);
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
    expect(calls()).toEqual(ORGANIZATION_PEOPLE_CALLS);
  });

  it('SearchRepositories and SearchUsers answer from one call each', async () => {
    const repos = await run(harness, SearchRepositoriesDocument, exampleOf(SearchRepositoriesDocument));
    expect(repos.data?.searchRepositories?.nodes.map((r) => r.fullName)).toEqual([
      'bob/hello-fork',
      'alice/hello',
    ]);
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

describe('typed git queries', () => {
  it('RepositoryBranches lists the branches and the default branch in three calls', async () => {
    const { data } = await run(harness, RepositoryBranchesDocument, exampleOf(RepositoryBranchesDocument));
    expect(data?.repository?.defaultBranchRef?.name).toBe('main');
    expect(data?.repository?.branches?.totalCount).toBe(6);
    expect(data?.repository?.branches?.nodes.find((b) => b.name === 'release/1.0')).toMatchObject({
      protected: true,
      userCanPush: false,
      effectiveBranchProtectionName: 'release/*',
    });
    expect(calls()).toEqual({
      [REPO]: 1,
      'GET /repos/{owner}/{repo}/branches': 1,
      'GET /repos/{owner}/{repo}/branches/{branch}': 1,
    });
  });

  it('CommitHistory pages develop with one commits call that skips stats', async () => {
    const { data } = await run(harness, CommitHistoryDocument, exampleOf(CommitHistoryDocument));
    const commits = data?.repository?.commits;
    expect(commits?.totalCount).toBe(8);
    expect(commits?.nodes.map((c) => c.author?.user?.login ?? c.author?.name)).toEqual([
      'alice',
      'bob',
      'alice',
      'Dana Doe',
      'bob',
    ]);
    expect(calls()).toEqual({ [REPO]: 1, 'GET /repos/{owner}/{repo}/commits': 1 });
  });

  it('CommitDetails reads develop’s head with stats, files and its signature check in one call', async () => {
    const { data } = await run(harness, CommitDetailsDocument, exampleOf(CommitDetailsDocument));
    expect(data?.repository?.commit).toMatchObject({
      message: 'Drop the shouting docs again\n',
      additions: 0,
      deletions: 3,
      changedFiles: 1,
      files: [{ path: 'docs/shouting.md', status: 'REMOVED' }],
      verification: { verified: false },
    });
    expect(calls()).toEqual({ [REPO]: 1, 'GET /repos/{owner}/{repo}/git/commits/{sha}': 1 });
  });

  it('CompareRefs answers the six commits develop has over main in one call', async () => {
    const { data } = await run(harness, CompareRefsDocument, exampleOf(CompareRefsDocument));
    expect(data?.repository?.compare?.totalCommits).toBe(6);
    expect(data?.repository?.compare?.files?.map((f) => f.path)).toEqual(['CHANGELOG.md', 'src/shout.ts']);
    expect(calls()).toEqual({ [REPO]: 1, 'GET /repos/{owner}/{repo}/compare/{basehead}': 1 });
  });

  it('RepositoryRefs reads tags, the src directory of develop and the forks', async () => {
    const { data } = await run(harness, RepositoryRefsDocument, exampleOf(RepositoryRefsDocument));
    expect(data?.repository?.tags?.nodes.map((t) => t.name)).toEqual(['v1.1-rc1', 'v1.0', 'v0.1']);
    expect(data?.repository?.tree?.nodes.map((e) => e.path)).toEqual(['main.ts', 'shout.ts']);
    expect(data?.repository?.forks?.nodes.map((f) => f.fullName)).toEqual(['bob/hello-fork']);
    expect(calls()).toEqual({
      [REPO]: 1,
      'GET /repos/{owner}/{repo}/tags': 1,
      'GET /repos/{owner}/{repo}/contents': 1,
      'GET /repos/{owner}/{repo}/git/trees/{sha}': 1,
      'GET /repos/{owner}/{repo}/forks': 1,
    });
  });
});

describe('typed pull request review, change and check queries', () => {
  it('PullRequestReviews shows the reviews of #4 with their line comments', async () => {
    const { data } = await run(harness, PullRequestReviewsDocument, exampleOf(PullRequestReviewsDocument));
    const pr = data?.repository?.pullRequest;
    expect(pr?.requestedReviewers?.map((u) => u.login)).toEqual(['carol']);
    expect(pr?.reviews?.nodes.map((r) => [r.state, r.author?.login, r.comments?.totalCount])).toEqual([
      ['REQUEST_CHANGES', 'alice', 1],
      ['COMMENT', 'carol', 1],
      ['REQUEST_REVIEW', 'carol', 0],
    ]);
    expect(calls()).toEqual({
      'GET /repos/{owner}/{repo}/pulls/{index}': 1,
      'GET /repos/{owner}/{repo}/pulls/{index}/reviews': 1,
      // the review request counts no comments: no call for it
      'GET /repos/{owner}/{repo}/pulls/{index}/reviews/{id}/comments': 2,
    });
  });

  it('PullRequestChanges shows the files, commits and head status of #4, the status read once', async () => {
    const { data } = await run(harness, PullRequestChangesDocument, exampleOf(PullRequestChangesDocument));
    const pr = data?.repository?.pullRequest;
    expect(pr?.files?.nodes.map((f) => f.filename)).toEqual(['docs/guide.md']);
    expect(pr?.commits?.nodes[0]?.status?.state).toBe('SUCCESS');
    expect(pr?.statusCheck?.statuses.map((s) => s.context)).toEqual(['ci/build', 'ci/lint']);
    expect(calls()).toEqual({
      'GET /repos/{owner}/{repo}/pulls/{index}': 1,
      'GET /repos/{owner}/{repo}/pulls/{index}/files': 1,
      'GET /repos/{owner}/{repo}/pulls/{index}/commits': 1,
      'GET /repos/{owner}/{repo}/commits/{ref}/status': 1,
    });
  });

  it('PullRequestChecks reads one status for ten pull requests sharing a head', async () => {
    const { data } = await run(harness, PullRequestChecksDocument, exampleOf(PullRequestChecksDocument));
    expect(data?.repository?.pullRequests?.nodes.map((n) => n.statusCheck?.state)).toEqual(
      Array(10).fill('SUCCESS'),
    );
    expect(calls()).toEqual({
      'GET /repos/{owner}/{repo}/pulls': 1,
      'GET /repos/{owner}/{repo}/commits/{ref}/status': 1,
    });
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
      'GET /repos/{owner}/{repo}/pulls/{index}': 1,
      'GET /repos/{owner}/{repo}/issues/{index}/comments': 1,
    });
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

describe('typed deferred queries', () => {
  it('RepositoryHomeDeferred answers the header first and the open pull requests later, from two calls', async () => {
    ranOperations.add('RepositoryHomeDeferred');
    const client = new UrqlClient({
      url: harness.url,
      exchanges: [fetchExchange],
      fetchOptions: { headers: { authorization: 'token alice-token' } },
      preferGetMethod: false,
    });
    const results: (RepositoryHomeDeferredQuery | undefined)[] = [];
    await new Promise<void>((resolve) => {
      const query = client.query(RepositoryHomeDeferredDocument, exampleOf(RepositoryHomeDeferredDocument));
      // The last part ends the stream on its own; unsubscribing then would abort a finished request.
      query.subscribe((result) => {
        results.push(result.data);
        if (!result.hasNext) resolve();
      });
    });
    const [first, last] = results;
    expect(results).toHaveLength(2);
    expect(first?.repository).toEqual({ fullName: 'alice/hello', description: expect.any(String) });
    const pulls =
      last?.repository && 'pullRequests' in last.repository ? last.repository.pullRequests : undefined;
    expect(pulls?.nodes.map((pr) => pr.number)).toEqual([4, 3]);
    expect(calls()).toEqual({ [REPO]: 1, 'GET /repos/{owner}/{repo}/pulls': 1 });
  });
});

describe('typed frontend queries', () => {
  it('ReleaseList gives the repository and its releases with their ids, from two calls', async () => {
    harness.resetCalls();
    const { data } = await run(harness, ReleaseListDocument, exampleOf(ReleaseListDocument));
    expect(data?.repository?.fullName).toBe('alice/hello');
    expect(data?.repository?.releases?.nodes.every((release) => release.id.length > 0)).toBe(true);
    expect(countRoutes(harness.routes())).toEqual({
      'GET /repos/{owner}/{repo}': 1,
      'GET /repos/{owner}/{repo}/releases': 1,
    });
  });
});

describe('typed profile queries', () => {
  it('ProfileWithHeatmap reads alice’s heatmap and watches and acme’s feed, one call each', async () => {
    const { data, errors } = await run(
      harness,
      ProfileWithHeatmapDocument,
      exampleOf(ProfileWithHeatmapDocument),
    );
    expect(errors).toBeUndefined();
    // A slot's time is null when the forge's seconds are no date, and the heatmap when its call fails.
    expectTypeOf(data?.user?.heatmap?.[0]?.at).toEqualTypeOf<string | null | undefined>();
    expect(data?.user?.watchedRepositories?.totalCount).toBe(5);
    expect(data?.organization?.activities?.nodes).toMatchObject([
      { opType: 'create_repo', repo: { fullName: 'acme/template' } },
    ]);
    expect(calls()).toEqual({
      'GET /users/{username}': 1,
      'GET /users/{username}/heatmap': 1,
      'GET /users/{username}/subscriptions': 1,
      'GET /orgs/{org}': 1,
      'GET /orgs/{org}/activities/feeds': 1,
    });
  });

  it('RepositoryActivity reads the first five items of alice/hello’s feed in one call', async () => {
    const { data } = await run(harness, RepositoryActivityDocument, exampleOf(RepositoryActivityDocument));
    expect(data?.repository?.activities?.totalCount).toBe(13);
    expect(data?.repository?.activities?.nodes).toHaveLength(5);
    expect(calls()).toEqual({ [REPO]: 1, 'GET /repos/{owner}/{repo}/activities/feeds': 1 });
  });
});

describe('typed diff queries', () => {
  it('PullRequestFilesTab gives each changed file its hunks from the pull request’s one .diff', async () => {
    const { data, errors } = await run(
      harness,
      PullRequestFilesTabDocument,
      exampleOf(PullRequestFilesTabDocument),
    );
    expect(errors).toBeUndefined();
    const files = data?.repository?.pullRequest?.files?.nodes ?? [];
    expect(files.map((f) => [f.filename, f.isBinary, f.hunks?.map((h) => [h.oldStart, h.newLines])])).toEqual(
      [['docs/guide.md', false, [[1, 5]]]],
    );
    expect(calls()).toEqual({
      'GET /repos/{owner}/{repo}/pulls/{index}': 1,
      'GET /repos/{owner}/{repo}/pulls/{index}/files': 1,
      'GET /repos/{owner}/{repo}/pulls/{index}.{diffType}': 1,
    });
  });

  it('CommitView reads main’s head, its files and their patches in two calls after the repository', async () => {
    const { data, errors } = await run(harness, CommitViewDocument, exampleOf(CommitViewDocument));
    expect(errors).toBeUndefined();
    expect(data?.repository?.commit?.files?.map((f) => [f.path, f.additions, f.deletions])).toEqual([
      ['README.md', 3, 1],
    ]);
    expect(calls()).toEqual({
      'GET /repos/{owner}/{repo}/git/commits/{sha}': 1,
      'GET /repos/{owner}/{repo}/git/commits/{sha}.{diffType}': 1,
    });
  });

  it('BranchesAheadBehind counts each branch against the default branch with one compare per count', async () => {
    const { data, errors } = await run(
      harness,
      BranchesAheadBehindDocument,
      exampleOf(BranchesAheadBehindDocument),
    );
    expect(errors).toBeUndefined();
    const develop = data?.repository?.branches?.nodes.find((b) => b.name === 'develop');
    expect([develop?.aheadBy, develop?.behindBy]).toEqual([6, 0]);
    expect(calls()).toEqual({
      [REPO]: 1,
      'GET /repos/{owner}/{repo}/branches': 1,
      'GET /repos/{owner}/{repo}/branches/{branch}': 1,
      'GET /repos/{owner}/{repo}/compare/{basehead}': 10,
    });
  });
});

describe('typed issue sidebar queries', () => {
  it('IssueSidebar reads #1’s subscribers and alice’s own state beside the issue', async () => {
    const { data } = await run(harness, IssueSidebarDocument, exampleOf(IssueSidebarDocument));
    expect(data?.repository?.issue?.viewerIsSubscribed).toBe(true);
    expect(data?.repository?.issue?.subscribers?.nodes.map((u) => u.login)).toEqual(['alice', 'carol']);
    expect(calls()).toEqual({
      'GET /repos/{owner}/{repo}/issues/{index}': 1,
      'GET /repos/{owner}/{repo}/issues/{index}/subscriptions': 1,
      'GET /repos/{owner}/{repo}/issues/{index}/subscriptions/check': 1,
    });
  });
});

describe('typed issue screen details', () => {
  it('IssueSidebarDetails reads alice/hello’s pins, time totals and issue forms beside #1', async () => {
    const { data } = await run(harness, IssueSidebarDetailsDocument, exampleOf(IssueSidebarDetailsDocument));
    expect(data?.repository).toEqual({
      viewerCanPin: true,
      newPinAllowed: { issues: true },
      pinnedIssues: {
        nodes: [expect.objectContaining({ number: 1 }), expect.objectContaining({ number: 6 })],
      },
      totalTrackedTime: 9300,
      issueTemplates: [],
      issueConfig: { blankIssuesEnabled: true },
      issue: { number: 1, pinOrder: 1, totalTrackedTime: 5400 },
    });
    expect(calls()).toEqual({
      [REPO]: 1,
      'GET /repos/{owner}/{repo}/new_pin_allowed': 1,
      'GET /repos/{owner}/{repo}/issues/pinned': 1,
      'GET /repos/{owner}/{repo}/times': 1,
      'GET /repos/{owner}/{repo}/issue_templates': 1,
      'GET /repos/{owner}/{repo}/issue_config': 1,
      'GET /repos/{owner}/{repo}/issues/{index}': 1,
      'GET /repos/{owner}/{repo}/issues/{index}/times': 1,
    });
  });
});

describe('typed wiki page and Actions queries', () => {
  it('WikiPage reads the FAQ with its page list, rendered HTML, sidebar and revisions, without the repository', async () => {
    const { data } = await run(harness, WikiPageDocument, exampleOf(WikiPageDocument));
    expect(data?.repository?.wikiPages?.totalCount).toBe(6);
    expect(data?.repository?.wikiPage).toMatchObject({ name: 'FAQ', title: 'FAQ', commitCount: 2 });
    expect(data?.repository?.wikiPage?.bodyHTML).toContain('<strong>');
    expect(calls()).toEqual({
      'GET /repos/{owner}/{repo}/wiki/pages': 1,
      'GET /repos/{owner}/{repo}/wiki/page/{pageName}': 1,
      'GET /repos/{owner}/{repo}/wiki/revisions/{pageName}': 1,
      'POST /markup': 1,
    });
  });

  it('ActionsRuns lists acme/legacy’s workflows and its runs on main', async () => {
    const { data } = await run(harness, ActionsRunsDocument, exampleOf(ActionsRunsDocument));
    expect(data?.repository?.workflows?.nodes.map((w) => w.name)).toEqual(['CI', 'Nightly', 'Release']);
    expect(data?.repository?.workflowRuns?.nodes.map((r) => r.conclusion)).toEqual([
      null,
      'skipped',
      'cancelled',
      'success',
    ]);
    expect(calls()).toEqual({
      'GET /repos/{owner}/{repo}/actions/runs': 1,
      'GET /repos/{owner}/{repo}/actions/workflows': 1,
    });
  });

  it('ActionsRun shows run 6 with its two jobs and their steps', async () => {
    const { data } = await run(harness, ActionsRunDocument, exampleOf(ActionsRunDocument));
    expect(data?.repository?.workflowRun?.conclusion).toBe('failure');
    expect(data?.repository?.workflowRun?.jobs?.nodes.map((j) => [j.name, j.steps?.length])).toEqual([
      ['build', 2],
      ['test', 2],
    ]);
    expect(calls()).toEqual({
      [REPO]: 1,
      'GET /repos/{owner}/{repo}/actions/runs/{run}': 1,
      'GET /repos/{owner}/{repo}/actions/runs/{run}/jobs': 1,
    });
  });
});

describe('the typed issue view', () => {
  it('IssueView renders issue #7, its comments, its milestone and a reply preview through the forge', async () => {
    const { data } = await run(harness, IssueViewDocument, exampleOf(IssueViewDocument));
    const issue = data?.repository?.issue;
    expect(issue?.bodyHTML).toContain('class="ref-issue"');
    expect(issue?.bodyHTML).toContain('class="task-list-item"');
    expect(data?.replyPreview).toContain('/bob"');
    expect(data?.replyPreview).toContain('/alice/hello/issues/8"');
    expect(issue?.title).toBe('Document the command-line flags');
    // one markup call per distinct text rendered (bodies, descriptions and the reply preview)
    expect(calls()).toEqual({
      [REPO]: 1,
      'GET /repos/{owner}/{repo}/issues/{index}': 1,
      'GET /repos/{owner}/{repo}/issues/{index}/comments': 1,
      'POST /markup': 3,
    });
  });
});

describe('typed stopwatch queries', () => {
  it('ViewerStopwatches shows bob his stopwatch on #2 beside GET /user', async () => {
    const { data } = await run(
      harness,
      ViewerStopwatchesDocument,
      exampleOf(ViewerStopwatchesDocument),
      'bob',
    );
    expect(data?.viewer?.stopwatches?.totalCount).toBe(1);
    expect(data?.viewer?.stopwatches?.nodes[0]).toMatchObject({ issueNumber: 2, repositoryName: 'hello' });
    expect(calls()).toEqual({ 'GET /user': 1, 'GET /user/stopwatches': 1 });
  });
});

describe('the typed queries', () => {
  it('cover every query of operations/', () => {
    // The screens' documents (operations/screens/) run in screens-calls.test.ts.
    const files = exampleFiles().filter((file) => !file.name.startsWith('screens/'));
    const queries = buildManifest(files).operations.filter((operation) => operation.type === 'query');
    expect([...ranOperations].sort()).toEqual(queries.map((operation) => operation.name).sort());
  });
});
