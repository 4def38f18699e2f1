// Set-ups several test files share, each registered as the file's (or describe block's) hooks.

import { afterAll, beforeAll, beforeEach } from 'vitest';
import { ForgeClient, type ForgeClientOptions } from '../../src/forge/client.js';
import { type Sandbox, startSandbox } from '../../src/sandbox/server.js';
import { forwardTo } from './forward.js';

/**
 * A sandbox and a forge client of it with `options`, started before the tests and closed after them,
 * the sandbox's call log and faults cleared before each test.
 */
export function useForgeClient(options: Omit<ForgeClientOptions, 'baseUrl'>): {
  sandbox: Sandbox;
  client: ForgeClient;
} {
  let running: { sandbox: Sandbox; client: ForgeClient } | undefined;
  beforeAll(async () => {
    const sandbox = await startSandbox();
    running = { sandbox, client: new ForgeClient({ baseUrl: sandbox.url, ...options }) };
  });
  afterAll(async () => {
    await running?.client.close();
    await running?.sandbox.close();
  });
  beforeEach(() => {
    running?.sandbox.clearCalls();
    running?.sandbox.faults.clear();
  });
  const current = () => {
    if (!running) throw new Error('the forge client starts in beforeAll');
    return running;
  };
  return { sandbox: forwardTo(() => current().sandbox), client: forwardTo(() => current().client) };
}
