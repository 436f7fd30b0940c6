import type { Kysely } from 'kysely';
import { cutOffInstant } from '../../shared/domain/fund-dealing';
import { formatDate } from '../../shared/domain/date-time';
import { addMonths, monthOf } from '../../shared/domain/plan-dealing';
import type { PlanStatus, PlanTheme } from '../../shared/domain/plan-status';
import {
  findSubscriptionByKey,
  insertSubscription,
} from '../backoffice/gateway/plans/plan-book.repository';
import type { Database } from '../db/schema';
import type { PlanText } from '../db/schema-plans';
import { findAccountByCode } from '../repositories/account.repository';
import { insertPlanIfMissing } from '../repositories/plan.repository';
import { seedDemoPlanRuns } from './demo-plan-runs';

const t = (en: string, hk: string, cn: string): PlanText => ({ en, 'zh-HK': hk, 'zh-CN': cn });

type DemoPlan = {
  id: string;
  theme: PlanTheme;
  currency: string;
  minimum: string;
  status: PlanStatus;
  name: PlanText;
  summary: PlanText;
  description: PlanText;
  funds: readonly [string, string][];
};

/** The demo book's plans (issue 26): one per risk band over the demo funds, one draft. */
export const DEMO_PLANS: readonly DemoPlan[] = [
  {
    id: 'PLN-HKD-RESERVE',
    theme: 'conservative',
    currency: 'HKD',
    minimum: '1000',
    status: 'active',
    name: t('HKD Reserve Plan', '港元儲備計劃', '港元储备计划'),
    summary: t(
      'A monthly saving into the HKD money market.',
      '每月投資於港元貨幣市場。',
      '每月定投港元货币市场。',
    ),
    description: t(
      'For cash you want to keep safe and liquid: every month goes into a Hong Kong dollar money market fund.',
      '適合希望資金穩健及靈活的投資者：每月供款投資於港元貨幣市場基金。',
      '适合希望资金稳健、灵活的投资者：每月定投港元货币市场基金。',
    ),
    funds: [['VH-HKD-MMF', '100']],
  },
  {
    id: 'PLN-USD-INCOME',
    theme: 'income',
    currency: 'USD',
    minimum: '200',
    status: 'active',
    name: t('USD Steady Income Plan', '美元穩定收益計劃', '美元稳定收益计划'),
    summary: t('US dollar cash and Asian bonds.', '美元現金及亞洲債券。', '美元现金及亚洲债券。'),
    description: t(
      'A low-risk mix of a US dollar money market fund and Asian investment-grade bonds.',
      '低風險組合，包括美元貨幣市場基金及亞洲投資級別債券。',
      '低风险组合，包括美元货币市场基金及亚洲投资级债券。',
    ),
    funds: [
      ['VH-USD-MMF', '40'],
      ['LR-ASIA-BOND', '60'],
    ],
  },
  {
    id: 'PLN-HKD-BALANCED',
    theme: 'core',
    currency: 'HKD',
    minimum: '1000',
    status: 'active',
    name: t('HKD Balanced Plan', '港元均衡計劃', '港元均衡计划'),
    summary: t(
      'Asia-Pacific balanced, with a cash cushion.',
      '亞太區均衡配置，並保留現金緩衝。',
      '亚太均衡配置，并保留现金缓冲。',
    ),
    description: t(
      'A core holding: an Asia-Pacific balanced fund with part of each month kept in the HKD money market.',
      '核心持倉：投資於亞太區均衡基金，每月部分供款存放於港元貨幣市場。',
      '核心持仓：投资亚太均衡基金，每月部分定投资金配置于港元货币市场。',
    ),
    funds: [
      ['VH-HKD-MMF', '30'],
      ['VH-AP-BAL', '70'],
    ],
  },
  {
    id: 'PLN-USD-GLOBAL',
    theme: 'global',
    currency: 'USD',
    minimum: '200',
    status: 'active',
    name: t('USD Global Growth Plan', '美元環球增長計劃', '美元全球增长计划'),
    summary: t(
      'Global income, US index and health care.',
      '環球收益、美國指數及醫療保健。',
      '全球收益、美国指数及医疗保健。',
    ),
    description: t(
      'Long-term growth from global markets, spread over income, the US index and health care.',
      '透過環球市場爭取長線增長，分散投資於收益、美國指數及醫療保健。',
      '通过全球市场追求长期增长，分散投资于收益、美国指数及医疗保健。',
    ),
    funds: [
      ['PC-GLB-INCOME', '30'],
      ['PC-US-INDEX', '40'],
      ['PC-GLB-HEALTH', '30'],
    ],
  },
  {
    id: 'PLN-HKD-GROWTH',
    theme: 'growth',
    currency: 'HKD',
    minimum: '1000',
    status: 'active',
    name: t('HKD Greater China Growth Plan', '港元大中華增長計劃', '港元大中华增长计划'),
    summary: t('Hong Kong and Greater China equities.', '香港及大中華股票。', '香港及大中华股票。'),
    description: t(
      'High risk, high potential: Hong Kong equities, Greater China growth and Asian smaller companies.',
      '高風險、高潛力：香港股票、大中華增長及亞洲小型公司。',
      '高风险、高潜力：香港股票、大中华增长及亚洲小型公司。',
    ),
    funds: [
      ['VH-HK-EQUITY', '40'],
      ['LR-GC-GROWTH', '35'],
      ['VH-ASIA-SMALLCAP', '25'],
    ],
  },
  {
    id: 'PLN-USD-TECH',
    theme: 'growth',
    currency: 'USD',
    minimum: '500',
    status: 'draft',
    name: t('USD Technology Frontier Plan', '美元科技前沿計劃', '美元科技前沿计划'),
    summary: t('Draft: not offered yet.', '草稿：尚未推出。', '草稿：尚未推出。'),
    description: t(
      'Global technology and frontier markets (in preparation).',
      '環球科技及前沿市場（籌備中）。',
      '全球科技及前沿市场（筹备中）。',
    ),
    funds: [
      ['PC-GLB-TECH', '60'],
      ['LR-EM-FRONTIER', '40'],
    ],
  },
];

