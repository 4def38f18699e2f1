// Request/response over Node's child-process IPC channel, so the benchmark can run the sandbox and
// the gateway in processes of their own and still ask them for call logs, CPU time and memory.

import { type ChildProcess, fork } from 'node:child_process';

type Handler = (args: never) => unknown;
export type Handlers = Record<string, Handler>;

interface Request {
  id: number;
  command: string;
  args: unknown;
}

interface Response {
  id: number;
  result?: unknown;
  error?: string;
}

/** In a child: answers the parent's commands, then tells it `ready` (with e.g. the URL it listens on). */
export function serve(handlers: Handlers, ready: unknown): void {
  process.on('message', async (message: Request) => {
    const handler = handlers[message.command];
    let response: Response;
    try {
      if (!handler) throw new Error(`unknown command ${message.command}`);
      response = { id: message.id, result: await handler(message.args as never) };
    } catch (error) {
      response = { id: message.id, error: error instanceof Error ? error.message : String(error) };
    }
    process.send?.(response);
  });
  // The parent went away (finished or crashed): a benchmark child never outlives it.
  process.on('disconnect', () => process.exit(0));
  process.send?.({ ready });
}

export interface StartOptions {
  args?: string[];
  /** extra node flags, e.g. --cpu-prof */
  nodeFlags?: string[];
  /** false for a script already bundled to JavaScript (see scripts/build.ts): no tsx loader */
  tsx?: boolean;
  env?: NodeJS.ProcessEnv;
}

export class Child<Ready> {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();

  private constructor(
    private readonly child: ChildProcess,
    readonly ready: Ready,
  ) {
    child.on('message', (message: Response) => {
      const waiter = this.pending.get(message.id);
      if (!waiter) return;
      this.pending.delete(message.id);
      if (message.error !== undefined) waiter.reject(new Error(message.error));
      else waiter.resolve(message.result);
    });
    // A child that dies mid-run fails the calls waiting on it instead of hanging the benchmark.
    child.once('exit', (code, signal) => {
      for (const waiter of this.pending.values()) {
        waiter.reject(new Error(`child process exited (${signal ?? code}) before answering`));
      }
      this.pending.clear();
    });
  }

  /** Forks `script` (under tsx unless `tsx: false`) and waits for its `ready` message. */
  static start<Ready>(script: URL, options: StartOptions = {}): Promise<Child<Ready>> {
    const child = fork(script, options.args ?? [], {
      // Our own flags only: the parent's (tsx's loader, an inspector) must not leak into the child.
      execArgv: [...(options.tsx === false ? [] : ['--import', 'tsx']), ...(options.nodeFlags ?? [])],
      env: options.env ?? process.env,
      // Whatever the child logs per request is written (and costs CPU) but not shown.
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    return new Promise((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`${script.pathname} exited early (${code})`));
      child.once('exit', onExit);
      child.once('error', reject);
      child.once('message', (message: { ready?: Ready }) => {
        child.off('exit', onExit);
        resolve(new Child(child, message.ready as Ready));
      });
    });
  }

  call<T>(command: string, args?: unknown): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.child.send({ id, command, args } satisfies Request);
    });
  }

  /** Disconnects, upon which the child exits (see `serve`). */
  stop(): Promise<void> {
    if (this.child.exitCode !== null || !this.child.connected) return Promise.resolve();
    return new Promise((resolve) => {
      this.child.once('exit', () => resolve());
      this.child.disconnect();
    });
  }
}
