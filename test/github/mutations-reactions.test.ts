// addReaction and removeReaction through /api/graphql: GitHub's reaction contents as the forge's
// reaction names, on issues, pull requests and issue comments.

import { describe, expect, it } from 'vitest';
import { countRoutes } from '../helpers/harness.js';
import { useGithubFace } from './post.js';

const { harness, post, forge } = useGithubFace();

interface ForgeReaction {
  content: string;
  user: { login: string };
}
const forgeReactions = (path: string) =>
  forge<ForgeReaction[] | null>(`/repos/alice/hello/${path}/reactions`).then((list) =>
    (list ?? []).filter((r) => r.user.login === 'alice').map((r) => r.content),
  );

async function idsOf() {
  const answer = await post(`{ repository(owner: "alice", name: "hello") {
    issue(number: 2) { id comments(first: 1) { nodes { id databaseId } } } pullRequest(number: 3) { id } } }`);
  return answer.body.data.repository;
}

const ADD = `mutation($id: ID!, $content: ReactionContent!) {
  addReaction(input: { subjectId: $id, content: $content, clientMutationId: "r1" }) {
    clientMutationId subject { ... on Node { id } ... on Issue { number } }
    reactionGroups { content viewerHasReacted users(first: 5) { totalCount } } } }`;
const REMOVE = `mutation($id: ID!, $content: ReactionContent!) {
  removeReaction(input: { subjectId: $id, content: $content }) {
    reactionGroups { content viewerHasReacted } } }`;

describe('GitHub-shaped reaction mutations', () => {
  it('add GitHub’s THUMBS_UP to an issue as the forge’s +1, with one forge write', async () => {
    const { issue } = await idsOf();
    harness().resetCalls();
    const answer = await post(ADD, { id: issue.id, content: 'THUMBS_UP' });
    expect(countRoutes(harness().routes())).toMatchObject({
      'POST /repos/{owner}/{repo}/issues/{index}/reactions': 1,
    });
    expect(await forgeReactions('issues/2')).toContain('+1');
    const payload = answer.body.data.addReaction;
    expect(payload.clientMutationId).toBe('r1');
    expect(payload.subject).toEqual({ id: issue.id, number: 2 });
    const group = payload.reactionGroups.find((g: { content: string }) => g.content === 'THUMBS_UP');
    expect(group.viewerHasReacted).toBe(true);
  });

  it('add and remove a reaction of a pull request, which the forge then no longer holds', async () => {
    const { pullRequest } = await idsOf();
    await post(ADD, { id: pullRequest.id, content: 'ROCKET' });
    expect(await forgeReactions('issues/3')).toContain('rocket');
    harness().resetCalls();
    const answer = await post(REMOVE, { id: pullRequest.id, content: 'ROCKET' });
    expect(countRoutes(harness().routes())).toMatchObject({
      'DELETE /repos/{owner}/{repo}/issues/{index}/reactions': 1,
    });
    expect(await forgeReactions('issues/3')).not.toContain('rocket');
    const group = answer.body.data.removeReaction.reactionGroups.find(
      (g: { content: string }) => g.content === 'ROCKET',
    );
    expect(group.viewerHasReacted).toBe(false);
  });

  it('react to an issue comment with the comment’s own forge route', async () => {
    const { issue } = await idsOf();
    const comment = issue.comments.nodes[0];
    harness().resetCalls();
    const answer = await post(ADD, { id: comment.id, content: 'EYES' });
    expect(countRoutes(harness().routes())).toMatchObject({
      'POST /repos/{owner}/{repo}/issues/comments/{id}/reactions': 1,
    });
    expect(answer.body.data.addReaction.subject.id).toBe(comment.id);
    expect(await forgeReactions(`issues/comments/${comment.databaseId}`)).toEqual(['eyes']);
  });

  it('refuse a subject id that names no reactable object with GitHub’s NOT_FOUND', async () => {
    const answer = await post(ADD, { id: 'bm9wZQ', content: 'HEART' });
    expect(answer.body.data).toEqual({ addReaction: null });
    expect(answer.body.errors?.[0]).toMatchObject({ type: 'NOT_FOUND', path: ['addReaction'] });
    expect(harness().routes()).toEqual([]);
  });

  it('refuse a reaction to a review, which the forge cannot hold, with GitHub’s UNPROCESSABLE', async () => {
    const reviews = await post(
      '{ repository(owner: "alice", name: "hello") { pullRequest(number: 4) { reviews(first: 1) { nodes { id } } } } }',
    );
    const [review] = reviews.body.data.repository.pullRequest.reviews.nodes;
    harness().resetCalls();
    const answer = await post(ADD, { id: review.id, content: 'HEART' });
    expect(answer.body.errors?.[0]).toMatchObject({ type: 'UNPROCESSABLE', path: ['addReaction'] });
    expect(answer.body.errors?.[0]?.message).toContain('subjectId');
    expect(harness().routes()).toEqual([]);
  });
});
