// Branch protection rules over HTTP against the sandbox: the seeded rule listed and read, a rule created,
// changed and deleted by a repository admin, each with its exact forge calls; refused to a writer, for an
// unknown rule, for a name already taken and for an unknown user in a whitelist.

import { describe, expect, it } from 'vitest';
import { countRoutes, type DemoUser } from '../../helpers/harness.js';
import { addRepo, type Json } from '../../helpers/mutations.js';
import { useHarness } from '../../helpers/use-harness.js';
import { writeResult } from '../../helpers/write-result.js';

const harness = useHarness();
const calls = () => countRoutes(harness().routes());

const run = (name: string, input: Json, as: DemoUser, select: string) =>
  writeResult(harness(), name, input, as, select);

/** A rule's settings as written, and as the forge answers them (rejected reviews block by default: no) */
const RULE = {
  ruleName: 'main',
  enablePush: true,
  enablePushWhitelist: true,
  pushWhitelistUsernames: ['alice'],
  requiredApprovals: 2,
  protectedFilePatterns: '*.lock',
  blockOnRejectedReviews: false,
};

const codes = (body: Json) => body.errors?.map((e: Json) => e.extensions.code);

describe('branch protections', () => {
  it('lists the seeded rule and reads it by name, one call each', async () => {
    const body = await harness().query<Json>(
      `{ repository(owner: "alice", name: "hello") {
          branchProtections(first: 10) { totalCount nodes { ruleName requiredApprovals } }
          branchProtection(name: "release/*") {
            ruleName enablePush enablePushWhitelist pushWhitelistUsernames requiredApprovals enableStatusCheck
            statusCheckContexts blockOnRejectedReviews protectedFilePatterns createdAt
          }
        } }`,
      {},
      { as: 'alice' },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.repository).toEqual({
      branchProtections: { totalCount: 1, nodes: [{ ruleName: 'release/*', requiredApprovals: 1 }] },
      branchProtection: {
        ruleName: 'release/*',
        enablePush: false,
        enablePushWhitelist: false,
        pushWhitelistUsernames: [],
        requiredApprovals: 1,
        enableStatusCheck: true,
        statusCheckContexts: ['ci/build'],
        blockOnRejectedReviews: true,
        protectedFilePatterns: 'CHANGELOG.md',
        createdAt: '2026-01-04T00:00:00.000Z',
      },
    });
    // both fields route by owner and name: their answers prove the repository, which is not read
    expect(calls()).toEqual({
      'GET /repos/{owner}/{repo}/branch_protections': 1,
      'GET /repos/{owner}/{repo}/branch_protections/{name}': 1,
    });
  });

  it('creates a rule in one call, changes only the settings given in one more, deletes it in a third', async () => {
    addRepo(harness().sandbox.store, 'alice', 'guarded');
    const where = { owner: 'alice', repo: 'guarded', ruleName: 'main' };
    const select = `branchProtection { ${Object.keys(RULE).join(' ')} }`;
    const created = await run(
      'createBranchProtection',
      { ...where, ...RULE, blockOnRejectedReviews: undefined },
      'alice',
      select,
    );
    expect(created).toEqual({ __typename: 'CreateBranchProtectionPayload', branchProtection: RULE });
    expect(calls()).toEqual({ 'POST /repos/{owner}/{repo}/branch_protections': 1 });
    harness().resetCalls();

    const change = { blockOnRejectedReviews: true, requiredApprovals: 1 };
    const updated = await run('updateBranchProtection', { ...where, ...change }, 'alice', select);
    expect(updated).toEqual({
      __typename: 'UpdateBranchProtectionPayload',
      branchProtection: { ...RULE, ...change },
    });
    expect(calls()).toEqual({ 'PATCH /repos/{owner}/{repo}/branch_protections/{name}': 1 });
    harness().resetCalls();

    const deleted = await run(
      'deleteBranchProtection',
      { owner: 'alice', repo: 'guarded', ruleName: 'main' },
      'alice',
      'ruleName',
    );
    expect(deleted).toEqual({ __typename: 'DeleteBranchProtectionPayload', ruleName: 'main' });
    expect(calls()).toEqual({ 'DELETE /repos/{owner}/{repo}/branch_protections/{name}': 1 });
    harness().resetCalls();

    const after = await harness().query<Json>(
      '{ repository(owner: "alice", name: "guarded") { branchProtections(first: 5) { totalCount } } }',
      {},
      { as: 'alice' },
    );
    expect(after.data?.repository).toEqual({ branchProtections: { totalCount: 0 } });
    expect(calls()).toEqual({ 'GET /repos/{owner}/{repo}/branch_protections': 1 });
  });

  it.each<[string, string, Json, DemoUser, string, string]>([
    [
      'a writer who is no admin',
      'createBranchProtection',
      { ruleName: 'dev' },
      'bob',
      'ForbiddenError',
      'POST /repos/{owner}/{repo}/branch_protections',
    ],
    [
      'a rule name already taken',
      'createBranchProtection',
      { ruleName: 'release/*' },
      'alice',
      'ForbiddenError',
      'POST /repos/{owner}/{repo}/branch_protections',
    ],
    [
      'an unknown user in a whitelist',
      'createBranchProtection',
      { ruleName: 'dev', mergeWhitelistUsernames: ['nobody'] },
      'alice',
      'ValidationError',
      'POST /repos/{owner}/{repo}/branch_protections',
    ],
    [
      'an unknown rule to change',
      'updateBranchProtection',
      { ruleName: 'nope', enablePush: true },
      'alice',
      'NotFoundError',
      'PATCH /repos/{owner}/{repo}/branch_protections/{name}',
    ],
    [
      'an unknown rule to delete',
      'deleteBranchProtection',
      { ruleName: 'nope' },
      'alice',
      'NotFoundError',
      'DELETE /repos/{owner}/{repo}/branch_protections/{name}',
    ],
    [
      'a writer’s delete',
      'deleteBranchProtection',
      { ruleName: 'release/*' },
      'bob',
      'ForbiddenError',
      'DELETE /repos/{owner}/{repo}/branch_protections/{name}',
    ],
  ])('refuses %s after one call', async (_case, name, input, as, typename, route) => {
    const result = await run(name, { owner: 'alice', repo: 'hello', ...input }, as, '__typename');
    expect(result.__typename).toBe(typename);
    expect(calls()).toEqual({ [route]: 1 });
  });

  it('answers NOT_FOUND for a rule the repository lacks, and FORBIDDEN for a writer’s list', async () => {
    const missing = await harness().query<Json>(
      '{ repository(owner: "alice", name: "hello") { branchProtection(name: "release/1.0") { ruleName } } }',
      {},
      { as: 'alice' },
    );
    expect(codes(missing)).toEqual(['NOT_FOUND']);
    const writer = await harness().query<Json>(
      '{ repository(owner: "alice", name: "hello") { branchProtections(first: 1) { totalCount } } }',
      {},
      { as: 'bob' },
    );
    expect(codes(writer)).toEqual(['FORBIDDEN']);
    expect(calls()).toEqual({
      'GET /repos/{owner}/{repo}': 2,
      'GET /repos/{owner}/{repo}/branch_protections/{name}': 1,
      'GET /repos/{owner}/{repo}/branch_protections': 1,
    });
  });

  it('links a protected branch to its rule with one more call, and an unprotected one to null without', async () => {
    const body = await harness().query<Json>(
      `{ repository(owner: "alice", name: "hello") {
          release: branch(name: "release/1.0") { protection { ruleName requiredApprovals } }
          main: branch(name: "main") { protection { ruleName } }
        } }`,
      {},
      { as: 'alice' },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.repository).toEqual({
      release: { protection: { ruleName: 'release/*', requiredApprovals: 1 } },
      main: { protection: null },
    });
    expect(calls()).toEqual({
      'GET /repos/{owner}/{repo}/branches/{branch}': 2,
      'GET /repos/{owner}/{repo}/branch_protections/{name}': 1,
    });
  });
});
