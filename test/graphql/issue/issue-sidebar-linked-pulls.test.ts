// Issue.linkedPullRequests: the pull requests that mention an issue, found in the `pull_ref` events of
// its timeline, with their forge calls.

import { describe, expect, it } from 'vitest';
import { ISSUE_TIMELINE, PULL } from '../../helpers/forge-routes.js';
import { countRoutes } from '../../helpers/harness.js';
import type { Json } from '../../helpers/mutations.js';
import { useHarness } from '../../helpers/use-harness.js';

const harness = useHarness();
const calls = () => countRoutes(harness().routes());

const LINKED = `query ($number: Int!) { repository(owner: "alice", name: "hello") {
  issue(number: $number) { linkedPullRequests { number title author { login } } } } }`;

describe('Issue.linkedPullRequests', () => {
  it('list the pull request bob opened mentioning #10, from the timeline and one read of it', async () => {
    const created = await harness().query<Json>(
      `mutation ($input: CreatePullRequestInput!) { createPullRequest(input: $input) { __typename } }`,
      {
        input: {
          owner: 'alice',
          repo: 'hello',
          title: 'Help for #10',
          head: 'develop',
          base: 'main',
          body: 'Fixes #10.',
        },
      },
      { as: 'alice' },
    );
    expect(created.data?.createPullRequest.__typename).toBe('CreatePullRequestPayload');
    harness().resetCalls();
    const { data, errors } = await harness().query<Json>(LINKED, { number: 10 }, { as: 'bob' });
    expect(errors).toBeUndefined();
    expect(data?.repository.issue.linkedPullRequests).toEqual([
      { number: expect.any(Number), title: 'Help for #10', author: { login: 'alice' } },
    ]);
    // the root is a reference: the issue's read proves the repository exists
    expect(calls()).toEqual({
      [ISSUE_TIMELINE]: 1,
      [PULL]: 1,
    });
  });

  it('answer an empty list for an issue no pull request mentions, without reading any pull request', async () => {
    const { data } = await harness().query<Json>(LINKED, { number: 9 });
    expect(data?.repository.issue.linkedPullRequests).toEqual([]);
    expect(calls()[PULL]).toBeUndefined();
  });

  it('fail with NOT_FOUND for an issue that does not exist', async () => {
    const { data, errors } = await harness().query<Json>(LINKED, { number: 999 });
    expect(data?.repository.issue).toBeNull();
    expect(errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
