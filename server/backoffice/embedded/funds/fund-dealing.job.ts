import { z } from 'zod';
import { FUND_ORDER_JOB, type FundBookDeps } from './place-fund-order.command';
import { DEALING_STEPS, runDealingStep } from './deal-fund-order.command';
import type { JobHandler } from '../../../jobs/job-runner';

const payload = z.object({
  orderId: z.number().int().positive(),
  step: z.enum(DEALING_STEPS),
});

/** The job handlers of the embedded back office: fund dealing steps (issue 4 §3). */
export function fundDealingHandlers(deps: Omit<FundBookDeps, 'db'>): Record<string, JobHandler> {
  const handler: JobHandler = (db, raw, now) =>
    runDealingStep({ ...deps, db }, db, payload.parse(raw), now);
  return { [FUND_ORDER_JOB]: handler };
}
