// Every mutation of operations/ through its typed document against this file's own sandbox, with the
// example variables of operations/variables.json, in the order GraphiQL shows them: the examples
// build on each other (the generated repository is then transferred, the notes file then deleted).

import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import {
  AddCommentDocument,
  AddIssueDependencyDocument,
  AddLabelsToIssueDocument,
  AddPublicKeyDocument,
  AddReactionDocument,
  AddTrackedTimeDocument,
  ChangeFilesDocument,
  CloseIssueDocument,
  CreateBranchDocument,
  CreateCommitStatusDocument,
  CreateIssueDocument,
  CreateLabelDocument,
  CreateMilestoneDocument,
  CreateOrganizationRepositoryDocument,
  CreatePullRequestDocument,
  CreatePullReviewDocument,
  CreateReleaseDocument,
  CreateRepositoryDocument,
  CreateRepositoryHookDocument,
  CreateTagDocument,
  CreateTeamDocument,
  CreateUserHookDocument,
  CreateWikiPageDocument,
  DeleteAttachmentDocument,
  DeleteBranchDocument,
  DeleteCommentDocument,
  DeleteFileDocument,
  DeletePackageDocument,
  DeleteReleaseDocument,
  DeleteRepositoryDocument,
  DeleteRepositoryHookDocument,
  DeleteWikiPageDocument,
  DisableLiveUpdatesDocument,
  DismissPullReviewDocument,
  EnableLiveUpdatesDocument,
  FollowUserDocument,
  ForkRepositoryDocument,
  GenerateRepositoryDocument,
  type GenerateRepositoryMutation,
  MarkNotificationsReadDocument,
  MarkNotificationThreadReadDocument,
  MergePullRequestDocument,
  PinIssueDocument,
  PublishReleaseDocument,
  RemoveIssueAssigneesDocument,
  RemoveLabelFromIssueDocument,
  RemoveReactionDocument,
  RenameAttachmentDocument,
  ReopenIssueDocument,
  RequestReviewersDocument,
  ScreenNotificationReadDocument,
  StarRepositoryDocument,
  SubmitPullReviewDocument,
  SubscribeToIssueDocument,
  TransferRepositoryDocument,
  UnfollowUserDocument,
  UnstarRepositoryDocument,
  UnsubscribeFromIssueDocument,
  UnwatchRepositoryDocument,
  UpdateCommentDocument,
  UpdateIssueDocument,
  UpdateMilestoneDocument,
  UpdatePullRequestDocument,
  UpdateReleaseDocument,
  UpdateRepositoryAvatarDocument,
  UpdateRepositoryDocument,
  UpdateRepositoryTopicsDocument,
  UpdateWikiPageDocument,
  UploadCommentAttachmentDocument,
  UploadIssueAttachmentDocument,
  UploadReleaseAssetDocument,
  WatchRepositoryDocument,
} from '../../../generated/client/graphql.js';
import { exampleFiles } from '../../../src/graphiql/examples.js';
import { buildManifest } from '../../../src/persisted/manifest.js';
import { countRoutes, type Harness, startHarness, tokenOf } from '../../helpers/harness.js';
import { exampleOf, ranOperations, run } from '../../helpers/typed.js';

