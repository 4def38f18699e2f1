// A sandbox forge per test file and a raw HTTP caller for it, acting as a demo user by token.

import { request } from 'node:http';
import { afterAll, beforeAll, expect } from 'vitest';
import { type Sandbox, type SandboxOptions, startSandbox } from '../../src/sandbox/server.js';
import { forwardTo } from './forward.js';

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
  /** `call`, asserting the status the forge answers with. */
  answers(status: number, method: string, path: string, user?: string, body?: unknown): Promise<RawResponse>;
  /** `call`, asserting the error status and the `message` of the forge's error body. */
  refuses(
    status: number,
    message: string,
    method: string,
    path: string,
    user?: string,
    body?: unknown,
  ): Promise<RawResponse>;
  /** A urlencoded form, as Gitea's tests send with NewRequestWithValues. */
  form(method: string, path: string, user: string, fields: Record<string, string>): Promise<RawResponse>;
  /** Over node:http, for the bodies fetch drops: it gives a 205 (a null-body status to it) none. */
  raw(method: string, path: string, user: string): Promise<{ status: number; text: string }>;
}

async function answered(res: Response): Promise<RawResponse> {
  const text = await res.text();
  const json = res.headers.get('content-type')?.startsWith('application/json');
  return {
    status: res.status,
    body: json && text ? JSON.parse(text) : undefined,
    text,
    headers: res.headers,
    res,
  };
}

/** Starts a sandbox before the file's tests and closes it after them. */
export function useSandbox(options?: SandboxOptions): SandboxUnderTest {
  let sandbox: Sandbox | undefined;
  beforeAll(async () => {
    sandbox = await startSandbox(options);
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
      return answered(res);
    },
    async answers(status, method, path, user, body) {
      const res = await handle.call(method, path, user, body);
      expect(res.status, `${method} ${path}`).toBe(status);
      return res;
    },
    async refuses(status, message, method, path, user, body) {
      const res = await handle.answers(status, method, path, user, body);
      expect(res.body?.message, `${method} ${path}`).toBe(message);
      return res;
    },
    async form(method, path, user, fields) {
      const res = await fetch(`${handle.sb.url}${path}`, {
        method,
        headers: {
          Authorization: `token ${user}-token`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(fields).toString(),
      });
      return answered(res);
    },
    raw(method, path, user) {
      return new Promise((resolve, reject) => {
        const req = request(
          `${handle.sb.url}${path}`,
          { method, headers: { Authorization: `token ${user}-token` } },
          (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => {
              text += chunk.toString('utf8');
            });
            res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
          },
        );
        req.on('error', reject);
        req.end();
      });
    },
  };
  return handle;
}

/** `useSandbox` for files that use the sandbox itself (`sandbox.url`, `sandbox.store`). */
export function useFileSandbox(options?: SandboxOptions): Sandbox {
  const handle = useSandbox(options);
  return forwardTo(() => handle.sb);
}
