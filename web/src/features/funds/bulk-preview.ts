import Decimal from 'decimal.js';
import { currencyFor } from '@shared/domain/currency';
import { toDecimal, toPlainString } from '@shared/domain/decimal';
import {
  isWithinPrecision,
  previewSubscription,
  type PreviewFund,
  type SubscriptionPreview,
} from './order-preview';

/** One line of a bulk subscription as the form holds it. */
export type BulkLine = { fundId: string; amount: string };

/** One checked line: its fund when loaded, and its preview once the amount is well-formed. */
export type CheckedLine<F extends PreviewFund> = {
  line: BulkLine;
  fund: F | undefined;
  isWellFormed: boolean;
  preview: SubscriptionPreview | undefined;
};

/** A bulk subscription's checks (issue 4 §2: several funds in one confirmation, all or none). */
export type BulkCheck<F extends PreviewFund> = {
  lines: CheckedLine<F>[];
  /** The amounts per currency, for the totals shown beside the available cash. */
  totals: Map<string, string>;
  /** Currencies whose lines together ask for more than the available cash. */
  overCurrencies: string[];
  isDistinct: boolean;
  canReview: boolean;
};

/**
 * Checks every line on its own (precision, minimums, fee, cash) and all of them together: each
 * fund once, and each currency's total within its available cash, since one line passing alone
 * says nothing about the sum.
 */
export function checkBulk<F extends PreviewFund & { fundId: string }>(input: {
  lines: readonly BulkLine[];
  fundOf: (fundId: string) => F | undefined;
  availableOf: (currency: string) => string;
  isHolderOf: (fundId: string) => boolean;
  now: Date;
  cutOff: string;
}): BulkCheck<F> {
  const sums = new Map<string, Decimal>();
  const lines = input.lines.map((line): CheckedLine<F> => {
    const fund = input.fundOf(line.fundId);
    if (!fund) return { line, fund, isWellFormed: false, preview: undefined };
    const isWellFormed = isWithinPrecision(line.amount, currencyFor(fund.currency).precision);
    if (!isWellFormed) return { line, fund, isWellFormed, preview: undefined };
    sums.set(
      fund.currency,
      (sums.get(fund.currency) ?? new Decimal(0)).add(toDecimal(line.amount)),
    );
    const preview = previewSubscription({
      amount: line.amount,
      fund,
      availableCash: input.availableOf(fund.currency),
      isHolder: input.isHolderOf(fund.fundId),
      now: input.now,
      cutOff: input.cutOff,
    });
    return { line, fund, isWellFormed, preview };
  });
  const overCurrencies = [...sums]
    .filter(([currency, sum]) => sum.gt(toDecimal(input.availableOf(currency))))
    .map(([currency]) => currency);
  const ids = input.lines.map((line) => line.fundId);
  const isDistinct = new Set(ids).size === ids.length;
  const canReview =
    lines.length > 0 &&
    isDistinct &&
    overCurrencies.length === 0 &&
    lines.every((line) => line.preview?.result === 0);
  const totals = new Map([...sums].map(([currency, sum]) => [currency, toPlainString(sum)]));
  return { lines, totals, overCurrencies, isDistinct, canReview };
}
