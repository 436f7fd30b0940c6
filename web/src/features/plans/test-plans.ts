import type { PlanSummary } from './api/plan';
import type { PlanSubscription } from './api/plan-subscription';

const text = (en: string, hk: string, cn: string) => ({ en, 'zh-HK': hk, 'zh-CN': cn });

/** A plan as the search answers it; fields overridable. */
export function planFixture(overrides: Partial<PlanSummary> = {}): PlanSummary {
  return {
    planId: 'PLN-HKD-BALANCED',
    name: text('Balanced HKD plan', '港元均衡計劃', '港元均衡计划'),
    summary: text('A balanced mix', '均衡組合', '均衡组合'),
    theme: 'core',
    currency: 'HKD',
    riskLevel: 3,
    minimumMonthlyAmount: '1000',
    status: 'active',
    fundCount: 2,
    returns: { '3months': '1.25', '1year': '-2.5', '3years': null },
    ...overrides,
  };
}

/** C10001's activated subscription to the balanced plan; fields overridable. */
export function subscriptionFixture(overrides: Partial<PlanSubscription> = {}): PlanSubscription {
  return {
    subscriptionId: 1,
    planId: 'PLN-HKD-BALANCED',
    planName: text('Balanced HKD plan', '港元均衡計劃', '港元均衡计划'),
    currency: 'HKD',
    riskLevel: 3,
    monthlyAmount: '3000',
    debitDay: 5,
    firstMonth: '2026-08',
    cashAccount: 'C10001-HKD',
    status: 'activated',
    recordState: 'active',
    nextDebitDate: '2026-12-05',
    investedToDate: '9000',
    value: '9250.5',
    profitLoss: '250.5',
    profitLossPercent: '2.78',
    createdAt: '2026-08-01T02:00:00.000Z',
    updatedAt: '2026-11-05T02:00:00.000Z',
    ...overrides,
  };
}
