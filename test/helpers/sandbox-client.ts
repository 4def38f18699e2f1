// A sandbox forge per test file and a raw HTTP caller for it, acting as a demo user by token.

import { afterAll, beforeAll } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/sandbox/server.js';

export interface RawResponse {
  status: number;
  /** parsed JSON when the forge answered JSON (any body for `res`-style callers) */
  // biome-ignore lint/suspicious/noExplicitAny: assertions walk untyped response JSON
  body: any;
  text: string;
  headers: Headers;
  res: Response;
}

export interface SandboxUnderTest {
  readonly sb: Sandbox;
  call(method: string, path: string, user?: string, body?: unknown): Promise<RawResponse>;
}

/** Starts a sandbox before the file's tests and closes it after them. */
export function useSandbox(): SandboxUnderTest {
  let sandbox: Sandbox | undefined;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(async () => {
    await sandbox?.close();
  });
  const handle: SandboxUnderTest = {
    get sb() {
      if (!sandbox) throw new Error('the sandbox starts in beforeAll');
      return sandbox;
    },
    async call(method, path, user, body) {
      const headers: Record<string, string> = user ? { Authorization: `token ${user}-token` } : {};
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const res = await fetch(`${handle.sb.url}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      const json = res.headers.get('content-type')?.startsWith('application/json');
      return {
        status: res.status,
        body: json && text ? JSON.parse(text) : undefined,
        text,
        headers: res.headers,
        res,
      };
    },
  };
  return handle;
}
