import type { MarketSessionName } from '../../shared/contracts/stock-definition';
import { toDecimal } from '../../shared/domain/decimal';
import type { TapeTrade } from '../market-data/stock-feed';
import type {
  ExchangeEvent,
  MatchRules,
  MatchWindow,
  SessionSegment,
  WorkingOrder,
} from '../backoffice/gateway/stocks/exchange/match';

/**
 * Fixtures of the exchange's pure matching tests (stocks/exchange/match*.test.ts): an HKEX day
 * written out by hand (independent of the domain's calendar), orders, trades and windows.
 */

/** An HKEX day (hk-market-facts §3.1) as segments, HKT times on `date`. */
const DAY: readonly [MarketSessionName, string, string][] = [
  ['closed', '00:00', '09:00'],
  ['preOpeningInput', '09:00', '09:15'],
  ['preOpeningNoCancel', '09:15', '09:20'],
  ['preOpeningMatching', '09:20', '09:22'],
  ['blocking', '09:22', '09:30'],
  ['morning', '09:30', '12:00'],
  ['lunch', '12:00', '13:00'],
  ['afternoon', '13:00', '16:00'],
  ['closingReference', '16:00', '16:01'],
  ['closingInput', '16:01', '16:06'],
  ['closingNoCancel', '16:06', '16:08'],
  ['closingRandom', '16:08', '16:10'],
  ['closed', '16:10', '24:00'],
];

export const hkt = (date: string, time: string) =>
  time === '24:00'
    ? new Date(new Date(`${date}T00:00:00+08:00`).getTime() + 86_400_000)
    : new Date(`${date}T${time}:00+08:00`);

/** The segments of `dates` cut to (from, to]. */
export function segmentsOf(dates: readonly string[], from: Date, to: Date): SessionSegment[] {
  return dates.flatMap((date) =>
    DAY.flatMap(([session, start, end]): SessionSegment[] => {
      const a = hkt(date, start);
      const b = hkt(date, end);
      if (b <= from || a >= to) return [];
      return [
        {
          session,
          tradeDate: date,
          from: a < from ? from : a,
          to: b > to ? to : b,
          isComplete: b <= to,
        },
      ];
    }),
  );
}

const ACCEPTS: Record<string, readonly MarketSessionName[]> = {
  AO: ['preOpeningInput', 'preOpeningNoCancel', 'closingInput', 'closingNoCancel'],
  AL: ['preOpeningInput', 'preOpeningNoCancel', 'closingInput', 'closingNoCancel'],
  Limit: ['morning', 'afternoon'],
  ELO: ['morning', 'afternoon'],
  SLO: ['morning', 'afternoon'],
  Odd: ['morning', 'afternoon'],
  Market: ['regular'],
};

export const rulesFor = (order: WorkingOrder, extra: Partial<MatchRules> = {}): MatchRules => ({
  accepts: (session) => (ACCEPTS[order.orderType] ?? []).includes(session),
  ...extra,
});

export const D1 = '2026-12-01';
export const D2 = '2026-12-02';

export const order = (terms: Partial<WorkingOrder> = {}): WorkingOrder => ({
  status: 'pending',
  exchange: 'HKEX',
  side: 'B',
  orderType: 'Limit',
  price: '400',
  quantity: '1000',
  filledQuantity: '0',
  condition: 'none',
  goodTillDate: null,
  tradeDate: D1,
  tradingSession: null,
  lot: '100',
  enteredAt: null,
  triggeredAt: null,
  ...terms,
});

export const trade = (date: string, time: string, price: string, volume = '2000'): TapeTrade => ({
  at: hkt(date, time),
  price,
  volume,
});

export function windowOf(
  from: Date,
  to: Date,
  tape: TapeTrade[],
  extra: Partial<MatchWindow> = {},
  dates = [D1, D2],
): MatchWindow {
  return { before: null, segments: segmentsOf(dates, from, to), tape, auctions: [], ...extra };
}

export const kinds = (events: readonly ExchangeEvent[]) => events.map((event) => event.kind);
export const filled = (events: readonly ExchangeEvent[]) =>
  events
    .flatMap((event) => (event.kind === 'fill' ? [toDecimal(event.quantity)] : []))
    .reduce((sum, quantity) => sum.add(quantity), toDecimal('0'))
    .toFixed();
