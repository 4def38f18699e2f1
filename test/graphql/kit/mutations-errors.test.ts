// What every mutation shares: anonymous callers, refused credentials, a failing or unreachable forge
// (one attempt only: mutations are never retried), a slow forge, a spent call budget, and a forge
// failure whose kind the mutation's union does not list (a top-level coded error, never masked).

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../helpers/harness.js';
import { addRepo, type Json, mutate } from '../../helpers/mutations.js';

let harness: Harness;
beforeAll(async () => {
  // The forge's 5xx answers these tests inject would open the circuit breaker (they count as the
  // forge's own failures); the breaker has its own tests (hardening-breaker, security-breaker).
  harness = await startHarness({ gateway: { upstreamTimeoutMs: 400, breaker: false } });
});
afterAll(() => harness.close());
beforeEach(() => {
  harness.resetCalls();
  harness.sandbox.faults.clear();
});

const RELEASES = 'POST /repos/{owner}/{repo}/releases';

/** One valid input per example operation, so that only the circumstances decide the outcome. */
const INPUTS = {
  GenerateRepository: { templateOwner: 'acme', templateRepo: 'template', owner: 'alice', name: 'anon' },
  CreateOrganizationRepository: { organization: 'acme', name: 'anon' },
  TransferRepository: { owner: 'alice', repo: 'hello', newOwner: 'bob' },
  ChangeFiles: {
    owner: 'alice',
    repo: 'hello',
    files: [{ operation: 'CREATE', path: 'anon.md', text: 'x' }],
  },
  DeleteFile: { owner: 'alice', repo: 'hello', path: 'README.md', sha: '0'.repeat(40) },
  AddIssueDependency: { owner: 'alice', repo: 'hello', number: 1, dependencyNumber: 2 },
  RemoveIssueAssignees: { owner: 'alice', repo: 'hello', number: 1, assignees: ['bob'] },
  CreatePullReview: { owner: 'alice', repo: 'hello', number: 3, event: 'APPROVED' },
  CreateUserHook: {
    config: [
      { key: 'url', value: 'https://x.example' },
      { key: 'content_type', value: 'json' },
    ],
  },
  CreateRelease: { owner: 'alice', repo: 'hello', tagName: 'anon' },
} satisfies Record<string, Json>;

describe('every mutation', () => {
  it.each(Object.entries(INPUTS))(
    '%s answers UnauthenticatedError to an anonymous caller without calling the forge',
    async (name, input) => {
      const { result } = await mutate(harness, name, input);
      expect(result).toMatchObject({ __typename: 'UnauthenticatedError', upstreamStatus: null });
      expect(harness.routes()).toEqual([]);
    },
  );

  it('answers UnauthenticatedError when the forge refuses the credentials', async () => {
    const response = await harness.query<Json>(
      'mutation ($input: CreateReleaseInput!) { createRelease(input: $input) { __typename ... on Error { message upstreamStatus } } }',
      { input: INPUTS.CreateRelease },
      { headers: { authorization: 'token not-a-token' } },
    );
    expect(response.data?.createRelease).toEqual({
      __typename: 'UnauthenticatedError',
      message: 'The forge did not accept the credentials: send a valid token in the Authorization header.',
      upstreamStatus: 401,
    });
    expect(harness.routes()).toEqual([RELEASES]);
  });
});

