import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toDecimal } from '../../../../../shared/domain/decimal';
import {
  D1,
  filled,
  hkt,
  kinds,
  order,
  rulesFor,
  trade,
  windowOf,
} from '../../../../test/stock-match-kit';
import { matchOrder } from './match';

/** The exchange's pure matching at the auctions, and its properties over random tapes (match.ts). */

describe('matchOrder: auctions', () => {
  it('fills an AO at the opening auction price and ends its remainder there', () => {
    const working = order({ orderType: 'AO', price: null, side: 'S' });
    const events = matchOrder(
      working,
      windowOf(hkt(D1, '09:05'), hkt(D1, '09:40'), [trade(D1, '09:35', '420')], {
        auctions: [{ tradeDate: D1, auction: 'opening', price: '401', at: hkt(D1, '09:22') }],
      }),
      rulesFor(working),
    );
    expect(events).toEqual([
      { kind: 'enter', at: hkt(D1, '09:05') },
      { kind: 'fill', at: hkt(D1, '09:22'), price: '401', quantity: '1000' },
    ]);
  });

  it('ends an AO unmatched when the auction has no price, and waits while the auction runs', () => {
    const working = order({ orderType: 'AO', price: null });
    const during = windowOf(hkt(D1, '09:05'), hkt(D1, '09:21'), []);
    expect(kinds(matchOrder(working, during, rulesFor(working)))).toEqual(['enter']);
    const after = windowOf(hkt(D1, '09:05'), hkt(D1, '09:25'), []);
    expect(matchOrder(working, after, rulesFor(working))).toEqual([
      { kind: 'enter', at: hkt(D1, '09:05') },
      { kind: 'end', at: hkt(D1, '09:22'), reason: 'auctionEnded' },
    ]);
  });

  it('carries an AL that missed the opening auction to continuous trading as a limit', () => {
    const working = order({ orderType: 'AL', price: '399' });
    const events = matchOrder(
      working,
      windowOf(hkt(D1, '09:05'), hkt(D1, '10:00'), [trade(D1, '09:45', '398.8', '4000')], {
        auctions: [{ tradeDate: D1, auction: 'opening', price: '401', at: hkt(D1, '09:22') }],
      }),
      rulesFor(working),
    );
    expect(events).toEqual([
      { kind: 'enter', at: hkt(D1, '09:05') },
      { kind: 'fill', at: hkt(D1, '09:45'), price: '398.8', quantity: '1000' },
    ]);
  });

  it('fills an AL at the closing auction when its price is good, and ends it after the close', () => {
    const working = order({ orderType: 'AL', price: '399', side: 'S' });
    const auctions = [
      { tradeDate: D1, auction: 'closing' as const, price: '400', at: hkt(D1, '16:10') },
    ];
    const events = matchOrder(
      working,
      windowOf(hkt(D1, '15:00'), hkt(D1, '16:30'), [], { auctions }),
      rulesFor(working),
    );
    expect(events).toEqual([
      { kind: 'enter', at: hkt(D1, '16:01') },
      { kind: 'fill', at: hkt(D1, '16:10'), price: '400', quantity: '1000' },
    ]);
    const high = order({ orderType: 'AL', price: '401', side: 'S' });
    expect(
      matchOrder(
        high,
        windowOf(hkt(D1, '15:00'), hkt(D1, '16:30'), [], { auctions }),
        rulesFor(high),
      ),
    ).toEqual([
      { kind: 'enter', at: hkt(D1, '16:01') },
      { kind: 'end', at: hkt(D1, '16:10'), reason: 'auctionEnded' },
    ]);
  });
});

describe('matchOrder: properties', () => {
  const tapeArb = fc.array(
    fc.record({
      minute: fc.integer({ min: 0, max: 7 * 60 }),
      price: fc.integer({ min: 39_000, max: 41_000 }),
      volume: fc.integer({ min: 0, max: 5_000 }),
    }),
    { maxLength: 40 },
  );

  it('never fills more than the order, fills in lots, in time order, and a window cut in two gives the same fills', () => {
    fc.assert(
      fc.property(
        tapeArb,
        fc.integer({ min: 1, max: 30 }),
        fc.constantFrom('B' as const, 'S' as const),
        fc.integer({ min: 30, max: 420 }),
        (raw, lots, side, cut) => {
          const start = hkt(D1, '09:00').getTime();
          const tape = raw
            .map((row) => ({
              at: new Date(start + row.minute * 60_000 + 1_000),
              price: toDecimal(String(row.price)).div(100).toFixed(),
              volume: String(row.volume),
            }))
            .sort((a, b) => a.at.getTime() - b.at.getTime());
          const working = order({ side, quantity: String(lots * 100) });
          const from = hkt(D1, '08:00');
          const to = hkt(D1, '17:00');
          const whole = matchOrder(working, windowOf(from, to, tape), rulesFor(working));
          const total = toDecimal(filled(whole));
          expect(total.lte(working.quantity)).toBe(true);
          for (const event of whole) {
            if (event.kind === 'fill')
              expect(toDecimal(event.quantity).mod(100).isZero()).toBe(true);
          }
          const times = whole.map((event) => event.at.getTime());
          expect([...times].sort((a, b) => a - b)).toEqual(times);
          // Matching up to a cut and then on from it finds the same fills.
          const middle = new Date(start + cut * 60_000);
          const first = matchOrder(working, windowOf(from, middle, tape), rulesFor(working));
          const entered = first.find((event) => event.kind === 'enter');
          const firstFilled = filled(first);
          const rest = matchOrder(
            {
              ...working,
              status: entered ? 'queuing' : 'pending',
              enteredAt: entered?.at ?? null,
              filledQuantity: firstFilled,
            },
            windowOf(middle, to, tape),
            rulesFor(working),
          );
          const joined = [...first, ...rest];
          expect(joined).toEqual(whole);
        },
      ),
    );
  });
});
