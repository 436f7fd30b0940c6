import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { isOnTick } from '@shared/domain/stock-spread';
import {
  draftProblem,
  emptyDraft,
  fieldOfCode,
  isSameTradingDayAgain,
  stepPriceText,
  stepQuantityText,
  termsOf,
} from './order-terms';
import { tencentStock } from '../test-stock';

const same = (actual: string, expected: string) =>
  expect(new Decimal(actual).eq(expected), `${actual} = ${expected}`).toBe(true);

describe('the price stepper follows the spread table', () => {
  it('steps one tick up and down within a band and across a band edge', () => {
    same(stepPriceText('A', '612.5', 1, null), '613');
    same(stepPriceText('A', '612.5', -1, null), '612');
    // 500 is the top of the 0.2 band: up from it the tick is 0.5, down from it 0.2.
    same(stepPriceText('A', '500', 1, null), '500.5');
    same(stepPriceText('A', '500', -1, null), '499.8');
    // ETP (02800) ticks finer.
    same(stepPriceText('ETP', '20', 1, null), '20.02');
  });

  it('starts from the last price when the field is empty, and lands on the table from off it', () => {
    same(stepPriceText('A', '', 1, '612.5'), '612.5');
    same(stepPriceText('A', '612.3', 1, null), '612.5');
    same(stepPriceText('A', '612.3', -1, null), '612');
    expect(isOnTick('A', stepPriceText('A', '612.3', 1, null))).toBe(true);
    expect(stepPriceText('A', 'abc', 1, null)).toBe('abc');
  });
});

describe('the quantity stepper moves in board lots', () => {
  it('adds and takes off one lot, never below one lot', () => {
    expect(stepQuantityText('', 100, 1, false)).toBe('100');
    expect(stepQuantityText('100', 100, 1, false)).toBe('200');
    expect(stepQuantityText('100', 100, -1, false)).toBe('100');
    // Off a lot multiple, the first step lands on the next multiple that way.
    expect(stepQuantityText('150', 100, 1, false)).toBe('200');
    expect(stepQuantityText('150', 100, -1, false)).toBe('100');
  });

  it('steps odd lots by one share, below one lot', () => {
    expect(stepQuantityText('', 100, 1, true)).toBe('1');
    expect(stepQuantityText('98', 100, 1, true)).toBe('99');
    expect(stepQuantityText('99', 100, 1, true)).toBe('99');
  });
});

describe('the order terms', () => {
  it('leaves out the price of an at-auction order and waits for every needed field', () => {
    const draft = { ...emptyDraft('B'), orderType: 'Limit' as const, quantity: '100' };
    expect(draftProblem(draft)).toBe('empty');
    expect(termsOf(draft, tencentStock, 'C10001')).toBeNull();
    expect(termsOf({ ...draft, price: '612.5' }, tencentStock, 'C10001')).toMatchObject({
      symbol: '00700',
      side: 'B',
      orderType: 'Limit',
      price: '612.5',
      quantity: '100',
    });
    const auction = termsOf({ ...draft, orderType: 'AO' }, tencentStock, 'C10001');
    expect(auction).not.toHaveProperty('price');
    expect(draftProblem({ ...draft, price: '6x' })).toBe('invalid');
  });

  it('puts each code under its field', () => {
    expect(fieldOfCode(8203)).toBe('price');
    expect(fieldOfCode(8204)).toBe('quantity');
    expect(fieldOfCode(8291)).toBe('remark');
    expect(fieldOfCode(8312)).toBe('goodTillDate');
    expect(fieldOfCode(8240)).toBeNull();
  });
});

describe('place again (spec §9)', () => {
  it('warns from 12:00 am to before 4:00 pm Hong Kong time on the trade date only', () => {
    expect(isSameTradingDayAgain('2026-11-24', new Date('2026-11-23T16:00:00Z'))).toBe(true);
    expect(isSameTradingDayAgain('2026-11-24', new Date('2026-11-24T07:59:59Z'))).toBe(true);
    expect(isSameTradingDayAgain('2026-11-24', new Date('2026-11-24T08:00:00Z'))).toBe(false);
    expect(isSameTradingDayAgain('2026-11-24', new Date('2026-11-23T15:59:59Z'))).toBe(false);
    expect(isSameTradingDayAgain('2026-11-23', new Date('2026-11-24T02:00:00Z'))).toBe(false);
  });
});
