import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { fundPosition } from '../../../shared/contracts/balance';
import { currencyFor } from '../../../shared/domain/currency';
import { toDecimal } from '../../../shared/domain/decimal';
import { roundDecimal } from '../../../shared/domain/rounding';
import type { FundPosition } from '../../backoffice/ports/gateway-funds.port';
import type { Database } from '../../db/schema';
import type { FundFeed } from '../../market-data/fund-feed';
import { converterTo } from '../fund/hkd-rates';

type PositionView = z.input<typeof fundPosition>;

async function valued(feed: FundFeed, position: FundPosition) {
  const fund = await feed.get(position.fundId);
  const latest = await feed.latestNav(position.fundId);
  return { fund, latest, position };
}

/**
 * The funds tab (issue 4 §6): each position at the latest NAV, rounded to the fund currency;
 * unrealised P&L against the book cost; totals in the reporting currency through HKD.
 */
export async function valuePortfolio(
  db: Kysely<Database>,
  feed: FundFeed,
  positions: readonly FundPosition[],
  reporting: string,
) {
  const rows = await Promise.all(positions.map((position) => valued(feed, position)));
  const convert = await converterTo(
    db,
    rows.flatMap((row) => row.fund?.currency ?? []),
    reporting,
  );
  const views = rows.flatMap(({ fund, latest, position }): PositionView[] => {
    if (!fund) return [];
    const precision = currencyFor(fund.currency).precision;
    const marketValue = latest
      ? roundDecimal(toDecimal(position.totalUnits).mul(latest.nav), precision, 'normal')
      : '0';
    const bookCost = roundDecimal(position.bookCost, precision, 'normal');
    const pnl = toDecimal(marketValue).sub(bookCost).toFixed();
    return [
      {
        ...position,
        name: fund.name,
        category: fund.category,
        riskLevel: fund.riskLevel,
        currency: fund.currency,
        unitPrecision: fund.unitPrecision,
        navPrecision: fund.navPrecision,
        nav: latest?.nav ?? null,
        navDate: latest?.date ?? null,
        marketValue,
        bookCost,
        unrealisedPnl: pnl,
        unrealisedPnlPercent: toDecimal(bookCost).isZero()
          ? null
          : roundDecimal(toDecimal(pnl).div(bookCost).mul(100), 2, 'normal'),
        marketValueReporting: convert(marketValue, fund.currency),
        unrealisedPnlReporting: convert(pnl, fund.currency),
      },
    ];
  });
  const total = (pick: (view: PositionView) => string) =>
    views.reduce((sum, view) => sum.add(pick(view)), toDecimal('0')).toFixed();
  return {
    reportingCurrency: reporting,
    totalMarketValue: total((view) => view.marketValueReporting),
    totalBookCost: total((view) => convert(view.bookCost, view.currency)),
    totalUnrealisedPnl: total((view) => view.unrealisedPnlReporting),
    positions: views,
  };
}
