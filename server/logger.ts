import { pino, type Logger } from 'pino';
import type { LogLevel } from './config-variables';

/** The process logger: pino JSON lines (docs/DECISIONS.md §2), shared by Fastify and the CLIs. */
export function createLogger(level: LogLevel): Logger {
  return pino({ level, base: { service: 'portico' } });
}
