import { z } from 'zod';
import { accountCode, decimalString } from './common';
import { fundId, isoDate, localisedText } from './fund';

/** Cash of one currency (spec §3 notification fields `balance`, `holdFundAmount`). */
export const cashBalance = z.object({
  currency: z.string(),
  /** Free to use. */
  available: decimalString,
  /** Held by fund orders waiting for their cut-off. */
  holdFundAmount: decimalString,
  /** Redemption proceeds priced but not yet settled. */
  pending: decimalString,
  total: decimalString,
});

/**
 * One part of a currency's cash that is not available (issue 31 §12): what holds it, with the
 * request, order or application id and its code (symbol, fund id, IPO code); `pendingSettlement`
 * is proceeds not yet settled, `other` what no open instruction accounts for.
 */
export const heldCashItem = z.object({
  currency: z.string(),
  kind: z.enum(['withdrawal', 'stockOrder', 'fundOrder', 'ipo', 'pendingSettlement', 'other']),
  id: z.number().int().nullable(),
  code: z.string().nullable(),
  amount: decimalString,
});

/** One fund position with its value in the fund currency and in the reporting currency. */
export const fundPosition = z.object({
  fundId,
  name: localisedText,
  category: z.string(),
  riskLevel: z.number().int(),
  currency: z.string(),
  /** Fraction digits of the fund's units and of its NAVs. */
  unitPrecision: z.number().int(),
  navPrecision: z.number().int(),
  totalUnits: decimalString,
  availableUnits: decimalString,
  /** Units frozen by redemptions waiting to deal (spec §3 `freezeQuantity`). */
  freezeQuantity: decimalString,
  /** Units allotted by priced subscriptions, not yet settled. */
  pendingUnits: decimalString,
  nav: decimalString.nullable(),
  navDate: isoDate.nullable(),
  marketValue: decimalString,
  bookCost: decimalString,
  unrealisedPnl: decimalString,
  /** Percent with 2 decimals; null when the cost is zero. */
  unrealisedPnlPercent: decimalString.nullable(),
  marketValueReporting: decimalString,
  unrealisedPnlReporting: decimalString,
});

/** The `balance` service's calls. */
export const balanceContracts = {
  /** Cash balances per currency. */
  searchCashBalances: {
    input: z.strictObject({ accountCode }),
    output: z.object({ balances: z.array(cashBalance) }),
  },
  /** What holds the cash that is not available, item by item; they add up to total − available. */
  searchHeldCash: {
    input: z.strictObject({ accountCode }),
    output: z.object({ items: z.array(heldCashItem) }),
  },
};