describe('a failing forge', () => {
  it('answers UpstreamError UPSTREAM_UNAVAILABLE for a 503 and does not retry the write', async () => {
    harness.sandbox.faults.injectStatus(RELEASES, 503, { times: 1 });
    const { result } = await mutate(
      harness,
      'CreateRelease',
      { ...INPUTS.CreateRelease, tagName: 'v-503' },
      'alice',
    );
    expect(result).toMatchObject({
      __typename: 'UpstreamError',
      code: 'UPSTREAM_UNAVAILABLE',
      upstreamStatus: 503,
    });
    expect(harness.routes()).toEqual([RELEASES]);
  });

  it('answers UpstreamError UPSTREAM_ERROR for a 500 without passing the forge’s body on', async () => {
    harness.sandbox.faults.injectStatus(RELEASES, 500, { times: 1, body: { message: 'panic: at db.go:42' } });
    const { result } = await mutate(
      harness,
      'CreateRelease',
      { ...INPUTS.CreateRelease, tagName: 'v-500' },
      'alice',
    );
    expect(result).toMatchObject({
      __typename: 'UpstreamError',
      code: 'UPSTREAM_ERROR',
      message: 'the forge failed (HTTP 500)',
      upstreamStatus: 500,
    });
  });

  it('answers UpstreamError UPSTREAM_UNAVAILABLE when the connection drops, with one attempt only', async () => {
    harness.sandbox.faults.resetConnection(RELEASES, { times: 1 });
    const { result } = await mutate(
      harness,
      'CreateRelease',
      { ...INPUTS.CreateRelease, tagName: 'v-reset' },
      'alice',
    );
    expect(result).toMatchObject({
      __typename: 'UpstreamError',
      code: 'UPSTREAM_UNAVAILABLE',
      upstreamStatus: null,
    });
    expect(harness.routes()).toEqual([RELEASES]);
  });

  it('does not repeat a write whose answer was lost: the forge applied it exactly once', async () => {
    const repo = addRepo(harness.sandbox.store, 'alice', 'lost-answer', { 'README.md': 'x\n' });
    harness.sandbox.faults.resetConnection(RELEASES, { times: 1, afterHandling: true });
    const { result } = await mutate(
      harness,
      'CreateRelease',
      { owner: 'alice', repo: 'lost-answer', tagName: 'v1' },
      'alice',
    );
    expect(result).toMatchObject({ __typename: 'UpstreamError', code: 'UPSTREAM_UNAVAILABLE' });
    expect(harness.routes()).toEqual([RELEASES]);
    expect(harness.sandbox.store.releases.filter((r) => r.repoId === repo.id)).toEqual([
      expect.objectContaining({ tagName: 'v1' }),
    ]);
  });

  it('answers UpstreamError UPSTREAM_TIMEOUT when the forge answers too late', async () => {
    harness.sandbox.faults.setLatency(RELEASES, 1000);
    const { result } = await mutate(
      harness,
      'CreateRelease',
      { ...INPUTS.CreateRelease, tagName: 'v-slow' },
      'alice',
    );
    expect(result).toMatchObject({
      __typename: 'UpstreamError',
      code: 'UPSTREAM_TIMEOUT',
      upstreamStatus: null,
    });
    expect(harness.routes()).toEqual([RELEASES]);
  });

  it('answers a top-level coded error, not a masked one, for a failure kind the union does not list', async () => {
    harness.sandbox.faults.injectStatus('POST /repos/{owner}/{repo}/pulls/{index}/reviews', 423, {
      times: 1,
    });
    const { response } = await mutate(harness, 'CreatePullReview', INPUTS.CreatePullReview, 'bob');
    // Mutation fields are non-null unions: a failure outside the union leaves no data at all.
    expect(response.data).toBeNull();
    expect(response.errors).toEqual([
      expect.objectContaining({
        path: ['createPullReview'],
        extensions: expect.objectContaining({
          code: 'REPO_ARCHIVED',
          upstream: expect.objectContaining({ status: 423 }),
        }),
      }),
    ]);
  });
});

describe('the call budget', () => {
  it('answers UpstreamError UPSTREAM_CALL_BUDGET_EXCEEDED when a write needs more calls than the request may make', async () => {
    const tight = await startHarness({
      sandbox: { assigneesRoute: false },
      gateway: { upstreamCallBudget: 2 },
    });
    try {
      const { result } = await mutate(tight, 'RemoveIssueAssignees', INPUTS.RemoveIssueAssignees, 'alice');
      expect(result).toMatchObject({ __typename: 'UpstreamError', code: 'UPSTREAM_CALL_BUDGET_EXCEEDED' });
      expect(tight.routes()).toEqual(['(unmatched)', 'GET /repos/{owner}/{repo}/issues/{index}']);
    } finally {
      await tight.close();
    }
  });
});
