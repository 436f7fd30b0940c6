import { planCalls } from '../api/plan/plan.routes';
import { planSubscriptionCalls } from '../api/plan-subscription/plan-subscription.routes';
import { planTalkCalls } from '../api/plan-talk/plan-talk.routes';
import { createEmbeddedPlans } from '../backoffice/gateway/plans/embedded-plans';
import { planRunHandlers } from '../backoffice/gateway/plans/plan-run';
import { hasQueuedJob, insertJob } from '../jobs/job.repository';
import { seedDemoPlans } from '../seed/demo-plans';
import { defineArea } from './server-area';

/**
 * Monthly investment plans (issue 26, spec §2.11): the catalogue and its computed returns,
 * suggestions, subscriptions on the Gateway plans port, each month's run as fund subscriptions
 * through the fund dealing core (jobs `planRuns` and `planRun`), redemptions as fund
 * redemptions, and the plan talk threads with the client's advisor or the desk.
 */
export const plansArea = defineArea({
  name: 'plans',
  calls: [...planCalls, ...planSubscriptionCalls, ...planTalkCalls],
  gateway: (deps) => ({ plans: createEmbeddedPlans(deps) }),
  jobs: (deps) => planRunHandlers({ funds: deps.funds, brand: deps.brand }),
  seed: seedDemoPlans,
  async atStart({ db, now }) {
    // Today's sweep runs at once (runs already made this month are skipped), then daily.
    if (!(await hasQueuedJob(db, 'planRuns'))) {
      await insertJob(db, { kind: 'planRuns', payload: {}, runAt: now });
    }
  },
});