let harness: Harness;
beforeAll(async () => {
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
      // dependency.repository.fullName comes from the issue's embedded short record: no repository read
      'GET /repos/{owner}/{repo}/issues/{index}': 1,
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

  it('CreatePullReview approves bob’s pull request #2 of alice/many-prs as alice (not #4, which MergePullRequest merges)', async () => {
    const { data } = await run(harness, CreatePullReviewDocument, exampleOf(CreatePullReviewDocument));
    expect(data?.createPullReview).toMatchObject({
      __typename: 'CreatePullReviewPayload',
      pullReview: { state: 'APPROVED', body: 'Looks good to me', author: { login: 'alice' } },
      pullRequest: { number: 2 },
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

describe('typed repository social and edit mutations', () => {
  it('CreateRepository, UpdateRepository and DeleteRepository make, change and remove alice/notes', async () => {
    const created = await run(harness, CreateRepositoryDocument, exampleOf(CreateRepositoryDocument));
    expect(created.data?.createRepository).toMatchObject({
      __typename: 'CreateRepositoryPayload',
      clientMutationId: 'create-1',
      repository: { fullName: 'alice/notes', private: true, empty: true },
    });
    const updated = await run(harness, UpdateRepositoryDocument, exampleOf(UpdateRepositoryDocument));
    expect(updated.data?.updateRepository).toMatchObject({
      __typename: 'UpdateRepositoryPayload',
      repository: { description: 'Notes, kept private', website: 'https://alice.example.com/notes' },
    });
    const deleted = await run(harness, DeleteRepositoryDocument, exampleOf(DeleteRepositoryDocument));
    expect(deleted.data?.deleteRepository).toMatchObject({
      __typename: 'DeleteRepositoryPayload',
      owner: { login: 'alice' },
    });
    expect(harness.routes()).toEqual([
      'POST /user/repos',
      'PATCH /repos/{owner}/{repo}',
      'DELETE /repos/{owner}/{repo}',
      'GET /users/{username}',
    ]);
  });

  it('StarRepository and UnstarRepository move the stars of alice/hello from 2 to 3 and back', async () => {
    const star = await run(harness, StarRepositoryDocument, exampleOf(StarRepositoryDocument));
    expect(star.data?.starRepository).toMatchObject({
      repository: { starsCount: 3, viewerHasStarred: true },
    });
    const unstar = await run(harness, UnstarRepositoryDocument, exampleOf(UnstarRepositoryDocument));
    expect(unstar.data?.unstarRepository).toMatchObject({
      repository: { starsCount: 2, viewerHasStarred: false },
    });
  });

  it('WatchRepository and UnwatchRepository subscribe alice to bob/empty and back', async () => {
    const watch = await run(harness, WatchRepositoryDocument, exampleOf(WatchRepositoryDocument));
    expect(watch.data?.watchRepository).toMatchObject({
      subscription: 'SUBSCRIBED',
      repository: { watchersCount: 2 },
    });
    const unwatch = await run(harness, UnwatchRepositoryDocument, exampleOf(UnwatchRepositoryDocument));
    expect(unwatch.data?.unwatchRepository).toMatchObject({
      subscription: 'UNSUBSCRIBED',
      repository: { watchersCount: 1 },
    });
  });

  it('PinIssue pins #2 of alice/hello third, after #1 and #6', async () => {
    const { data } = await run(harness, PinIssueDocument, exampleOf(PinIssueDocument));
    expect(data?.pinIssue).toEqual({ __typename: 'PinIssuePayload', issue: { number: 2, pinOrder: 3 } });
    expect(countRoutes(harness.routes())).toEqual({
      'POST /repos/{owner}/{repo}/issues/{index}/pin': 1,
      'GET /repos/{owner}/{repo}/issues/{index}': 1,
    });
  });

  it('SubscribeToIssue finds alice already notified about #3 as a watcher; UnsubscribeFromIssue opts her out', async () => {
    const subscribe = await run(harness, SubscribeToIssueDocument, exampleOf(SubscribeToIssueDocument));
    expect(subscribe.data?.subscribeToIssue).toEqual({
      __typename: 'SubscribeToIssuePayload',
      subscribed: true,
      changed: false,
      issue: { viewerIsSubscribed: true },
    });
    const unsubscribe = await run(
      harness,
      UnsubscribeFromIssueDocument,
      exampleOf(UnsubscribeFromIssueDocument),
    );
    expect(unsubscribe.data?.unsubscribeFromIssue).toEqual({
      __typename: 'UnsubscribeFromIssuePayload',
      subscribed: false,
      changed: true,
    });
    expect(countRoutes(harness.routes())).toMatchObject({
      'GET /user': 2,
      'PUT /repos/{owner}/{repo}/issues/{index}/subscriptions/{user}': 1,
      'DELETE /repos/{owner}/{repo}/issues/{index}/subscriptions/{user}': 1,
    });
  });

  it('UpdateRepositoryTopics gives alice/hello a third topic', async () => {
    const { data } = await run(
      harness,
      UpdateRepositoryTopicsDocument,
      exampleOf(UpdateRepositoryTopicsDocument),
    );
    expect(data?.updateRepositoryTopics).toMatchObject({ topics: ['demo', 'typescript', 'greeting'] });
    expect(harness.routes()).toEqual(['PUT /repos/{owner}/{repo}/topics', 'GET /repos/{owner}/{repo}']);
  });

  it('UpdateRelease publishes the v0.10 draft of acme/template and DeleteRelease removes its pre-release', async () => {
    const updated = await run(harness, UpdateReleaseDocument, exampleOf(UpdateReleaseDocument));
    expect(updated.data?.updateRelease).toMatchObject({
      __typename: 'UpdateReleasePayload',
      release: { tagName: 'v0.10', draft: false, body: 'Published at last.' },
      repository: { releaseCounter: 3 },
    });
    const deleted = await run(harness, DeleteReleaseDocument, exampleOf(DeleteReleaseDocument));
    expect(deleted.data?.deleteRelease).toMatchObject({
      __typename: 'DeleteReleasePayload',
      deletedReleaseId: exampleOf(DeleteReleaseDocument).input.releaseId,
      repository: { releaseCounter: 2 },
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

  it('ScreenNotificationRead marks the thread read and updates the badge with one call, no GET /user', async () => {
    harness.resetCalls();
    const { data } = await run(
      harness,
      ScreenNotificationReadDocument,
      exampleOf(ScreenNotificationReadDocument),
    );
    expect(data?.markNotificationThreadRead).toMatchObject({
      __typename: 'MarkNotificationThreadReadPayload',
      thread: { unread: false },
      viewer: { unreadNotificationsCount: 0 },
    });
    expect(countRoutes(harness.routes())).toEqual({
      'PATCH /notifications/threads/{id}': 1,
      'GET /notifications/new': 1,
    });
  });
});

describe('typed ref mutations', () => {
  it('CreateBranch makes try-shouting from develop, then DeleteBranch removes it: one call each', async () => {
    const created = await run(harness, CreateBranchDocument, exampleOf(CreateBranchDocument));
    expect(created.data?.createBranch).toMatchObject({
      __typename: 'CreateBranchPayload',
      clientMutationId: 'branch-1',
      branch: { name: 'try-shouting', target: { messageHeadline: 'Drop the shouting docs again' } },
    });
    expect(countRoutes(harness.routes())).toEqual({
      'POST /repos/{owner}/{repo}/branches': 1,
      'GET /repos/{owner}/{repo}': 1,
    });
    harness.resetCalls();
    const deleted = await run(harness, DeleteBranchDocument, exampleOf(DeleteBranchDocument));
    expect(deleted.data?.deleteBranch).toMatchObject({
      __typename: 'DeleteBranchPayload',
      name: 'try-shouting',
    });
    expect(countRoutes(harness.routes())).toEqual({
      'DELETE /repos/{owner}/{repo}/branches/{branch}': 1,
      'GET /repos/{owner}/{repo}': 1,
    });
  });

  it('CreateTag annotates develop’s head as v1.1-rc2', async () => {
    const { data } = await run(harness, CreateTagDocument, exampleOf(CreateTagDocument));
    expect(data?.createTag).toMatchObject({
      __typename: 'CreateTagPayload',
      tag: { name: 'v1.1-rc2', annotated: true, message: 'Second release candidate of 1.1' },
    });
  });

  it('ForkRepository forks alice/hello into acme, and the parent counts the fork', async () => {
    const { data } = await run(harness, ForkRepositoryDocument, exampleOf(ForkRepositoryDocument));
    expect(data?.forkRepository).toMatchObject({
      __typename: 'ForkRepositoryPayload',
      repository: { fullName: 'acme/hello', fork: true, owner: { login: 'acme' } },
      parent: { fullName: 'alice/hello', forksCount: 2 },
    });
    expect(harness.routes()).toEqual(['POST /repos/{owner}/{repo}/forks']);
  });
});

describe('typed pull request, review and status mutations', () => {
  it('CreatePullRequest opens a pull request from fix-typo', async () => {
    const { data } = await run(harness, CreatePullRequestDocument, exampleOf(CreatePullRequestDocument));
    expect(data?.createPullRequest).toMatchObject({
      __typename: 'CreatePullRequestPayload',
      clientMutationId: 'open-1',
      pullRequest: { state: 'OPEN', changedFiles: 1, head: { ref: 'fix-typo' } },
      repository: { fullName: 'alice/hello' },
    });
    expect(countRoutes(harness.routes())).toEqual({
      'POST /repos/{owner}/{repo}/pulls': 1,
      'GET /repos/{owner}/{repo}': 1,
    });
  });

  it('UpdatePullRequest rewrites the body of #3', async () => {
    const { data } = await run(harness, UpdatePullRequestDocument, exampleOf(UpdatePullRequestDocument));
    expect(data?.updatePullRequest).toMatchObject({
      __typename: 'UpdatePullRequestPayload',
      pullRequest: { number: 3, body: 'Closes #2. Adds `farewell(name)`.' },
    });
    expect(harness.routes()).toEqual(['PATCH /repos/{owner}/{repo}/pulls/{index}']);
  });

  it('RequestReviewers asks carol to review #3', async () => {
    const { data } = await run(harness, RequestReviewersDocument, exampleOf(RequestReviewersDocument));
    expect(data?.requestReviewers).toMatchObject({
      __typename: 'RequestReviewersPayload',
      reviewRequests: [{ state: 'REQUEST_REVIEW', author: { login: 'carol' } }],
      pullRequest: { requestedReviewers: [{ login: 'carol' }] },
    });
  });

  it('SubmitPullReview submits alice’s pending review of #5', async () => {
    const { data } = await run(harness, SubmitPullReviewDocument, exampleOf(SubmitPullReviewDocument));
    expect(data?.submitPullReview).toMatchObject({
      __typename: 'SubmitPullReviewPayload',
      pullReview: { state: 'COMMENT', commentsCount: 1 },
      pullRequest: { number: 5 },
    });
  });

  it('DismissPullReview dismisses bob’s approval of #3', async () => {
    const { data } = await run(harness, DismissPullReviewDocument, exampleOf(DismissPullReviewDocument));
    expect(data?.dismissPullReview).toMatchObject({
      __typename: 'DismissPullReviewPayload',
      pullReview: { state: 'APPROVED', dismissed: true },
    });
    expect(harness.routes()).toEqual(['POST /repos/{owner}/{repo}/pulls/{index}/reviews/{id}/dismissals']);
  });

  it('CreateCommitStatus reports ci/test on the head of #3', async () => {
    const { data } = await run(harness, CreateCommitStatusDocument, exampleOf(CreateCommitStatusDocument));
    expect(data?.createCommitStatus).toMatchObject({
      __typename: 'CreateCommitStatusPayload',
      status: { state: 'SUCCESS', context: 'ci/test', creator: { login: 'alice' } },
    });
  });

  it('MergePullRequest merges #4 with a merge commit', async () => {
    const { data } = await run(harness, MergePullRequestDocument, exampleOf(MergePullRequestDocument));
    expect(data?.mergePullRequest).toMatchObject({
      __typename: 'MergePullRequestPayload',
      pullRequest: { number: 4, state: 'CLOSED', merged: true, mergedBy: { login: 'alice' } },
      repository: { fullName: 'alice/hello' },
    });
    expect(countRoutes(harness.routes())).toEqual({
      'POST /repos/{owner}/{repo}/pulls/{index}/merge': 1,
      'GET /repos/{owner}/{repo}/pulls/{index}': 1,
      'GET /repos/{owner}/{repo}': 1,
    });
  });
});

describe('typed comment, reaction and time mutations', () => {
  it('AddComment comments on #2 of alice/hello', async () => {
    const { data } = await run(harness, AddCommentDocument, exampleOf(AddCommentDocument));
    expect(data?.addComment).toMatchObject({
      __typename: 'AddCommentPayload',
      clientMutationId: 'comment-1',
      comment: { body: 'Let us say goodbye in #3.', author: { login: 'alice' } },
    });
    expect(harness.routes()).toEqual([
      'POST /repos/{owner}/{repo}/issues/{index}/comments',
      'GET /repos/{owner}/{repo}/issues/{index}',
    ]);
  });

  it('UpdateComment rewrites alice’s comment on #1', async () => {
    const { data } = await run(harness, UpdateCommentDocument, exampleOf(UpdateCommentDocument));
    expect(data?.updateComment).toMatchObject({
      __typename: 'UpdateCommentPayload',
      comment: { body: 'Confirmed: `greet()` ignores its argument.' },
      issue: { number: 1 },
    });
    expect(harness.routes()).toEqual([
      'PATCH /repos/{owner}/{repo}/issues/comments/{id}',
      'GET /repos/{owner}/{repo}/issues/{index}',
    ]);
  });

  it('DeleteComment removes carol’s comment on #1 (alice may: she owns the repository)', async () => {
    const { data } = await run(harness, DeleteCommentDocument, exampleOf(DeleteCommentDocument));
    expect(data?.deleteComment).toMatchObject({
      __typename: 'DeleteCommentPayload',
      deletedCommentId: exampleOf(DeleteCommentDocument).input.id,
      issue: { commentCount: 2 },
    });
    expect(harness.routes()).toEqual([
      'DELETE /repos/{owner}/{repo}/issues/comments/{id}',
      'GET /repos/{owner}/{repo}/issues/{index}',
    ]);
  });

  it('AddReaction and RemoveReaction put a rocket on #1 and take it back', async () => {
    const added = await run(harness, AddReactionDocument, exampleOf(AddReactionDocument));
    expect(added.data?.addReaction).toMatchObject({
      __typename: 'AddReactionPayload',
      created: true,
      reaction: { content: 'rocket', user: { login: 'alice' } },
      subject: { __typename: 'Issue', reactions: { totalCount: 4 } },
    });
    const removed = await run(harness, RemoveReactionDocument, exampleOf(RemoveReactionDocument));
    expect(removed.data?.removeReaction).toMatchObject({
      __typename: 'RemoveReactionPayload',
      content: 'rocket',
      subject: { __typename: 'Issue', reactions: { totalCount: 3 } },
    });
    expect(countRoutes(harness.routes())).toEqual({
      'POST /repos/{owner}/{repo}/issues/{index}/reactions': 1,
      'DELETE /repos/{owner}/{repo}/issues/{index}/reactions': 1,
      'GET /repos/{owner}/{repo}/issues/{index}': 2,
      'GET /repos/{owner}/{repo}/issues/{index}/reactions': 2,
    });
  });

  it('AddTrackedTime records half an hour on #1', async () => {
    const { data } = await run(harness, AddTrackedTimeDocument, exampleOf(AddTrackedTimeDocument));
    expect(data?.addTrackedTime).toMatchObject({
      __typename: 'AddTrackedTimePayload',
      trackedTime: { time: 1800, user: { login: 'alice' } },
      issue: { number: 1 },
    });
    expect(countRoutes(harness.routes())).toEqual({
      'POST /repos/{owner}/{repo}/issues/{index}/times': 1,
      'GET /users/{username}': 1,
      'GET /repos/{owner}/{repo}/issues/{index}': 1,
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

describe('typed frontend mutations', () => {
  it('PublishRelease returns the release and its repository’s list with the new release in it', async () => {
    const { data } = await run(harness, PublishReleaseDocument, exampleOf(PublishReleaseDocument));
    expect(data?.createRelease).toMatchObject({
      __typename: 'CreateReleasePayload',
      release: { tagName: 'v1.2' },
    });
    const payload = data?.createRelease;
    const tags =
      payload?.__typename === 'CreateReleasePayload'
        ? payload.repository?.releases?.nodes.map((release) => release.tagName)
        : [];
    expect(tags).toContain('v1.2');
  });
});

describe('typed wiki mutations', () => {
  it('CreateWikiPage, UpdateWikiPage and DeleteWikiPage write alice/hello’s wiki, one call each', async () => {
    const created = await run(harness, CreateWikiPageDocument, exampleOf(CreateWikiPageDocument));
    expect(created.data?.createWikiPage).toMatchObject({
      __typename: 'CreateWikiPagePayload',
      wikiPage: { name: 'Release-Checklist' },
    });
    const updated = await run(harness, UpdateWikiPageDocument, exampleOf(UpdateWikiPageDocument));
    expect(updated.data?.updateWikiPage).toMatchObject({
      __typename: 'UpdateWikiPagePayload',
      wikiPage: { name: 'FAQ', commitCount: 3 },
    });
    const deleted = await run(harness, DeleteWikiPageDocument, exampleOf(DeleteWikiPageDocument));
    expect(deleted.data?.deleteWikiPage).toMatchObject({
      __typename: 'DeleteWikiPagePayload',
      deletedPageName: 'Release-Notes',
    });
  });
});

describe('typed settings mutations', () => {
  it('AddPublicKey adds alice’s desktop key and CreateTeam creates acme’s reviewers: one call each', async () => {
    harness.resetCalls();
    const key = await run(harness, AddPublicKeyDocument, exampleOf(AddPublicKeyDocument));
    expect(key.data?.addPublicKey).toMatchObject({
      __typename: 'AddPublicKeyPayload',
      publicKey: { title: 'desktop', fingerprint: expect.stringMatching(/^SHA256:/) },
      viewer: { publicKeys: { totalCount: 2 } },
    });
    const team = await run(harness, CreateTeamDocument, exampleOf(CreateTeamDocument));
    expect(team.data?.createTeam).toMatchObject({
      __typename: 'CreateTeamPayload',
      team: { name: 'reviewers', permission: 'READ', units: ['repo.code', 'repo.pulls'] },
    });
    // the payload's viewer reads the caller's keys after the write (GET /user/keys): its own list
    // needs no GET /user
    expect(countRoutes(harness.routes())).toEqual({
      'POST /user/keys': 1,
      'GET /user/keys': 1,
      'POST /orgs/{org}/teams': 1,
    });
  });
});

describe('typed attachment mutations', () => {
  /** Runs a File-taking example in a multipart request, its file in the variable `variable`. */
  async function upload<T, V>(document: TypedDocumentNode<T, V>, name: string, variable: string, file: Blob) {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: print(document), variables: exampleOf(document) }));
    form.append('map', JSON.stringify({ 0: [`variables.${variable}`] }));
    form.append('0', file, 'upload.bin');
    ranOperations.add(name);
    const response = await fetch(harness.url, {
      method: 'POST',
      headers: { authorization: tokenOf('alice'), 'x-graphql-csrf': '1' },
      body: form,
    });
    return ((await response.json()) as { data: T }).data;
  }

  it('UploadIssueAttachment sends its file in a multipart request: one call', async () => {
    const data = await upload(
      UploadIssueAttachmentDocument,
      'UploadIssueAttachment',
      'file',
      new Blob(['a few notes']),
    );
    expect(data.uploadIssueAttachment).toMatchObject({
      __typename: 'UploadIssueAttachmentPayload',
      attachment: { name: 'notes.txt', size: 11 },
    });
    expect(harness.routes()).toEqual(['POST /repos/{owner}/{repo}/issues/{index}/assets']);
  });

  it('UploadCommentAttachment attaches log.txt to alice’s comment on #1: one call, and the comment read', async () => {
    const data = await upload(
      UploadCommentAttachmentDocument,
      'UploadCommentAttachment',
      'file',
      new Blob(['log line\n']),
    );
    expect(data.uploadCommentAttachment).toMatchObject({
      __typename: 'UploadCommentAttachmentPayload',
      attachment: { name: 'log.txt', size: 9 },
      comment: { attachments: [{ name: 'log.txt' }] },
    });
    expect(countRoutes(harness.routes())).toEqual({
      'POST /repos/{owner}/{repo}/issues/comments/{id}/assets': 1,
      'GET /repos/{owner}/{repo}/issues/comments/{id}': 1,
    });
  });

  it('UploadReleaseAsset attaches hello-1.0.tar.gz to v1.0: one call, and the release read', async () => {
    const data = await upload(
      UploadReleaseAssetDocument,
      'UploadReleaseAsset',
      'file',
      new Blob([new Uint8Array(512)]),
    );
    expect(data.uploadReleaseAsset).toMatchObject({
      __typename: 'UploadReleaseAssetPayload',
      attachment: { name: 'hello-1.0.tar.gz', size: 512 },
      release: { tagName: 'v1.0' },
    });
    expect(countRoutes(harness.routes())).toEqual({
      'POST /repos/{owner}/{repo}/releases/{id}/assets': 1,
      'GET /repos/{owner}/{repo}/releases/{id}': 1,
    });
  });

  it('UpdateRepositoryAvatar sets alice/hello’s avatar from a PNG: one call, and the repository read', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const data = await upload(
      UpdateRepositoryAvatarDocument,
      'UpdateRepositoryAvatar',
      'image',
      new Blob([png]),
    );
    expect(data.updateRepositoryAvatar).toMatchObject({
      __typename: 'UpdateRepositoryAvatarPayload',
      repository: { fullName: 'alice/hello', avatarUrl: expect.stringMatching(/\/repo-avatars\//) },
    });
    expect(countRoutes(harness.routes())).toEqual({
      'POST /repos/{owner}/{repo}/avatar': 1,
      'GET /repos/{owner}/{repo}': 1,
    });
  });

  it('RenameAttachment and DeleteAttachment rename and delete screenshot.png of #1: one call each', async () => {
    const renamed = await run(harness, RenameAttachmentDocument, exampleOf(RenameAttachmentDocument));
    expect(renamed.data?.renameAttachment).toMatchObject({ attachment: { name: 'screen.png' } });
    const deleted = await run(harness, DeleteAttachmentDocument, exampleOf(DeleteAttachmentDocument));
    expect(deleted.data?.deleteAttachment).toEqual({
      __typename: 'DeleteAttachmentPayload',
      deletedId: exampleOf(DeleteAttachmentDocument).input.id,
    });
    expect(harness.routes()).toEqual([
      'PATCH /repos/{owner}/{repo}/issues/{index}/assets/{attachment_id}',
      'DELETE /repos/{owner}/{repo}/issues/{index}/assets/{attachment_id}',
    ]);
  });
});

describe('typed package mutations', () => {
  it('DeletePackage deletes alice’s tools 0.1.0: one call, and the version is gone', async () => {
    const { data } = await run(harness, DeletePackageDocument, exampleOf(DeletePackageDocument));
    expect(data?.deletePackage).toEqual({
      __typename: 'DeletePackagePayload',
      deletedPackageId: exampleOf(DeletePackageDocument).input.id,
    });
    expect(harness.routes()).toEqual(['DELETE /packages/{owner}/{type}/{name}/{version}']);
    expect(harness.sandbox.store.packages.map((p) => p.name)).not.toContain('tools');
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
