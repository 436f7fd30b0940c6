import { fork } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

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

/** Posts one request and answers its status (the body goes to `onAnswer` when given). */
export function postOnce(
  agent: http.Agent,
  port: number,
  target: Pick<LoadTarget, 'path' | 'onAnswer'>,
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

/** What one loop posts: a call path, each request's body and each connection's headers. */
export type LoopInput = {
  path: string;
  connections: number;
  maxRequests: number;
  maxMs: number;
  /** The body of the `request`th request, on `connection`; undefined: that connection is done. */
  payloadOf: (request: number, connection: number) => string | undefined;
  headersOf: (connection: number) => Record<string, string> | undefined;
  onAnswer?: (status: number, body: string) => void;
};

/**
 * A loopback load loop (no autocannon in the tree): `connections` keep-alive clients post back to
 * back until `maxRequests` are done or `maxMs` has passed, whichever is first. Answers the result
 * under `name`.
 */
export async function loadLoop(port: number, name: string, input: LoopInput): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: input.connections });
  const target = { path: input.path, onAnswer: input.onAnswer };
  const latencies: number[] = [];
  let errors = 0;
  let started = 0;
  const begin = performance.now();
  const worker = async (_: unknown, connection: number) => {
    while (started < input.maxRequests && performance.now() - begin < input.maxMs) {
      const payload = input.payloadOf(started, connection);
      if (payload === undefined) return;
      started += 1;
      const sent = performance.now();
      const status = await postOnce(
        agent,
        port,
        target,
        payload,
        input.headersOf(connection),
      ).catch(() => 0);
      latencies.push(performance.now() - sent);
      if (status !== 200) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: input.connections }, worker));
  const elapsedMs = performance.now() - begin;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    name,
    requests: latencies.length,
    errors,
    requestsPerSecond: Math.round((latencies.length / elapsedMs) * 1000),
    p99Ms: Math.round(percentile(latencies, 0.99) * 10) / 10,
  };
}

type LoadOptions = { connections: number; maxRequests: number; maxMs: number };

/**
 * Where the benches' load comes from: `process` (the default), a child process of its own, so the
 * clients' side of each request (building, parsing, timing) takes none of the server's event loop,
 * as a real client never does; `inline`, the bench's own process beside the server, as the benches
 * measured before (BENCH_LOAD=inline).
 */
export const loadPlace = process.env.BENCH_LOAD === 'inline' ? 'inline' : 'process';

/**
 * Posts a target under load and measures it (loadLoop), from a child process unless BENCH_LOAD
 * is `inline`. The child is handed every body it may send ready-made, twice a connection's even
 * share each (request numbers `connection + k * connections`, unique across connections), and
 * sends the answers back for `onAnswer` once it is done.
 */
export async function runLoad(
  port: number,
  target: LoadTarget,
  options: LoadOptions,
): Promise<LoadResult> {
  const { body, headers } = target;
  const payloadOf = (request: number, connection: number) =>
    JSON.stringify(typeof body === 'function' ? body(request, connection) : body);
  const headersOf = (connection: number) =>
    typeof headers === 'function' ? headers(connection) : headers;
  if (loadPlace === 'inline') {
    return loadLoop(port, target.name, {
      ...options,
      path: target.path,
      payloadOf,
      headersOf,
      onAnswer: target.onAnswer,
    });
  }
  const share = Math.ceil(options.maxRequests / options.connections) * 2;
  const job: DriverJob = {
    port,
    name: target.name,
    path: target.path,
    ...options,
    payloads: Array.from({ length: options.connections }, (_, connection) =>
      Array.from({ length: share }, (__, k) =>
        payloadOf(connection + k * options.connections, connection),
      ),
    ),
    headers: Array.from({ length: options.connections }, (_, connection) => headersOf(connection)),
    wantsAnswers: target.onAnswer !== undefined,
  };
  const { result, answers } = await driveApart(job);
  for (const [status, answer] of answers) target.onAnswer?.(status, answer);
  return result;
}

/** What the load driver (load-driver.ts) is handed. */
export type DriverJob = LoadOptions & {
  port: number;
  name: string;
  path: string;
  payloads: string[][];
  headers: (Record<string, string> | undefined)[];
  wantsAnswers: boolean;
};

/** What the load driver sends back. */
export type DriverReport = { result: LoadResult; answers: [number, string][] };

function driveApart(job: DriverJob): Promise<DriverReport> {
  const driver = fork(fileURLToPath(new URL('./load-driver.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    let report: DriverReport | undefined;
    driver.once('message', (message) => (report = message as DriverReport));
    driver.once('error', reject);
    // 'close', not 'exit': a driver that sends its report and exits at once can be seen to
    // exit before its report is read off the channel (on a busy machine).
    driver.once('close', (code) => {
      if (report) resolve(report);
      else reject(new Error(`the load driver exited (${code}) without a report`));
    });
    driver.send(job);
  });
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
