import net from 'node:net';

/** Thrown when the port cannot be listened on (in use, or not ours to take): one plain line. */
export class PortUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PortUnavailableError';
  }
}

/** The operator's line for a failed listen, by the error code Node gives it. */
export function portProblem(code: string | undefined, port: number, host: string): string {
  const where = `port ${port} on ${host}`;
  if (code === 'EADDRINUSE') {
    return `Cannot listen: ${where} is in use; stop what holds it or set PORT to a free port`;
  }
  if (code === 'EACCES') {
    return `Cannot listen: ${where} needs privileges this process lacks; set PORT above 1023`;
  }
  if (code === 'EADDRNOTAVAIL') {
    return `Cannot listen: ${host} is not an address of this machine; check HOST`;
  }
  return `Cannot listen: ${where} (${code ?? 'unknown error'})`;
}

/**
 * Checks that `host`:`port` can be listened on, by listening there and closing at once, so a
 * start on a busy port fails in one line before building, opening, migrating or seeding anything.
 */
export function assertPortFree(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      reject(new PortUnavailableError(portProblem(error.code, port, host)));
    });
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}
