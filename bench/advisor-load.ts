import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import {
  clientBook,
  firmBook,
  postJournals,
  type JournalInput,
} from '../server/backoffice/core/books/ledger';
import { seedDemoBook } from '../server/areas/compose';
import { openPgliteDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import type { Database } from '../server/db/schema';
import { findAccountByCode } from '../server/repositories/account.repository';
import { insertAdvisorLinks } from '../server/repositories/advisor-link.repository';
import { printRatios, runLoad, warmUp, type LoadResult, type LoadTarget } from './api-load-loop';
import { insertBenchClients, signInOverHttp, startBenchServer } from './bench-book';

/**
 * `npm run bench:advisors` (issue 27): the advisor dashboard's read for A30001 with
 * `BENCH_ADVISOR_CLIENTS` clients (2,000) linked to it, each with `BENCH_ADVISOR_ENTRIES` ledger
 * entries (1,000: cash, fund units and shares from the firm, then HKD holds and releases), beside
 * the bare liveness call of the same server in the same run, as ratios, under 8 connections and
 * then one request at a time. The advanced search over the same book is measured as well.
 */

const CLIENTS = Number(process.env.BENCH_ADVISOR_CLIENTS ?? 2_000);
const ENTRIES = Number(process.env.BENCH_ADVISOR_ENTRIES ?? 1_000);
const LOAD = { connections: 8, maxRequests: 400, maxMs: 20_000 };
const BATCH = 2_000;

/** Fills each client's books up to `ENTRIES` entries (two a journal). */
async function fillBooks(db: Kysely<Database>, ids: readonly number[], now: Date) {
  let batch: JournalInput[] = [];
  const flush = async () => {
    const journals = batch;
    batch = [];
    if (journals.length > 0) await db.transaction().execute((trx) => postJournals(trx, journals));
  };
  for (const id of ids) {
    // The bench clients' deposit already made six entries: fund units and shares add four.
    batch.push({
      reason: 'bench',
      postedAt: now,
      movements: [
        {
          from: firmBook('clearing', 'units', 'VH-HK-EQUITY'),
          to: clientBook('units', id, 'VH-HK-EQUITY'),
          amount: '100',
        },
        {
          from: firmBook('clearing', 'shares', '00700'),
          to: clientBook('shares', id, '00700'),
          amount: '200',
        },
      ],
    });
    const journals = Math.max(0, Math.floor((ENTRIES - 10) / 2));
    for (let index = 0; index < journals; index += 1) {
      const isHold = index % 2 === 0;
      const cash = clientBook('cash', id, 'HKD');
      const held = clientBook('cashHeld', id, 'HKD');
      batch.push({
        reason: isHold ? 'hold' : 'release',
        postedAt: new Date(now.getTime() - (journals - index) * 1_000),
        movements: [{ from: isHold ? cash : held, to: isHold ? held : cash, amount: '1' }],
      });
    }
    if (batch.length >= BATCH) await flush();
  }
  await flush();
}

async function main() {
  const directory = await mkdtemp(path.join(tmpdir(), 'portico-bench-'));
  const database = await openPgliteDatabase({ dataDir: path.join(directory, 'pglite') });
  try {
    const { db } = database;
    const now = new Date();
    const started = performance.now();
    await migrateToLatest(db);
    await seedDemoBook(db, now);
    const advisor = await findAccountByCode(db, 'A30001', 'gateway');
    if (!advisor) throw new Error('the demo book has no A30001');
    const keys = await insertBenchClients(db, CLIENTS, now);
    await insertAdvisorLinks(
      db,
      keys.map((key) => ({ advisorAccountId: advisor.id, clientAccountId: key.id })),
    );
    await fillBooks(
      db,
      keys.map((key) => key.id),
      now,
    );
    process.stdout.write(
      `loaded ${CLIENTS} clients of A30001 with ${ENTRIES} ledger entries each in ${Math.round(performance.now() - started)} ms\n`,
    );
    const { app, port } = await startBenchServer(database);
    const session = await signInOverHttp(port, 'A30001');
    const targets: LoadTarget[] = [
      { name: 'bare example/alive', path: '/portal/api/example/alive', body: {} },
      {
        name: 'advisor/loadDashboard',
        path: '/portal/api/advisor/loadDashboard',
        body: { reportingCurrency: 'HKD' },
        headers: session,
      },
      {
        name: 'advisor/searchClients',
        path: '/portal/api/advisor/searchClients',
        body: { assessmentStates: ['valid'], sort: 'assets', direction: 'desc', limit: 50 },
        headers: session,
      },
    ];
    await warmUp(port, targets, LOAD.connections);
    const results: LoadResult[] = [];
    for (const target of targets) results.push(await runLoad(port, target, LOAD));
    // One request at a time: the read's own latency, without the queue of the loaded runs.
    for (const target of targets) {
      const single = await runLoad(port, target, {
        connections: 1,
        maxRequests: 20,
        maxMs: 15_000,
      });
      results.push({ ...single, name: `${target.name} x1` });
    }
    printRatios(results);
    await app.close();
  } finally {
    await database.close();
    await rm(directory, { recursive: true, force: true });
  }
}

await main();
