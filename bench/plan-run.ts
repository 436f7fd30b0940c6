import { sql } from 'kysely';
import { brand } from '../brands/default/brand';
import { createSimulatedMarketData } from '../server/areas/simulated-market-data';
import {
  findDriftingLedgerAccounts,
  findUnbalancedJournals,
} from '../server/backoffice/core/books/ledger.repository';
import { migrateToLatest } from '../server/db/migrate';
import { embeddedJobHandlers, seedDemoBook } from '../server/areas/compose';
import { insertJob } from '../server/jobs/job.repository';
import { runDueJobs } from '../server/jobs/job-runner';
import { formatDate } from '../shared/domain/date-time';
import { monthOf } from '../shared/domain/plan-dealing';
import { percentile } from './api-load-loop';
import { openPostgres, signInOverHttp, startBenchServer } from './bench-book';
import type { Kysely } from 'kysely';
import type { Database } from '../server/db/schema';
import { clientBook, firmBook, postJournals } from '../server/backoffice/core/books/ledger';
import { findAccountKeys, insertAccounts } from '../server/repositories/account.repository';
import { hashPassword } from '../server/security/password';
import { DEMO_PASSWORD } from '../server/seed/demo-book';
import { RAQ_VERSION } from '../shared/domain/raq-questionnaire';

/**
 * `npm run bench:plans` (issue 26): a month's plan run for `BENCH_PLAN_SUBSCRIPTIONS` (10,000)
 * subscriptions on PostgreSQL (`TEST_DATABASE_URL`, else the local server's `postgres` database,
 * in a schema of its own, dropped afterwards). Bench clients with cash each hold one activated
 * HKD 3,000 a month subscription to the balanced plan (two funds, so two fund orders a run); the
 * `planRuns` sweep and its `planRun` jobs then run through the job runner's `runDueJobs`, as the
 * server's runner does. Meanwhile a cheap authed call (`notification/countNotifications` of a
 * bench client) is polled one request at a time; its p50/p99 during the run are printed beside
 * the same poll with nothing running, measured first in the same run.
 */

const SUBSCRIPTIONS = Number(process.env.BENCH_PLAN_SUBSCRIPTIONS ?? 10_000);
const URL_OF_POSTGRES =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BASELINE_MS = 5_000;
const BATCH = 1_000;

/**
 * `count` Gateway users `P700000`... with HKD 100,000 and an approved level-5 assessment each,
 * inserted a batch at a time (one statement of 10,000 rows would pass PostgreSQL's parameter
 * limit).
 */
async function insertPlanClients(db: Kysely<Database>, count: number, now: Date) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const keys: { id: number; accountCode: string }[] = [];
  for (let start = 0; start < count; start += BATCH) {
    const codes = Array.from(
      { length: Math.min(BATCH, count - start) },
      (_, index) => `P${String(700000 + start + index)}`,
    );
    await insertAccounts(
      db,
      codes.map((accountCode) => ({
        accountCode,
        source: 'gateway' as const,
        role: 'user' as const,
        status: 'active' as const,
        passwordHash,
        passwordChangedAt: now,
        mustChangePassword: false,
        agreementConfirmed: true,
        twoFactor: null,
        totpSecret: null,
        displayName: accountCode,
        email: null,
        mobile: null,
      })),
    );
    const batch = await findAccountKeys(db, codes);
    await db.transaction().execute((trx) =>
      postJournals(
        trx,
        batch.map((key) => ({
          reason: 'deposit',
          postedAt: now,
          movements: [
            {
              from: firmBook('clearing', 'cash', 'HKD'),
              to: clientBook('cash', key.id, 'HKD'),
              amount: '100000',
            },
          ],
        })),
      ),
    );
    await db
      .insertInto('riskAssessment')
      .values(
        batch.map((key) => ({
          accountId: key.id,
          version: RAQ_VERSION,
          answers: '{}',
          score: 40,
          level: 5,
          status: 'approved' as const,
          submittedAt: now,
          approvedAt: now,
        })),
      )
      .execute();
    keys.push(...batch);
  }
  return keys;
}

/** Polls `path` back to back until `isDone()`; answers the latencies in ms, sorted. */
async function poll(
  port: number,
  headers: Record<string, string>,
  accountCode: string,
  isDone: () => boolean,
) {
  const latencies: number[] = [];
  while (!isDone()) {
    const sent = performance.now();
    const response = await fetch(
      `http://127.0.0.1:${port}/portal/api/notification/countNotifications`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({
          accountCode,
          status: 'unread',
          sinceLastQuery: false,
          source: 'gateway',
        }),
      },
    );
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`liveness call answered ${response.status}`);
    latencies.push(performance.now() - sent);
  }
  return latencies.sort((a, b) => a - b);
}

