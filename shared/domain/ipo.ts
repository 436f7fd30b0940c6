import Decimal from 'decimal.js';
import type { IsoDate } from './business-calendar';
import { addCalendarDays, isoDateToDayNumber } from './business-calendar';
import { toDecimal } from './decimal';
import { IPO_RESULT } from './ipo-result';
import { HKEX_LEVY_RATES } from './stock-fees';

/**
 * IPO subscriptions (issue 12 §1-3, hk-market-facts §2.3, §3.8): an offer's terms as the
 * market-data feed gives them, the table of valid application quantities with their amounts,
 * financing, interest and the deterministic ballot. Pure rules, shared by server and web.
 */

/** A text in the three languages. */
export type IpoLocalisedText = { en: string; 'zh-HK': string; 'zh-CN': string };

/** An offer's timetable (FINI, hk-market-facts §3.8). */
export type IpoTimetable = {
  openDate: IsoDate;
  closeDate: IsoDate;
  allotmentDate: IsoDate;
  refundDate: IsoDate;
  listingDate: IsoDate;
};

/**
 * A spin-off's preferential offer with an assured entitlement (Listing Rules Practice Note 15): the
 * parent's shareholders on the register at the end of `recordDate` may apply for
 * `reservedShares` for every `parentShares` held, allotted in full without a ballot.
 */
export type IpoPreferentialOffer = {
  parentCode: string;
  parentShares: number;
  reservedShares: number;
  recordDate: IsoDate;
};

/** An IPO's terms from the feed. */
export type IpoTerms = {
  code: string;
  name: IpoLocalisedText;
  currency: string;
  /** The offer price range; a fixed price has min = max. The max price is what is held. */
  minPrice: string;
  maxPrice: string;
  /** The final offer price, fixed at pricing (the allotted shares' cost). */
  finalPrice: string;
  boardLot: number;
  /** The applicable numbers of board lots ("Table of Multiples & Payment"). */
  lotMultiples: readonly number[];
  timetable: IpoTimetable;
  financingAvailable: boolean;
  /** Yearly financing rate in percent (e.g. "3.5"). */
  financingRatePercent: string;
  /** Maximum loan as a fraction of the amount (e.g. "0.9"). */
  maxFinancingRatio: string;
  /** The fraction of applied shares the ballot allots on average (oversubscription). */
  allotmentRate: string;
  prospectusUrl: string;
  /** The preferential offer to a parent's shareholders; absent or null when there is none. */
  preferentialOffer?: IpoPreferentialOffer | null;
};

/**
 * IPO allotment charges (hk-market-facts): 1 % brokerage, and the SFC levy, AFRC levy and trading
 * fee at the rates of any HK trade.
 */
export const IPO_FEE_RATES = { brokerage: '0.01', ...HKEX_LEVY_RATES } as const;

const feeRate = Object.values(IPO_FEE_RATES).reduce((sum, rate) => sum.add(rate), new Decimal(0));

/** One row of the table: quantity, consideration, fees and the amount payable. */
export type IpoQuantityRow = {
  quantity: string;
  consideration: string;
  fees: string;
  amount: string;
};

/** The amount payable for `quantity` at `price`: qty × price × (1 + fees), to the cent. */
export function ipoAmountRow(quantity: string | number, price: string): IpoQuantityRow {
  const consideration = toDecimal(String(quantity)).mul(price);
  const amount = consideration.mul(feeRate.add(1)).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const rounded = consideration.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return {
    quantity: String(quantity),
    consideration: rounded.toFixed(2),
    fees: amount.sub(rounded).toFixed(2),
    amount: amount.toFixed(2),
  };
}

/** The table of valid quantities and amounts at the max price. */
export function ipoQuantityTable(terms: IpoTerms): IpoQuantityRow[] {
  return terms.lotMultiples.map((lots) => ipoAmountRow(lots * terms.boardLot, terms.maxPrice));
}

