// Every mutation of operations/ through its typed document against this file's own sandbox, with the
// example variables of operations/variables.json, in the order GraphiQL shows them: the examples
// build on each other (the generated repository is then transferred, the notes file then deleted).

import { afterAll, beforeAll, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import {
  AddIssueDependencyDocument,
  AddLabelsToIssueDocument,
  ChangeFilesDocument,
  CloseIssueDocument,
  CreateIssueDocument,
  CreateLabelDocument,
  CreateMilestoneDocument,
  CreateOrganizationRepositoryDocument,
  CreatePullReviewDocument,
  CreateReleaseDocument,
  CreateRepositoryHookDocument,
  CreateUserHookDocument,
  DeleteFileDocument,
  DeleteRepositoryHookDocument,
  DisableLiveUpdatesDocument,
  EnableLiveUpdatesDocument,
  FollowUserDocument,
  GenerateRepositoryDocument,
  type GenerateRepositoryMutation,
  MarkNotificationsReadDocument,
  MarkNotificationThreadReadDocument,
  RemoveIssueAssigneesDocument,
  RemoveLabelFromIssueDocument,
  ReopenIssueDocument,
  TransferRepositoryDocument,
  UnfollowUserDocument,
  UpdateIssueDocument,
  UpdateMilestoneDocument,
} from '../generated/client/graphql.js';
import { exampleFiles } from '../src/examples.js';
import { buildManifest } from '../src/persisted/manifest.js';
import { countRoutes, type Harness, startHarness } from './helpers/harness.js';
import { exampleOf, ranOperations, run } from './helpers/typed.js';

let harness: Harness;
beforeAll(async () => {
  // a public URL and a secret, so that EnableLiveUpdates can point a hook at this gateway
  harness = await startHarness({
    gateway: { live: { publicUrl: 'http://127.0.0.1:4000', webhookSecret: 'example-secret' } },
  });
});
afterAll(() => harness.close());
beforeEach(() => harness.resetCalls());

describe('typed repository mutations', () => {
  it('GenerateRepository makes alice/from-template from acme/template in one call', async () => {
    const { data } = await run(harness, GenerateRepositoryDocument, exampleOf(GenerateRepositoryDocument));
    expect(data?.generateRepository).toMatchObject({
      __typename: 'GenerateRepositoryPayload',
      clientMutationId: 'generate-1',
      repository: { fullName: 'alice/from-template', owner: { login: 'alice' } },
    });
    expect(harness.routes()).toEqual(['POST /repos/{template_owner}/{template_repo}/generate']);
  });

  it('GenerateRepository narrows to a typed ConflictError when the name is taken', async () => {
    const { data } = await run(harness, GenerateRepositoryDocument, exampleOf(GenerateRepositoryDocument));
    type Result = NonNullable<GenerateRepositoryMutation['generateRepository']>;
    expectTypeOf<Extract<Result, { __typename: 'ValidationError' }>['field']>().toEqualTypeOf<
      string | null
    >();
    const result = data?.generateRepository;
    if (result?.__typename !== 'ConflictError')
      throw new Error(`expected a ConflictError, got ${result?.__typename}`);
    expectTypeOf(result.upstreamStatus).toEqualTypeOf<number | null>();
    expect(result.upstreamStatus).toBe(409);
  });

  it('CreateOrganizationRepository makes the private, empty acme/website', async () => {
    const example = exampleOf(CreateOrganizationRepositoryDocument);
    const { data } = await run(harness, CreateOrganizationRepositoryDocument, example);
    expect(data?.createOrganizationRepository).toMatchObject({
      __typename: 'CreateOrganizationRepositoryPayload',
      repository: { fullName: 'acme/website', private: true, empty: true },
    });
    expect(harness.routes()).toEqual(['POST /orgs/{org}/repos']);
  });

  it('TransferRepository moves alice/from-template to acme at once', async () => {
    const { data } = await run(harness, TransferRepositoryDocument, exampleOf(TransferRepositoryDocument));
    expect(data?.transferRepository).toMatchObject({
      __typename: 'TransferRepositoryPayload',
      status: 'TRANSFERRED',
      repository: { fullName: 'acme/from-template' },
    });
    expect(harness.routes()).toEqual(['POST /repos/{owner}/{repo}/transfer']);
  });
});

describe('typed file mutations', () => {
  it('ChangeFiles adds docs/notes.md in one commit', async () => {
    const { data } = await run(harness, ChangeFilesDocument, exampleOf(ChangeFilesDocument));
    expect(data?.changeFiles).toMatchObject({
      __typename: 'ChangeFilesPayload',
      commit: { message: 'Add notes\n', author: { name: 'Alice Anderson' } },
      files: [{ path: 'docs/notes.md', text: '# Notes\n', sha: '17e0f0dedfdc83c924c6399a21434fc8240f488c' }],
    });
    expect(harness.routes()).toEqual(['POST /repos/{owner}/{repo}/contents']);
  });

  it('DeleteFile removes docs/notes.md again by its blob sha', async () => {
    const { data } = await run(harness, DeleteFileDocument, exampleOf(DeleteFileDocument));
    expect(data?.deleteFile).toMatchObject({
      __typename: 'DeleteFilePayload',
      commit: { message: 'Remove the notes again\n' },
    });
    expect(harness.routes()).toEqual(['DELETE /repos/{owner}/{repo}/contents/{filepath}']);
  });
});

describe('typed issue and pull request mutations', () => {
  it('AddIssueDependency makes issue #1 blocked by #2', async () => {
    const { data } = await run(harness, AddIssueDependencyDocument, exampleOf(AddIssueDependencyDocument));
    expect(data?.addIssueDependency).toMatchObject({
      __typename: 'AddIssueDependencyPayload',
      issue: { number: 1 },
      dependency: { number: 2, repository: { fullName: 'alice/hello' } },
    });
    expect(countRoutes(harness.routes())).toEqual({
      'POST /repos/{owner}/{repo}/issues/{index}/dependencies': 1,
      'GET /repos/{owner}/{repo}/issues/{index}': 1,
      'GET /repos/{owner}/{repo}': 1,
    });
  });

  it('RemoveIssueAssignees leaves alice alone on issue #1', async () => {
    const example = exampleOf(RemoveIssueAssigneesDocument);
    const { data } = await run(harness, RemoveIssueAssigneesDocument, example);
    expect(data?.removeIssueAssignees).toMatchObject({
      __typename: 'RemoveIssueAssigneesPayload',
      issue: { number: 1, assignees: [{ login: 'alice' }] },
    });
    expect(harness.routes()).toEqual(['DELETE /repos/{owner}/{repo}/issues/{index}/assignees']);
  });

  it('CreatePullReview approves bob’s pull request #4 as alice', async () => {
    const { data } = await run(harness, CreatePullReviewDocument, exampleOf(CreatePullReviewDocument));
    expect(data?.createPullReview).toMatchObject({
      __typename: 'CreatePullReviewPayload',
      pullReview: { state: 'APPROVED', body: 'Looks good to me', author: { login: 'alice' } },
      pullRequest: { number: 4 },
    });
    expect(countRoutes(harness.routes())).toEqual({
      'POST /repos/{owner}/{repo}/pulls/{index}/reviews': 1,
      'GET /repos/{owner}/{repo}/pulls/{index}': 1,
    });
  });
});

describe('typed hook and release mutations', () => {
  it('CreateUserHook adds a JSON webhook to alice’s account', async () => {
    const { data } = await run(harness, CreateUserHookDocument, exampleOf(CreateUserHookDocument));
    expect(data?.createUserHook).toMatchObject({
      __typename: 'CreateUserHookPayload',
      hook: { type: 'gitea', url: 'https://ci.example.com/hooks/forge', contentType: 'json', active: true },
    });
    expect(harness.routes()).toEqual(['POST /user/hooks']);
  });

  it('CreateRelease publishes v1.1 of alice/hello', async () => {
    const { data } = await run(harness, CreateReleaseDocument, exampleOf(CreateReleaseDocument));
    expect(data?.createRelease).toMatchObject({
      __typename: 'CreateReleasePayload',
      release: { tagName: 'v1.1', draft: false, author: { login: 'alice' } },
    });
    expect(harness.routes()).toEqual(['POST /repos/{owner}/{repo}/releases']);
  });
});

describe('typed issue, label and milestone mutations', () => {
  it('CreateIssue opens an issue in alice/hello with a label, a milestone and an assignee', async () => {
    const { data } = await run(harness, CreateIssueDocument, exampleOf(CreateIssueDocument));
    expect(data?.createIssue).toMatchObject({
      __typename: 'CreateIssuePayload',
      clientMutationId: 'create-issue-1',
      issue: {
        title: 'Greet in Danish',
        labels: [{ name: 'feature' }],
        milestone: { title: 'v1.1' },
        assignees: [{ login: 'bob' }],
      },
      repository: { openIssuesCount: 6 },
    });
    expect(harness.routes()).toEqual(['POST /repos/{owner}/{repo}/issues', 'GET /repos/{owner}/{repo}']);
  });

  it('UpdateIssue retitles #2, assigns alice and sets a milestone and due date in one call', async () => {
    const { data } = await run(harness, UpdateIssueDocument, exampleOf(UpdateIssueDocument));
    expect(data?.updateIssue).toMatchObject({
      __typename: 'UpdateIssuePayload',
      issue: {
        title: 'Add a farewell message and a wave',
        dueDate: '2026-04-30T23:59:59.000Z',
        milestone: { title: 'v1.1' },
        assignees: [{ login: 'alice' }],
      },
    });
    expect(harness.routes()).toEqual(['PATCH /repos/{owner}/{repo}/issues/{index}']);
  });

  it('CloseIssue and ReopenIssue change the state with one call each', async () => {
    const closed = await run(harness, CloseIssueDocument, exampleOf(CloseIssueDocument));
    expect(closed.data?.closeIssue).toMatchObject({
      issue: { state: 'CLOSED' },
      repository: { openIssuesCount: 5 },
    });
    const reopened = await run(harness, ReopenIssueDocument, exampleOf(ReopenIssueDocument));
    expect(reopened.data?.reopenIssue).toMatchObject({ issue: { state: 'OPEN', closedAt: null } });
    expect(countRoutes(harness.routes())).toEqual({
      'PATCH /repos/{owner}/{repo}/issues/{index}': 2,
      'GET /repos/{owner}/{repo}': 1,
    });
  });

  it('AddLabelsToIssue and RemoveLabelFromIssue change an issue’s labels by name', async () => {
    const added = await run(harness, AddLabelsToIssueDocument, exampleOf(AddLabelsToIssueDocument));
    expect(added.data?.addLabelsToIssue).toMatchObject({
      labels: [{ name: 'feature' }, { name: 'help wanted' }],
      issue: { number: 2 },
    });
    harness.resetCalls();
    const removed = await run(harness, RemoveLabelFromIssueDocument, exampleOf(RemoveLabelFromIssueDocument));
    expect(removed.data?.removeLabelFromIssue).toMatchObject({
      label: { name: 'help wanted' },
      issue: { labels: [{ name: 'documentation' }] },
    });
    expect(harness.routes()).toEqual([
      'GET /repos/{owner}/{repo}/labels/{id}',
      'DELETE /repos/{owner}/{repo}/issues/{index}/labels/{id}',
      'GET /repos/{owner}/{repo}/issues/{index}',
    ]);
  });

  it('CreateLabel, CreateMilestone and UpdateMilestone write one call each', async () => {
    const label = await run(harness, CreateLabelDocument, exampleOf(CreateLabelDocument));
    expect(label.data?.createLabel).toMatchObject({ label: { name: 'good first issue', color: '7057ff' } });
    const milestone = await run(harness, CreateMilestoneDocument, exampleOf(CreateMilestoneDocument));
    expect(milestone.data?.createMilestone).toMatchObject({ milestone: { title: 'v2.0', state: 'OPEN' } });
    const updated = await run(harness, UpdateMilestoneDocument, exampleOf(UpdateMilestoneDocument));
    expect(updated.data?.updateMilestone).toMatchObject({ milestone: { title: 'v1.1', state: 'OPEN' } });
    expect(countRoutes(harness.routes())).toMatchObject({
      'POST /repos/{owner}/{repo}/labels': 1,
      'POST /repos/{owner}/{repo}/milestones': 1,
      'PATCH /repos/{owner}/{repo}/milestones/{id}': 1,
    });
  });
});

describe('typed people mutations', () => {
  it('FollowUser makes alice follow bob and shows his new follower count', async () => {
    const { data } = await run(harness, FollowUserDocument, exampleOf(FollowUserDocument));
    expect(data?.followUser).toMatchObject({
      __typename: 'FollowUserPayload',
      clientMutationId: 'follow-1',
      user: { login: 'bob', followersCount: 1 },
      viewer: { login: 'alice', followingCount: 2 },
    });
    expect(countRoutes(harness.routes())).toEqual({
      'PUT /user/following/{username}': 1,
      'GET /users/{username}': 1,
      'GET /user': 1,
    });
  });

  it('UnfollowUser takes it back', async () => {
    const { data } = await run(harness, UnfollowUserDocument, exampleOf(UnfollowUserDocument));
    expect(data?.unfollowUser).toMatchObject({
      __typename: 'UnfollowUserPayload',
      clientMutationId: 'unfollow-1',
      user: { login: 'bob', followersCount: 0 },
      viewer: { followingCount: 1 },
    });
  });

  it('MarkNotificationsRead marks alice’s two unread threads read', async () => {
    const { data } = await run(
      harness,
      MarkNotificationsReadDocument,
      exampleOf(MarkNotificationsReadDocument),
    );
    const result = data?.markNotificationsRead;
    if (result?.__typename !== 'MarkNotificationsReadPayload') throw new Error(`got ${result?.__typename}`);
    expect(result.threads.map((t) => [t.status, t.unread])).toEqual([
      ['READ', false],
      ['READ', false],
    ]);
    expect(countRoutes(harness.routes())).toEqual({ 'PUT /notifications': 1, 'GET /user': 1 });
  });

  it('MarkNotificationThreadRead unpins alice’s pinned thread, leaving none unread', async () => {
    const { data } = await run(
      harness,
      MarkNotificationThreadReadDocument,
      exampleOf(MarkNotificationThreadReadDocument),
    );
    expect(data?.markNotificationThreadRead).toMatchObject({
      __typename: 'MarkNotificationThreadReadPayload',
      clientMutationId: 'thread-1',
      thread: { status: 'READ', unread: false, pinned: false },
      viewer: { unreadNotificationsCount: 0 },
    });
    expect(countRoutes(harness.routes())).toEqual({
      'PATCH /notifications/threads/{id}': 1,
      'GET /user': 1,
      'GET /notifications/new': 1,
    });
  });
});

describe('typed repository hook and live-update mutations', () => {
  it('CreateRepositoryHook adds a webhook to alice/hello', async () => {
    const { data } = await run(
      harness,
      CreateRepositoryHookDocument,
      exampleOf(CreateRepositoryHookDocument),
    );
    expect(data?.createRepositoryHook).toMatchObject({
      __typename: 'CreateRepositoryHookPayload',
      clientMutationId: 'repo-hook-1',
      hook: { url: 'https://ci.example.com/hooks/hello', active: true },
      repository: { fullName: 'alice/hello' },
    });
    expect(countRoutes(harness.routes())).toEqual({
      'POST /repos/{owner}/{repo}/hooks': 1,
      'GET /repos/{owner}/{repo}': 1,
    });
  });

  it('DeleteRepositoryHook removes the seeded hook of alice/hello', async () => {
    const { data } = await run(
      harness,
      DeleteRepositoryHookDocument,
      exampleOf(DeleteRepositoryHookDocument),
    );
    expect(data?.deleteRepositoryHook).toMatchObject({
      __typename: 'DeleteRepositoryHookPayload',
      deletedHookId: exampleOf(DeleteRepositoryHookDocument).input.id,
    });
    expect(harness.routes()).toContain('DELETE /repos/{owner}/{repo}/hooks/{id}');
  });

  it('EnableLiveUpdates points a hook of alice/hello at the gateway', async () => {
    const { data } = await run(harness, EnableLiveUpdatesDocument, exampleOf(EnableLiveUpdatesDocument));
    expect(data?.enableLiveUpdates).toMatchObject({
      __typename: 'EnableLiveUpdatesPayload',
      created: true,
      hook: { url: 'http://127.0.0.1:4000/webhooks/forge', active: true },
    });
    expect(countRoutes(harness.routes())).toEqual({
      'GET /repos/{owner}/{repo}/hooks': 1,
      'POST /repos/{owner}/{repo}/hooks': 1,
      'GET /repos/{owner}/{repo}': 1,
    });
  });

  it('DisableLiveUpdates removes it again', async () => {
    const { data } = await run(harness, DisableLiveUpdatesDocument, exampleOf(DisableLiveUpdatesDocument));
    expect(data?.disableLiveUpdates).toMatchObject({ __typename: 'DisableLiveUpdatesPayload' });
    expect(countRoutes(harness.routes())).toEqual({
      'GET /repos/{owner}/{repo}/hooks': 1,
      'DELETE /repos/{owner}/{repo}/hooks/{id}': 1,
      'GET /repos/{owner}/{repo}': 1,
    });
  });
});

describe('the typed mutations', () => {
  it('cover every mutation of operations/', () => {
    const mutations = buildManifest(exampleFiles()).operations.filter(
      (operation) => operation.type === 'mutation',
    );
    expect([...ranOperations].sort()).toEqual(mutations.map((operation) => operation.name).sort());
  });
});
