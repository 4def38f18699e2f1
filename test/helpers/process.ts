// Runs the gateway as a user runs it, in a child process, and reads what it prints.

import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll } from 'vitest';

export interface Launched {
  child: ChildProcess;
  /** the exit code, once the process has ended and its output has been read */
  exited: Promise<number | null>;
  output(): { stdout: string; stderr: string };
  /** polls until `found` returns something truthy (every 50 ms, 10 s at most) */
  waitFor<T>(found: () => T | null | undefined | false): Promise<T>;
}

/** Children a test file started; each file kills its own after its tests. */
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

export function launch(nodeArgs: string[], env: Record<string, string> = {}): Launched {
  const child = spawn(process.execPath, nodeArgs, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => (stdout += chunk));
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  // 'close', not 'exit': a child's last output can still be in its pipes when it has exited, and a
  // test that reads stderr after the exit code must see all of it (a loaded machine shows the race).
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  const output = () => ({ stdout, stderr });
  const waitFor = async <T>(found: () => T | null | undefined | false): Promise<T> => {
    for (let attempt = 0; attempt < 200; attempt++) {
      const value = found();
      if (value) return value;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`gave up waiting; output so far:\n${stdout}${stderr}`);
  };
  return { child, exited, output, waitFor };
}

/** The URL the gateway prints once it listens. */
export const LISTENING = /GraphQL gateway on (https?:\/\/\S+\/graphql)/;

/**
 * Waits for the whole start-up banner (its last line is the example query) and answers the URL the
 * gateway listens on: the banner is several writes, and a test that read the output at the first
 * line would race the rest of it.
 */
export async function bannerOf(launched: Launched): Promise<string> {
  const [, url] = await launched.waitFor(() => {
    const { stdout } = launched.output();
    return stdout.includes('Example query:') && stdout.trimEnd().endsWith('}') && LISTENING.exec(stdout);
  });
  return url as string;
}
