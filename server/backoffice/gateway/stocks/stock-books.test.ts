import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toDecimal } from '../../../../shared/domain/decimal';
import {
  buyFillMovements,
  excessHold,
  feesOfFill,
  requiredBuyHold,
  sellFillMovements,
  settleSellMovements,
} from './stock-books';
import { orderFees } from './stock-order-checks';

/**
 * The books' rules of a buy's hold (stock-books.ts): whatever the partial fills at or below the
 * limit, what the fills spend plus what the rest still needs never exceeds what was held, so a
 * fill is always paid from the hold and the excess can be released; the fills' fees add up to
 * the order's fees on its whole consideration.
 */

const feesOf = orderFees('HKEX', 'B', 'equity');

describe('stock books', () => {
  it('never needs more held than the placement held, and fees add up per order', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 100, max: 9000 }),
        fc.array(fc.tuple(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 0, max: 50 })), {
          maxLength: 6,
        }),
        (lots, limitTenths, fills) => {
          const quantity = lots * 100;
          const limit = toDecimal(String(limitTenths)).div(10);
          const hold = (filled: number, consideration: string) =>
            requiredBuyHold(feesOf, {
              quantity: String(quantity),
              filledQuantity: String(filled),
              filledConsideration: consideration,
              holdPrice: limit.toFixed(),
              precision: 2,
            });
          let held = toDecimal(hold(0, '0'));
          let filled = 0;
          let consideration = toDecimal('0');
          let fees = toDecimal('0');
          for (const [fillLots, below] of fills) {
            const size = Math.min(fillLots * 100, quantity - filled);
            if (size <= 0) break;
            const price = limit.sub(toDecimal(String(below)).div(100)).clampedTo(0.01, 1e9);
            const cost = price.mul(size).toDecimalPlaces(2);
            const fillFees = feesOfFill(
              feesOf,
              { quantity: String(filled), consideration: consideration.toFixed() },
              { quantity: String(size), consideration: cost.toFixed() },
            );
            const spent = cost.add(fillFees.total);
            expect(spent.lte(held)).toBe(true);
            held = held.sub(spent);
            filled += size;
            consideration = consideration.add(cost);
            fees = fees.add(fillFees.total);
            const required = hold(filled, consideration.toFixed());
            expect(toDecimal(required).lte(held)).toBe(true);
            held = held.sub(excessHold(held.toFixed(), required));
          }
          if (filled > 0) {
            expect(fees.toFixed()).toBe(
              toDecimal(feesOf(consideration.toFixed(), String(filled)).total).toFixed(),
            );
          }
        },
      ),
    );
  });

  it('moves a fill held → market and fees, and a sell’s proceeds through pending', () => {
    const order = { accountId: 7, currency: 'HKD', symbol: '00700' };
    const fill = {
      quantity: '100',
      consideration: '50000',
      fees: { ...feesOf('50000', '100') },
    };
    expect(buyFillMovements(order, fill).map((movement) => movement.amount)).toEqual([
      '50000',
      fill.fees.total,
      '100',
    ]);
    const sell = sellFillMovements(order, fill);
    const net = toDecimal('50000').sub(fill.fees.total).toFixed();
    expect(sell.map((movement) => [movement.to.kind, movement.amount])).toEqual([
      ['market', '100'],
      ['cashPending', net],
      ['fees', fill.fees.total],
    ]);
    expect(settleSellMovements(order, net)[0]?.to.kind).toBe('cash');
  });
});
