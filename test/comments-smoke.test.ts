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
      `mutation { a: addComment(input: { owner: "alice", repo: "hello", number: 2, body: "hi" }) { __typename ... on AddCommentPayload { comment { id body } issue { commentCount } } ... on Error { message } }
      }`,
      {},
      { as: 'carol' },
    );
    console.log(JSON.stringify(r));
    const id = (r.data as any).a.comment.id;
    const r2 = await harness.query(
      `mutation ($id: ID!) { u: updateComment(input: { id: $id, body: "edited" }) { __typename ... on UpdateCommentPayload { comment { body } } ... on Error { message upstreamStatus } } 
      r: addReaction(input: { subjectId: $id, content: "heart" }) { __typename ... on AddReactionPayload { created reaction { content user { login } } subject { __typename ... on Comment { body reactions { totalCount } } } } ... on Error { message } }
      t: addTrackedTime(input: { owner: "alice", repo: "hello", number: 1, seconds: 60 }) { __typename ... on AddTrackedTimePayload { trackedTime { id time } issue { number } } ... on Error { message upstreamStatus } }
      d: deleteComment(input: { id: $id }) { __typename ... on DeleteCommentPayload { deletedCommentId issue { commentCount } } ... on Error { message upstreamStatus } } }`,
      { id },
      { as: 'bob' },
    );
    console.log(JSON.stringify(r2));
    console.log(countRoutes(harness.routes()));
    expect(r.errors).toBeUndefined();
  });
});
