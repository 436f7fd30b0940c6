import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { SESSION_HEADER } from '../shared/contracts/common';
import { RAQ_VERSION } from '../shared/domain/raq-questionnaire';
import { buildApp } from '../server/app';
import { clientBook, firmBook, postJournal } from '../server/backoffice/core/books/ledger';
import { loadConfig } from '../server/config';
import {
  openPgliteDatabase,
  openPostgresDatabase,
  type DatabaseHandle,
} from '../server/db/database';
import type { Database } from '../server/db/schema';
import { findAccountKeys, insertAccounts } from '../server/repositories/account.repository';
import { insertAssessment } from '../server/repositories/risk-assessment.repository';
import { hashPassword } from '../server/security/password';
import { DEMO_PASSWORD } from '../server/seed/demo-book';
import { refreshStatistics } from '../server/db/embedded-statistics';

/**
 * The benches' clients: `count` Gateway users `B50000`... with cash and an approved assessment.
 * A billion of each currency: the order bench's pgbench ceiling, run after the server's orders,
 * places thousands of HKD 20,000 subscriptions a second per run in a fast phase of the machine.
 */
export async function insertBenchClients(
  db: Kysely<Database>,
  count: number,
  now: Date,
): Promise<{ id: number; accountCode: string }[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const codes = Array.from({ length: count }, (_, index) => `B${String(50000 + index)}`);
  await insertAccounts(
    db,
    codes.map((accountCode) => ({
      accountCode,
      source: 'gateway',
      role: 'user',
      status: 'active',
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
  const keys = await findAccountKeys(db, codes);
  for (const key of keys) {
    const movements = ['HKD', 'USD', 'CNY'].map((asset) => ({
      from: firmBook('clearing', 'cash', asset),
      to: clientBook('cash', key.id, asset),
      amount: '1000000000',
    }));
    await postJournal(db, { reason: 'deposit', postedAt: now, movements });
    await insertAssessment(db, {
      accountId: key.id,
      version: RAQ_VERSION,
      answers: {},
      score: 40,
      level: 5,
      status: 'approved',
      submittedAt: now,
      approvedAt: now,
    });
  }
  return keys;
}

/** Signs a client in over HTTP; answers the headers that name its session (header + cookies). */
export async function signInOverHttp(
  port: number,
  accountCode: string,
): Promise<Record<string, string>> {
  const response = await fetch(`http://127.0.0.1:${port}/portal/api/account/gatewayPasswordLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ accountCode, password: DEMO_PASSWORD }),
  });
  const answer = (await response.json()) as { sessionId: string };
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { [SESSION_HEADER]: answer.sessionId, cookie };
}

/** A bench's database and how to throw it away. */
export type Opened = {
  database: DatabaseHandle;
  /** PostgreSQL: the server's address and the bench's own schema on it. */
  postgres?: { url: string; schema: string };
  cleanUp(): Promise<void>;
};

/** A fresh embedded database in a temporary folder. */
export async function openPglite(): Promise<Opened> {
  const directory = await mkdtemp(path.join(tmpdir(), 'portico-bench-'));
  const database = await openPgliteDatabase({ dataDir: path.join(directory, 'pglite') });
  return {
    database,
    async cleanUp() {
      await database.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** A fresh schema on the PostgreSQL of `url`, dropped afterwards. */
export async function openPostgres(url: string): Promise<Opened> {
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = openPostgresDatabase(url);
  await admin.db.schema.createSchema(schema).execute();
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  const database = openPostgresDatabase(scoped.toString());
  return {
    database,
    postgres: { url, schema },
    async cleanUp() {
      await database.close();
      await admin.db.schema.dropSchema(schema).cascade().execute();
      await admin.close();
    },
  };
}

/**
 * Runs a bench's measurement on the embedded database, then on PostgreSQL when
 * `TEST_DATABASE_URL` or `DATABASE_URL` is set (in a schema of its own).
 * `BENCH_DATABASE=postgres` leaves the embedded run out.
 */
export async function measureOnEachDatabase(
  measure: (kind: string, opened: Opened) => Promise<void>,
): Promise<void> {
  const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (process.env.BENCH_DATABASE !== 'postgres') {
    await measure('embedded (PGlite)', await openPglite());
  }
  if (postgresUrl) await measure('PostgreSQL', await openPostgres(postgresUrl));
  else process.stdout.write('\nPostgreSQL: skipped (set TEST_DATABASE_URL or DATABASE_URL)\n');
}

/**
 * The real server on a bench's database, on a free loopback port, without a rate limit to hit.
 * On the embedded database the tables' statistics are refreshed first, as the server's own
 * keeper does within a minute of the bench's bulk loading (server/db/embedded-statistics.ts).
 */
export async function startBenchServer(
  database: DatabaseHandle,
): Promise<{ app: FastifyInstance; port: number }> {
  if (database.kind === 'pglite') await refreshStatistics(database.db);
  const config = loadConfig({ DEMO: '0', LOG_LEVEL: 'silent', PORT: '3000' });
  const app = await buildApp({
    config,
    database,
    webRoot: tmpdir(),
    rateLimit: { max: 10_000_000, timeWindowMs: 60_000 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port };
}
