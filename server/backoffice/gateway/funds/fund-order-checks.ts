import Decimal from 'decimal.js';
import { currencyFor } from '../../../../shared/domain/currency';
import type { Fund } from '../../../../shared/domain/fund-instrument';
import {
  FUND_ORDER_RESULT,
  type FundOrderResultCode,
} from '../../../../shared/domain/fund-order-result';
import {
  checkRedemption,
  checkSubscription,
  checkSwitchProceeds,
  priceRedemption,
} from '../../../../shared/domain/fund-pricing';
import type { FundFeed } from '../../../market-data/fund-feed';
import type { PlaceFundOrderRequest } from '../../ports/gateway-funds.port';
import type { ClientLedgerKind } from '../../core/books/ledger';

/** What the checks read from the books: balances by client ledger kind and asset. */
export type BookBalances = { balance(kind: ClientLedgerKind, asset: string): Decimal };

/** A refusal: the spec §8 code and the fund it concerns. */
export type Refusal = { result: FundOrderResultCode; fundId?: string };

/** The funds a request names, or the refusal of the first unusable one (spec §8 codes 2, 3, 9, 12). */
export async function loadOrderFunds(
  funds: FundFeed,
  request: PlaceFundOrderRequest,
  cashCurrencies: readonly string[],
): Promise<Map<string, Fund> | Refusal> {
  const ids = [
    ...(request.redemption ? [request.redemption.fundId] : []),
    ...request.subscriptions.map((item) => item.fundId),
    ...(request.switchTo ? [request.switchTo.fundId] : []),
  ];
  const found = new Map<string, Fund>();
  for (const fundId of ids) {
    const fund = await funds.get(fundId);
    if (!fund) return { result: FUND_ORDER_RESULT.productNotFound, fundId };
    if (fund.isSuspended) return { result: FUND_ORDER_RESULT.fundSuspended, fundId };
    if (fund.isProfessionalOnly) return { result: FUND_ORDER_RESULT.professionalOnly, fundId };
    if (!cashCurrencies.includes(fund.currency)) {
      return { result: FUND_ORDER_RESULT.invalidCurrency, fundId };
    }
    found.set(fundId, fund);
  }
  return found;
}

const holdsUnits = (books: BookBalances, fundId: string) =>
  (['units', 'unitsFrozen', 'unitsPending'] as const).some((kind) =>
    books.balance(kind, fundId).gt(0),
  );

/** A plan run's orders: the plan's own minimum was checked when it was subscribed (issue 26). */
const NO_MINIMUMS = { minimumInitialSubscription: '0', minimumSubsequentSubscription: '0' };

/** Checks every subscription against the cash left after the ones before it (bulk). */
function checkSubscriptions(
  request: PlaceFundOrderRequest,
  funds: Map<string, Fund>,
  books: BookBalances,
): Refusal | null {
  const spent = new Map<string, Decimal>();
  for (const item of request.subscriptions) {
    const fund = funds.get(item.fundId) as Fund;
    const used = spent.get(fund.currency) ?? new Decimal(0);
    const result = checkSubscription({
      amount: item.amount,
      fund: request.isPlanRun ? { ...fund, ...NO_MINIMUMS } : fund,
      currency: currencyFor(fund.currency),
      isHolder: holdsUnits(books, fund.id),
      availableCash: books.balance('cash', fund.currency).sub(used),
    });
    if (result !== FUND_ORDER_RESULT.success) return { result, fundId: fund.id };
    spent.set(fund.currency, used.add(item.amount));
  }
  return null;
}

/** Checks a switch's target: same currency, and estimated proceeds above the buffered minimum. */
async function checkSwitch(
  request: PlaceFundOrderRequest,
  funds: Map<string, Fund>,
  books: BookBalances,
  feed: FundFeed,
): Promise<Refusal | null> {
  if (!request.switchTo || !request.redemption) return null;
  const source = funds.get(request.redemption.fundId) as Fund;
  const target = funds.get(request.switchTo.fundId) as Fund;
  if (target.currency !== source.currency || target.id === source.id) {
    return { result: FUND_ORDER_RESULT.invalidCurrency, fundId: target.id };
  }
  const latest = await feed.latestNav(source.id);
  if (!latest) return { result: FUND_ORDER_RESULT.marketSuspended, fundId: source.id };
  const estimate = priceRedemption({
    units: request.redemption.units,
    nav: latest.nav,
    fee: source.redemptionFee,
    currency: currencyFor(source.currency),
  });
  const result = checkSwitchProceeds({
    estimatedProceeds: estimate.proceeds,
    target,
    isHolder: holdsUnits(books, target.id),
  });
  return result === FUND_ORDER_RESULT.success ? null : { result, fundId: target.id };
}

/** Every amount, unit and switch rule of spec §8 / fact §3.9 for a request; null when it passes. */
export async function checkOrderRequest(
  request: PlaceFundOrderRequest,
  funds: Map<string, Fund>,
  books: BookBalances,
  feed: FundFeed,
): Promise<Refusal | null> {
  if (request.redemption) {
    const fund = funds.get(request.redemption.fundId) as Fund;
    const result = checkRedemption({
      units: request.redemption.units,
      fund,
      availableUnits: books.balance('units', fund.id),
    });
    if (result !== FUND_ORDER_RESULT.success) return { result, fundId: fund.id };
  }
  return checkSubscriptions(request, funds, books) ?? checkSwitch(request, funds, books, feed);
}
