// Persisted operations (operations/manifest.json): by Apollo hash, by documentId or by exact text.
// In persisted-only mode nothing else runs, and a refused request never reaches the forge. Against the
// shipped bundle (test/helpers/shipped.ts).

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RepositoryOverviewDocument, ViewerDocument } from '../../generated/client/graphql.js';
import { readManifest } from '../../src/persisted/manifest.js';
import { createGateway } from '../../src/server/gateway.js';
import { ConfigError } from '../../src/start/config.js';
import { tokenOf } from '../helpers/harness.js';
import { type ShippedHarness, startShippedHarness } from '../helpers/shipped.js';
import { persistedIdOf } from '../helpers/typed.js';

const manifest = readManifest();
const viewer = manifest?.operations.find((operation) => operation.name === 'Viewer');
const UNLISTED_ID = 'f'.repeat(64);

let strict: ShippedHarness;
let open: ShippedHarness;
beforeAll(async () => {
  [strict, open] = await Promise.all([
    startShippedHarness({ gateway: { persistedOnly: true } }),
    startShippedHarness({ gateway: { persistedOnly: false } }),
  ]);
});
afterAll(() => Promise.all([strict.close(), open.close()]));
beforeEach(() => {
  strict.resetCalls();
  open.resetCalls();
});

// biome-ignore lint/suspicious/noExplicitAny: assertions walk untyped response JSON
type Json = Record<string, any>;

/** POSTs a raw GraphQL-over-HTTP body as alice. */
async function post(harness: ShippedHarness, body: Json): Promise<{ status: number; body: Json }> {
  const response = await fetch(harness.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: tokenOf('alice') },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

const byApolloHash = (sha256Hash: string, variables?: Json) => ({
  variables,
  extensions: { persistedQuery: { version: 1, sha256Hash } },
});

describe('in persisted-only mode', () => {
  it('runs a listed operation by its Apollo sha256Hash', async () => {
    const { status, body } = await post(strict, byApolloHash(viewer?.id ?? ''));
    expect(status).toBe(200);
    expect(body).toEqual({ data: { viewer: expect.objectContaining({ login: 'alice' }) } });
    expect(strict.routes()).toEqual(['GET /user']);
  });

  it('runs a typed document by the documentId codegen gave it, with variables', async () => {
    const { body } = await post(strict, {
      documentId: `sha256:${persistedIdOf(RepositoryOverviewDocument)}`,
      variables: { owner: 'alice', name: 'hello' },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data.repository.fullName).toBe('alice/hello');
  });

  it('runs a listed operation sent as a GET with its hash in the query string', async () => {
    const url = new URL(strict.url);
    url.searchParams.set(
      'extensions',
      JSON.stringify(byApolloHash(persistedIdOf(ViewerDocument)).extensions),
    );
    const headers = { authorization: tokenOf('alice'), accept: 'application/json' };
    const response = await fetch(url, { headers });
    expect(await response.json()).toEqual({ data: { viewer: expect.objectContaining({ login: 'alice' }) } });
  });

  it('runs a document whose exact text is listed', async () => {
    const { body } = await post(strict, { query: viewer?.body });
    expect(body.data.viewer.login).toBe('alice');
  });

  it('refuses any other document with PERSISTED_OPERATION_ONLY and calls nothing upstream', async () => {
    const { status, body } = await post(strict, { query: '{ viewer { login } }' });
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors).toEqual([
      {
        message: expect.stringMatching(/persisted operations only/),
        extensions: { code: 'PERSISTED_OPERATION_ONLY' },
      },
    ]);
    expect(strict.sandbox.calls).toEqual([]);
  });

  it('refuses an id that is not listed with PERSISTED_OPERATION_NOT_FOUND and calls nothing upstream', async () => {
    const { status, body } = await post(strict, byApolloHash(UNLISTED_ID));
    expect(status).toBe(404);
    expect(body.errors).toEqual([
      {
        message: `persisted operation ${UNLISTED_ID} is not in this gateway's operations/manifest.json`,
        extensions: { code: 'PERSISTED_OPERATION_NOT_FOUND' },
      },
    ]);
    expect(strict.sandbox.calls).toEqual([]);
  });

  it('refuses to start without persisted operations', () => {
    const start = () =>
      createGateway({
        forgeUrl: strict.sandbox.url,
        persistedOnly: true,
        persistedOperations: { format: 'apollo-persisted-query-manifest', version: 1, operations: [] },
      });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(/PERSISTED_ONLY needs the operations of operations\/manifest.json/);
  });
});

describe('without persisted-only mode', () => {
  it('runs any document', async () => {
    const result = await open.query('{ viewer { login } }', {}, { as: 'alice' });
    expect(result.data).toEqual({ viewer: { login: 'alice' } });
  });

  it('also runs listed operations by id', async () => {
    const { body } = await post(open, { documentId: persistedIdOf(ViewerDocument) });
    expect(body.data.viewer.login).toBe('alice');
    expect(open.routes()).toEqual(['GET /user']);
  });

  it('answers PERSISTED_OPERATION_NOT_FOUND for an unknown id, without calling the forge', async () => {
    const { body } = await post(open, byApolloHash(UNLISTED_ID));
    expect(body.errors?.[0]?.extensions).toEqual({ code: 'PERSISTED_OPERATION_NOT_FOUND' });
    expect(open.sandbox.calls).toEqual([]);
  });

  it('does not echo an id that is not a sha256 back to the caller', async () => {
    const { body } = await post(open, { documentId: '<script>alert(1)</script>' });
    expect(body.errors?.[0]?.message).toBe(
      "that persisted operation id is not in this gateway's operations/manifest.json",
    );
  });

  it('answers BAD_REQUEST to a request with neither a document nor an id', async () => {
    const { status, body } = await post(open, { variables: {} });
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      {
        message: 'send a GraphQL document as `query`, or a persisted operation id',
        extensions: { code: 'BAD_REQUEST' },
      },
    ]);
  });
});
