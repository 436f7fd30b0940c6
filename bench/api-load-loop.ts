import http from 'node:http';

/**
 * One measured target: a call path and its JSON body, with extra headers (a session). A body
 * function makes each request's body (a unique idempotency key); a headers function gives each
 * connection its own (one session per client).
 */
export type LoadTarget = {
  name: string;
  path: string;
  body: object | ((request: number, connection: number) => object);
  headers?: Record<string, string> | ((connection: number) => Record<string, string>);
  /** Sees each answer's status and body (to record what was acknowledged). */
  onAnswer?: (status: number, body: string) => void;
};

/** What one run measured. */
export type LoadResult = {
  name: string;
  requests: number;
  errors: number;
  requestsPerSecond: number;
  p99Ms: number;
};

/** The value below which `fraction` of the sorted samples fall (nearest rank). */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank] as number;
}

function postOnce(
  agent: http.Agent,
  port: number,
  target: LoadTarget,
  payload: string,
  headers: Record<string, string> | undefined,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        path: target.path,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        if (target.onAnswer) response.on('data', (chunk: Buffer) => chunks.push(chunk));
        else response.resume();
        response.on('end', () => {
          target.onAnswer?.(response.statusCode ?? 0, Buffer.concat(chunks).toString('utf8'));
          resolve(response.statusCode ?? 0);
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/**
 * A loopback load loop (no autocannon in the tree): `connections` keep-alive clients post the
 * target back to back until `maxRequests` are done or `maxMs` has passed, whichever is first.
 */
export async function runLoad(
  port: number,
  target: LoadTarget,
  options: { connections: number; maxRequests: number; maxMs: number },
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const { body, headers } = target;
  const payloadOf = (request: number, connection: number) =>
    JSON.stringify(typeof body === 'function' ? body(request, connection) : body);
  const headersOf = (connection: number) =>
    typeof headers === 'function' ? headers(connection) : headers;
  const latencies: number[] = [];
  let errors = 0;
  let started = 0;
  const begin = performance.now();
  const worker = async (_: unknown, connection: number) => {
    while (started < options.maxRequests && performance.now() - begin < options.maxMs) {
      const payload = payloadOf(started, connection);
      started += 1;
      const sent = performance.now();
      const status = await postOnce(agent, port, target, payload, headersOf(connection)).catch(
        () => 0,
      );
      latencies.push(performance.now() - sent);
      if (status !== 200) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: options.connections }, worker));
  const elapsedMs = performance.now() - begin;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    name: target.name,
    requests: latencies.length,
    errors,
    requestsPerSecond: Math.round((latencies.length / elapsedMs) * 1000),
    p99Ms: Math.round(percentile(latencies, 0.99) * 10) / 10,
  };
}

/**
 * Runs each target briefly and forgets the results, so that the measured runs, the bare one
 * first, meet a server whose code paths are compiled and whose pools and caches are open.
 */
export async function warmUp(
  port: number,
  targets: readonly LoadTarget[],
  connections: number,
): Promise<void> {
  for (const target of targets) {
    await runLoad(
      port,
      { ...target, onAnswer: undefined },
      { connections, maxRequests: 2000, maxMs: 2000 },
    );
  }
}

/** Prints each result beside the first (the bare route of the same run) as ratios. */
export function printRatios(results: readonly LoadResult[]) {
  const bare = results[0] as LoadResult;
  process.stdout.write(
    `\n${'call'.padEnd(22)} ${'req/s'.padStart(8)} ${'p99 ms'.padStart(8)} ${'req/s ratio'.padStart(12)} ${'p99 ratio'.padStart(10)} errors\n`,
  );
  for (const result of results) {
    const rps = (result.requestsPerSecond / bare.requestsPerSecond).toFixed(2);
    const p99 = (result.p99Ms / Math.max(bare.p99Ms, 0.1)).toFixed(2);
    process.stdout.write(
      `${result.name.padEnd(22)} ${String(result.requestsPerSecond).padStart(8)} ${String(result.p99Ms).padStart(8)} ${rps.padStart(12)} ${p99.padStart(10)} ${result.errors}\n`,
    );
  }
}
