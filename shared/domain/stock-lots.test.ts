import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isBoardLotMultiple,
  isOddLotQuantity,
  isWholeShareQuantity,
  MAX_BOARD_LOTS_PER_ORDER,
  maxOrderQuantity,
  roundDownToBoardLot,
} from './stock-lots';

describe('board lots (hk-market-facts §3.4)', () => {
  it.each([
    ['100', 100, true],
    ['1000', 100, true],
    ['150', 100, false],
    ['50', 100, false],
    ['0', 100, false],
    ['-100', 100, false],
    ['100.5', 100, false],
    ['5000', 500, true],
    ['3', 1, true],
  ] as const)('%s shares in lots of %i: board-lot multiple %s', (quantity, lot, expected) => {
    expect(isBoardLotMultiple(quantity, lot)).toBe(expected);
  });

  it.each([
    ['1', 100, true],
    ['99', 100, true],
    ['100', 100, false],
    ['0', 100, false],
    ['10.5', 100, false],
    ['150', 100, false],
  ] as const)('%s shares in lots of %i: odd lot %s', (quantity, lot, expected) => {
    expect(isOddLotQuantity(quantity, lot)).toBe(expected);
  });

  it('caps an order at 3,000 board lots', () => {
    expect(MAX_BOARD_LOTS_PER_ORDER).toBe(3000);
    expect(maxOrderQuantity(100)).toBe('300000');
    expect(maxOrderQuantity('500')).toBe('1500000');
    expect(() => maxOrderQuantity(0)).toThrow(RangeError);
    expect(() => maxOrderQuantity(2.5)).toThrow(RangeError);
  });

  it('cuts a quantity down to whole lots', () => {
    expect(roundDownToBoardLot('1999', 500)).toBe('1500');
    expect(roundDownToBoardLot('1234.9', 100)).toBe('1200');
    expect(roundDownToBoardLot('99', 100)).toBe('0');
    expect(roundDownToBoardLot('-5', 100)).toBe('0');
    expect(isWholeShareQuantity('7')).toBe(true);
    expect(isWholeShareQuantity('0')).toBe(false);
  });

  it('splits every positive whole quantity into lots and an odd remainder', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.constantFrom(1, 100, 200, 400, 500, 1000, 2000),
        (quantity, lot) => {
          const whole = roundDownToBoardLot(String(quantity), lot);
          const rest = quantity - Number(whole);
          expect(Number(whole) === 0 || isBoardLotMultiple(whole, lot)).toBe(true);
          expect(rest === 0 || isOddLotQuantity(String(rest), lot)).toBe(true);
          expect(isBoardLotMultiple(String(quantity), lot)).toBe(rest === 0);
          expect(isOddLotQuantity(String(quantity), lot)).toBe(quantity < lot);
        },
      ),
    );
  });
});
