import { currencyFor } from '@shared/domain/currency';
import { isDecimalString, toDecimal } from '@shared/domain/decimal';
import { dealingScheduleFor, type DealingSchedule } from '@shared/domain/fund-dealing';
import type { DealingFrequency, FundFee } from '@shared/domain/fund-instrument';
import {
  checkRedemption,
  checkSwitchProceeds,
  checkSubscription,
  priceRedemption,
  priceSubscription,
  SWITCH_PROCEEDS_BUFFER,
} from '@shared/domain/fund-pricing';
import { FUND_ORDER_RESULT } from '@shared/domain/fund-order-result';
import { roundDecimal } from '@shared/domain/rounding';

/**
 * What an order screen shows before the order is placed (issue 4 §7): pure, so the rules are
 * tested without a page. Estimates use the latest NAV; the deal uses the dealing date's NAV.
 */

/** The fund fields a preview needs (the `fund/getFund` answer has them all). */
export type PreviewFund = {
  currency: string;
  nav: string | null;
  unitPrecision: number;
  /** As the contract types it: weekday and day are whole numbers the schema bounds (1-5, 1-31). */
  dealingFrequency:
    { kind: 'daily' } | { kind: 'weekly'; weekday: number } | { kind: 'monthly'; day: number };
  settlementDays: number;
  subscriptionFee: FundFee;
  redemptionFee: FundFee;
  minimumInitialSubscription: string;
  minimumSubsequentSubscription: string;
  minimumHoldingUnits: string;
  minimumRedemptionUnits: string;
};

/**
 * The subscription minimum that applies (fact §3.9 sizes): the initial amount for a client new to
 * the fund, the subsequent one for a holder.
 */
export function subscriptionMinimum(fund: PreviewFund, isHolder: boolean): string {
  return isHolder ? fund.minimumSubsequentSubscription : fund.minimumInitialSubscription;
}

/** Whether a well-formed, positive `value` is below `minimum` (what code 5 then means). */
function isBelow(value: string, minimum: string): boolean {
  return isDecimalString(value) && toDecimal(value).gt(0) && toDecimal(value).lt(minimum);
}

/** The dealing schedule of an order placed at `now`. */
function scheduleOf(fund: PreviewFund, now: Date, cutOff: string): DealingSchedule {
  // The contract's schema bounds weekday to 1-5 and day to 1-31, the domain's literal types.
  const dealingFrequency = fund.dealingFrequency as DealingFrequency;
  return dealingScheduleFor(now, cutOff, { dealingFrequency, settlementDays: fund.settlementDays });
}

/** A subscription's preview: result 0 when the amount passes the checks. */
export type SubscriptionPreview = {
  result: number;
  fee: string | null;
  estimatedUnits: string | null;
  schedule: DealingSchedule;
  /** The minimum that applies when the amount is below it (so the error can name it), else null. */
  belowMinimum: string | null;
};

/** A redemption's preview: result 0 when the units pass the checks. */
export type RedemptionPreview = {
  result: number;
  fee: string | null;
  estimatedProceeds: string | null;
  schedule: DealingSchedule;
};

/** Whether `text` is a number with at most `places` decimals (what the input accepts). */
export function isWithinPrecision(text: string, places: number): boolean {
  if (!isDecimalString(text)) return false;
  const fraction = text.split('.')[1] ?? '';
  return fraction.length <= places;
}

/** The "max" of an input: everything available, floored to `places` (never rounded up). */
export function maxOf(available: string, places: number): string {
  return roundDecimal(available, places, 'down');
}

/** Previews a subscription of `amount` in the fund currency at `now`. */
export function previewSubscription(input: {
  amount: string;
  fund: PreviewFund;
  availableCash: string;
  isHolder: boolean;
  now: Date;
  cutOff: string;
}): SubscriptionPreview {
  const { fund, amount } = input;
  const currency = currencyFor(fund.currency);
  const schedule = scheduleOf(fund, input.now, input.cutOff);
  const result = checkSubscription({
    amount,
    fund,
    currency,
    isHolder: input.isHolder,
    availableCash: input.availableCash,
  });
  const minimum = subscriptionMinimum(fund, input.isHolder);
  const belowMinimum =
    result === FUND_ORDER_RESULT.invalidSubscriptionAmount && isBelow(amount, minimum)
      ? minimum
      : null;
  if (result !== FUND_ORDER_RESULT.success || !fund.nav) {
    return { result, fee: null, estimatedUnits: null, schedule, belowMinimum };
  }
  const priced = priceSubscription({
    amount,
    nav: fund.nav,
    fee: fund.subscriptionFee,
    currency,
    unitPrecision: fund.unitPrecision,
  });
  return { result, fee: priced.fee, estimatedUnits: priced.units, schedule, belowMinimum };
}