/** Whether `quantity` is one of the table's quantities. */
export function isValidIpoQuantity(terms: IpoTerms, quantity: string): boolean {
  return terms.lotMultiples.some((lots) => toDecimal(quantity).eq(lots * terms.boardLot));
}

/** Where an offer is on `today`. */
export type IpoPhase = 'upcoming' | 'open' | 'closed' | 'listed';

export function ipoPhase(terms: IpoTerms, today: IsoDate): IpoPhase {
  const { openDate, closeDate, listingDate } = terms.timetable;
  if (today < openDate) return 'upcoming';
  if (today <= closeDate) return 'open';
  if (today < listingDate) return 'closed';
  return 'listed';
}

/**
 * Spec §3 application types: cash, finance (a loan for part of the amount), and proportion (the
 * preferential offer's assured entitlement, paid like cash and allotted in full).
 */
export type IpoApplicationType = 'cash' | 'finance' | 'proportion';

/** Whether `quantity` is a positive whole number of the offer's board lots. */
export function isWholeIpoLots(terms: Pick<IpoTerms, 'boardLot'>, quantity: string): boolean {
  const value = toDecimal(quantity);
  return value.gt(0) && value.mod(terms.boardLot).isZero();
}

/**
 * The reserved shares a holder of `parentHeld` parent shares at the record date may apply for:
 * floor(held / parentShares) x reservedShares, rounded down to whole board lots; "0" when not
 * qualifying, null when the offer has no preferential offer.
 */
export function assuredEntitlement(terms: IpoTerms, parentHeld: string): string | null {
  const offer = terms.preferentialOffer;
  if (!offer) return null;
  const held = Decimal.max(toDecimal(parentHeld), 0);
  const reserved = held.div(offer.parentShares).floor().mul(offer.reservedShares);
  return reserved.div(terms.boardLot).floor().mul(terms.boardLot).toFixed();
}

/** The quantities a proportion application may take: whole board lots up to the entitlement. */
export function preferentialQuantities(terms: Pick<IpoTerms, 'boardLot'>, entitlement: string) {
  const lots = toDecimal(entitlement).div(terms.boardLot).floor().toNumber();
  return Array.from({ length: Math.max(lots, 0) }, (_, index) =>
    String((index + 1) * terms.boardLot),
  );
}

/**
 * The check of a proportion application's quantity against the holder's entitlement: ERR514
 * without a preferential offer, ERR502 for a quantity that is not whole lots, ERR515 over the
 * entitlement (or with none); 0 when it may be applied for.
 */
export function proportionQuantityResult(
  terms: IpoTerms,
  quantity: string,
  entitlement: string | null,
): number {
  if (!terms.preferentialOffer || entitlement === null) return IPO_RESULT.preferentialNotAvailable;
  if (!isWholeIpoLots(terms, quantity)) return IPO_RESULT.invalidQuantity;
  if (toDecimal(quantity).gt(entitlement)) return IPO_RESULT.exceedsEntitlement;
  return IPO_RESULT.success;
}

/**
 * Whether an application's quantity is still valid under the (final) terms: a proportion one in
 * whole lots while the preferential offer stands, the others a quantity of the table.
 */
export function isValidApplicationQuantity(
  terms: IpoTerms,
  applicationType: IpoApplicationType,
  quantity: string,
): boolean {
  if (applicationType === 'proportion') {
    return Boolean(terms.preferentialOffer) && isWholeIpoLots(terms, quantity);
  }
  return isValidIpoQuantity(terms, quantity);
}

/** Spec §3 statuses. */
export const IPO_STATUSES = [
  'Submitted',
  'Processing',
  'Allotted',
  'Cancelled',
  'Invalid',
  'Rejected',
] as const;
export type IpoStatus = (typeof IPO_STATUSES)[number];

const TRANSITIONS: Readonly<Record<IpoStatus, readonly IpoStatus[]>> = {
  Submitted: ['Processing', 'Cancelled', 'Invalid', 'Rejected'],
  Processing: ['Allotted', 'Invalid', 'Rejected'],
  Allotted: [],
  Cancelled: [],
  Invalid: [],
  Rejected: [],
};

