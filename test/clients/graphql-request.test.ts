// graphql-request 7 with the typed documents of generated/client: data and typed errors, typed.

import { GraphQLClient } from 'graphql-request';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { PublishReleaseDocument, ReleaseListDocument } from '../../generated/client/graphql.js';
import { tokenOf } from '../helpers/harness.js';
import { useFileHarness } from '../helpers/use-harness.js';

const harness = useFileHarness();

describe('graphql-request with the typed documents', () => {
  it('answers a query with typed data', async () => {
    const client = new GraphQLClient(harness.url, { headers: { authorization: tokenOf('alice') } });
    const data = await client.request(ReleaseListDocument, { owner: 'alice', name: 'hello' });
    expectTypeOf(data.repository?.fullName).toEqualTypeOf<string | undefined>();
    expect(data.repository?.releases?.nodes.map((release) => release.tagName)).toContain('v1.0');
  });

  it('answers a refused mutation with a typed error member', async () => {
    const client = new GraphQLClient(harness.url, { headers: { authorization: tokenOf('carol') } });
    const data = await client.request(PublishReleaseDocument, {
      input: { owner: 'alice', repo: 'hello', tagName: 'v9-carol', targetCommitish: 'main' },
    });
    expect(data.createRelease).toEqual({
      __typename: 'ForbiddenError',
      message: expect.stringContaining("'alice/hello'"),
      upstreamStatus: 403,
    });
  });
});
