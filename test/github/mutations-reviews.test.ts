// submitPullRequestReview and requestReviews through /api/graphql: the forge's reviews and review
// requests as it holds them after the write.

import { describe, expect, it } from 'vitest';
import { countRoutes } from '../helpers/harness.js';
import { useGithubFace } from './post.js';

const { harness, post, forge } = useGithubFace();

async function idsOf() {
  const answer = await post(`{ repository(owner: "alice", name: "hello") {
    pullRequest3: pullRequest(number: 3) { id } pullRequest4: pullRequest(number: 4) { id } }
    bob: user(login: "bob") { id } carol: user(login: "carol") { id } }`);
  return { ...answer.body.data.repository, bob: answer.body.data.bob, carol: answer.body.data.carol };
}

/** A pending review of alice's on bob's pull request #4: addPullRequestReview without an event. */
async function pendingReviewId(pullRequestId: string): Promise<string> {
  const answer = await post(
    'mutation($id: ID!) { addPullRequestReview(input: { pullRequestId: $id, body: "Draft" }) { pullRequestReview { id state } } }',
    { id: pullRequestId },
  );
  expect(answer.body.data.addPullRequestReview.pullRequestReview.state).toBe('PENDING');
  return answer.body.data.addPullRequestReview.pullRequestReview.id;
}

const SUBMIT = `mutation($input: SubmitPullRequestReviewInput!) { submitPullRequestReview(input: $input) {
  clientMutationId pullRequestReview { id databaseId state body } } }`;

const requested = async (number: number) => {
  const pull = await forge<{ requested_reviewers: { login: string }[] | null }>(
    `/repos/alice/hello/pulls/${number}`,
  );
  return (pull.requested_reviewers ?? []).map((u) => u.login).sort();
};

