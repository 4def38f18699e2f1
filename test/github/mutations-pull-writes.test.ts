// createPullRequest and updatePullRequest through /api/graphql: the forge's pull request as it
// holds it after the write.

import { describe, expect, it } from 'vitest';
import { countRoutes } from '../helpers/harness.js';
import { useGithubFace } from './post.js';

const { harness, post, forge } = useGithubFace();

interface ForgePull {
  title: string;
  body: string;
  state: string;
  draft: boolean;
  allow_maintainer_edit: boolean;
  base: { ref: string };
  head: { ref: string };
  labels: { name: string }[];
}
const forgePull = (number: number) => forge<ForgePull>(`/repos/alice/hello/pulls/${number}`);

async function idsOf() {
  const answer = await post(`{ repository(owner: "alice", name: "hello") { id
    label(name: "bug") { id } pullRequest(number: 3) { id } } }`);
  return answer.body.data.repository;
}

const CREATE = `mutation($input: CreatePullRequestInput!) { createPullRequest(input: $input) {
  clientMutationId pullRequest { number title body isDraft baseRefName headRefName maintainerCanModify } } }`;

describe('GitHub-shaped pull request writes', () => {
  it('create a pull request with one forge write, answered as the forge holds it', async () => {
    const { id } = await idsOf();
    harness().resetCalls();
    const answer = await post(CREATE, {
      input: {
        repositoryId: id,
        baseRefName: 'main',
        headRefName: 'develop',
        title: 'Develop into main',
        body: 'All of develop',
        clientMutationId: 'p1',
      },
    });
    expect(countRoutes(harness().routes())).toMatchObject({ 'POST /repos/{owner}/{repo}/pulls': 1 });
    const { clientMutationId, pullRequest } = answer.body.data.createPullRequest;
    expect(clientMutationId).toBe('p1');
    const held = await forgePull(pullRequest.number);
    expect(held).toMatchObject({
      title: 'Develop into main',
      body: 'All of develop',
      draft: false,
      allow_maintainer_edit: true,
      base: { ref: 'main' },
      head: { ref: 'develop' },
    });
    expect(pullRequest).toMatchObject({
      title: held.title,
      isDraft: false,
      baseRefName: 'main',
      headRefName: 'develop',
      maintainerCanModify: true,
    });
  });

  it('create a draft as the forge marks one: a work-in-progress title', async () => {
    const { id } = await idsOf();
    const answer = await post(CREATE, {
      input: {
        repositoryId: id,
        baseRefName: 'develop',
        headRefName: 'feature-a',
        title: 'Try it',
        draft: true,
      },
    });
    const { pullRequest } = answer.body.data.createPullRequest;
    expect(await forgePull(pullRequest.number)).toMatchObject({ title: 'WIP: Try it', draft: true });
    expect(pullRequest.isDraft).toBe(true);
  });

  it('create a pull request from a fork’s branch named by the head repository’s id', async () => {
    const { id } = await idsOf();
    const fork = await post('{ repository(owner: "bob", name: "hello-fork") { id } }');
    harness().resetCalls();
    const answer = await post(CREATE, {
      input: {
        repositoryId: id,
        headRepositoryId: fork.body.data.repository.id,
        baseRefName: 'main',
        headRefName: 'main',
        title: 'From the fork',
      },
    });
    expect(answer.body.errors).toBeUndefined();
    const { pullRequest } = answer.body.data.createPullRequest;
    const held = await forge<{ head: { ref: string; repo: { full_name: string } } }>(
      `/repos/alice/hello/pulls/${pullRequest.number}`,
    );
    expect(held.head).toMatchObject({ ref: 'main', repo: { full_name: 'bob/hello-fork' } });
    expect(pullRequest.headRefName).toBe('main');
  });

  it('update a pull request’s title, body, labels and state with one forge write', async () => {
    const { pullRequest, label } = await idsOf();
    harness().resetCalls();
    const answer = await post(
      `mutation($input: UpdatePullRequestInput!) { updatePullRequest(input: $input) {
        actor { login } pullRequest { title body state labels(first: 5) { nodes { name } } } } }`,
      {
        input: {
          pullRequestId: pullRequest.id,
          title: 'Renamed',
          body: 'New body',
          labelIds: [label.id],
          state: 'CLOSED',
        },
      },
    );
    expect(countRoutes(harness().routes())).toMatchObject({ 'PATCH /repos/{owner}/{repo}/pulls/{index}': 1 });
    const held = await forgePull(3);
    expect(held).toMatchObject({ title: 'Renamed', body: 'New body', state: 'closed' });
    expect(held.labels.map((l) => l.name)).toEqual(['bug']);
    expect(answer.body.data.updatePullRequest).toMatchObject({
      actor: { login: 'alice' },
      pullRequest: {
        title: 'Renamed',
        body: 'New body',
        state: 'CLOSED',
        labels: { nodes: [{ name: 'bug' }] },
      },
    });
  });

  it('refuse projectIds, which the forge cannot honour, with GitHub’s UNPROCESSABLE and no write', async () => {
    const { pullRequest } = await idsOf();
    harness().resetCalls();
    const answer = await post(
      'mutation($id: ID!) { updatePullRequest(input: { pullRequestId: $id, title: "X", projectIds: ["UHJvamVjdDox"] }) { pullRequest { title } } }',
      { id: pullRequest.id },
    );
    expect(answer.body.data).toEqual({ updatePullRequest: null });
    expect(answer.body.errors?.[0]).toMatchObject({ type: 'UNPROCESSABLE', path: ['updatePullRequest'] });
    expect(answer.body.errors?.[0]?.message).toContain('projectIds');
    expect(harness().routes()).toEqual([]);
  });
});
