import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedJobHandlers } from '../areas/compose';
import {
  EXCHANGE_INTERVAL_MS,
  queueStockExchange,
  SETTLEMENT_INTERVAL_MS,
} from '../backoffice/gateway/stocks/exchange/exchange.job';
import { assertEveryJobKindHandled, JOB_KINDS } from '../jobs/job-kinds';
import { insertJob } from '../jobs/job.repository';
import { createSimulatedMarketData } from '../areas/simulated-market-data';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * The demo's `POST /portal/dev/run-dealing` runs every kind of job the embedded back office
 * queues, as the process's job runner does: one list (`embeddedJobHandlers`) serves both, so a
 * run ahead in time never leaves a job unhandled (which would fail it for good after retries).
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { DEMO: '1' } });
});

afterAll(async () => {
  await t.close();
});

describe('the embedded job handlers', () => {
  const marketData = createSimulatedMarketData({ clock: () => new Date() });

  it('handle every job kind, and no other', () => {
    const handlers = embeddedJobHandlers({
      ...marketData,
      brand: t.config.brand,
      vapid: t.config.vapid,
    });
    expect(Object.keys(handlers).sort()).toEqual([...JOB_KINDS].sort());
    expect(() => assertEveryJobKindHandled(handlers)).not.toThrow();
  });
});

describe('POST /portal/dev/run-dealing', () => {
  it('runs the statement-notice and push jobs due, leaving neither failed nor unhandled', async () => {
    const now = new Date();
    await t.db.deleteFrom('job').execute();
    await insertJob(t.db, { kind: 'statementNotices', payload: {}, runAt: now });
    await insertJob(t.db, { kind: 'notificationPush', payload: {}, runAt: now });
    const reply = await t.app.inject({
      method: 'POST',
      url: `/portal/dev/run-dealing?at=${encodeURIComponent(now.toISOString())}`,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json<{ jobs: number }>().jobs).toBeGreaterThanOrEqual(2);
    const jobs = await t.db
      .selectFrom('job')
      .select(['kind', 'attempts', 'lastError', 'status'])
      .where('kind', 'in', ['statementNotices', 'notificationPush'])
      .execute();
    expect(jobs.filter((job) => job.lastError !== null || job.status === 'failed')).toEqual([]);
  });

  it("runs the exchange's rounds ahead in time, then brings their next runs back to the clock", async () => {
    const now = new Date();
    await t.db.deleteFrom('job').execute();
    await queueStockExchange(t.db, now);
    const ahead = new Date(now.getTime() + 9 * 86_400_000);
    const reply = await t.app.inject({
      method: 'POST',
      url: `/portal/dev/run-dealing?at=${encodeURIComponent(ahead.toISOString())}`,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json<{ jobs: number }>().jobs).toBe(2);
    const rounds = await t.db
      .selectFrom('job')
      .select(['kind', 'runAt', 'status', 'lastError'])
      .orderBy('kind')
      .execute();
    expect(rounds.map(({ kind, status, lastError }) => ({ kind, status, lastError }))).toEqual([
      { kind: 'stockMatching', status: 'queued', lastError: null },
      { kind: 'stockSettlement', status: 'queued', lastError: null },
    ]);
    // Back to the clock: the process's runner matches again within the interval, not in 9 days.
    const latest = Date.now() + Math.max(EXCHANGE_INTERVAL_MS, SETTLEMENT_INTERVAL_MS);
    for (const round of rounds) expect(round.runAt.getTime()).toBeLessThanOrEqual(latest);
  });

  it('answers a coded 400 for an instant that is not one', async () => {
    const reply = await t.app.inject({ method: 'POST', url: '/portal/dev/run-dealing?at=soon' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ code: 'invalid_input', fields: { at: 'invalid_format' } });
  });
});
