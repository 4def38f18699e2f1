// The sandbox's `.diff` and `.patch` routes, as Gitea's DownloadCommitDiffOrPatch and
// DownloadPullDiffOrPatch answer them: git's text, their 404s, and chi's matching of `{sha}.{diffType}`.

import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox-client.js';

const t = useSandbox();

const headOf = (branch: string) =>
  t.sb.store.repos.find((r) => r.name === 'hello')?.git.branches.get(branch) as string;
const lastRoute = () => t.sb.calls.at(-1)?.route;

describe('GET …/git/commits/{sha}.{diffType} and …/pulls/{index}.{diffType}', () => {
  it('writes a commit’s diff as git does, as text/plain', async () => {
    const sha = headOf('feature-a');
    const res = await t.call('GET', `/repos/alice/hello/git/commits/${sha}.diff`, 'alice');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.text).toMatch(
      /^diff --git a\/src\/farewell\.ts b\/src\/farewell\.ts\nnew file mode 100644\nindex 0000000\.\.[0-9a-f]{7}\n--- \/dev\/null\n\+\+\+ b\/src\/farewell\.ts\n@@ -0,0 \+1 @@\n\+export const farewell/,
    );
    expect(lastRoute()).toBe('GET /repos/{owner}/{repo}/git/commits/{sha}.{diffType}');
  });

  it('writes a commit as format-patch does for .patch', async () => {
    const sha = headOf('feature-a');
    const res = await t.call('GET', `/repos/alice/hello/git/commits/${sha}.patch`, 'alice');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(
      new RegExp(`^From ${sha} Mon Sep 17 00:00:00 2001\nFrom: Alice Anderson <alice@example.com>\nDate: `),
    );
    expect(res.text).toContain('\nDate: Sat, 3 Jan 2026 09:00:00 +0000\nSubject: [PATCH] Add a farewell\n');
  });

  it('answers ctx.NotFound(sha) for a sha that names no commit, and leaves other suffixes to the commit route', async () => {
    const missing = await t.call('GET', `/repos/alice/hello/git/commits/${'f'.repeat(40)}.diff`, 'alice');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ errors: null, message: 'f'.repeat(40) });
    await t.call('GET', '/repos/alice/hello/git/commits/main.txt', 'alice');
    expect(lastRoute()).toBe('GET /repos/{owner}/{repo}/git/commits/{sha}');
  });

  it('writes a pull request’s diff from its merge base, and answers 404 for a number no pull request has', async () => {
    const res = await t.call('GET', '/repos/alice/hello/pulls/3.diff', 'alice');
    expect(res.status).toBe(200);
    expect(res.text.startsWith('diff --git a/src/farewell.ts b/src/farewell.ts\n')).toBe(true);
    const missing = await t.call('GET', '/repos/alice/hello/pulls/999.diff', 'alice');
    expect(missing.status).toBe(404);
    expect(lastRoute()).toBe('GET /repos/{owner}/{repo}/pulls/{index}.{diffType}');
  });

  it('hides a private repository’s diff from a caller who cannot read it', async () => {
    const sha = t.sb.store.repos.find((r) => r.name === 'secret')?.git.branches.get('main') as string;
    expect((await t.call('GET', `/repos/alice/secret/git/commits/${sha}.diff`)).status).toBe(404);
    expect((await t.call('GET', `/repos/alice/secret/git/commits/${sha}.diff`, 'alice')).status).toBe(200);
  });
});
