// @octokit/graphql pointed at the gateway as at a GitHub Enterprise Server: typical queries answer
// as the forge has the data, and a missing repository throws Octokit's GraphqlResponseError.

import { graphql } from '@octokit/graphql';
import { describe, expect, it } from 'vitest';
import { useGithubFace } from './post.js';

const { harness, forge } = useGithubFace();
const client = () =>
  graphql.defaults({
    baseUrl: harness().url.replace(/\/graphql$/, '/api'),
    headers: { authorization: 'token alice-token' },
  });

describe('Octokit’s graphql() against the gateway', () => {
  it('reads the viewer and their repositories', async () => {
    const answer = await client()<{
      viewer: { login: string; repositories: { nodes: { nameWithOwner: string }[] } };
    }>('{ viewer { login repositories(first: 50) { nodes { nameWithOwner } } } }');
    const rest = await forge<{ full_name: string }[]>('/user/repos?limit=50');
    expect(answer.viewer.login).toBe('alice');
    expect(answer.viewer.repositories.nodes.map((r) => r.nameWithOwner)).toEqual(
      rest.map((r) => r.full_name),
    );
  });

  it('pages through open issues with variables', async () => {
    const query = `query($owner: String!, $name: String!, $after: String) {
      repository(owner: $owner, name: $name) { issues(first: 2, after: $after, states: [OPEN]) {
        totalCount pageInfo { hasNextPage endCursor } nodes { number } } } }`;
    type Page = {
      repository: {
        issues: {
          totalCount: number;
          pageInfo: { hasNextPage: boolean; endCursor: string };
          nodes: { number: number }[];
        };
      };
    };
    const numbers: number[] = [];
    let after: string | null = null;
    let total = 0;
    for (let round = 0; round < 10; round++) {
      const page: Page = await client()<Page>(query, { owner: 'alice', name: 'hello', after });
      numbers.push(...page.repository.issues.nodes.map((n) => n.number));
      total = page.repository.issues.totalCount;
      if (!page.repository.issues.pageInfo.hasNextPage) break;
      after = page.repository.issues.pageInfo.endCursor;
    }
    const rest = await forge<{ number: number }[]>(
      '/repos/alice/hello/issues?type=issues&state=open&limit=50',
    );
    expect(numbers).toEqual(rest.map((i) => i.number));
    expect(total).toBe(rest.length);
  });

  it('reads a pull request’s status contexts as the forge’s newest commit statuses', async () => {
    const answer = await client()<{
      repository: {
        pullRequest: {
          headRefName: string;
          statusCheckRollup: { state: string; contexts: { nodes: { context: string; state: string }[] } };
        };
      };
    }>(`{ repository(owner: "alice", name: "hello") { pullRequest(number: 4) { headRefName
      statusCheckRollup { state contexts(first: 10) { nodes { ... on StatusContext { context state } } } } } } }`);
    const pull = answer.repository.pullRequest;
    const combined = await forge<{ state: string; statuses: { context: string; state: string }[] }>(
      `/repos/alice/hello/commits/${pull.headRefName}/status`,
    );
    expect(pull.statusCheckRollup.contexts.nodes.filter((n) => n.context)).toEqual(
      combined.statuses.map((s) => ({ context: s.context, state: s.state.toUpperCase() })),
    );
  });

  it('throws GraphqlResponseError with GitHub’s NOT_FOUND for a missing repository', async () => {
    await expect(client()('{ repository(owner: "alice", name: "nope") { id } }')).rejects.toMatchObject({
      name: 'GraphqlResponseError',
      errors: [
        { type: 'NOT_FOUND', message: "Could not resolve to a Repository with the name 'alice/nope'." },
      ],
    });
  });
});
