// A pino logger whose JSON lines stay in memory, for tests that read the gateway's log.

import { createLogger, type Logger } from '../../src/observability/logging.js';

export interface CapturedLog {
  logger: Logger;
  /** every line written so far, as written */
  raw: string[];
  /** the lines parsed, filtered by `msg` when given */
  entries(msg?: string): Record<string, unknown>[];
  clear(): void;
}

export function captureLog(level: 'info' | 'debug' = 'info'): CapturedLog {
  const raw: string[] = [];
  const logger = createLogger(level, { write: (line: string) => raw.push(line) });
  return {
    logger,
    raw,
    entries: (msg) =>
      raw
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((entry) => msg === undefined || entry.msg === msg),
    clear: () => {
      raw.length = 0;
    },
  };
}
