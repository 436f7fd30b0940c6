import http from 'node:http';

/** One measured target: a call path and its JSON body, with extra headers (a session). */
export type LoadTarget = {
  name: string;
  path: string;
  body: object;
  headers?: Record<string, string>;
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
          ...target.headers,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
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
  const payload = JSON.stringify(target.body);
  const latencies: number[] = [];
  let errors = 0;
  let started = 0;
  const begin = performance.now();
  const worker = async () => {
    while (started < options.maxRequests && performance.now() - begin < options.maxMs) {
      started += 1;
      const sent = performance.now();
      const status = await postOnce(agent, port, target, payload).catch(() => 0);
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
