import type { z } from 'zod';
import { balanceContracts } from '../../../shared/contracts/balance';
import { cryptoBalanceContracts } from '../../../shared/contracts/crypto-balance';
import { fundPortfolioContracts } from '../../../shared/contracts/fund-portfolio';
import type { portfolioLine } from '../../../shared/contracts/portfolio';
import { stockPortfolioContracts } from '../../../shared/contracts/stock-portfolio';
import type { PortfolioTab } from '../../../shared/domain/asset-portfolio';
import { currencyFor, roundToCurrency } from '../../../shared/domain/currency';
import { toDecimal } from '../../../shared/domain/decimal';
import type { ActingAccount } from '../../auth/acting';
import { findActiveHoldingValues } from '../../repositories/asset-holding.repository';
import type { HolderAccount } from '../../repositories/holder.repository';
import { datedConverter } from '../asset-holding/asset-views';
import { searchCashBalancesCall } from '../balance/balance.routes';
import { loadCryptoPortfolioCall } from '../crypto-balance/crypto-balance.routes';
import { converterTo } from '../fund/hkd-rates';
import { loadFundPortfolioCall } from '../fund-portfolio/fund-portfolio.routes';
import type { CallDefinition, ClientCallContext } from '../registry';
import { loadStockPortfolioCall } from '../stock-portfolio/stock-portfolio.routes';

/**
 * Each tab's lines for one account of the holder, read as that tab's own page reads them: the
 * same calls' handlers run for the account (the fund, stock and cash pages on the Gateway's
 * ports, the virtual assets on the Fos back office's), so a tab's total here is the total its
 * detail shows. The manual assets are the holder's active holdings.
 */

/** A tab's line. */
export type PortfolioLine = z.infer<typeof portfolioLine>;

/** Runs a call's handler for an account of the holder, its answer checked by its contract. */
async function answerOf<S extends z.ZodType>(
  call: CallDefinition,
  output: S,
  context: ClientCallContext,
  account: HolderAccount,
  input: object,
): Promise<z.infer<S>> {
  const client: ActingAccount = {
    accountId: account.id,
    accountCode: account.accountCode,
    source: account.source,
    holderName: account.displayName,
    tradePasswordHash: account.tradePasswordHash,
  };
  const answer: unknown = await call.handler(
    { accountCode: account.accountCode, ...input },
    { ...context, client },
  );
  return output.parse(answer);
}

/** The lines of the tabs one Gateway account holds. */
export async function gatewayLines(
  context: ClientCallContext,
  account: HolderAccount,
  tabs: readonly PortfolioTab[],
  reportingCurrency: string,
): Promise<Partial<Record<PortfolioTab, PortfolioLine[]>>> {
  const lines: Partial<Record<PortfolioTab, PortfolioLine[]>> = {};
  if (tabs.includes('funds')) {
    const funds = await answerOf(
      loadFundPortfolioCall,
      fundPortfolioContracts.loadFundPortfolio.output,
      context,
      account,
      { reportingCurrency },
    );
    lines.funds = funds.positions.map((position) => ({
      label: position.fundId,
      detail: position.name.en,
      quantity: position.totalUnits,
      currency: position.currency,
      value: position.marketValue,
      valueReporting: position.marketValueReporting,
    }));
  }
  if (tabs.includes('stocks')) {
    const stocks = await answerOf(
      loadStockPortfolioCall,
      stockPortfolioContracts.loadStockPortfolio.output,
      context,
      account,
      { reportingCurrency },
    );
    lines.stocks = stocks.positions.map((position) => ({
      label: position.symbol,
      detail: position.exchange,
      quantity: position.totalQuantity,
      currency: position.currency,
      value: position.marketValue,
      valueReporting: position.reportingMarketValue,
    }));
  }
  const { balances } = await answerOf(
    searchCashBalancesCall,
    balanceContracts.searchCashBalances.output,
    context,
    account,
    {},
  );
  const convert = await converterTo(
    context.db,
    balances.map((row) => row.currency),
    reportingCurrency,
  );
  lines.balances = balances
    .filter((row) => !toDecimal(row.total).isZero())
    .map((row) => ({
      label: row.currency,
      detail: null,
      quantity: null,
      currency: row.currency,
      value: row.total,
      valueReporting: convert(row.total, row.currency),
    }));
  return lines;
}

/** The lines of the tabs one Fos account holds: its virtual assets and its fiat. */
export async function fosLines(
  context: ClientCallContext,
  account: HolderAccount,
  tabs: readonly PortfolioTab[],
  reportingCurrency: string,
): Promise<Partial<Record<PortfolioTab, PortfolioLine[]>>> {
  if (!tabs.includes('virtual-assets')) return {};
  const crypto = await answerOf(
    loadCryptoPortfolioCall,
    cryptoBalanceContracts.loadCryptoPortfolio.output,
    context,
    account,
    { reportingCurrency },
  );
  return {
    'virtual-assets': crypto.positions
      .filter((position) => !toDecimal(position.total).isZero())
      .map((position) => ({
        label: position.asset,
        detail: null,
        quantity: position.total,
        currency: 'USD',
        value: position.marketValue,
        valueReporting: position.marketValueReporting,
      })),
    balances: crypto.cash
      .filter((row) => !toDecimal(row.total).isZero())
      .map((row) => ({
        label: row.currency,
        detail: null,
        quantity: null,
        currency: row.currency,
        value: row.total,
        valueReporting: row.totalReporting,
      })),
  };
}

/** The holder's active manual holdings, by the account each was entered under. */
export async function assetLines(
  context: ClientCallContext,
  accounts: readonly HolderAccount[],
  reportingCurrency: string,
): Promise<Map<number, PortfolioLine[]>> {
  const rows = await findActiveHoldingValues(
    context.db,
    accounts.map((account) => account.id),
  );
  const converter = await datedConverter(
    context.db,
    rows.map((row) => row.currency),
    reportingCurrency,
  );
  const byAccount = new Map<number, PortfolioLine[]>();
  for (const row of rows) {
    const value = roundToCurrency(row.currentValue, currencyFor(row.currency), 'normal');
    const lines = byAccount.get(row.accountId) ?? [];
    byAccount.set(row.accountId, lines);
    lines.push({
      label: row.name,
      detail: row.category,
      quantity: row.quantity === null ? null : toDecimal(row.quantity).toFixed(),
      currency: row.currency,
      value,
      valueReporting: converter.convert(value, row.currency).value,
    });
  }
  return byAccount;
}
