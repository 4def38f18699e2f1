// The GraphQL-over-HTTP audit of graphql-http, run against the gateway over real HTTP: every case,
// MUST, SHOULD and MAY alike, answers `ok`.

import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './helpers/harness.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

describe('the GraphQL over HTTP audit', () => {
  it('passes every case', async () => {
    const results = await Promise.all(
      serverAudits({ url: () => harness.url, fetchFn: fetch }).map((audit) => audit.fn()),
    );
    const notOk = results.filter((result) => result.status !== 'ok');
    expect(notOk.map((result) => `${result.name}: ${result.reason}`)).toEqual([]);
    expect(results.length).toBeGreaterThan(30);
  });
});
