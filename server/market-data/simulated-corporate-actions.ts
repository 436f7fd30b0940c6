import {
  addBusinessDays,
  businessDayOnOrAfter,
  type IsoDate,
} from '../../shared/domain/business-calendar';
import type { CorporateActionTerms } from '../../shared/domain/corporate-action';
import type { CorporateActionFeed } from './corporate-action-feed';

/**
 * The simulated corporate-action feed (issue 12 §4, demo book, "Market"): events on the demo
 * book's held stocks, dated from an anchor date (the clock's date when the feed is made), so
 * whatever day the demo runs the scrip election is open and the other events are past or
 * upcoming. Deterministic: the same anchor always gives the same events.
 *
 * - 02800: a cash dividend of HKD 0.58, paid three business days before the anchor (past);
 * - 00005: a cash dividend of HKD 0.78 with a scrip option at HKD 62.35 (fractions in cash),
 *   record date the business day before the anchor, election until four business days after;
 * - 00700: a 1-for-10 bonus issue, then a 1-into-2 share split (upcoming).
 */
export function simulatedCorporateActions(anchor: IsoDate): CorporateActionTerms[] {
  const day = (offset: number) => addBusinessDays(businessDayOnOrAfter(anchor), offset);
  const id = (symbol: string, kind: string) => `${symbol}-${kind}-${day(0).replaceAll('-', '')}`;
  const none = { rate: null, scripPrice: null, electionDeadline: null } as const;
  return [
    {
      eventId: id('02800', 'DIV'),
      symbol: '02800',
      kind: 'cashDividend',
      currency: 'HKD',
      rate: '0.58',
      scripPrice: null,
      electionDeadline: null,
      ratioHeld: 1,
      ratioNew: 1,
      fractions: 'drop',
      announcementDate: day(-20),
      exDate: day(-9),
      recordDate: day(-8),
      paymentDate: day(-3),
    },
    {
      eventId: id('00005', 'DIV'),
      symbol: '00005',
      kind: 'cashDividend',
      currency: 'HKD',
      rate: '0.78',
      scripPrice: '62.35',
      ratioHeld: 1,
      ratioNew: 1,
      fractions: 'cash',
      announcementDate: day(-15),
      exDate: day(-2),
      recordDate: day(-1),
      electionDeadline: day(4),
      paymentDate: day(10),
    },
    {
      eventId: id('00700', 'BONUS'),
      symbol: '00700',
      kind: 'bonusIssue',
      currency: 'HKD',
      ...none,
      ratioHeld: 10,
      ratioNew: 1,
      fractions: 'drop',
      announcementDate: day(-3),
      exDate: day(5),
      recordDate: day(6),
      paymentDate: day(12),
    },
    {
      eventId: id('00700', 'SPLIT'),
      symbol: '00700',
      kind: 'split',
      currency: 'HKD',
      ...none,
      ratioHeld: 1,
      ratioNew: 2,
      fractions: 'drop',
      announcementDate: day(-1),
      exDate: day(15),
      recordDate: day(16),
      paymentDate: day(20),
    },
  ];
}

/** A feed over `simulatedCorporateActions(anchor)`. */
export function createSimulatedCorporateActionFeed(anchor: IsoDate): CorporateActionFeed {
  const events = simulatedCorporateActions(anchor);
  return {
    list: () => Promise.resolve(events),
    get: (eventId) => Promise.resolve(events.find((event) => event.eventId === eventId)),
  };
}
