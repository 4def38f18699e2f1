// Managing pull requests over HTTP against the sandbox: review requests withdrawn, a review deleted, a
// dismissal undone, a pull request found by its branches or by its merge commit, and the reviewer
// candidates. Each: the data, an error with the forge's answer behind it, and the exact forge calls.

import { describe, expect, it } from 'vitest';
import { PULL, REPO } from '../../helpers/forge-routes.js';
import type { DemoUser } from '../../helpers/harness.js';
import { type Json, writeField } from '../../helpers/mutations.js';
import { useHarness } from '../../helpers/use-harness.js';

const harness = useHarness();

const hello = { owner: 'alice', repo: 'hello' };

const write = (name: string, input: Json, selection: string, as: DemoUser = 'alice') =>
  writeField(harness(), name, input, selection, as);

const read = (query: string, as: DemoUser = 'alice') => harness().query<Json>(query, {}, { as });

/** The reviews of alice/hello#number as `as` sees them. */
async function reviewsOf(number: number, as: DemoUser = 'alice'): Promise<Json[]> {
  const { data } = await read(
    `{ repository(owner: "alice", name: "hello") { pullRequest(number: ${number}) { reviews(first: 20) { nodes { id databaseId state dismissed official author { login } } } } } }`,
    as,
  );
  return data?.repository.pullRequest.reviews.nodes;
}

describe('removeReviewRequests', () => {
  it('withdraws carol’s review request on #4 with one write', async () => {
    expect((await reviewsOf(4)).filter((r) => r.state === 'REQUEST_REVIEW')).toHaveLength(1);
    harness().resetCalls();
    const removed = await write(
      'removeReviewRequests',
      { ...hello, number: 4, reviewers: ['carol'] },
      '... on RemoveReviewRequestsPayload { pullRequest { number } }',
    );
    expect(removed).toEqual({ __typename: 'RemoveReviewRequestsPayload', pullRequest: { number: 4 } });
    expect(harness().routes()).toEqual([
      'DELETE /repos/{owner}/{repo}/pulls/{index}/requested_reviewers',
      PULL,
    ]);
    expect((await reviewsOf(4)).filter((r) => r.state === 'REQUEST_REVIEW')).toEqual([]);
  });

  it('answers NotFoundError for an unknown user, and refuses an empty request without a call', async () => {
    expect(
      await write('removeReviewRequests', { ...hello, number: 4, reviewers: ['nobody-here'] }, ''),
    ).toMatchObject({ __typename: 'NotFoundError', upstreamStatus: 404 });
    expect(harness().routes()).toEqual(['DELETE /repos/{owner}/{repo}/pulls/{index}/requested_reviewers']);
    harness().resetCalls();
    expect(await write('removeReviewRequests', { ...hello, number: 4 }, '')).toMatchObject({
      __typename: 'ValidationError',
      field: 'reviewers',
      upstreamStatus: null,
    });
    expect(harness().routes()).toEqual([]);
  });
});

describe('deletePullReview', () => {
  it('refuses to delete bob’s review for carol (ForbiddenError), and deletes carol’s pending review for her in one write', async () => {
    const reviews = await reviewsOf(3, 'carol');
    const pending = reviews.find((r) => r.state === 'PENDING');
    const bobs = reviews.find((r) => r.author.login === 'bob');
    expect(pending?.author.login).toBe('carol');
    harness().resetCalls();
    expect(await write('deletePullReview', { reviewId: bobs?.id }, '', 'carol')).toMatchObject({
      __typename: 'ForbiddenError',
      message: expect.stringMatching(/only admin and user itself/),
      upstreamStatus: 403,
    });
    const deleted = await write(
      'deletePullReview',
      { reviewId: pending?.id },
      '... on DeletePullReviewPayload { deletedPullReviewId }',
      'carol',
    );
    expect(deleted).toEqual({ __typename: 'DeletePullReviewPayload', deletedPullReviewId: pending?.id });
    expect(harness().routes()).toEqual([
      'DELETE /repos/{owner}/{repo}/pulls/{index}/reviews/{id}',
      'DELETE /repos/{owner}/{repo}/pulls/{index}/reviews/{id}',
    ]);
    expect((await reviewsOf(3, 'carol')).map((r) => r.state)).not.toContain('PENDING');
  });
});

