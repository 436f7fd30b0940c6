import { describe, expect, it } from 'vitest';
import { toDecimal } from '../../../../../shared/domain/decimal';
import {
  D1,
  D2,
  filled,
  hkt,
  order,
  rulesFor,
  trade,
  windowOf,
} from '../../../../test/stock-match-kit';
import { allowanceOf, matchOrder, SLO_WINDOW_MS, type MatchWindow } from './match';

/** The exchange's pure matching in continuous trading (match.ts); auctions and properties in match-auctions.test.ts. */

describe('allowanceOf', () => {
  it('takes a quarter of the volume in whole lots, at least a lot when the trade was one', () => {
    expect(allowanceOf('2000', '100').toFixed()).toBe('500');
    expect(allowanceOf('1000', '100').toFixed()).toBe('200');
    expect(allowanceOf('300', '100').toFixed()).toBe('100');
    expect(allowanceOf('50', '100').toFixed()).toBe('0');
    expect(allowanceOf('7', '1').toFixed()).toBe('1');
  });
});

describe('matchOrder: continuous trading', () => {
  it('enters a limit order placed before the open at 09:30 and fills against trades at or below its price', () => {
    const working = order();
    const events = matchOrder(
      working,
      windowOf(hkt(D1, '08:00'), hkt(D1, '10:00'), [
        trade(D1, '09:31', '401'),
        trade(D1, '09:32', '400'),
        trade(D1, '09:33', '399.8'),
      ]),
      rulesFor(working),
    );
    expect(events).toEqual([
      { kind: 'enter', at: hkt(D1, '09:30') },
      { kind: 'fill', at: hkt(D1, '09:32'), price: '400', quantity: '500' },
      { kind: 'fill', at: hkt(D1, '09:33'), price: '399.8', quantity: '500' },
    ]);
  });

  it('fills a sell at or above its price only', () => {
    const working = order({ status: 'queuing', side: 'S', enteredAt: hkt(D1, '09:30') });
    const events = matchOrder(
      working,
      windowOf(hkt(D1, '09:30'), hkt(D1, '10:00'), [
        trade(D1, '09:31', '399.8'),
        trade(D1, '09:32', '400.2', '400'),
      ]),
      rulesFor(working),
    );
    expect(events).toEqual([
      { kind: 'fill', at: hkt(D1, '09:32'), price: '400.2', quantity: '100' },
    ]);
  });

  it('does not match during lunch and never counts a trade before the order entered', () => {
    const working = order({ status: 'queuing', enteredAt: hkt(D1, '11:00') });
    const events = matchOrder(
      working,
      windowOf(hkt(D1, '10:00'), hkt(D1, '13:05'), [
        trade(D1, '10:30', '390'),
        trade(D1, '12:30', '390'),
        trade(D1, '13:01', '390', '400'),
      ]),
      rulesFor(working),
    );
    expect(events).toEqual([{ kind: 'fill', at: hkt(D1, '13:01'), price: '390', quantity: '100' }]);
  });

  it('expires a day order at the close: its remainder ends at 16:10', () => {
    const working = order({ status: 'partially matched', filledQuantity: '500' });
    const events = matchOrder(
      { ...working, enteredAt: hkt(D1, '09:30') },
      windowOf(hkt(D1, '15:00'), hkt(D1, '17:00'), [trade(D1, '15:30', '410')]),
      rulesFor(working),
    );
    expect(events).toEqual([{ kind: 'end', at: hkt(D1, '16:10'), reason: 'expired' }]);
  });

  it('sees the day end at the first instant of a window that starts at the close', () => {
    const working = order({ status: 'queuing', enteredAt: hkt(D1, '09:30') });
    const events = matchOrder(
      working,
      windowOf(hkt(D1, '16:10'), hkt(D1, '16:20'), [], {
        before: { session: 'closingRandom', tradeDate: D1 },
      }),
      rulesFor(working),
    );
    expect(events).toEqual([{ kind: 'end', at: hkt(D1, '16:10'), reason: 'expired' }]);
  });

  it('keeps a good-till-date order over the night and fills it the next day', () => {
    const working = order({
      status: 'queuing',
      enteredAt: hkt(D1, '09:30'),
      condition: 'goodTillDate',
      goodTillDate: D2,
    });
    const events = matchOrder(
      working,
      windowOf(hkt(D1, '15:00'), hkt(D2, '17:00'), [
        trade(D1, '15:30', '410'),
        trade(D2, '10:00', '399', '800'),
      ]),
      rulesFor(working),
    );
    expect(events).toEqual([
      { kind: 'fill', at: hkt(D2, '10:00'), price: '399', quantity: '200' },
      { kind: 'end', at: hkt(D2, '16:10'), reason: 'expired' },
    ]);
  });

  it('ends an SLO one minute after it entered, whatever is left', () => {
    const working = order({ orderType: 'SLO' });
    const entered = hkt(D1, '10:00');
    const events = matchOrder(
      working,
      windowOf(hkt(D1, '10:00'), hkt(D1, '10:05'), [
        { at: new Date(entered.getTime() + 30_000), price: '399', volume: '400' },
        trade(D1, '10:02', '399'),
      ]),
      rulesFor(working),
    );
    expect(events).toEqual([
      { kind: 'enter', at: entered },
      { kind: 'fill', at: new Date(entered.getTime() + 30_000), price: '399', quantity: '100' },
      {
        kind: 'end',
        at: new Date(entered.getTime() + SLO_WINDOW_MS),
        reason: 'immediateRemainder',
      },
    ]);
  });

  it('waits for a stop condition to trigger, then enters at that instant', () => {
    const working = order({ condition: 'stopLoss', side: 'S', price: '380' });
    const window = windowOf(hkt(D1, '09:30'), hkt(D1, '11:00'), [
      trade(D1, '10:00', '385'),
      trade(D1, '10:40', '381'),
    ]);
    expect(matchOrder(working, window, rulesFor(working))).toEqual([]);
    const triggered = { ...working, triggeredAt: hkt(D1, '10:30') };
    expect(matchOrder(triggered, window, rulesFor(triggered))).toEqual([
      { kind: 'enter', at: hkt(D1, '10:30') },
      { kind: 'fill', at: hkt(D1, '10:40'), price: '381', quantity: '500' },
    ]);
  });

  it('fills a US market order at every trade of regular hours, not before', () => {
    const working = order({
      exchange: 'US',
      orderType: 'Market',
      price: null,
      lot: '1',
      quantity: '10',
      status: 'queuing',
      enteredAt: new Date('2026-12-01T09:00:00-05:00'),
    });
    const us = (time: string) => new Date(`2026-12-01T${time}:00-05:00`);
    const window: MatchWindow = {
      before: null,
      segments: [
        {
          session: 'preMarket',
          tradeDate: D1,
          from: us('09:00'),
          to: us('09:30'),
          isComplete: true,
        },
        {
          session: 'regular',
          tradeDate: D1,
          from: us('09:30'),
          to: us('09:40'),
          isComplete: false,
        },
      ],
      tape: [
        { at: us('09:10'), price: '200', volume: '100' },
        { at: us('09:31'), price: '201', volume: '20' },
        { at: us('09:32'), price: '202', volume: '100' },
      ],
      auctions: [],
    };
    expect(matchOrder(working, window, rulesFor(working))).toEqual([
      { kind: 'fill', at: us('09:31'), price: '201', quantity: '5' },
      { kind: 'fill', at: us('09:32'), price: '202', quantity: '5' },
    ]);
  });

  it('stops a buy at what its hold can pay for', () => {
    const working = order({ status: 'queuing', enteredAt: hkt(D1, '09:30') });
    let budget = toDecimal('160000');
    const rules = rulesFor(working, {
      limitFill(quantity, price) {
        const lots = budget.div(price).div(100).floor().mul(100);
        const allowed = lots.lt(quantity) ? lots : toDecimal(quantity);
        budget = budget.sub(allowed.mul(price));
        return allowed.toFixed();
      },
    });
    const events = matchOrder(
      working,
      windowOf(hkt(D1, '09:30'), hkt(D1, '10:00'), [
        trade(D1, '09:31', '400'),
        trade(D1, '09:32', '400'),
      ]),
      rules,
    );
    expect(filled(events)).toBe('400');
  });
});
