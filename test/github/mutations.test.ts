// GitHub's mutations through /api/graphql: each one the forge write it stands for, and the object
// it answers as the forge has it after the write.

import { describe, expect, it } from 'vitest';
import { countRoutes } from '../helpers/harness.js';
import { useGithubFace } from './post.js';

const { harness, post, forge } = useGithubFace();

async function idsOf() {
  const answer = await post(`{ repository(owner: "alice", name: "hello") { id
    issue(number: 2) { id } label(name: "bug") { id } pullRequest(number: 3) { id } } }`);
  return answer.body.data.repository;
}

describe('GitHub-shaped mutations', () => {
  it('create an issue with one forge write and answer it as created', async () => {
    const { id } = await idsOf();
    harness().resetCalls();
    const answer = await post(
      'mutation($input: CreateIssueInput!) { createIssue(input: $input) { clientMutationId issue { number title body state } } }',
      { input: { repositoryId: id, title: 'From gh', body: 'Body', clientMutationId: 'c1' } },
    );
    expect(countRoutes(harness().routes())).toEqual({ 'POST /repos/{owner}/{repo}/issues': 1 });
    const issue = answer.body.data.createIssue.issue;
    expect(answer.body.data.createIssue.clientMutationId).toBe('c1');
    const rest = await forge<{ title: string; body: string }>(`/repos/alice/hello/issues/${issue.number}`);
    expect(issue).toEqual({ number: issue.number, title: rest.title, body: rest.body, state: 'OPEN' });
  });

  it('close and reopen an issue, and comment on it', async () => {
    const { issue } = await idsOf();
    const closed = await post(
      'mutation($id: ID!) { closeIssue(input: { issueId: $id }) { issue { state closed } } }',
      { id: issue.id },
    );
    expect(closed.body.data.closeIssue.issue).toEqual({ state: 'CLOSED', closed: true });
    expect((await forge<{ state: string }>('/repos/alice/hello/issues/2')).state).toBe('closed');
    const reopened = await post(
      'mutation($id: ID!) { reopenIssue(input: { issueId: $id }) { issue { state } } }',
      { id: issue.id },
    );
    expect(reopened.body.data.reopenIssue.issue.state).toBe('OPEN');
    harness().resetCalls();
    const comment = await post(
      'mutation($id: ID!) { addComment(input: { subjectId: $id, body: "Thanks" }) { commentEdge { node { body url } } } }',
      { id: issue.id },
    );
    expect(comment.body.data.addComment.commentEdge.node.body).toBe('Thanks');
    expect(countRoutes(harness().routes())).toMatchObject({
      'POST /repos/{owner}/{repo}/issues/{index}/comments': 1,
    });
  });

  it('add a label to an issue by the label’s id', async () => {
    const { issue, label } = await idsOf();
    const answer = await post(
      'mutation($i: ID!, $l: ID!) { addLabelsToLabelable(input: { labelableId: $i, labelIds: [$l] }) { labelable { labels(first: 10) { nodes { name } } } } }',
      { i: issue.id, l: label.id },
    );
    expect(
      answer.body.data.addLabelsToLabelable.labelable.labels.nodes.map((l: { name: string }) => l.name),
    ).toContain('bug');
  });

  it('review a pull request with GitHub’s event, as the forge’s review of that state', async () => {
    const { pullRequest } = await idsOf();
    const answer = await post(
      'mutation($id: ID!) { addPullRequestReview(input: { pullRequestId: $id, event: COMMENT, body: "Looks fine" }) { pullRequestReview { state body } } }',
      { id: pullRequest.id },
    );
    expect(answer.body.data.addPullRequestReview.pullRequestReview).toEqual({
      state: 'COMMENTED',
      body: 'Looks fine',
    });
  });

  it('refuse an id that names no object with GitHub’s NOT_FOUND', async () => {
    const answer = await post('mutation { closeIssue(input: { issueId: "bm9wZQ" }) { issue { id } } }');
    expect(answer.body.errors?.[0]).toMatchObject({ type: 'NOT_FOUND', path: ['closeIssue'] });
  });
});
