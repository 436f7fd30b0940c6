/**
 * The session sweep's sample inputs (server/test/session-call-samples.ts) of the plans' calls
 * (issue 26): the client's own account and the demo plans; the staff calls name C10001.
 */
export const planCallSamples: Record<string, (accountCode: string) => object> = {
  'plan/searchPlans': () => ({}),
  'plan/loadPlan': () => ({ planId: 'PLN-HKD-BALANCED' }),
  'plan/suggestPlans': (accountCode) => ({ accountCode, goal: 'growth' }),
  'plan-subscription/loadSubscribeForm': (accountCode) => ({
    accountCode,
    planId: 'PLN-HKD-BALANCED',
  }),
  'plan-subscription/subscribe': (accountCode) => ({
    accountCode,
    planId: 'PLN-USD-INCOME',
    monthlyAmount: '100',
    debitDay: 28,
    firstMonth: '2099-01',
    cashAccount: `${accountCode}-USD`,
    idempotencyKey: 'sweep-plan-subscribe',
  }),
  'plan-subscription/searchSubscriptions': (accountCode) => ({ accountCode }),
  'plan-subscription/loadSubscription': (accountCode) => ({ accountCode, subscriptionId: 1 }),
  'plan-subscription/changeAmount': (accountCode) => ({
    accountCode,
    subscriptionId: 999999,
    monthlyAmount: '1000',
  }),
  'plan-subscription/suspend': (accountCode) => ({ accountCode, subscriptionId: 999999 }),
  'plan-subscription/resume': (accountCode) => ({ accountCode, subscriptionId: 999999 }),
  'plan-subscription/cancel': (accountCode) => ({ accountCode, subscriptionId: 999999 }),
  'plan-subscription/redeem': (accountCode) => ({
    accountCode,
    subscriptionId: 999999,
    mode: 'full',
    idempotencyKey: 'sweep-plan-redeem',
  }),
  'plan-subscription/loadStatistic': (accountCode) => ({ accountCode }),
  'plan-talk/loadThread': (accountCode) => ({ accountCode }),
  'plan-talk/sendMessage': (accountCode) => ({ accountCode, text: 'Sweep message.' }),
  'plan-talk/listThreads': () => ({}),
  'plan-talk/loadClientThread': () => ({ clientAccountCode: 'C10001' }),
  'plan-talk/reply': () => ({ clientAccountCode: 'C10001', text: 'Sweep reply.' }),
};
