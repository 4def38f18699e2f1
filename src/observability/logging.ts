// Structured JSON logs (pino), one line per request plus warnings and errors. Nothing logged carries
// request headers; the redaction below is a second line of defence should a header object ever be
// passed to the logger by mistake.

import { type DestinationStream, type LevelWithSilent, type Logger, pino } from 'pino';

export type { Logger } from 'pino';
export type LogLevel = LevelWithSilent;

export const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Tests run quiet unless LOG_LEVEL says otherwise. */
export function defaultLogLevel(env: Record<string, string | undefined> = process.env): LogLevel {
  return env.VITEST ? 'silent' : 'info';
}

export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'forge-graphql-gateway' },
    redact: {
      paths: ['authorization', '*.authorization', 'headers.authorization', '*.headers.authorization'],
      censor: '[redacted]',
    },
  };
  // Written synchronously, a line at a time: an asynchronous destination (lines batched while a write
  // is under way) measured no cheaper under load and slower at concurrency 1, where each write then
  // wakes a thread of libuv's pool (bench/README.md), and it can lose the last lines of a crash.
  return destination ? pino(options, destination) : pino(options);
}
