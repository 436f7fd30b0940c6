import { sumDecimals, toDecimal } from '../../../../shared/domain/decimal';
import type { ClientRef } from '../../ports/client-ref';
import type { CashBalance, HeldCashItem } from '../../ports/gateway-cash.port';
import type { ClientBooksDeps } from '../gateway-balances';
import {
  findHeldWithdrawals,
  findHoldingFundOrders,
  findHoldingIpoApplications,
  findHoldingStockOrders,
} from './held-cash.repository';

/**
 * What holds a client's cash that is not available (issue 31 §12), item by item: the open
 * withdrawals, stock buy orders, fund subscriptions and IPO applications that set it aside,
 * proceeds not yet settled, and, per currency, what of the held cash no item accounts for (a
 * switch waiting for its proceeds, an allotted IPO before its refund date), so the items add up
 * to total minus available.
 */
export async function heldCashOf(
  { db }: ClientBooksDeps,
  client: ClientRef,
  balances: readonly CashBalance[],
): Promise<HeldCashItem[]> {
  const { accountId } = client;
  const [withdrawals, stockOrders, fundOrders, ipos] = await Promise.all([
    findHeldWithdrawals(db, accountId),
    findHoldingStockOrders(db, accountId),
    findHoldingFundOrders(db, accountId),
    findHoldingIpoApplications(db, accountId),
  ]);
  const item = (fields: Omit<HeldCashItem, 'amount'> & { amount: string | null }) => ({
    ...fields,
    amount: toDecimal(fields.amount ?? '0').toFixed(),
  });
  const items: HeldCashItem[] = [
    ...withdrawals.map((row) => item({ ...row, kind: 'withdrawal', code: null })),
    ...stockOrders.map((row) =>
      item({ ...row, kind: 'stockOrder', code: row.symbol, amount: row.heldAmount }),
    ),
    ...fundOrders.map((row) => item({ ...row, kind: 'fundOrder', code: row.fundId })),
    ...ipos.map((row) => item({ ...row, kind: 'ipo', code: row.ipoCode, amount: row.heldAmount })),
  ];
  const rest = balances.flatMap((balance): HeldCashItem[] => {
    const itemised = sumDecimals(
      items.filter((entry) => entry.currency === balance.currency).map((entry) => entry.amount),
    );
    const other = toDecimal(balance.holdFundAmount).sub(itemised);
    const extra = (kind: HeldCashItem['kind'], amount: string): HeldCashItem[] =>
      toDecimal(amount).isZero()
        ? []
        : [{ currency: balance.currency, kind, id: null, code: null, amount }];
    return [
      ...extra('other', other.toFixed()),
      ...extra('pendingSettlement', toDecimal(balance.pending).toFixed()),
    ];
  });
  return [...items, ...rest];
}
