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
      `{ repository(owner: "alice", name: "hello") { issue(number: 1) { attachments { id name } reactions(first: 5) { totalCount nodes { content user { login } } } dependencies(first: 5) { totalCount nodes { number title } } timeline(first: 20) { totalCount pageInfo { hasNextPage } nodes { id type body author { login } label { name } assignee { login } milestone { title } dependentIssue { number } comment { id attachments { name } reactions { nodes { content } } } } } } pullRequest(number: 3) { attachments { name } commentCount comments { totalCount nodes { body } } trackedTimes { nodes { time } } reactions { nodes { content } } } } }`,
      {},
      { as: 'alice' },
    );
    console.log(JSON.stringify(r, null, 1));
    console.log(countRoutes(harness.routes()));
    expect(r.errors).toBeUndefined();
  });
});
