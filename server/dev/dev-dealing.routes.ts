import type { FastifyPluginCallback } from 'fastify';
import type { FundBookDeps } from '../backoffice/embedded/funds/fund-book-deps';
import { fundDealingHandlers } from '../backoffice/embedded/funds/fund-dealing.job';
import { runDueJobs } from '../jobs/job-runner';

/**
 * `POST /portal/dev/run-dealing` (demo mode only): runs every dealing job due now, or at the
 * instant `?at=<ISO>` names, so browser tests and demos can deal, price and settle at once
 * (`?at=` a week ahead settles everything placed before it). Never registered outside demo mode.
 */
export const devDealingRoutes: FastifyPluginCallback<{
  deps: FundBookDeps;
  clock: () => Date;
}> = (dev, { deps, clock }, done) => {
  const handlers = fundDealingHandlers(deps);
  dev.post('/run-dealing', async (request, reply) => {
    const at = (request.query as { at?: string }).at;
    const now = at === undefined ? clock() : new Date(at);
    if (Number.isNaN(now.getTime())) {
      return reply.code(400).send({ code: 'invalid_input', fields: { at: 'invalid_format' } });
    }
    return { jobs: await runDueJobs(deps.db, handlers, now, { log: request.log }) };
  });
  done();
};