const DEMO_KEY = 'demo-plan-c10001-balanced';

/**
 * The demo book's plans: the catalogue, and C10001's HKD 3,000 a month into the balanced plan,
 * subscribed three months ago, with its three monthly runs dealt and settled. Idempotent.
 */
export async function seedDemoPlans(db: Kysely<Database>, now: Date) {
  let plans = 0;
  for (const [index, plan] of DEMO_PLANS.entries()) {
    const texts = {
      name: plan.name,
      summary: plan.summary,
      description: plan.description,
      factsheet: null,
    };
    const added = await insertPlanIfMissing(
      db,
      {
        id: plan.id,
        texts: JSON.stringify(texts),
        theme: plan.theme,
        currency: plan.currency,
        minimumMonthlyAmount: plan.minimum,
        status: plan.status,
        sortOrder: index,
        createdAt: now,
        updatedAt: now,
      },
      plan.funds.map(([fundId, weight]) => ({ fundId, weight })),
    );
    if (added) plans += 1;
  }
  const account = await findAccountByCode(db, 'C10001', 'gateway');
  if (!account || (await findSubscriptionByKey(db, account.id, DEMO_KEY)).length > 0) {
    return { plans, planSubscriptions: 0 };
  }
  // Subscribed three months ago, its first debit the month after: three runs, the last this
  // month's, dealt and settled (demo-plan-runs.ts).
  const thisMonth = monthOf(formatDate(now));
  const firstMonth = addMonths(thisMonth, -2);
  const subscribedAt = cutOffInstant(`${addMonths(thisMonth, -3)}-28`, '10:00');
  const subscriptionId = await db.transaction().execute((trx) =>
    insertSubscription(trx, {
      accountId: account.id,
      planId: 'PLN-HKD-BALANCED',
      monthlyAmount: '3000',
      debitDay: 1,
      firstMonth,
      cashAccount: `${account.accountCode}-HKD`,
      status: 'activated',
      idempotencyKey: DEMO_KEY,
      requestHash: DEMO_KEY,
      now: subscribedAt,
    }),
  );
  await seedDemoPlanRuns(db, {
    accountId: account.id,
    subscriptionId,
    monthlyAmount: '3000',
    months: [firstMonth, addMonths(firstMonth), thisMonth],
    subscribedAt,
    now,
  });
  return { plans, planSubscriptions: 1 };
}
