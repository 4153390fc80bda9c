/** A logger that writes its JSON lines into memory, for tests that read what the app logged. */
import { createLogger, type Logger } from '../logger';

export interface MemoryLog {
  logger: Logger;
  /** Every line written so far, as written. */
  lines: string[];
  /** The lines parsed. */
  entries(): Record<string, unknown>[];
}

export function createMemoryLog(level = 'trace'): MemoryLog {
  const lines: string[] = [];
  const logger = createLogger(level, { write: (line: string) => void lines.push(line) });
  return { logger, lines, entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}
