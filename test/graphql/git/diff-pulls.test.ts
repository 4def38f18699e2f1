// PullRequest.diff and the patch of each file of a pull request (one `.diff` read per pull request,
// shared by every file of its `files` page), and each file of a comparison (its one commit's diff).

import { describe, expect, it } from 'vitest';
import { COMMIT_DIFF, COMPARE, PULL, PULL_DIFF, PULL_FILES } from '../../helpers/forge-routes.js';
import { countRoutes } from '../../helpers/harness.js';
import type { Json } from '../../helpers/mutations.js';
import { useHarness } from '../../helpers/use-harness.js';

const harness = useHarness();

const inHello = (selection: string) =>
  harness().query<Json>(`{ repository(owner: "alice", name: "hello") { ${selection} } }`, undefined, {
    as: 'alice',
  });

describe('PullRequest.diff and the patch of each changed file', () => {
  it('gives the files tab its patches and hunks from one .diff call beside the files page', async () => {
    const response = await inHello(`pullRequest(number: 4) {
      diff { truncated text files { path status additions deletions } }
      files(first: 10) { nodes { filename additions deletions patch isBinary truncated
        hunks { oldStart oldLines newStart newLines lines { kind content oldLineNumber newLineNumber } } } } }`);
    expect(response.errors).toBeUndefined();
    const pull = response.data?.repository.pullRequest;
    expect(pull.diff.truncated).toBe(false);
    expect(pull.diff.text).toMatch(
      /^diff --git a\/docs\/guide\.md b\/docs\/guide\.md\nindex [0-9a-f]{7}\.\.[0-9a-f]{7} 100644\n--- a\/docs\/guide\.md\n\+\+\+ b\/docs\/guide\.md\n@@ -1,3 \+1,5 @@\n/,
    );
    expect(pull.diff.files).toEqual([
      { path: 'docs/guide.md', status: 'modified', additions: 2, deletions: 0 },
    ]);
    expect(pull.files.nodes).toEqual([
      {
        filename: 'docs/guide.md',
        additions: 2,
        deletions: 0,
        patch:
          '@@ -1,3 +1,5 @@\n # Guide\n \n Run `npm start` to greet the world.\n+\n+`hello(name)` returns a greeting.',
        isBinary: false,
        truncated: false,
        hunks: [
          {
            oldStart: 1,
            oldLines: 3,
            newStart: 1,
            newLines: 5,
            lines: [
              { kind: 'CONTEXT', content: '# Guide', oldLineNumber: 1, newLineNumber: 1 },
              { kind: 'CONTEXT', content: '', oldLineNumber: 2, newLineNumber: 2 },
              {
                kind: 'CONTEXT',
                content: 'Run `npm start` to greet the world.',
                oldLineNumber: 3,
                newLineNumber: 3,
              },
              { kind: 'ADDED', content: '', oldLineNumber: null, newLineNumber: 4 },
              {
                kind: 'ADDED',
                content: '`hello(name)` returns a greeting.',
                oldLineNumber: null,
                newLineNumber: 5,
              },
            ],
          },
        ],
      },
    ]);
    expect(countRoutes(harness().routes())).toEqual({
      [PULL]: 1,
      [PULL_FILES]: 1,
      [PULL_DIFF]: 1,
    });
  });

  it('reads one .diff per pull request for the files of several pull requests in one document', async () => {
    const response = await inHello(`pullRequests(first: 10, state: ALL) { nodes { number
      files(first: 10) { nodes { filename patch } } } }`);
    expect(response.errors).toBeUndefined();
    const nodes = response.data?.repository.pullRequests.nodes as Json[];
    const withFiles = nodes.filter((pr) => pr.files.nodes.length > 0);
    expect(withFiles.length).toBeGreaterThan(1);
    for (const pr of withFiles) for (const file of pr.files.nodes) expect(file.patch).toMatch(/^@@ -\d/);
    expect(countRoutes(harness().routes())[PULL_DIFF]).toBe(withFiles.length);
  });

  it('answers NOT_FOUND on the diff fields alone when the forge has no diff of the pull request', async () => {
    // Gitea's APIErrorNotFound() with no arguments
    harness().sandbox.faults.injectStatus(PULL_DIFF, 404, { body: { errors: null, message: 'not found' } });
    const response = await inHello(
      'pullRequest(number: 4) { title diff { text } files(first: 5) { nodes { filename patch } } }',
    );
    expect(response.errors?.map((e) => [e.path, e.extensions?.code])).toEqual([
      [['repository', 'pullRequest', 'diff'], 'NOT_FOUND'],
      [['repository', 'pullRequest', 'files', 'nodes', 0, 'patch'], 'NOT_FOUND'],
    ]);
    expect(response.data?.repository.pullRequest).toMatchObject({
      diff: null,
      files: { nodes: [{ filename: 'docs/guide.md', patch: null }] },
    });
    expect(countRoutes(harness().routes())[PULL_DIFF]).toBe(1);
  });
});

describe('the patch of each file of a comparison', () => {
  it('takes a path one commit changed from that commit’s diff, and gives none for a path several commits changed', async () => {
    const single = await inHello(
      'compare(base: "main", head: "feature-a") { files { path status patch additions deletions } }',
    );
    expect(single.errors).toBeUndefined();
    expect(single.data?.repository.compare.files).toEqual([
      {
        path: 'src/farewell.ts',
        status: 'ADDED',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the seeded source holds a template literal
        patch: '@@ -0,0 +1 @@\n+export const farewell = (name: string) => `Goodbye, ${name}!`;',
        additions: 1,
        deletions: 0,
      },
    ]);
    expect(countRoutes(harness().routes())).toEqual({
      [COMPARE]: 1,
      [COMMIT_DIFF]: 1,
    });
    harness().resetCalls();
    const several = await inHello(
      'compare(base: "main", head: "develop") { files { path patch hunks { oldStart } } }',
    );
    expect(several.errors).toBeUndefined();
    // develop changes CHANGELOG.md and src/shout.ts twice each; docs/shouting.md comes and goes
    expect(several.data?.repository.compare.files).toEqual([
      { path: 'CHANGELOG.md', patch: null, hunks: null },
      { path: 'src/shout.ts', patch: null, hunks: null },
    ]);
    expect(countRoutes(harness().routes())).toEqual({
      [COMPARE]: 1,
    });
  });

  it('asks a fork named `owner/repo:branch` for its commit’s diff, and leaves `owner:branch` of another owner without patches', async () => {
    const named = await inHello(
      'compare(base: "main", head: "bob/hello-fork:main") { files { path patch } }',
    );
    expect(named.errors).toBeUndefined();
    expect(named.data?.repository.compare.files).toEqual([
      {
        path: 'src/gruss.ts',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the seeded source holds a template literal
        patch: '@@ -0,0 +1 @@\n+export const gruss = (name: string) => `Hallo, ${name}!`;',
      },
    ]);
    const diffCalls = harness().sandbox.calls.filter((call) => call.route === COMMIT_DIFF);
    expect(diffCalls.map((call) => call.path.split('/git/')[0])).toEqual(['/repos/bob/hello-fork']);
    harness().resetCalls();
    const owner = await inHello('compare(base: "main", head: "bob:main") { files { path patch } }');
    expect(owner.errors).toBeUndefined();
    expect(owner.data?.repository.compare.files).toEqual([{ path: 'src/gruss.ts', patch: null }]);
    expect(countRoutes(harness().routes())[COMMIT_DIFF]).toBeUndefined();
  });
});
