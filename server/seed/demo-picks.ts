import type { Kysely } from 'kysely';
import { formatDate } from '../../shared/domain/date-time';
import type { PickKind } from '../../shared/domain/house-pick';
import type { Database } from '../db/schema';
import type { PlanText } from '../db/schema-plans';
import { findPicks, replacePicks, type NewPick } from '../repositories/pick.repository';

/**
 * The demo book's house picks (demo book, "Admin content": three funds and three stocks), each
 * valid from a year before the seeding to a year after it. Idempotent: a kind that already has
 * picks (the demo's, or an admin's) is left alone.
 */

const t = (en: string, hk: string, cn: string): PlanText => ({ en, 'zh-HK': hk, 'zh-CN': cn });

const DEMO_PICKS: Record<PickKind, readonly { instrumentId: string; note: PlanText }[]> = {
  fund: [
    {
      instrumentId: 'VH-AP-BAL',
      note: t(
        'A balanced core holding across Asia-Pacific.',
        '覆蓋亞太區的均衡核心持倉。',
        '覆盖亚太地区的均衡核心持仓。',
      ),
    },
    {
      instrumentId: 'PC-US-INDEX',
      note: t(
        'Low-cost exposure to US large caps.',
        '以低成本投資美國大型股。',
        '以低成本投资美国大型股。',
      ),
    },
    {
      instrumentId: 'LR-ASIA-BOND',
      note: t(
        'Investment-grade Asian bonds for steady income.',
        '亞洲投資級別債券，提供穩定收益。',
        '亚洲投资级债券，提供稳定收益。',
      ),
    },
  ],
  stock: [
    {
      instrumentId: '00700',
      note: t(
        'A leader in Chinese internet services.',
        '中國互聯網服務龍頭。',
        '中国互联网服务龙头。',
      ),
    },
    {
      instrumentId: '00388',
      note: t(
        'The exchange operator gains from market turnover.',
        '交易所營運商受惠於市場成交。',
        '交易所运营商受益于市场成交。',
      ),
    },
    {
      instrumentId: 'AAPL',
      note: t(
        'Steady cash flow and shareholder returns.',
        '現金流穩定，重視股東回報。',
        '现金流稳定，重视股东回报。',
      ),
    },
  ],
};

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** Seeds each kind's three picks when the kind has none. */
export async function seedDemoPicks(db: Kysely<Database>, now: Date) {
  const validFrom = formatDate(new Date(now.getTime() - YEAR_MS));
  const validTo = formatDate(new Date(now.getTime() + YEAR_MS));
  let picks = 0;
  for (const kind of ['fund', 'stock'] as const) {
    if ((await findPicks(db, kind)).length > 0) continue;
    const rows: NewPick[] = DEMO_PICKS[kind].map((pick) => ({ ...pick, validFrom, validTo }));
    await replacePicks(db, kind, rows, { accountCode: null, now });
    picks += rows.length;
  }
  return { housePicks: picks };
}