describe('GitHub-shaped review mutations', () => {
  it('submit the viewer’s pending review found on the pull request, as an approval', async () => {
    const { pullRequest4 } = await idsOf();
    await pendingReviewId(pullRequest4.id);
    harness().resetCalls();
    const answer = await post(SUBMIT, {
      input: { pullRequestId: pullRequest4.id, event: 'APPROVE', body: 'Ship it', clientMutationId: 's1' },
    });
    expect(countRoutes(harness().routes())).toMatchObject({
      'GET /repos/{owner}/{repo}/pulls/{index}/reviews': 1,
      'POST /repos/{owner}/{repo}/pulls/{index}/reviews/{id}': 1,
    });
    const { clientMutationId, pullRequestReview } = answer.body.data.submitPullRequestReview;
    expect(clientMutationId).toBe('s1');
    const held = await forge<{ state: string; body: string }>(
      `/repos/alice/hello/pulls/4/reviews/${pullRequestReview.databaseId}`,
    );
    expect(held).toMatchObject({ state: 'APPROVED', body: 'Ship it' });
    expect(pullRequestReview).toMatchObject({ state: 'APPROVED', body: 'Ship it' });
  });

  it('submit a pending review named by its id as a comment', async () => {
    const { pullRequest4 } = await idsOf();
    const id = await pendingReviewId(pullRequest4.id);
    const answer = await post(SUBMIT, {
      input: { pullRequestReviewId: id, event: 'COMMENT', body: 'Notes' },
    });
    const review = answer.body.data.submitPullRequestReview.pullRequestReview;
    expect(review.id).toBe(id);
    const held = await forge<{ state: string; body: string }>(
      `/repos/alice/hello/pulls/4/reviews/${review.databaseId}`,
    );
    expect(held).toMatchObject({ state: 'COMMENT', body: 'Notes' });
  });

  it('request reviews replacing the set: withdraw the unnamed, ask the new', async () => {
    const { pullRequest3, bob, carol } = await idsOf();
    await post(
      'mutation($p: ID!, $u: ID!) { requestReviews(input: { pullRequestId: $p, userIds: [$u] }) { clientMutationId } }',
      {
        p: pullRequest3.id,
        u: carol.id,
      },
    );
    expect(await requested(3)).toEqual(['carol']);
    harness().resetCalls();
    const answer = await post(
      `mutation($p: ID!, $u: ID!) { requestReviews(input: { pullRequestId: $p, userIds: [$u] }) {
        actor { login } pullRequest { reviewRequests(first: 5) { nodes { requestedReviewer { ... on User { login } } } } } } }`,
      { p: pullRequest3.id, u: bob.id },
    );
    expect(countRoutes(harness().routes())).toMatchObject({
      'DELETE /repos/{owner}/{repo}/pulls/{index}/requested_reviewers': 1,
      'POST /repos/{owner}/{repo}/pulls/{index}/requested_reviewers': 1,
    });
    expect(await requested(3)).toEqual(['bob']);
    expect(answer.body.data.requestReviews).toEqual({
      actor: { login: 'alice' },
      pullRequest: { reviewRequests: { nodes: [{ requestedReviewer: { login: 'bob' } }] } },
    });
  });

  it('request reviews with union, adding to the set', async () => {
    const { pullRequest3, carol } = await idsOf();
    const before = await requested(3);
    await post(
      'mutation($p: ID!, $u: ID!) { requestReviews(input: { pullRequestId: $p, userIds: [$u], union: true }) { clientMutationId } }',
      { p: pullRequest3.id, u: carol.id },
    );
    expect(await requested(3)).toEqual([...new Set([...before, 'carol'])].sort());
  });

  it('request a team’s review on an organization’s repository by the team’s name on the forge', async () => {
    const branched = await fetch(`${harness().sandbox.url}/repos/acme/template/contents`, {
      method: 'POST',
      headers: { authorization: 'token alice-token', 'content-type': 'application/json' },
      body: JSON.stringify({
        message: 'Topic',
        new_branch: 'topic',
        files: [{ operation: 'create', path: 'topic.md', content: btoa('topic\n') }],
      }),
    });
    expect(branched.status).toBe(201);
    const ids = await post(`{ organization(login: "acme") { teams(first: 5) { nodes { id name } } }
      repository(owner: "acme", name: "template") { id defaultBranchRef { name } } }`);
    const { repository, organization } = ids.body.data;
    const devs = organization.teams.nodes.find((team: { name: string }) => team.name === 'devs');
    const created = await post(
      'mutation($input: CreatePullRequestInput!) { createPullRequest(input: $input) { pullRequest { id number } } }',
      {
        input: {
          repositoryId: repository.id,
          baseRefName: repository.defaultBranchRef.name,
          headRefName: 'topic',
          title: 'Topic',
        },
      },
    );
    const { id, number } = created.body.data.createPullRequest.pullRequest;
    harness().resetCalls();
    const answer = await post(
      'mutation($p: ID!, $t: ID!) { requestReviews(input: { pullRequestId: $p, teamIds: [$t] }) { clientMutationId } }',
      { p: id, t: devs.id },
    );
    expect(answer.body.errors).toBeUndefined();
    expect(countRoutes(harness().routes())).toMatchObject({
      'GET /teams/{id}': 1,
      'POST /repos/{owner}/{repo}/pulls/{index}/requested_reviewers': 1,
    });
    const pull = await forge<{ requested_reviewers_teams: { name: string }[] | null }>(
      `/repos/acme/template/pulls/${number}`,
    );
    expect((pull.requested_reviewers_teams ?? []).map((team) => team.name)).toEqual(['devs']);
  });

  it('refuse what the forge cannot do with GitHub’s UNPROCESSABLE and no write', async () => {
    const { pullRequest3, pullRequest4 } = await idsOf();
    harness().resetCalls();
    const dismiss = await post(SUBMIT, { input: { pullRequestId: pullRequest4.id, event: 'DISMISS' } });
    expect(dismiss.body.errors?.[0]).toMatchObject({
      type: 'UNPROCESSABLE',
      path: ['submitPullRequestReview'],
    });
    expect(dismiss.body.errors?.[0]?.message).toContain('event');
    const teams = await post(
      'mutation($p: ID!) { requestReviews(input: { pullRequestId: $p, teamIds: ["VGVhbTox"] }) { clientMutationId } }',
      { p: pullRequest3.id },
    );
    expect(teams.body.errors?.[0]).toMatchObject({ type: 'UNPROCESSABLE', path: ['requestReviews'] });
    expect(teams.body.errors?.[0]?.message).toContain('teamIds');
    expect(
      harness()
        .routes()
        .filter((route) => !route.startsWith('GET ')),
    ).toEqual([]);
  });
});
