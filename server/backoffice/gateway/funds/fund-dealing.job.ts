import type { JobHandlers } from '../../../jobs/job-kinds';
import { fundDealingSteps } from './deal-fund-order.command';
import type { FundBookDeps } from './fund-book-deps';

/**
 * The job handlers of the embedded back office's funds area: fund dealing steps (issue 4 §3); the
 * payload names the order and the step.
 */
export function fundDealingHandlers(
  deps: Omit<FundBookDeps, 'db'>,
): Pick<JobHandlers, 'fundOrder'> {
  return { fundOrder: fundDealingSteps.handler(deps) };
}
