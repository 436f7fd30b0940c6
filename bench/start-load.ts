import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { percentile, runLoad, type LoadResult, type LoadTarget } from './api-load-loop';
import { signInOverHttp } from './bench-book';
import {
  freePort,
  memoryOf,
  sleep,
  startServer,
  stopServer,
  cachedTemplates,
  type Started,
} from './server-process';

/**
 * `npm run bench:start` (issue 22 §7): the embedded server as `npm start` runs it
 * (`node server/start.mjs`, the demo book on PGlite), against the goals "fresh start (migrate and
 * seed) to first page <= 5 s" and "embedded memory <= 600 MB at any time":
 * - three fresh starts, each on a new data folder, then three warm starts on the first one's
 *   folder: time from spawn to the first 200 of the login page, and the server's RSS;
 * - one more fresh start under a mixed load from C10001 (fund portfolio and search, cash
 *   movements, notifications, plans, statement downloads) for `--seconds N` (120 by default),
 *   with the server's RSS sampled every 100 ms. The statement worker is a thread of the same
 *   process, so its memory is in the same figure.
 * A first start builds the web app and the server bundle when stale, so the timed starts measure
 * a start and not a build; a start that built anyway (sources edited meanwhile) or failed (a web
 * build racing another's) is redone on a new folder (a fresh start) or the same one (a warm one).
 * Memory is read from /proc (Linux): VmRSS now, VmHWM the process's peak.
 */

const GOAL_START_MS = 5_000;
const GOAL_MEMORY_MB = 600;
const SAMPLE_MS = 100;
const ROUND_MS = 10_000;
const RUNS = 3;

function secondsOption(): number {
  const at = process.argv.indexOf('--seconds');
  if (at < 0) return 120;
  const seconds = Number(process.argv[at + 1]);
  if (!Number.isInteger(seconds) || seconds < 1) throw new Error('--seconds takes a whole number');
  return seconds;
}

const mb = (kb: number) => Math.round(kb / 1024);
const median = (values: readonly number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

/** A start measured, and the data folder it ran on. */
type Run = Started & { dataDir: string };

/**
 * A start that failed (a web build racing another's) or had to build first (sources edited
 * meanwhile) is redone, at most twice, on a folder of `folderOf`: a fresh start's retry takes a
 * new folder, as the failed one may be seeded already.
 */
async function steadyStart(
  label: string,
  folderOf: () => Promise<string>,
  port: number,
): Promise<Run> {
  for (let attempt = 1; ; attempt += 1) {
    const dataDir = await folderOf();
    const started = await startServer(dataDir, port).catch((error: unknown) => {
      if (attempt === 3) throw error;
      const reason = String(error)
        .split('\n')
        .findLast((line) => line.trim() !== '');
      process.stdout.write(`${label}: failed (${reason}), redone\n`);
      return undefined;
    });
    if (!started) continue;
    const line =
      `${label}: ${started.ms} ms, RSS ${mb(started.rssKb)} MB, peak ${mb(started.hwmKb)} MB` +
      `, children's peak ${mb(started.childrenPeakKb)} MB`;
    if (!started.rebuilt || attempt === 3) {
      process.stdout.write(`${line}${started.rebuilt ? ' (built first: sources changing)' : ''}\n`);
      return { ...started, dataDir };
    }
    await stopServer(started.child);
    process.stdout.write(`${line}: built first (sources newer than the builds), redone\n`);
  }
}

/** A timed start and its stop. */
async function timedStart(label: string, folderOf: () => Promise<string>, port: number) {
  const run = await steadyStart(label, folderOf, port);
  await stopServer(run.child);
  return run;
}

const folders: string[] = [];
async function newDataFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'portico-start-'));
  folders.push(folder);
  return folder;
}

