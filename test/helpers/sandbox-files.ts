// Committing files to a sandbox repository's default branch over its API (POST …/contents), for
// behaviours that need files the seed does not have.
import { expect } from 'vitest';
import type { SandboxUnderTest } from './sandbox-client.js';

/** Creates or replaces each file (path → text) in one commit as `user`; the commit must succeed. */
export async function commitFiles(
  sandbox: SandboxUnderTest,
  fullName: string,
  files: Record<string, string>,
  user = 'alice',
): Promise<void> {
  const ops = [];
  for (const [path, text] of Object.entries(files)) {
    const current = await sandbox.call('GET', `/repos/${fullName}/contents/${path}`, user);
    const exists = current.status === 200;
    ops.push({
      operation: exists ? 'update' : 'create',
      path,
      content: Buffer.from(text).toString('base64'),
      ...(exists ? { sha: current.body.sha } : {}),
    });
  }
  const res = await sandbox.call('POST', `/repos/${fullName}/contents`, user, { files: ops });
  expect(res.status, res.text).toBe(201);
}
