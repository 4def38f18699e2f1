// gh's release list and `gh api graphql` (with which checks a branch protection requires), against the gateway over HTTPS,
// each compared with what the forge says (its REST API).

import { describe, expect, it } from 'vitest';
import { useGhHarness } from '../helpers/gh.js';

const h = useGhHarness();

describe('gh release list', () => {
  it('lists the releases the forge holds: title, type, tag and date', async () => {
    const [result, forge] = await Promise.all([
      h.gh(['release', 'list', ...h.repoFlag('alice/hello')]),
      h.forge<{ name: string; tag_name: string; draft: boolean; prerelease: boolean }[]>(
        '/repos/alice/hello/releases',
      ),
    ]);
    expect(result.code, result.stderr).toBe(0);
    const rows = result.stdout
      .trimEnd()
      .split('\n')
      .map((line) => line.split('\t'));
    expect(rows.map((row) => [row[0], row[2]])).toEqual(
      forge.map((release) => [release.name, release.tag_name]),
    );
  });
});

describe('gh api graphql', () => {
  it('runs a document against /api/graphql as the caller', async () => {
    const answer = await h.ghJson<{ data: { viewer: { login: string } } }>([
      'api',
      'graphql',
      '-f',
      'query={ viewer { login } }',
    ]);
    expect(answer).toEqual({ data: { viewer: { login: 'alice' } } });
  });
});

describe('isRequired on a pull request’s checks', () => {
  it('answers true for the contexts the base branch’s protection requires, false for the others', async () => {
    const protect = await fetch(`${h.shipped.sandbox.url}/repos/alice/hello/branch_protections`, {
      method: 'POST',
      headers: { authorization: 'token alice-token', 'content-type': 'application/json' },
      body: JSON.stringify({
        rule_name: 'main',
        enable_status_check: true,
        status_check_contexts: ['ci/b*'],
      }),
    });
    expect(protect.status).toBe(201);
    const answer = await h.ghJson<{
      data: {
        repository: {
          pullRequest: {
            baseRef: { branchProtectionRule: { requiredStatusCheckContexts: string[] } };
            commits: { nodes: { commit: { statusCheckRollup: { contexts: { nodes: unknown[] } } } }[] };
          };
        };
      };
    }>([
      'api',
      'graphql',
      '-f',
      `query={ repository(owner: "alice", name: "hello") { pullRequest(number: 4) {
        baseRef { branchProtectionRule { requiredStatusCheckContexts } }
        commits(last: 1) { nodes { commit { statusCheckRollup { contexts(first: 10) { nodes {
          ... on StatusContext { context isRequired(pullRequestNumber: 4) } } } } } } } } } }`,
    ]);
    const pull = answer.data.repository.pullRequest;
    expect(pull.baseRef.branchProtectionRule.requiredStatusCheckContexts).toEqual(['ci/b*']);
    expect(pull.commits.nodes[0]?.commit.statusCheckRollup.contexts.nodes).toEqual([
      { context: 'ci/build', isRequired: true },
      { context: 'ci/lint', isRequired: false },
    ]);
  });
});