const summary = (name: string, latencies: readonly number[]) =>
  `${name.padEnd(28)} ${String(latencies.length).padStart(6)} calls  p50 ${percentile(latencies, 0.5).toFixed(1)} ms  p99 ${percentile(latencies, 0.99).toFixed(1)} ms\n`;

async function main() {
  const opened = await openPostgres(URL_OF_POSTGRES);
  const { db } = opened.database;
  try {
    const now = new Date();
    const month = monthOf(formatDate(now));
    let started = performance.now();
    await migrateToLatest(db);
    await seedDemoBook(db, now);
    const clients = await insertPlanClients(db, SUBSCRIPTIONS, now);
    for (let index = 0; index < clients.length; index += BATCH) {
      await db
        .insertInto('planSubscription')
        .values(
          clients.slice(index, index + BATCH).map((client) => ({
            accountId: client.id,
            planId: 'PLN-HKD-BALANCED',
            monthlyAmount: '3000',
            debitDay: 1,
            firstMonth: month,
            cashAccount: `${client.accountCode}-HKD`,
            status: 'activated' as const,
            idempotencyKey: `bench-${client.accountCode}`,
            requestHash: 'bench',
            createdAt: now,
            updatedAt: now,
          })),
        )
        .execute();
    }
    process.stdout.write(
      `loaded ${SUBSCRIPTIONS} clients with a plan subscription each in ${Math.round(performance.now() - started)} ms (PostgreSQL, schema ${opened.postgres?.schema})\n`,
    );
    const { app, port } = await startBenchServer(opened.database);
    const polled = clients[0]?.accountCode ?? 'C10001';
    const session = await signInOverHttp(port, polled);
    // Baseline: the same poll with nothing else running.
    const baselineEnd = performance.now() + BASELINE_MS;
    const baseline = await poll(port, session, polled, () => performance.now() > baselineEnd);

    const marketData = createSimulatedMarketData({ clock: () => now });
    const handlers = embeddedJobHandlers({
      ...marketData,
      brand,
      vapid: { keys: null, subject: 'mailto:bench@example.com' },
    });
    await insertJob(db, { kind: 'planRuns', payload: {}, runAt: now });
    let isRunning = true;
    started = performance.now();
    const polling = poll(port, session, polled, () => !isRunning);
    let jobs = 0;
    // Rounds until nothing is due: the sweep queues the runs, the next rounds run them.
    for (;;) {
      const ran = await runDueJobs(db, handlers, now, { limit: 100_000 });
      jobs += ran;
      if (ran === 0) break;
    }
    const elapsedMs = performance.now() - started;
    isRunning = false;
    const during = await polling;

    const runs = await db
      .selectFrom('planRun')
      .select(['status', sql<number>`count(*)::int`.as('count')])
      .where('month', '=', month)
      .where('ranAt', '>=', now)
      .groupBy('status')
      .execute();
    const orders = await db
      .selectFrom('fundOrder')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('idempotencyKey', 'like', 'plan:%')
      .where('placedAt', '>=', now)
      .executeTakeFirstOrThrow();
    const dealt = runs.find((row) => row.status === 'dealt')?.count ?? 0;
    const failed = runs.find((row) => row.status === 'failed')?.count ?? 0;
    const seconds = elapsedMs / 1000;
    process.stdout.write(
      `\nmonth ${month}: ${jobs} jobs in ${Math.round(elapsedMs)} ms: ${dealt} runs dealt, ${failed} failed, ${orders.count} fund orders\n` +
        `runs/s ${(dealt / seconds).toFixed(0)}   fund orders/s ${(orders.count / seconds).toFixed(0)}\n\n`,
    );
    process.stdout.write(summary('liveness, nothing running', baseline));
    process.stdout.write(summary('liveness, during the run', during));
    const unbalanced = await findUnbalancedJournals(db);
    const drifting = await findDriftingLedgerAccounts(db);
    process.stdout.write(
      `books: ${unbalanced.length} unbalanced journals, ${drifting.length} drifting balances\n`,
    );
    await app.close();
  } finally {
    await opened.cleanUp();
  }
}

await main();
