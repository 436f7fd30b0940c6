import http from 'node:http';
import { hongKongDate } from '../shared/domain/business-calendar';
import {
  clientBook,
  postJournals,
  type JournalInput,
} from '../server/backoffice/core/books/ledger';
import { findFirstEntryAt } from '../server/backoffice/core/books/ledger-history.repository';
import {
  bookTables,
  readStatementTotals,
} from '../server/backoffice/gateway/trade-documents/statement-data';
import { monthlyPeriod } from '../server/backoffice/gateway/trade-documents/statement-period';
import { sendMovements } from '../server/backoffice/gateway/trade-documents/statement-renderer';
import type { DatabaseHandle } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { findAccountByCode } from '../server/repositories/account.repository';
import { seedDemoBook } from '../server/areas/compose';
import { percentile } from './api-load-loop';
import { measureOnEachDatabase, signInOverHttp, startBenchServer, type Opened } from './bench-book';

/**
 * `npm run bench:statement` (issue 9 §5, issue 22 §6): C10001's monthly statement over 100,000
 * ledger entries, downloaded as a file (`downloadTradeDocumentFile`) through the real server on the embedded database (and on PostgreSQL when
 * `TEST_DATABASE_URL` or `DATABASE_URL` is set), while the liveness call is made every 10 ms: the
 * statement's time and size, and liveness latency during it beside liveness on an idle server;
 * then the statement's reads alone, so the download's time is read beside what its reads take;
 * then the next month's statement, over the few entries posted in and after it; then the client's
 * list of documents, whose daily statements are the days the books moved.
 */

const ENTRIES = 100_000;
const BATCH = 2_000;

/** Half a million HKD cents' worth of holds and releases through the statement's month. */
async function firstMonthOf(database: DatabaseHandle, accountCode: string) {
  const client = await findAccountByCode(database.db, accountCode, 'gateway');
  const ownerAccountId = client?.id ?? 0;
  const first = (await findFirstEntryAt(database.db, ownerAccountId)) ?? new Date(0);
  return { ownerAccountId, first, month: monthlyPeriod(hongKongDate(first).slice(0, 7)) };
}

async function fillMonth(database: DatabaseHandle): Promise<string> {
  const { db } = database;
  const { ownerAccountId, first, month } = await firstMonthOf(database, 'C10001');
  const journals = ENTRIES / 2;
  const span = month.to.getTime() - first.getTime() - 60_000;
  const cash = clientBook('cash', ownerAccountId, 'HKD');
  const held = clientBook('cashHeld', ownerAccountId, 'HKD');
  for (let start = 0; start < journals; start += BATCH) {
    const batch: JournalInput[] = [];
    for (let index = start; index < Math.min(journals, start + BATCH); index += 1) {
      const isHold = index % 2 === 0;
      batch.push({
        reason: isHold ? 'hold' : 'release',
        postedAt: new Date(first.getTime() + 60_000 + Math.floor((span * index) / journals)),
        movements: [{ from: isHold ? cash : held, to: isHold ? held : cash, amount: '1' }],
      });
    }
    await db.transaction().execute((trx) => postJournals(trx, batch));
  }
  return month.id;
}

// Liveness goes over a connection of its own, never queued behind the statement's download.
const aliveAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function timedAlive(port: number): Promise<number> {
  const sent = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent: aliveAgent,
        host: '127.0.0.1',
        port,
        path: '/portal/api/example/alive',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': 2 },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(performance.now() - sent));
      },
    );
    request.on('error', reject);
    request.end('{}');
  });
}

/** Downloads a statement as a file; answers its size, and when its first and last bytes came. */
async function downloadStatement(
  port: number,
  session: Record<string, string>,
  accountCode: string,
  documentId: string,
): Promise<{ bytes: number; firstByteMs: number; ms: number }> {
  const begin = performance.now();
  const response = await fetch(
    `http://127.0.0.1:${port}/portal/api/trade-document/downloadTradeDocumentFile`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...session },
      body: JSON.stringify({ accountCode, documentId, language: 'en' }),
    },
  );
  if (response.headers.get('content-type') !== 'application/pdf' || !response.body) {
    throw new Error(`statement refused: ${JSON.stringify(await response.json())}`);
  }
  const reader = response.body.getReader();
  let [bytes, firstByteMs] = [0, 0];
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    if (bytes === 0) firstByteMs = Math.round(performance.now() - begin);
    bytes += read.value.length;
  }
  return { bytes, firstByteMs, ms: Math.round(performance.now() - begin) };
}

