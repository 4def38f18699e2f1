// Branch.aheadBy / behindBy: one compare per branch and count, the branches of a page in parallel.

import { describe, expect, it } from 'vitest';
import { COMPARE, REPO } from '../../helpers/forge-routes.js';
import { countRoutes } from '../../helpers/harness.js';
import type { Json } from '../../helpers/mutations.js';
import { useHarness } from '../../helpers/use-harness.js';

const harness = useHarness();

const branchesOfHello = (fields: string) =>
  harness().query<Json>(
    `{ repository(owner: "alice", name: "hello") { branches(first: 20) { nodes { name ${fields} } } } }`,
    undefined,
    { as: 'alice' },
  );

const calledBaseheads = () =>
  harness()
    .sandbox.calls.filter((call) => call.route === COMPARE)
    .map((call) => decodeURIComponent(call.path.split('/compare/')[1]?.split('?')[0] ?? ''))
    .sort();

describe('Branch.aheadBy and behindBy', () => {
  it('count against the default branch (from the repository read the document makes anyway) with one compare per branch and count, none for the default branch itself', async () => {
    const response = await branchesOfHello('aheadBy behindBy');
    expect(response.errors).toBeUndefined();
    expect(response.data?.repository.branches.nodes).toEqual([
      { name: 'develop', aheadBy: 6, behindBy: 0 },
      { name: 'fix-typo', aheadBy: 1, behindBy: 0 },
      { name: 'feature-b', aheadBy: 1, behindBy: 0 },
      { name: 'feature-a', aheadBy: 1, behindBy: 0 },
      { name: 'main', aheadBy: 0, behindBy: 0 },
      { name: 'release/1.0', aheadBy: 0, behindBy: 0 },
    ]);
    expect(countRoutes(harness().routes())).toEqual({
      'GET /repos/{owner}/{repo}/branches': 1,
      [REPO]: 1,
      [COMPARE]: 10,
    });
    expect(calledBaseheads()).toContain('main...develop');
    expect(calledBaseheads()).toContain('develop...main');
  });

  it('count against the base named in the argument', async () => {
    const response = await branchesOfHello('behindBy(base: "develop") aheadBy(base: "develop")');
    expect(response.errors).toBeUndefined();
    const byName = Object.fromEntries(
      ((response.data?.repository.branches.nodes ?? []) as Json[]).map((b) => [
        b.name,
        [b.aheadBy, b.behindBy],
      ]),
    );
    expect(byName).toEqual({
      develop: [0, 0],
      'fix-typo': [1, 6],
      'feature-b': [1, 6],
      'feature-a': [1, 6],
      main: [0, 6],
      'release/1.0': [0, 6],
    });
    expect(countRoutes(harness().routes())).toEqual({
      'GET /repos/{owner}/{repo}/branches': 1,
      [COMPARE]: 10,
    });
  });

  it('compares the branches of a page in parallel', async () => {
    // five compares of 400 ms each take two seconds one after another, well under that side by side
    harness().sandbox.faults.setLatency(COMPARE, 400);
    const started = performance.now();
    const response = await branchesOfHello('aheadBy');
    const elapsed = performance.now() - started;
    expect(response.errors).toBeUndefined();
    expect(countRoutes(harness().routes())[COMPARE]).toBe(5);
    expect(elapsed).toBeLessThan(1600);
  });

  it('answers NOT_FOUND on each count alone for a base the forge does not know', async () => {
    const response = await harness().query<Json>(
      '{ repository(owner: "alice", name: "hello") { branch(name: "feature-a") { name aheadBy(base: "no-such-branch") } } }',
      undefined,
      { as: 'alice' },
    );
    expect(response.errors?.map((e) => [e.path, e.extensions?.code])).toEqual([
      [['repository', 'branch', 'aheadBy'], 'NOT_FOUND'],
    ]);
    expect(response.data?.repository.branch).toEqual({ name: 'feature-a', aheadBy: null });
    expect(countRoutes(harness().routes())).toEqual({
      'GET /repos/{owner}/{repo}/branches/{branch}': 1,
      [COMPARE]: 1,
    });
  });
});
