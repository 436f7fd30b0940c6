/**
 * The session sweep's sample inputs (server/test/session-call-samples.ts) of the admins' plan
 * and pick calls and the readers' house picks (issue 30). Changes are refused (weights not 100,
 * an unknown plan, an unknown instrument), so the sweep's admin leaves the demo book as it was.
 */

const texts = { en: 'Sweep', 'zh-HK': '掃描', 'zh-CN': '扫描' };
const refusedPicks = {
  picks: [
    { instrumentId: 'NO-SUCH-ID', note: texts, validFrom: '2026-01-01', validTo: '2026-12-31' },
  ],
};

/** A valid input per admin-plan, admin-pick and house-pick call. */
export const adminPlanCallSamples: Record<string, (accountCode: string) => object> = {
  'admin-plan/searchPlans': () => ({}),
  'admin-plan/loadPlan': () => ({ planId: 'PLN-HKD-BALANCED' }),
  'admin-plan/savePlan': () => ({
    theme: 'core',
    currency: 'HKD',
    minimumMonthlyAmount: '1000',
    components: [{ fundId: 'VH-HKD-MMF', weight: '50' }],
    name: texts,
    summary: texts,
    description: texts,
  }),
  'admin-plan/movePlan': () => ({ planId: 'PLN-SWEEP-NONE', to: 'active' }),
  'admin-plan/searchPlanSubscriptions': () => ({ planCode: 'PLN-HKD-BALANCED' }),
  'admin-plan/exportPlanSubscriptions': () => ({ planCode: 'PLN-HKD-BALANCED' }),
  'admin-pick/loadFundPicks': () => ({}),
  'admin-pick/saveFundPicks': () => refusedPicks,
  'admin-pick/loadStockPicks': () => ({}),
  'admin-pick/saveStockPicks': () => refusedPicks,
  'house-pick/loadFundPicks': () => ({}),
  'house-pick/loadStockPicks': () => ({}),
};
