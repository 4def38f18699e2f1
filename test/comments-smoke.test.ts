import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRoutes, type Harness, startHarness } from './helpers/harness.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

describe('smoke', () => {
  it('works', async () => {
    harness.resetCalls();
    const r = await harness.query(
      `{ repository(owner: "alice", name: "hello") { issue(number: 1) { commentCount assets { id name } comments(first: 5) { totalCount nodes { id databaseId body author { login } issue { number } attachments { id name } } } trackedTimes(first: 5) { totalCount nodes { id time user { login } } } } } }`,
      {},
      { as: 'alice' },
    );
    console.log(JSON.stringify(r, null, 1));
    console.log(countRoutes(harness.routes()));
    expect(r.errors).toBeUndefined();
  });
});