/** Previews a redemption of `units` at `now`. */
export function previewRedemption(input: {
  units: string;
  fund: PreviewFund;
  availableUnits: string;
  now: Date;
  cutOff: string;
}): RedemptionPreview {
  const { fund, units } = input;
  const schedule = scheduleOf(fund, input.now, input.cutOff);
  const result = checkRedemption({ units, fund, availableUnits: input.availableUnits });
  if (result !== FUND_ORDER_RESULT.success || !fund.nav || toDecimal(units).isZero()) {
    return { result, fee: null, estimatedProceeds: null, schedule };
  }
  const priced = priceRedemption({
    units,
    nav: fund.nav,
    fee: fund.redemptionFee,
    currency: currencyFor(fund.currency),
  });
  return { result, fee: priced.fee, estimatedProceeds: priced.proceeds, schedule };
}

/** What the switch-in fund asks of a switch's proceeds (fact §3.9). */
export type SwitchMinimum = {
  /** The switch-in fund's minimum subscription that applies to this client. */
  minimum: string;
  /** The minimum with the 5% buffer: what the estimated proceeds must reach. */
  required: string;
};

/**
 * The switch-in fund's minimum and the buffered amount the proceeds must reach, in its currency
 * (rounded up to the currency precision: a cent short is still short).
 */
export function switchMinimum(to: PreviewFund, isHolderOfTarget: boolean): SwitchMinimum {
  const minimum = subscriptionMinimum(to, isHolderOfTarget);
  const buffered = toDecimal(minimum).mul(SWITCH_PROCEEDS_BUFFER);
  return { minimum, required: roundDecimal(buffered, currencyFor(to.currency).precision, 'up') };
}

/** A switch's preview: the redemption leg's estimate, then the switch-in leg's. */
export type SwitchPreview = RedemptionPreview & {
  estimatedUnitsIn: string | null;
  /** Set when the estimated proceeds fall short of the switch-in fund's buffered minimum. */
  belowTargetMinimum: SwitchMinimum | null;
};

/**
 * Previews switching `units` of `from` into `to` (same currency): the estimated proceeds must
 * reach the switch-in fund's minimum with the 5% buffer (fact §3.9); the switch-in units are
 * estimated at its latest NAV after its subscription fee.
 */
export function previewSwitch(input: {
  units: string;
  from: PreviewFund;
  to: PreviewFund;
  availableUnits: string;
  isHolderOfTarget: boolean;
  now: Date;
  cutOff: string;
}): SwitchPreview {
  const out = previewRedemption({ ...input, fund: input.from });
  if (out.result !== FUND_ORDER_RESULT.success || out.estimatedProceeds === null) {
    return { ...out, estimatedUnitsIn: null, belowTargetMinimum: null };
  }
  const result = checkSwitchProceeds({
    estimatedProceeds: out.estimatedProceeds,
    target: input.to,
    isHolder: input.isHolderOfTarget,
  });
  if (result !== FUND_ORDER_RESULT.success) {
    const belowTargetMinimum = switchMinimum(input.to, input.isHolderOfTarget);
    return { ...out, result, estimatedUnitsIn: null, belowTargetMinimum };
  }
  if (!input.to.nav) return { ...out, result, estimatedUnitsIn: null, belowTargetMinimum: null };
  const units = priceSubscription({
    amount: out.estimatedProceeds,
    nav: input.to.nav,
    fee: input.to.subscriptionFee,
    currency: currencyFor(input.to.currency),
    unitPrecision: input.to.unitPrecision,
  }).units;
  return { ...out, estimatedUnitsIn: units, belowTargetMinimum: null };
}
