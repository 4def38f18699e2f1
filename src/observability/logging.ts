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
  // Stdout written asynchronously: lines logged while a write is under way go out together in the
  // next one, instead of one write call per request (pino flushes what is left when the process exits).
  return pino(options, destination ?? pino.destination({ dest: 1, sync: false }));
}
