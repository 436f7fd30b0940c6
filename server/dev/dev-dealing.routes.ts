import type { FastifyPluginCallback } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { runDueJobs, type JobHandler } from '../jobs/job-runner';

/**
 * `POST /portal/dev/run-dealing` (demo mode only): runs every dealing job due now, or at the
 * instant `?at=<ISO>` names, so browser tests and demos can deal, price and settle at once
 * (`?at=` a week ahead settles everything placed before it). Never registered outside demo mode.
 */
export const devDealingRoutes: FastifyPluginCallback<{
  db: Kysely<Database>;
  /** Every job kind's handler (`embeddedJobHandlers`): a run ahead in time meets all kinds. */
  handlers: Readonly<Record<string, JobHandler>>;
  clock: () => Date;
}> = (dev, { db, handlers, clock }, done) => {
  dev.post('/run-dealing', async (request, reply) => {
    const at = (request.query as { at?: string }).at;
    const now = at === undefined ? clock() : new Date(at);
    if (Number.isNaN(now.getTime())) {
      return reply.code(400).send({ code: 'invalid_input', fields: { at: 'invalid_format' } });
    }
    return { jobs: await runDueJobs(db, handlers, now, { log: request.log }) };
  });
  done();
};
