import type { FastifyPluginCallback } from 'fastify';
import type { FundBookDeps } from '../backoffice/embedded/funds/fund-book-deps';
import { fundDealingHandlers } from '../backoffice/embedded/funds/fund-dealing.job';
import { corporateActionJobHandlers } from '../backoffice/embedded/corporate-actions/corporate-action-steps';
import { runDueJobs } from '../jobs/job-runner';
import type { CorporateActionFeed, IpoFeed } from '../market-data/market-data-provider';
import { ipoJobHandlers } from '../backoffice/embedded/ipo/ipo-steps';
import { statementNoticeJobHandlers } from '../backoffice/embedded/trade-documents/statement-notices';

/**
 * `POST /portal/dev/run-dealing` (demo mode only): runs every dealing job due now, or at the
 * instant `?at=<ISO>` names, so browser tests and demos can deal, price and settle at once
 * (`?at=` a week ahead settles everything placed before it). Never registered outside demo mode.
 */
export const devDealingRoutes: FastifyPluginCallback<{
  deps: FundBookDeps & { corporateActions?: CorporateActionFeed; ipos?: IpoFeed };
  clock: () => Date;
}> = (dev, { deps, clock }, done) => {
  // Corporate-action steps are dealing-core jobs too: a run ahead in time must not find them unhandled.
  const handlers = {
    ...fundDealingHandlers(deps),
    ...(deps.corporateActions ? corporateActionJobHandlers({ feed: deps.corporateActions }) : {}),
    ...(deps.ipos ? ipoJobHandlers({ feed: deps.ipos }) : {}),
    ...statementNoticeJobHandlers(),
  };
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