describe('undismissPullReview', () => {
  it('makes a dismissed approval count again in one write; a reader gets ForbiddenError', async () => {
    const approval = (await reviewsOf(3)).find((r) => r.state === 'APPROVED');
    await write('dismissPullReview', { reviewId: approval?.id }, '');
    harness().resetCalls();
    expect(await write('undismissPullReview', { reviewId: approval?.id }, '', 'carol')).toMatchObject({
      __typename: 'ForbiddenError',
      message: expect.stringMatching(/Must be repo admin/),
      upstreamStatus: 403,
    });
    const undone = await write(
      'undismissPullReview',
      { reviewId: approval?.id },
      '... on UndismissPullReviewPayload { pullReview { id dismissed official } }',
    );
    expect(undone).toEqual({
      __typename: 'UndismissPullReviewPayload',
      pullReview: { id: approval?.id, dismissed: false, official: true },
    });
    expect(harness().routes()).toEqual([
      'POST /repos/{owner}/{repo}/pulls/{index}/reviews/{id}/undismissals',
      'POST /repos/{owner}/{repo}/pulls/{index}/reviews/{id}/undismissals',
    ]);
  });
});

describe('Repository.pullRequestByBranches and pullRequestOfMergeCommit', () => {
  it('finds #4 by its base and head in one call beside the repository read, and answers null for none', async () => {
    const { data, errors } = await read(
      '{ repository(owner: "alice", name: "hello") { found: pullRequestByBranches(base: "main", head: "feature-b") { number } none: pullRequestByBranches(base: "main", head: "no-such-branch") { number } } }',
    );
    expect(errors).toBeUndefined();
    expect(data?.repository).toEqual({ found: { number: 4 }, none: null });
    expect(harness().routes().sort()).toEqual([
      REPO,
      'GET /repos/{owner}/{repo}/pulls/{base}/{head}',
      'GET /repos/{owner}/{repo}/pulls/{base}/{head}',
    ]);
  });

  it('refuses a branch with a slash without a call (BAD_USER_INPUT)', async () => {
    const { errors } = await read(
      '{ repository(owner: "alice", name: "hello") { pullRequestByBranches(base: "main", head: "a/b") { number } } }',
    );
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(harness().routes()).not.toContain('GET /repos/{owner}/{repo}/pulls/{base}/{head}');
  });

  it('finds the merged pull request of a merge commit in one call, and answers null for another sha', async () => {
    const list = await read(
      '{ repository(owner: "alice", name: "many-prs") { pullRequests(first: 50, state: CLOSED) { nodes { number merged mergeCommitSha } } } }',
    );
    const merged = list.data?.repository.pullRequests.nodes.filter((pr: Json) => pr.merged);
    const sha = merged[0].mergeCommitSha as string;
    harness().resetCalls();
    const { data } = await read(
      `{ repository(owner: "alice", name: "many-prs") { hit: pullRequestOfMergeCommit(sha: "${sha}") { merged mergeCommitSha } miss: pullRequestOfMergeCommit(sha: "${'0'.repeat(40)}") { number } } }`,
    );
    expect(data?.repository).toEqual({ hit: { merged: true, mergeCommitSha: sha }, miss: null });
    expect(harness().routes().sort()).toEqual([
      REPO,
      'GET /repos/{owner}/{repo}/commits/{sha}/pull',
      'GET /repos/{owner}/{repo}/commits/{sha}/pull',
    ]);
  });
});

describe('Repository.reviewerCandidates', () => {
  it('lists who may review, the caller included, in one call', async () => {
    const { data } = await read(
      '{ repository(owner: "acme", name: "template") { reviewerCandidates(first: 10) { totalCount nodes { login } } } }',
    );
    // acme's Owners (alice) and devs (bob) read the repository's pull requests
    expect(data?.repository.reviewerCandidates.nodes.map((u: Json) => u.login)).toEqual(['alice', 'bob']);
    expect(harness().routes().sort()).toEqual(['GET /repos/{owner}/{repo}/reviewers']);
  });

  it('puts the owning user after the collaborators', async () => {
    const { data } = await read(
      '{ repository(owner: "alice", name: "hello") { reviewerCandidates(first: 10) { nodes { login } } } }',
    );
    expect(data?.repository.reviewerCandidates.nodes.map((u: Json) => u.login)).toEqual(['bob', 'alice']);
  });

  it('answers FORBIDDEN to a caller who may not ask for reviews, after one call', async () => {
    const { data, errors } = await read(
      '{ repository(owner: "alice", name: "hello") { reviewerCandidates(first: 10) { totalCount } } }',
      'carol',
    );
    expect(data?.repository.reviewerCandidates).toBeNull();
    expect(errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(harness().routes()).toContain('GET /repos/{owner}/{repo}/reviewers');
  });

  it('answers UNAUTHENTICATED to an anonymous caller without a call to the list', async () => {
    const { errors } = await harness().query<Json>(
      '{ repository(owner: "alice", name: "hello") { reviewerCandidates(first: 10) { totalCount } } }',
    );
    expect(errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(harness().routes()).not.toContain('GET /repos/{owner}/{repo}/reviewers');
  });
});