/** The client's list of documents (`searchTradeDocuments`), 5 times: the median ms and its length. */
async function timeDocumentList(
  port: number,
  session: Record<string, string>,
  accountCode: string,
): Promise<{ ms: number; documents: number }> {
  const times: number[] = [];
  let documents = 0;
  for (let round = 0; round < 5; round += 1) {
    const begin = performance.now();
    const response = await fetch(
      `http://127.0.0.1:${port}/portal/api/trade-document/searchTradeDocuments`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...session },
        body: JSON.stringify({ accountCode }),
      },
    );
    const answer = (await response.json()) as { documents?: unknown[] };
    times.push(performance.now() - begin);
    documents = answer.documents?.length ?? 0;
  }
  const sorted = times.sort((a, b) => a - b);
  return { ms: Math.round(percentile(sorted, 0.5) * 10) / 10, documents };
}

/**
 * The statement's reads alone, on the same database in the same run: its totals, then every
 * table's movement pages as the download reads them, with no rendering and no HTTP. The download's
 * time over this is what the rest costs; this over the goal, what the database's reads alone do.
 */
async function timeReads(database: DatabaseHandle, accountCode: string) {
  const { ownerAccountId, month } = await firstMonthOf(database, accountCode);
  const begin = performance.now();
  const { totals } = await readStatementTotals(database.db, ownerAccountId, month);
  const totalsMs = Math.round(performance.now() - begin);
  const tables = (['cash', 'units', 'shares'] as const).flatMap((section) =>
    bookTables(section, totals),
  );
  let pages = 0;
  await sendMovements(
    database.db,
    { tables, period: month },
    () => (pages += 1),
    () => true,
  );
  return { month, totalsMs, pages, ms: Math.round(performance.now() - begin) };
}

async function aliveWhile(port: number, isRunning: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  while (isRunning()) {
    latencies.push(await timedAlive(port));
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return latencies;
}

const summary = (latencies: number[]) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms (${sorted.length} calls)`;
};

async function measure(kind: string, opened: Opened): Promise<void> {
  const { database } = opened;
  const started = performance.now();
  await migrateToLatest(database.db);
  await seedDemoBook(database.db);
  const monthId = await fillMonth(database);
  const loadedMs = Math.round(performance.now() - started);
  const { app, port } = await startBenchServer(database);
  try {
    // The first statement after a start also boots the rendering worker: timed apart, on another
    // client's small book, so the measured one is a running server's.
    const warmUp = await downloadStatement(
      port,
      await signInOverHttp(port, 'C10005'),
      'C10005',
      (await firstMonthOf(database, 'C10005')).month.id,
    );
    const session = await signInOverHttp(port, 'C10001');
    let isIdle = true;
    setTimeout(() => (isIdle = false), 1_000);
    const idle = await aliveWhile(port, () => isIdle);
    let isRendering = true;
    const download = downloadStatement(port, session, 'C10001', monthId).finally(
      () => (isRendering = false),
    );
    const during = await aliveWhile(port, () => isRendering);
    const { bytes, firstByteMs, ms } = await download;
    const reads = await timeReads(database, 'C10001');
    // The month after the 100,000 entries: its statement reads the few entries posted in and
    // after it, not the history before it.
    const nextMonth = monthlyPeriod(hongKongDate(reads.month.to).slice(0, 7));
    const quiet = await downloadStatement(port, session, 'C10001', nextMonth.id);
    const list = await timeDocumentList(port, session, 'C10001');
    process.stdout.write(
      `\n${kind}: ${ENTRIES.toLocaleString('en')} entries loaded in ${loadedMs} ms\n` +
        `first statement after start (worker boot, small book): ${warmUp.ms} ms\n` +
        `monthly statement: ${ms} ms (first byte ${firstByteMs} ms), ` +
        `${(bytes / 1024 / 1024).toFixed(2)} MB PDF\n` +
        `liveness idle:              ${summary(idle)}\n` +
        `liveness during statement:  ${summary(during)}\n` +
        `its reads alone, after it:  ${reads.ms} ms (totals ${reads.totalsMs} ms, then ` +
        `${reads.pages} pages of movements); the download took ${(ms / reads.ms).toFixed(2)}x\n` +
        `the month after it (${nextMonth.id}): ${quiet.ms} ms, ${(quiet.bytes / 1024).toFixed(0)} KB PDF\n` +
        `the client's list of documents: ${list.ms} ms (median of 5), ${list.documents} documents\n`,
    );
  } finally {
    await app.close();
    await opened.cleanUp();
  }
}

await measureOnEachDatabase(measure);
process.exit(0);
