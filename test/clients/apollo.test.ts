// Apollo Client 4, as a frontend sets it up: InMemoryCache with the generated possibleTypes, in
// development mode (this project runs with `--conditions=development`, so Apollo prints every cache
// warning it has), against the gateway over the sandbox.

import { ApolloClient, gql, HttpLink, InMemoryCache } from '@apollo/client';
import { Defer20220824Handler } from '@apollo/client/incremental';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PublishReleaseDocument, ReleaseListDocument } from '../../generated/client/graphql.js';
import possibleTypes from '../../generated/possible-types.js';
import { countRoutes, type DemoUser, tokenOf } from '../helpers/harness.js';
import { useFileHarness } from '../helpers/use-harness.js';

const harness = useFileHarness();

const warnings: unknown[][] = [];
beforeEach(() => {
  warnings.length = 0;
  for (const level of ['warn', 'error'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      warnings.push(args);
    });
  }
});
afterEach(() => vi.restoreAllMocks());

function clientFor(user: DemoUser) {
  return new ApolloClient({
    link: new HttpLink({ uri: harness.url, headers: { authorization: tokenOf(user) } }),
    cache: new InMemoryCache({ possibleTypes: possibleTypes.possibleTypes }),
  });
}

describe('Apollo Client with the generated possibleTypes', () => {
  it('runs in development mode, where it would print its cache warnings', async () => {
    const { __DEV__ } = await import('@apollo/client/utilities/environment');
    expect(__DEV__).toBe(true);
  });

  it('shows a new release in the cached list after the mutation, with no refetch and no warning', async () => {
    const client = clientFor('alice');
    const variables = { owner: 'alice', name: 'hello' };
    const before = await client.query({ query: ReleaseListDocument, variables });
    const tags = before.data?.repository?.releases?.nodes.map((release) => release.tagName);
    expect(tags).toContain('v1.0');
    expect(tags).not.toContain('v2.0-apollo');

    harness.resetCalls();
    const published = await client.mutate({
      mutation: PublishReleaseDocument,
      variables: {
        input: {
          owner: 'alice',
          repo: 'hello',
          tagName: 'v2.0-apollo',
          name: 'Apollo',
          targetCommitish: 'main',
        },
      },
    });
    expect(published.data?.createRelease.__typename).toBe('CreateReleasePayload');
    expect(countRoutes(harness.routes())).toEqual({
      'POST /repos/{owner}/{repo}/releases': 1,
      'GET /repos/{owner}/{repo}': 1,
      'GET /repos/{owner}/{repo}/releases': 1,
    });

    harness.resetCalls();
    const cached = client.readQuery({ query: ReleaseListDocument, variables });
    expect(cached?.repository?.releases?.nodes.map((release) => release.tagName)).toContain('v2.0-apollo');
    expect(harness.routes()).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('keeps every field of a typed error member: message and upstreamStatus', async () => {
    const client = clientFor('carol');
    const result = await client.mutate({
      mutation: PublishReleaseDocument,
      variables: { input: { owner: 'alice', repo: 'hello', tagName: 'v9-carol', targetCommitish: 'main' } },
    });
    expect(result.data?.createRelease).toEqual({
      __typename: 'ForbiddenError',
      message: expect.stringMatching(/^Not allowed in the repository 'alice\/hello'/),
      upstreamStatus: 403,
    });
    expect(warnings).toEqual([]);
  });
});

describe('Apollo Client with @defer over multipart', () => {
  it('shows the header first and the deferred pull requests when their part arrives, from two calls', async () => {
    const client = new ApolloClient({
      link: new HttpLink({ uri: harness.url, headers: { authorization: tokenOf('alice') } }),
      cache: new InMemoryCache({ possibleTypes: possibleTypes.possibleTypes }),
      incrementalHandler: new Defer20220824Handler(),
    });
    harness.sandbox.faults.setLatency('GET /repos/{owner}/{repo}/pulls', 300);
    harness.resetCalls();
    const seen: { fullName?: string; pulls?: number[] }[] = [];
    await new Promise<void>((resolve, reject) => {
      const subscription = client
        .watchQuery<{ repository: { fullName: string; pullRequests?: { nodes: { number: number }[] } } }>({
          query: gql`
            query DeferredPulls {
              repository(owner: "alice", name: "hello") {
                id
                fullName
                ... @defer {
                  pullRequests(first: 5) { nodes { id number } }
                }
              }
            }
          `,
        })
        .subscribe({
          next: ({ data }) => {
            if (!data?.repository) return;
            const repository = data.repository;
            seen.push({
              fullName: repository.fullName,
              pulls: repository.pullRequests?.nodes?.map((pr) => pr?.number ?? 0),
            });
            if (repository.pullRequests) {
              subscription.unsubscribe();
              resolve();
            }
          },
          error: reject,
        });
    });
    harness.sandbox.faults.clear();
    expect(seen).toEqual([
      { fullName: 'alice/hello', pulls: undefined },
      { fullName: 'alice/hello', pulls: [5, 4, 3] },
    ]);
    expect(countRoutes(harness.routes())).toEqual({
      'GET /repos/{owner}/{repo}': 1,
      'GET /repos/{owner}/{repo}/pulls': 1,
    });
    expect(warnings).toEqual([]);
  });
});