export const canMoveIpoApplication = (from: IpoStatus, to: IpoStatus): boolean =>
  TRANSITIONS[from].includes(to);

/** Days of interest: from the close date to the refund date. */
export const ipoInterestDays = (timetable: IpoTimetable): number =>
  isoDateToDayNumber(timetable.refundDate) - isoDateToDayNumber(timetable.closeDate);

/** Interest = loan × rate / 365 per day, rounded up to the cent; never negative. */
export function ipoInterest(loan: string, ratePercent: string, days: number): string {
  const value = toDecimal(loan)
    .mul(ratePercent)
    .div(100)
    .mul(Math.max(days, 0))
    .div(365)
    .toDecimalPlaces(2, Decimal.ROUND_UP);
  return Decimal.max(value, 0).toFixed(2);
}

/** What a finance application borrows and holds. */
export type IpoFinancing = { loan: string; deposit: string; interest: string; held: string };

/** A cash application holds the amount; a finance one the deposit plus the interest. */
export function ipoFinancing(terms: IpoTerms, amount: string, loan: string): IpoFinancing {
  const interest = ipoInterest(loan, terms.financingRatePercent, ipoInterestDays(terms.timetable));
  const deposit = toDecimal(amount).sub(loan);
  return {
    loan: toDecimal(loan).toFixed(2),
    deposit: deposit.toFixed(2),
    interest,
    held: deposit.add(interest).toFixed(2),
  };
}

/** The loan for a ratio of the amount, to the cent (down). */
export const loanForRatio = (amount: string, ratio: string): string =>
  toDecimal(amount).mul(ratio).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);

/** A number in [0, 1) from a text (FNV-1a): the ballot's draw for one application. */
function drawOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash / 0x100000000;
}

/**
 * The deterministic ballot (hk-market-facts §3.8: allotment by ballot on a predetermined
 * basis): the whole lots of `appliedLots × allotmentRate`, and one more lot when the draw seeded
 * by the IPO and the account falls under the fraction left.
 */
export function ballotLots(terms: IpoTerms, accountId: number, appliedLots: number): number {
  const expected = toDecimal(String(appliedLots)).mul(terms.allotmentRate);
  const whole = expected.floor().toNumber();
  const fraction = expected.sub(whole).toNumber();
  const extra = drawOf(`${terms.code}:${accountId}`) < fraction ? 1 : 0;
  return Math.min(appliedLots, whole + extra);
}

/** The day after `date`, for timetables built from a clock's date. */
export const dayAfter = (date: IsoDate): IsoDate => addCalendarDays(date, 1);

/** The financing ratios offered, in tenths up to the offer's maximum (which is included). */
export function ipoFinancingRatios(maxRatio: string): string[] {
  const max = toDecimal(maxRatio);
  const ratios: string[] = [];
  for (let tenth = 1; toDecimal(String(tenth)).div(10).lte(max); tenth += 1) {
    ratios.push(toDecimal(String(tenth)).div(10).toFixed());
  }
  if (max.gt(0) && !ratios.some((ratio) => toDecimal(ratio).eq(max))) ratios.push(max.toFixed());
  return ratios;
}

/** A ratio as a percent figure: "0.9" -> "90". */
export const ratioPercent = (ratio: string): string => toDecimal(ratio).mul(100).toFixed();

/** What an application of one table row costs and holds (the server's arithmetic). */
export function ipoApplicationFigures(
  row: IpoQuantityRow,
  financing: { ratio: string | null; ratePercent: string; interestDays: number },
) {
  const loan = financing.ratio === null ? '0.00' : loanForRatio(row.amount, financing.ratio);
  const interest = ipoInterest(loan, financing.ratePercent, financing.interestDays);
  const held = toDecimal(row.amount).sub(loan).add(interest).toFixed(2);
  return { ...row, loan, interest, held };
}
