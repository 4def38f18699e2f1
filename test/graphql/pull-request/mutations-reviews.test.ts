// createPullReview over HTTP against the sandbox forge: events, line comments, the body rules
// of each event (checked before any call where they are certain) and the errors the forge reports.

import { describe, expect, it } from 'vitest';
import { type Json, mutate } from '../../helpers/mutations.js';
import { useFileHarness } from '../../helpers/use-harness.js';

const harness = useFileHarness();

const review = (input: Json, as: 'admin' | 'alice' | 'bob' | 'carol') =>
  mutate(harness, 'CreatePullReview', { owner: 'alice', repo: 'hello', ...input }, as);

const reviewsOf = (issueId: number) => harness.sandbox.store.reviews.filter((r) => r.issueId === issueId);

describe('createPullReview', () => {
  it('approves another’s pull request with a line comment, in one call', async () => {
    const { result } = await review(
      {
        number: 3,
        event: 'APPROVED',
        body: 'Looks good.',
        comments: [{ path: 'src/farewell.ts', body: 'Nice and short.', newPosition: 1 }],
        clientMutationId: 'rev-1',
      },
      'bob',
    );
    expect(result).toMatchObject({
      __typename: 'CreatePullReviewPayload',
      clientMutationId: 'rev-1',
      pullReview: { state: 'APPROVED', body: 'Looks good.', official: true, author: { login: 'bob' } },
      pullRequest: { number: 3, title: 'Add a farewell function' },
    });
    expect(harness.routes()[0]).toBe('POST /repos/{owner}/{repo}/pulls/{index}/reviews');
    // the demo seed has reviews on #3 already: the new one comes last
    expect(reviewsOf(3).at(-1)).toEqual(
      expect.objectContaining({
        state: 'APPROVED',
        codeComments: [
          expect.objectContaining({ path: 'src/farewell.ts', body: 'Nice and short.', line: 1 }),
        ],
      }),
    );
  });

  it('leaves other reviewers’ approvals official when one reviewer approves again', async () => {
    // #4 carries alice's official change request; admin's approval counts for admin alone
    const { result } = await review({ number: 4, event: 'APPROVED', body: 'Fine by me.' }, 'admin');
    expect(result).toMatchObject({ __typename: 'CreatePullReviewPayload', pullReview: { official: true } });
    const alices = reviewsOf(4).filter((r) => r.reviewerId === 2 && r.state === 'REQUEST_CHANGES');
    expect(alices.map((r) => r.official)).toEqual([true]);
  });

  it('requests changes on another’s pull request', async () => {
    const { result } = await review(
      { number: 4, event: 'REQUEST_CHANGES', body: 'Please add an example.' },
      'alice',
    );
    expect(result).toMatchObject({
      __typename: 'CreatePullReviewPayload',
      pullReview: { state: 'REQUEST_CHANGES' },
    });
  });

  it('accepts a COMMENT with only a line comment on an old line', async () => {
    const { result } = await review(
      {
        number: 4,
        event: 'COMMENT',
        comments: [{ path: 'docs/guide.md', body: 'Why this line?', oldPosition: 3 }],
      },
      'carol',
    );
    expect(result).toMatchObject({ __typename: 'CreatePullReviewPayload', pullReview: { state: 'COMMENT' } });
    expect(reviewsOf(4).at(-1)?.codeComments).toEqual([
      expect.objectContaining({ path: 'docs/guide.md', body: 'Why this line?', line: -3 }),
    ]);
  });

  it('answers ValidationError when the author approves their own pull request', async () => {
    const { result } = await review({ number: 3, event: 'APPROVED' }, 'alice');
    expect(result).toMatchObject({
      __typename: 'ValidationError',
      message: 'Approve your own pull is not allowed.',
      upstreamStatus: 422,
    });
  });

  it('answers ValidationError for an approval of a closed pull request', async () => {
    const { result } = await review({ number: 5, event: 'APPROVED' }, 'alice');
    expect(result).toMatchObject({ __typename: 'ValidationError', upstreamStatus: 422 });
    expect(result.message).toContain('closed or merged');
  });

  it('answers NotFoundError for a pull request that does not exist', async () => {
    const { result } = await review({ number: 99, event: 'APPROVED' }, 'bob');
    expect(result).toMatchObject({ __typename: 'NotFoundError', upstreamStatus: 404 });
  });

  it.each([
    ['PENDING', { event: 'PENDING' }],
    ['no event (PENDING)', {}],
    ['REQUEST_CHANGES', { event: 'REQUEST_CHANGES', body: '  ' }],
    ['COMMENT without a line comment', { event: 'COMMENT' }],
  ])('refuses %s without a body, without calling the forge', async (_case, input) => {
    const { result } = await review({ number: 4, ...input }, 'alice');
    expect(result).toMatchObject({ __typename: 'ValidationError', field: 'body', upstreamStatus: null });
    expect(harness.routes()).toEqual([]);
  });

  it('refuses a negative line number without calling the forge', async () => {
    const { result } = await review(
      { number: 4, event: 'COMMENT', comments: [{ path: 'docs/guide.md', body: 'x', newPosition: -1 }] },
      'alice',
    );
    expect(result).toMatchObject({ __typename: 'ValidationError', field: 'comments[0].newPosition' });
    expect(harness.routes()).toEqual([]);
  });

  it('refuses an event the schema does not know', async () => {
    const { response, result } = await review({ number: 4, event: 'LGTM', body: 'x' }, 'alice');
    expect(result).toBeUndefined();
    expect(response.errors?.[0]?.message).toContain('LGTM');
    expect(harness.routes()).toEqual([]);
  });
});
