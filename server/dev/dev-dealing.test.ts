import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CASH_INSTRUCTION_JOB,
  EDDA_AUTHORISATION_JOB,
} from '../backoffice/gateway/cash/cash-deps';
import {
  CORPORATE_ACTION_STEP_JOB,
  CORPORATE_ACTION_SYNC_JOB,
} from '../backoffice/gateway/corporate-actions/corporate-action-steps';
import { FUND_ORDER_JOB } from '../backoffice/gateway/funds/fund-book-deps';
import { IPO_ANNOUNCE_JOB } from '../backoffice/gateway/ipo/ipo-announcements';
import { IPO_STEP_JOB } from '../backoffice/gateway/ipo/ipo-steps';
import { embeddedJobHandlers } from '../backoffice/gateway/job-handlers';
import { NOTIFICATION_PUSH_JOB } from '../backoffice/core/notifications/push-delivery';
import { STATEMENT_NOTICE_JOB } from '../backoffice/gateway/trade-documents/statement-notices';
import { insertJob } from '../jobs/job.repository';
import { createSimulatedMarketData } from '../market-data/simulated-market-data';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * The demo's `POST /portal/dev/run-dealing` runs every kind of job the embedded back office
 * queues, as the process's job runner does: one list (`embeddedJobHandlers`) serves both, so a
 * run ahead in time never leaves a job unhandled (which would fail it for good after retries).
 */

const EVERY_KIND = [
  FUND_ORDER_JOB,
  CASH_INSTRUCTION_JOB,
  EDDA_AUTHORISATION_JOB,
  CORPORATE_ACTION_STEP_JOB,
  CORPORATE_ACTION_SYNC_JOB,
  IPO_STEP_JOB,
  IPO_ANNOUNCE_JOB,
  STATEMENT_NOTICE_JOB,
  NOTIFICATION_PUSH_JOB,
];

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { DEMO: '1' } });
});

afterAll(async () => {
  await t.close();
});

describe('the embedded job handlers', () => {
  it('handle every job kind the back office queues', () => {
    const marketData = createSimulatedMarketData({ clock: () => new Date() });
    const handlers = embeddedJobHandlers({
      funds: marketData.funds,
      brand: t.config.brand,
      ...(marketData.corporateActions ? { corporateActions: marketData.corporateActions } : {}),
      ...(marketData.ipos ? { ipos: marketData.ipos } : {}),
      vapid: t.config.vapid,
    });
    expect(Object.keys(handlers).sort()).toEqual([...EVERY_KIND].sort());
  });
});

describe('POST /portal/dev/run-dealing', () => {
  it('runs the statement-notice and push jobs due, leaving neither failed nor unhandled', async () => {
    const now = new Date();
    await t.db.deleteFrom('job').execute();
    await insertJob(t.db, { kind: STATEMENT_NOTICE_JOB, payload: {}, runAt: now });
    await insertJob(t.db, { kind: NOTIFICATION_PUSH_JOB, payload: {}, runAt: now });
    const reply = await t.app.inject({
      method: 'POST',
      url: `/portal/dev/run-dealing?at=${encodeURIComponent(now.toISOString())}`,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json<{ jobs: number }>().jobs).toBeGreaterThanOrEqual(2);
    const jobs = await t.db
      .selectFrom('job')
      .select(['kind', 'attempts', 'lastError', 'status'])
      .where('kind', 'in', [STATEMENT_NOTICE_JOB, NOTIFICATION_PUSH_JOB])
      .execute();
    expect(jobs.filter((job) => job.lastError !== null || job.status === 'failed')).toEqual([]);
  });

  it('answers a coded 400 for an instant that is not one', async () => {
    const reply = await t.app.inject({ method: 'POST', url: '/portal/dev/run-dealing?at=soon' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ code: 'invalid_input', fields: { at: 'invalid_format' } });
  });
});
