/**
 * Logging with pino: JSON lines on stdout (pipe through `pino-pretty` in development; `pnpm dev` does).
 * This is the only API module allowed to use `console` (lint rule), for problems found before a
 * logger can exist.
 */
import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'password', 'newPassword', 'token'],
      censor: '[redacted]',
    },
  });
}

/** Printed when the environment is invalid, before any logger exists. */
export function printEnvProblems(problems: string[]): void {
  console.error('Invalid environment; fix these and start again:');
  for (const problem of problems) console.error(`  - ${problem}`);
}
