import { pino, type Logger } from 'pino';

/** A pino logger whose JSON lines a test can read back. */
export function captureLog(): { logger: Logger; entries(): Record<string, unknown>[] } {
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
  return {
    logger,
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
