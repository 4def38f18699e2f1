// The GraphQL-over-HTTP audit of graphql-http, run over real HTTP against the shipped gateway (the
// production bundle) and against the source: every case, MUST, SHOULD and MAY alike, answers `ok` on both.

import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../helpers/harness.js';
import { type ShippedHarness, startShippedHarness } from '../helpers/shipped.js';

let shipped: ShippedHarness;
let source: Harness;
beforeAll(async () => {
  [shipped, source] = await Promise.all([startShippedHarness(), startHarness()]);
});
afterAll(() => Promise.all([shipped.close(), source.close()]));

async function notOkCases(url: string) {
  const results = await Promise.all(
    serverAudits({ url: () => url, fetchFn: fetch }).map((audit) => audit.fn()),
  );
  expect(results.length).toBeGreaterThan(30);
  return results
    .filter((result) => result.status !== 'ok')
    .map((result) => `${result.name}: ${result.reason}`);
}

describe('the GraphQL over HTTP audit', () => {
  it('passes every case against the shipped bundle', async () => {
    expect(await notOkCases(shipped.url)).toEqual([]);
  });

  it('passes every case against the source', async () => {
    expect(await notOkCases(source.url)).toEqual([]);
  });
});
