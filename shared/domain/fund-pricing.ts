import Decimal from 'decimal.js';
import type { Currency } from './currency';
import { decimalPlaces, isDecimalString, toDecimal, type DecimalInput } from './decimal';
import type { Fund, FundFee } from './fund-instrument';
import { FUND_ORDER_RESULT, type FundOrderResultCode } from './fund-order-result';
import { roundDecimal } from './rounding';

/**
 * Division that never rounds up: 60 significant digits truncated towards zero, so flooring the
 * quotient to a unit precision can never gain a unit the money did not buy.
 */
const Truncating = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_DOWN });

/**
 * The fee on a gross amount (fact §3.5 "rate, min, rounding"): `percent` of it, at least the
 * minimum, rounded half-up to the currency precision and never more than the gross amount itself
 * (floored to the currency precision).
 */
export function feeFor(gross: DecimalInput, fee: FundFee, currency: Currency): string {
  const amount = toDecimal(gross);
  const byRate = amount.mul(toDecimal(fee.percent)).div(100);
  const charged = roundDecimal(
    Decimal.max(byRate, toDecimal(fee.minimum)),
    currency.precision,
    'normal',
  );
  const ceiling = roundDecimal(amount, currency.precision, 'down');
  return toDecimal(charged).gt(ceiling) ? ceiling : charged;
}

/** A subscription by amount, priced at a NAV (fact §2.2). */
export type SubscriptionPricing = { fee: string; netAmount: string; units: string };

/**
 * Prices a subscription: fee on the gross amount, units = (amount - fee) / NAV rounded DOWN to
 * the fund's unit precision (fact §2.2). With the latest NAV it is the order screen's estimate;
 * with the dealing date's NAV it is the deal.
 */
export function priceSubscription(input: {
  amount: DecimalInput;
  nav: DecimalInput;
  fee: FundFee;
  currency: Currency;
  unitPrecision: number;
}): SubscriptionPricing {
  const fee = feeFor(input.amount, input.fee, input.currency);
  const netAmount = toDecimal(input.amount).sub(fee);
  const units = new Truncating(netAmount).div(toDecimal(input.nav));
  return {
    fee,
    netAmount: roundDecimal(netAmount, input.currency.precision, 'down'),
    units: roundDecimal(units, input.unitPrecision, 'down'),
  };
}

/** A redemption by units, priced at a NAV (fact §2.2). */
export type RedemptionPricing = { grossAmount: string; fee: string; proceeds: string };

/**
 * Prices a redemption: gross = units * NAV, fee on the gross, proceeds = gross - fee rounded
 * DOWN to the currency precision (fact §2.2), so the client is never paid a part-cent not earned.
 */
export function priceRedemption(input: {
  units: DecimalInput;
  nav: DecimalInput;
  fee: FundFee;
  currency: Currency;
}): RedemptionPricing {
  const gross = toDecimal(input.units).mul(toDecimal(input.nav));
  const fee = feeFor(gross, input.fee, input.currency);
  return {
    grossAmount: roundDecimal(gross, input.currency.precision, 'down'),
    fee,
    proceeds: roundDecimal(gross.sub(fee), input.currency.precision, 'down'),
  };
}

/** Whether text is a positive decimal with at most `places` fraction digits. */
function isPositiveWithin(text: string, places: number): boolean {
  return isDecimalString(text) && toDecimal(text).gt(0) && decimalPlaces(text) <= places;
}

/**
 * Checks a subscription amount (fact §3.9 sizes): positive, at the currency precision, at least
 * the minimum initial (new holder) or subsequent (existing holder) amount, more than the fee, and
 * within the available cash. Returns the first failing spec §8 code, or success.
 */
export function checkSubscription(input: {
  amount: string;
  fund: Pick<
    Fund,
    'minimumInitialSubscription' | 'minimumSubsequentSubscription' | 'subscriptionFee'
  >;
  currency: Currency;
  isHolder: boolean;
  availableCash: DecimalInput;
}): FundOrderResultCode {
  const { amount, fund, currency } = input;
  if (!isPositiveWithin(amount, currency.precision))
    return FUND_ORDER_RESULT.invalidSubscriptionAmount;
  const minimum = input.isHolder
    ? fund.minimumSubsequentSubscription
    : fund.minimumInitialSubscription;
  const value = toDecimal(amount);
  if (value.lt(toDecimal(minimum))) return FUND_ORDER_RESULT.invalidSubscriptionAmount;
  if (value.lte(feeFor(value, fund.subscriptionFee, currency))) {
    return FUND_ORDER_RESULT.invalidSubscriptionAmount;
  }
  if (value.gt(toDecimal(input.availableCash)))
    return FUND_ORDER_RESULT.insufficientPurchasingPower;
  return FUND_ORDER_RESULT.success;
}

/**
 * Checks a redemption by units (fact §3.9 trading rules): positive at the unit precision; at
 * least the minimum redemption unless it empties the holding; within the available (unfrozen)
 * units; and leaving either nothing or at least the minimum holding.
 */
export function checkRedemption(input: {
  units: string;
  fund: Pick<Fund, 'minimumHoldingUnits' | 'minimumRedemptionUnits' | 'unitPrecision'>;
  availableUnits: DecimalInput;
}): FundOrderResultCode {
  const { units, fund } = input;
  if (!isPositiveWithin(units, fund.unitPrecision))
    return FUND_ORDER_RESULT.invalidRedemptionQuantity;
  const value = toDecimal(units);
  const available = toDecimal(input.availableUnits);
  if (value.gt(available)) return FUND_ORDER_RESULT.insufficientQuantity;
  const remaining = available.sub(value);
  if (!remaining.isZero() && value.lt(toDecimal(fund.minimumRedemptionUnits))) {
    return FUND_ORDER_RESULT.invalidRedemptionQuantity;
  }
  if (!remaining.isZero() && remaining.lt(toDecimal(fund.minimumHoldingUnits))) {
    return FUND_ORDER_RESULT.belowMinimumHolding;
  }
  return FUND_ORDER_RESULT.success;
}

/**
 * How far a switch's estimated redemption proceeds must exceed the switch-in fund's minimum
 * (fact §3.9: FSMOne asks 105 %), since the real proceeds follow a NAV not yet known.
 */
export const SWITCH_PROCEEDS_BUFFER = '1.05';

/**
 * Checks a switch's subscription leg (fact §3.9): the estimated proceeds must reach the buffered
 * minimum initial amount when the switch-in fund is new to the client, else the subsequent one.
 */
export function checkSwitchProceeds(input: {
  estimatedProceeds: DecimalInput;
  target: Pick<Fund, 'minimumInitialSubscription' | 'minimumSubsequentSubscription'>;
  isHolder: boolean;
}): FundOrderResultCode {
  const { target } = input;
  const minimum = input.isHolder
    ? target.minimumSubsequentSubscription
    : target.minimumInitialSubscription;
  const required = toDecimal(minimum).mul(SWITCH_PROCEEDS_BUFFER);
  return toDecimal(input.estimatedProceeds).gte(required)
    ? FUND_ORDER_RESULT.success
    : FUND_ORDER_RESULT.invalidSubscriptionAmount;
}
