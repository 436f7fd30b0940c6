import type { z } from 'zod';
import {
  cryptoBalanceContracts,
  type CryptoPosition,
} from '../../../shared/contracts/crypto-balance';
import { currencyFor } from '../../../shared/domain/currency';
import { toDecimal, sumDecimals } from '../../../shared/domain/decimal';
import { roundDecimal } from '../../../shared/domain/rounding';
import type { CryptoHolding } from '../../backoffice/ports/fos-crypto.port';
import type { CryptoFeed } from '../../market-data/crypto-feed';
import { clientClaim } from '../client-claim';
import { converterTo } from '../fund/hkd-rates';
import { defineCall } from '../registry';

type Portfolio = z.infer<typeof cryptoBalanceContracts.loadCryptoPortfolio.output>;

const DAY_MS = 86_400_000;
const USD = currencyFor('USD');
const usd = (value: string | ReturnType<typeof toDecimal>) =>
  roundDecimal(toDecimal(String(value)), USD.precision, 'normal');
const percent = (part: string, whole: string) =>
  toDecimal(whole).isZero() ? null : roundDecimal(toDecimal(part).div(whole).mul(100), 2, 'normal');
/** One asset valued in USD at the feed's price now and 24 hours ago (same quantity). */
async function valued(crypto: CryptoFeed, holding: CryptoHolding, now: Date) {
  const [last, before] = await Promise.all([
    crypto.usdPrice(holding.asset, now),
    crypto.usdPrice(holding.asset, new Date(now.getTime() - DAY_MS)),
  ]);
  const total = toDecimal(holding.available).add(holding.held);
  const lastPrice = toDecimal(last ?? '0');
  const marketValue = usd(total.mul(lastPrice));
  const valueBefore = usd(total.mul(before ?? last ?? '0'));
  const hasCost = holding.costUsd !== null && !total.isZero();
  const cost = hasCost ? usd(holding.costUsd ?? '0') : null;
  const pnl = cost === null ? null : toDecimal(marketValue).sub(cost).toFixed();
  return {
    total: total.toFixed(),
    lastPrice: lastPrice.toFixed(),
    changePercent24h: percent(lastPrice.sub(before ?? lastPrice).toFixed(), before ?? '0') ?? '0',
    marketValue,
    valueBefore,
    change24h: toDecimal(marketValue).sub(valueBefore).toFixed(),
    averageCost:
      cost === null
        ? null
        : roundDecimal(toDecimal(holding.costUsd ?? '0').div(total), USD.precision + 4, 'normal'),
    pnl,
    pnlPercent: cost === null || pnl === null ? null : percent(pnl, cost),
  };
}

/**
 * `crypto-balance/loadCryptoPortfolio` (spec §3 `crypto-balance`, issue 23 §5): the Fos client's
 * virtual assets and fiat on its own books, valued at the crypto feed's USD prices
 * (`usdPrice`) and converted to the reporting currency through HKD as the fund and stock
 * portfolios do (`converterTo`).
 */
export const loadCryptoPortfolioCall = defineCall({
  service: 'crypto-balance',
  method: 'loadCryptoPortfolio',
  ...cryptoBalanceContracts.loadCryptoPortfolio,
  access: 'session',
  account: clientClaim('fos'),
  feature: 'crypto',
  handler: async ({ reportingCurrency }, context): Promise<Portfolio> => {
    const { now } = context;
    const { assets, cash } = await context.backOffices.fos.crypto.holdings(context.client);
    const convert = await converterTo(
      context.db,
      ['USD', ...cash.map((row) => row.currency)],
      reportingCurrency,
    );
    const rows = await Promise.all(
      assets.map(async (holding) => ({
        holding,
        value: await valued(context.marketData.crypto, holding, now),
      })),
    );
    const positions = rows.map(({ holding, value }): CryptoPosition => ({
      asset: holding.asset,
      quantityDecimals: currencyFor(holding.asset).precision,
      available: toDecimal(holding.available).toFixed(),
      held: toDecimal(holding.held).toFixed(),
      total: value.total,
      averageCost: value.averageCost,
      lastPrice: value.lastPrice,
      changePercent24h: value.changePercent24h,
      marketValue: value.marketValue,
      change24h: value.change24h,
      unrealisedPnl: value.pnl,
      unrealisedPnlPercent: value.pnlPercent,
      marketValueReporting: convert(value.marketValue, 'USD'),
      unrealisedPnlReporting: value.pnl === null ? null : convert(value.pnl, 'USD'),
    }));
    const cashRows = cash.map((row) => {
      const total = toDecimal(row.available).add(row.held).toFixed();
      return { ...row, total, totalReporting: convert(total, row.currency) };
    });
    const assetsValue = sumDecimals(positions.map((row) => row.marketValueReporting));
    const cashValue = sumDecimals(cashRows.map((row) => row.totalReporting));
    const valueBefore = sumDecimals(rows.map(({ value }) => convert(value.valueBefore, 'USD')));
    const change24h = toDecimal(assetsValue).sub(valueBefore).toFixed();
    return {
      reportingCurrency,
      positions,
      cash: cashRows,
      totals: {
        assetsValue,
        cashValue,
        totalValue: toDecimal(assetsValue).add(cashValue).toFixed(),
        change24h,
        changePercent24h: percent(change24h, valueBefore),
        unrealisedPnl: sumDecimals(
          positions.flatMap((row) =>
            row.unrealisedPnlReporting === null ? [] : [row.unrealisedPnlReporting],
          ),
        ),
      },
      at: now.toISOString(),
    };
  },
});

/** The `crypto-balance` service's calls. */
export const cryptoBalanceCalls = [loadCryptoPortfolioCall];
