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

/** A multipart upload of one file in the field `attachment`, as Gitea's asset routes take it. */
export async function uploadAttachment(
  sandbox: SandboxUnderTest,
  path: string,
  user: string,
  fileName: string,
  bytes: Uint8Array<ArrayBuffer> = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
): Promise<{ status: number; body: { id: number; name: string; message?: string } }> {
  const form = new FormData();
  form.set('attachment', new Blob([bytes]), fileName);
  const res = await fetch(`${sandbox.sb.url}${path}`, {
    method: 'POST',
    headers: { Authorization: `token ${user}-token` },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

/** A form-encoded request (Gitea's NewRequestWithValues), which the API binds as it binds JSON. */
export async function sendForm(
  sandbox: SandboxUnderTest,
  method: string,
  path: string,
  user: string,
  values: Record<string, string>,
): Promise<{ status: number; body: { id: number; name: string; message?: string } }> {
  const res = await fetch(`${sandbox.sb.url}${path}`, {
    method,
    headers: { Authorization: `token ${user}-token`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(values).toString(),
  });
  return { status: res.status, body: await res.json() };
}