async function call(port: number, name: string, body: object, headers: Record<string, string>) {
  const response = await fetch(`http://127.0.0.1:${port}/portal/api/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
}

/** C10001's calls of the mixed load, each checked once to answer 200 before it is measured. */
async function loadTargets(port: number): Promise<{ target: LoadTarget; connections: number }[]> {
  const session = await signInOverHttp(port, 'C10001');
  const found = await call(
    port,
    'trade-document/searchTradeDocuments',
    { accountCode: 'C10001', type: 'monthlyStatement' },
    session,
  );
  const { documents } = JSON.parse(found.body.toString()) as { documents: { id: string }[] };
  const documentId = documents[0]?.id;
  if (!documentId) throw new Error('C10001 has no monthly statement to download');
  const account = { accountCode: 'C10001' };
  const calls: [string, object, number][] = [
    ['fund-portfolio/loadFundPortfolio', { ...account, reportingCurrency: 'HKD' }, 8],
    ['fund/searchFunds', { period: '1year', sortBy: 'priceChange', sortDirection: 'desc' }, 8],
    ['cash/searchCashMovements', account, 8],
    [
      'notification/queryNotifications',
      {
        accountCodes: ['C10001'],
        statuses: ['read', 'unread'],
        pageIndex: 0,
        pageSize: 20,
        source: 'gateway',
      },
      8,
    ],
    [
      'notification/countNotifications',
      { ...account, status: 'unread', sinceLastQuery: true, source: 'gateway' },
      8,
    ],
    ['plan-subscription/searchSubscriptions', account, 8],
    // Two downloads at once keep the rendering worker busy the whole round.
    ['trade-document/downloadTradeDocumentFile', { ...account, documentId, language: 'zh-HK' }, 2],
  ];
  const targets = [];
  for (const [name, body, connections] of calls) {
    const { status, body: answer } = await call(port, name, body, session);
    if (status !== 200) throw new Error(`${name} answered ${status}: ${answer.toString()}`);
    targets.push({
      target: { name, path: `/portal/api/${name}`, body, headers: session },
      connections,
    });
  }
  return targets;
}

/** The server's RSS every SAMPLE_MS until stopped (kB). */
function sampleRss(pid: number): { stop: () => number[] } {
  const samples: number[] = [];
  let isSampling = true;
  const loop = async () => {
    while (isSampling) {
      const memory = await memoryOf(pid);
      if (memory) samples.push(memory.rssKb);
      await sleep(SAMPLE_MS);
    }
  };
  void loop();
  return {
    stop: () => {
      isSampling = false;
      return samples;
    },
  };
}

/**
 * Rounds of ROUND_MS in which every call is posted at once from its own load driver: memory
 * peaks where calls overlap (a statement rendering while lists answer), which calls taken one
 * after another would never show. Answers each call's totals over the rounds.
 */
async function driveRounds(port: number, seconds: number): Promise<LoadResult[]> {
  const targets = await loadTargets(port);
  const totals = new Map<string, LoadResult>();
  const end = performance.now() + seconds * 1000;
  for (let round = 1; performance.now() < end; round += 1) {
    const maxMs = Math.min(ROUND_MS, end - performance.now());
    const results = await Promise.all(
      targets.map(({ target, connections }) =>
        runLoad(port, target, { connections, maxRequests: 4_000 * connections, maxMs }),
      ),
    );
    for (const result of results) {
      const total = totals.get(result.name);
      totals.set(result.name, {
        ...result,
        requests: (total?.requests ?? 0) + result.requests,
        errors: (total?.errors ?? 0) + result.errors,
        p99Ms: Math.max(total?.p99Ms ?? 0, result.p99Ms),
      });
    }
    process.stdout.write(
      `  round ${round}: ${results.map((r) => r.requests).join(' / ')} requests\n`,
    );
  }
  return [...totals.values()];
}

type UnderLoad = { start: Run; peakKb: number; medianKb: number; hwmKb: number };

async function memoryUnderLoad(seconds: number): Promise<UnderLoad> {
  const port = await freePort();
  const start = await steadyStart('fresh start for the load', newDataFolder, port);
  const pid = start.child.pid as number;
  try {
    process.stdout.write(
      `\nmemory under load (${seconds} s, rounds of ${ROUND_MS / 1000} s; RSS after start ${mb(start.rssKb)} MB)\n`,
    );
    const sampler = sampleRss(pid);
    const results = await driveRounds(port, seconds);
    const samples = sampler.stop();
    const hwmKb = (await memoryOf(pid))?.hwmKb ?? 0;
    process.stdout.write(
      `\n${'call'.padEnd(42)} ${'requests'.padStart(9)} ${'errors'.padStart(7)} ${'worst p99 ms'.padStart(13)}\n`,
    );
    for (const result of results) {
      process.stdout.write(
        `${result.name.padEnd(42)} ${String(result.requests).padStart(9)} ${String(result.errors).padStart(7)} ${String(result.p99Ms).padStart(13)}\n`,
      );
    }
    const peakKb = Math.max(...samples);
    const medianKb = median(samples);
    process.stdout.write(
      `server RSS: peak ${mb(peakKb)} MB, median ${mb(medianKb)} MB over ${samples.length} samples; ` +
        `VmHWM at the end (its start included) ${mb(hwmKb)} MB (goal <= ${GOAL_MEMORY_MB} MB)\n`,
    );
    return { start, peakKb, medianKb, hwmKb };
  } finally {
    await stopServer(start.child);
  }
}

const verdict = (isMet: boolean) => (isMet ? 'met' : 'MISSED');

async function printSummary(fresh: Run[], warm: Run[], load: UnderLoad) {
  const freshMs = median(fresh.map((run) => run.ms));
  const warmMs = median(warm.map((run) => run.ms));
  const startPeakKb = Math.max(...[...fresh, ...warm].map((run) => run.hwmKb));
  const loadPeakKb = Math.max(load.peakKb, load.hwmKb);
  const runs = (list: Run[]) => list.map((run) => run.ms).join(', ');
  const rows: [string, string, string][] = [
    [
      'fresh start to login page',
      `${freshMs} ms (${runs(fresh)})`,
      `<= ${GOAL_START_MS} ms: ${verdict(freshMs <= GOAL_START_MS)}`,
    ],
    ['warm start to login page', `${warmMs} ms (${runs(warm)})`, ''],
    [
      'peak RSS at start (VmHWM)',
      `${mb(startPeakKb)} MB`,
      `<= ${GOAL_MEMORY_MB} MB: ${verdict(mb(startPeakKb) <= GOAL_MEMORY_MB)}`,
    ],
    [
      'peak RSS under load',
      `${mb(loadPeakKb)} MB (median ${mb(load.medianKb)} MB)`,
      `<= ${GOAL_MEMORY_MB} MB: ${verdict(mb(loadPeakKb) <= GOAL_MEMORY_MB)}`,
    ],
  ];
  process.stdout.write('\n');
  for (const [what, figure, goal] of rows) {
    process.stdout.write(`${what.padEnd(28)} ${figure.padEnd(36)} ${goal}\n`);
  }
  process.stdout.write(`load average: ${(await readFile('/proc/loadavg', 'utf8')).trim()}\n`);
}

async function main() {
  const seconds = secondsOption();
  const had = await cachedTemplates();
  const before = (isCached: boolean) =>
    isCached ? 'cached before this run' : 'not cached before this run (the first start makes it)';
  process.stdout.write(
    `PGlite's templates (node_modules/.cache/portico): pristine ${before(had.pristine)}; ` +
      `migrated ${before(had.migrated)}\n`,
  );
  const port = await freePort();
  // Builds the web app and the server bundle when stale, and the template when missing.
  const first = await steadyStart('first start (untimed)', newDataFolder, port);
  await stopServer(first.child);
  process.stdout.write('\n');
  const fresh: Run[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    fresh.push(await timedStart(`fresh start ${run}`, newDataFolder, port));
  }
  const warmFolder = () => Promise.resolve((fresh[0] as Run).dataDir);
  const warm: Run[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    warm.push(await timedStart(`warm start ${run}`, warmFolder, port));
  }
  const load = await memoryUnderLoad(seconds);
  await printSummary(fresh, warm, load);
}

try {
  await main();
} finally {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
}
process.exit(0);
