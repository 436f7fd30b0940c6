import type { JobHandler } from '../../../jobs/job-runner';
import { fundDealingSteps } from './deal-fund-order.command';
import { FUND_ORDER_JOB, type FundBookDeps } from './fund-book-deps';

/** The job handlers of the embedded back office's funds area: fund dealing steps (issue 4 §3). */
export function fundDealingHandlers(deps: Omit<FundBookDeps, 'db'>): Record<string, JobHandler> {
  return { [FUND_ORDER_JOB]: fundDealingSteps.handler(deps) };
}
