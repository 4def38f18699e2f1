// urql as a frontend sets it up: its default exchanges (queries go as GET, with no extra header),
// and Graphcache with the schema's introspection, which normalizes by `id`.

import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Client, cacheExchange as documentCache, fetchExchange, gql } from '@urql/core';
import { cacheExchange as graphcache } from '@urql/exchange-graphcache';
import { buildSchema, introspectionFromSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { PublishReleaseDocument, ReleaseListDocument } from '../../generated/client/graphql.js';
import { countRoutes, tokenOf } from '../helpers/harness.js';
import { launch } from '../helpers/process.js';
import { partWith, readDoc } from '../helpers/readme.js';
import { useFileHarness } from '../helpers/use-harness.js';

// Graphcache matches fragments on interfaces and unions exactly when it has the schema (its
// `possibleTypes` option alone still warns on writes): the introspection of the committed SDL.
const introspection = introspectionFromSchema(
  buildSchema(readFileSync(new URL('../../schema/schema.graphql', import.meta.url), 'utf8')),
);

const harness = useFileHarness();

/** fetch that remembers the methods urql used */
function recordingFetch(methods: string[]): typeof fetch {
  return (input, init) => {
    methods.push(init?.method ?? 'GET');
    return fetch(input, init);
  };
}

describe('urql', () => {
  it('queries over GET with its default exchanges, and the gateway answers without a CSRF header', async () => {
    const methods: string[] = [];
    const client = new Client({
      url: harness.url,
      exchanges: [documentCache, fetchExchange],
      fetch: recordingFetch(methods),
      fetchOptions: { headers: { authorization: tokenOf('alice') } },
    });
    const result = await client.query(ReleaseListDocument, { owner: 'alice', name: 'hello' }).toPromise();
    expect(result.error).toBeUndefined();
    expect(result.data?.repository?.fullName).toBe('alice/hello');
    expect(methods).toEqual(['GET']);
  });

  it('updates Graphcache’s list from the payload’s parent, and keeps typed error fields', async () => {
    const warnings: [string, string][] = [];
    const client = new Client({
      url: harness.url,
      exchanges: [
        graphcache({
          schema: introspection,
          logger: (severity, message) => warnings.push([severity, message]),
        }),
        fetchExchange,
      ],
      fetchOptions: { headers: { authorization: tokenOf('alice') } },
    });
    const variables = { owner: 'alice', name: 'hello' };
    await client.query(ReleaseListDocument, variables).toPromise();
    const published = await client
      .mutation(PublishReleaseDocument, {
        input: { owner: 'alice', repo: 'hello', tagName: 'v2.0-urql', name: 'urql', targetCommitish: 'main' },
      })
      .toPromise();
    expect(published.data?.createRelease.__typename).toBe('CreateReleasePayload');
    const cached = client.readQuery(ReleaseListDocument, variables);
    expect(cached?.data?.repository?.releases?.nodes.map((release) => release.tagName)).toContain(
      'v2.0-urql',
    );

    const refused = await client
      .mutation(PublishReleaseDocument, { input: { owner: 'alice', repo: 'hello', tagName: '' } })
      .toPromise();
    expect(refused.data?.createRelease).toMatchObject({
      __typename: 'ValidationError',
      upstreamStatus: null,
    });
    expect(warnings.filter(([severity]) => severity !== 'debug')).toEqual([]);
  });

  it('runs the snippet of docs/clients.md as written under plain Node, schema file beside it, and gets the data', async () => {
    // The snippet's imports resolve from where it runs: a folder inside node_modules finds this
    // repository's packages, as a client project finds its own.
    const root = fileURLToPath(new URL('../../', import.meta.url));
    mkdirSync(`${root}node_modules/.cache`, { recursive: true });
    const folder = mkdtempSync(`${root}node_modules/.cache/readme-urql-`);
    try {
      copyFileSync(`${root}schema/schema.graphql`, `${folder}/schema.graphql`);
      // What the page leaves to the reader: the document (here from the manifest, as plain
      // JavaScript has no typed documents), the gateway's URL, and printing the result.
      const manifest = readFileSync(`${root}operations/manifest.json`, 'utf8');
      const snippet = partWith('urql-snippet', '', readDoc('clients')).text.replaceAll(
        'http://127.0.0.1:4000/graphql',
        harness.url,
      );
      writeFileSync(
        `${folder}/snippet.mjs`,
        [
          `import { parse as parseDocument } from 'graphql';`,
          `const ReleaseListDocument = parseDocument(${manifest}.operations.find((o) => o.name === 'ReleaseList').body);`,
          snippet,
          'console.log(JSON.stringify({ data: result.data, error: result.error?.message }));',
          'process.exit(0);',
        ].join('\n'),
      );
      const run = launch([`${folder}/snippet.mjs`]);
      expect(await run.exited, run.output().stderr).toBe(0);
      const printed = JSON.parse(run.output().stdout) as { data?: { repository?: { fullName: string } } };
      expect(printed.data?.repository?.fullName).toBe('alice/hello');
      expect(run.output().stderr).toBe('');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('urql with @defer', () => {
  it('delivers the header with hasNext, then the deferred pull requests, from two calls', async () => {
    const client = new Client({
      url: harness.url,
      exchanges: [fetchExchange],
      fetchOptions: { headers: { authorization: tokenOf('alice') } },
    });
    harness.sandbox.faults.setLatency('GET /repos/{owner}/{repo}/pulls', 300);
    harness.resetCalls();
    type Data = { repository: { fullName: string; pullRequests?: { nodes: { number: number }[] } } };
    const query = gql<Data>`
      query DeferredPulls {
        repository(owner: "alice", name: "hello") {
          fullName
          ... @defer {
            pullRequests(first: 5) { nodes { number } }
          }
        }
      }
    `;
    const seen: { hasNext: boolean; pulls?: number[] }[] = [];
    await new Promise<void>((resolve) => {
      const { unsubscribe } = client.query(query, {}).subscribe((result) => {
        expect(result.error).toBeUndefined();
        expect(result.data?.repository.fullName).toBe('alice/hello');
        seen.push({
          hasNext: result.hasNext,
          pulls: result.data?.repository.pullRequests?.nodes.map((pr) => pr.number),
        });
        if (!result.hasNext) {
          unsubscribe();
          resolve();
        }
      });
    });
    harness.sandbox.faults.clear();
    expect(seen).toEqual([
      { hasNext: true, pulls: undefined },
      { hasNext: false, pulls: [5, 4, 3] },
    ]);
    expect(countRoutes(harness.routes())).toEqual({
      'GET /repos/{owner}/{repo}': 1,
      'GET /repos/{owner}/{repo}/pulls': 1,
    });
  });
});
