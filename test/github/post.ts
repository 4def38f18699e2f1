// Requests to the face as GitHub's clients send them, and reads of the forge's REST API to compare with.

import { useHarness } from '../helpers/use-harness.js';

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field and asserted
export type Answer = { status: number; body: { data?: any; errors?: Record<string, any>[] } };

/** POSTs a document to /api/graphql (the harness's /graphql URL beside it) with gh's headers. */
export async function postGithub(
  graphqlUrl: string,
  query: string,
  variables?: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(graphqlUrl.replace(/\/graphql$/, '/api/graphql'), {
    method: 'POST',
    headers: {
      authorization: 'token alice-token',
      'content-type': 'application/json; charset=utf-8',
      accept: 'application/vnd.github.merge-info-preview+json, application/vnd.github.nebula-preview',
      'graphql-features': 'merge_queue',
      ...headers,
    },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

/** The forge's own answer to a GET, as alice. */
export async function forgeGet<T>(forgeUrl: string, path: string): Promise<T> {
  const response = await fetch(`${forgeUrl}${path}`, { headers: { authorization: 'token alice-token' } });
  return (await response.json()) as T;
}

/** An in-process gateway for the file's tests, with `post` to its face and `forge` reads of its sandbox. */
export function useGithubFace() {
  const harness = useHarness();
  return {
    harness,
    post: (query: string, variables?: Record<string, unknown>, headers?: Record<string, string>) =>
      postGithub(harness().url, query, variables, headers),
    forge: <T>(path: string) => forgeGet<T>(harness().sandbox.url, path),
  };
}
