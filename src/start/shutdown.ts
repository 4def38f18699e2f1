// Graceful shutdown: on SIGTERM the server stops accepting connections, lets the requests in flight
// finish (up to a bound), then releases the forge pool and whatever else the process holds, and
// exits. A second signal, or a request still running at the bound, ends it sooner.

import type { Server } from 'node:http';
import type { Logger } from '../observability/logging.js';

export interface ShutdownOptions {
  server: Server;
  logger: Logger;
  /** how long requests in flight may take before their connections are closed */
  timeoutMs: number;
  /** closes what outlives the server: the forge pool, the demo sandbox */
  release: () => Promise<void>;
  exit?: (code: number) => void;
}

/** Keep-alive connections become idle one by one as their last response ends. */
const IDLE_SWEEP_MS = 100;

/** Returns `shutdown(reason, code)`: it exits with `code` after a clean drain, with 1 if the deadline struck. */
export function gracefulShutdown(options: ShutdownOptions) {
  const { server, logger, timeoutMs, release } = options;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let started = false;
  return (reason: string, code = 0): void => {
    if (started) {
      logger.warn({ reason }, 'shutdown: asked again, exiting now');
      exit(code || 1);
      return;
    }
    started = true;
    let forced = false;
    let deadlinePassed = () => {};
    const deadline = new Promise<void>((resolve) => (deadlinePassed = resolve));
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const timer = setTimeout(() => {
      forced = true;
      logger.warn({ timeoutMs }, 'shutdown: deadline reached, closing the connections still open');
      server.closeAllConnections();
      deadlinePassed();
    }, timeoutMs);
    server.close(async () => {
      clearInterval(sweep);
      const released = release().catch((error: unknown) => {
        logger.error({ err: error }, 'shutdown: releasing resources failed');
      });
      // The forge pool closes once its calls end, and a call can outlive its request (graphql-js
      // answers as soon as a non-null field fails, before the siblings settle): the deadline bounds that too.
      await Promise.race([released, deadline]);
      clearTimeout(timer);
      logger.info({ forced }, 'shutdown: done');
      logger.flush();
      exit(forced ? 1 : code);
    });
    server.closeIdleConnections();
    // Logged once the listening socket is closed, so that whoever reads it finds new connections refused.
    logger.info({ reason, timeoutMs }, 'shutdown: refusing new connections, finishing requests in flight');
  };
}

/**
 * A stray rejected promise is logged and the process keeps serving: it concerns one request at
 * most. An uncaught exception may have left shared state half-updated, so it drains and exits.
 */
export function guardProcess(
  logger: Logger,
  shutdown: (reason: string, code: number) => void,
  target: Pick<NodeJS.Process, 'on'> = process,
): void {
  target.on('unhandledRejection', (reason: unknown) => {
    logger.error({ err: reason }, 'unhandled rejection; still serving');
  });
  target.on('uncaughtException', (error: Error) => {
    logger.fatal({ err: error }, 'uncaught exception; shutting down');
    shutdown('uncaughtException', 1);
  });
}
