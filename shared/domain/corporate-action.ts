import Decimal from 'decimal.js';
import type { IsoDate } from './business-calendar';
import { toDecimal } from './decimal';

/**
 * Corporate actions (issue 12 §4, demo book, "Market"): cash dividends with an optional scrip
 * election, bonus issues, splits and consolidations, and the pure rules of what a holding at the
 * record date is entitled to. HKEX practice: the ex-date is one business day before the record
 * date (T+2 settlement), entitlement is the settled holding at the record date, cash is in the
 * dividend's currency to the cent rounded down, and fractions of new shares are dropped or paid
 * in cash as the event says.
 */

/** The kinds of event. */
export const CORPORATE_ACTION_KINDS = [
  'cashDividend',
  'bonusIssue',
  'split',
  'consolidation',
] as const;

/** The kind of an event. */
export type CorporateActionKind = (typeof CORPORATE_ACTION_KINDS)[number];

/** What a holder of a dividend with a scrip option may elect (cash is the default). */
export const ELECTION_OPTIONS = ['cash', 'scrip'] as const;

/** An election. */
export type ElectionOption = (typeof ELECTION_OPTIONS)[number];

/** How fractions of new shares are handled: paid in cash at the scrip price, or dropped. */
export type FractionTreatment = 'cash' | 'drop';

/** One event as the market-data feed announces it. */
export type CorporateActionTerms = {
  eventId: string;
  symbol: string;
  kind: CorporateActionKind;
  /** The dividend's currency (the stock's for share events). */
  currency: string;
  /** Cash per share (dividends); null otherwise. */
  rate: string | null;
  /** The price new shares are issued at when scrip is elected; null: no scrip option. */
  scripPrice: string | null;
  /** Bonus: `ratioNew` new shares for every `ratioHeld` held; split and consolidation: `ratioHeld` become `ratioNew`. */
  ratioHeld: number;
  ratioNew: number;
  fractions: FractionTreatment;
  announcementDate: IsoDate;
  exDate: IsoDate;
  recordDate: IsoDate;
  /** The last day to elect (dividends with a scrip option); null: nothing to elect. */
  electionDeadline: IsoDate | null;
  /** When cash is paid and shares credited, or the split or consolidation takes effect. */
  paymentDate: IsoDate;
};

/** The options an event offers its holders: none, or cash and scrip. */
export function electionOptions(terms: CorporateActionTerms): readonly ElectionOption[] {
  return terms.kind === 'cashDividend' && terms.scripPrice !== null && terms.electionDeadline
    ? ELECTION_OPTIONS
    : [];
}

/** Whether an election is still open on `today` (the deadline day included). */
export function isElectionOpen(terms: CorporateActionTerms, today: IsoDate): boolean {
  return electionOptions(terms).length > 0 && today <= (terms.electionDeadline ?? '');
}

const floorTo = (value: Decimal, places: number) =>
  value.toDecimalPlaces(places, Decimal.ROUND_DOWN);

/** Cash of a dividend: rate × shares, to the cent, rounded down. */
export function dividendCash(shares: string, rate: string): string {
  return floorTo(toDecimal(shares).mul(rate), 2).toFixed(2);
}

/** Scrip shares for a cash entitlement: whole shares at the scrip price; the rest in cash or dropped. */
export function scripOutcome(
  cash: string,
  scripPrice: string,
  fractions: FractionTreatment,
): { shares: string; cash: string; cost: string } {
  const shares = toDecimal(cash).div(scripPrice).floor();
  const cost = shares.mul(scripPrice);
  const rest = fractions === 'cash' ? floorTo(toDecimal(cash).sub(cost), 2) : toDecimal('0');
  return { shares: shares.toFixed(), cash: rest.toFixed(2), cost: cost.toFixed() };
}

/** Bonus shares: `ratioNew` for every `ratioHeld` held, fractions dropped. */
export function bonusShares(shares: string, ratioHeld: number, ratioNew: number): string {
  return toDecimal(shares).mul(ratioNew).div(ratioHeld).floor().toFixed();
}

/**
 * A split or consolidation restates the quantity (`ratioHeld` become `ratioNew`, fractions
 * dropped) and keeps the total cost, so the average cost becomes cost ÷ new quantity.
 */
export function restatedHolding(
  shares: string,
  bookCost: string,
  ratioHeld: number,
  ratioNew: number,
): { quantity: string; bookCost: string; averageCost: string } {
  const quantity = toDecimal(shares).mul(ratioNew).div(ratioHeld).floor();
  const average = quantity.isZero() ? toDecimal('0') : toDecimal(bookCost).div(quantity);
  return {
    quantity: quantity.toFixed(),
    bookCost: toDecimal(bookCost).toFixed(),
    averageCost: average.toDecimalPlaces(10).toFixed(),
  };
}

/**
 * What a holding at the record date gets on the payment date: cash credited, the change in
 * shares (negative for a consolidation) and the cost the new shares add to the position (scrip
 * shares cost what they replace in cash; bonus and split shares add none).
 */
export type EntitlementOutcome = { cash: string; shareChange: string; addedCost: string };

/** The outcome of an event for `shares` held at the record date and the holder's election. */
export function entitlementOutcome(
  terms: CorporateActionTerms,
  shares: string,
  election: ElectionOption,
): EntitlementOutcome {
  switch (terms.kind) {
    case 'cashDividend': {
      const cash = dividendCash(shares, terms.rate ?? '0');
      if (election === 'scrip' && terms.scripPrice !== null) {
        const scrip = scripOutcome(cash, terms.scripPrice, terms.fractions);
        return { cash: scrip.cash, shareChange: scrip.shares, addedCost: scrip.cost };
      }
      return { cash, shareChange: '0', addedCost: '0' };
    }
    case 'bonusIssue':
      return {
        cash: '0.00',
        shareChange: bonusShares(shares, terms.ratioHeld, terms.ratioNew),
        addedCost: '0',
      };
    case 'split':
    case 'consolidation': {
      const { quantity } = restatedHolding(shares, '0', terms.ratioHeld, terms.ratioNew);
      return {
        cash: '0.00',
        shareChange: toDecimal(quantity).sub(shares).toFixed(),
        addedCost: '0',
      };
    }
  }
}

/** A client's standing on one event (issue 12 §4 statuses). */
export const ENTITLEMENT_STATUSES = [
  'announced',
  'entitled',
  'elected',
  'paid',
  'notEntitled',
] as const;

/** A status of a client's entitlement. */
export type EntitlementStatus = (typeof ENTITLEMENT_STATUSES)[number];

/**
 * Whether the shares `earlier` adds or removes count in `later`'s entitlement (issue 31 §11): the
 * same stock and an ex-date before `later`'s, so whoever holds on `later`'s ex-date holds them,
 * credited or not yet (a bonus paid after a split's record date still counts in the split).
 */
export function countsInLater(
  earlier: Pick<CorporateActionTerms, 'eventId' | 'symbol' | 'exDate'>,
  later: Pick<CorporateActionTerms, 'eventId' | 'symbol' | 'exDate'>,
): boolean {
  return (
    earlier.eventId !== later.eventId &&
    earlier.symbol === later.symbol &&
    earlier.exDate < later.exDate
  );
}
