import type { FastifyPluginCallback } from 'fastify';
import type { Kysely } from 'kysely';
import { queueStockExchange } from '../backoffice/gateway/stocks/exchange/exchange.job';
import type { Database } from '../db/schema';
import type { JobHandlers } from '../jobs/job-kinds';
import { runDueJobs } from '../jobs/job-runner';

/**
 * `POST /portal/dev/run-dealing` (demo mode only): runs every job due now (the dealing steps, and
 * the exchange's matching and settlement rounds with them), or at the instant `?at=<ISO>` names, so browser tests and demos can deal, price and settle at once
 * (`?at=` a week ahead settles everything placed before it). Never registered outside demo mode.
 */
export const devDealingRoutes: FastifyPluginCallback<{
  db: Kysely<Database>;
  /** Every job kind's handler (`embeddedJobHandlers`): a run ahead in time meets all kinds. */
  handlers: Readonly<JobHandlers>;
  clock: () => Date;
}> = (dev, { db, handlers, clock }, done) => {
  dev.post('/run-dealing', async (request, reply) => {
    const at = (request.query as { at?: string }).at;
    const now = at === undefined ? clock() : new Date(at);
    if (Number.isNaN(now.getTime())) {
      return reply.code(400).send({ code: 'invalid_input', fields: { at: 'invalid_format' } });
    }
    const jobs = await runDueJobs(db, handlers, now, { log: request.log });
    // A run ahead in time also ran the exchange's rounds there, and put their next runs after it:
    // they come back to the clock, or the process's runner would not match again until then.
    await queueStockExchange(db, clock());
    return { jobs };
  });
  done();
};
