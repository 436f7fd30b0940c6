import { DatabaseRefusedError } from './db/data-folder';
import { PortUnavailableError, portProblem } from './port-check';

/** Errors whose message is already the operator's one line. */
const operatorErrors = [DatabaseRefusedError, PortUnavailableError];

/**
 * The one plain line a failed `npm start` prints, as a configuration error does: the operator's
 * message for what they can fix (a busy port, a refused database), else `Start failed:` and the
 * first line of the error's message. The stack goes to the log at debug level only.
 */
export function startFailureLine(error: unknown, listen: { port: number; host: string }): string {
  if (operatorErrors.some((kind) => error instanceof kind)) return (error as Error).message;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const isListenError = (error as { syscall?: string } | undefined)?.syscall === 'listen';
  if (isListenError) return portProblem(code, listen.port, listen.host);
  const message = error instanceof Error ? error.message : String(error);
  const firstLine = message.split('\n').find((line) => line.trim() !== '') ?? 'unknown error';
  return `Start failed: ${firstLine.trim()}${code && !firstLine.includes(code) ? ` (${code})` : ''}`;
}
