import { describe, expect, it } from 'vitest';
import {
  isClientOrderType,
  isRemarkValid,
  isTradingSuspended,
  offeredOrderTypes,
  priceRequired,
  programOrderTypes,
  REMARK_MAX_LENGTH,
} from './stock-order-rules';
import {
  ALL_STOCK_ORDER_TYPES,
  STOCK_ORDER_TYPE_SHORT_CODES,
  STOCK_ORDER_TYPES,
  type StockOrderType,
} from './stock-order-status';

describe('offered order types (spec §4)', () => {
  it('puts the default first and keeps the rest in order', () => {
    expect(
      offeredOrderTypes({
        validOrderTypes: ['AO', 'AL', 'Limit', 'ELO'],
        defaultOrderType: 'Limit',
      }),
    ).toEqual(['Limit', 'AO', 'AL', 'ELO']);
    expect(
      offeredOrderTypes({ validOrderTypes: ['Limit', 'Market'], defaultOrderType: null }),
    ).toEqual(['Limit', 'Market']);
  });

  it('ignores a default that is not valid, repeats and unknown types', () => {
    const validOrderTypes = ['ELO', 'Limit', 'ELO', 'Grey'] as unknown as StockOrderType[];
    expect(offeredOrderTypes({ validOrderTypes, defaultOrderType: 'SLO' })).toEqual([
      'ELO',
      'Limit',
    ]);
  });

  it('suspends trading when no type is valid', () => {
    expect(isTradingSuspended({ validOrderTypes: [], defaultOrderType: null })).toBe(true);
    expect(isTradingSuspended({ validOrderTypes: ['Limit'], defaultOrderType: 'Limit' })).toBe(
      false,
    );
  });
});

describe('program order types (spec §4)', () => {
  it('starts with none, adds good-till-date only when the brand enables it', () => {
    const permission = {
      validProgramOrderTypes: ['stopLoss', 'goodTillDate', 'none', 'stopGain'] as const,
    };
    expect(programOrderTypes(permission, true)).toEqual([
      'none',
      'goodTillDate',
      'stopLoss',
      'stopGain',
    ]);
    expect(programOrderTypes(permission, false)).toEqual(['none', 'stopLoss', 'stopGain']);
    expect(programOrderTypes({ validProgramOrderTypes: [] }, false)).toEqual(['none']);
  });
});

describe('remark and price rules', () => {
  it.each([
    ['', true],
    ['1234567890', true],
    ['12345678901', false],
    ['騰訊控股長線持有十股', true],
    ['騰訊控股長線持有十一股', false],
  ])('remark %j valid: %s', (remark, expected) => {
    expect(REMARK_MAX_LENGTH).toBe(10);
    expect(isRemarkValid(remark)).toBe(expected);
  });

  it('asks a price of every type but AO and Market', () => {
    expect(STOCK_ORDER_TYPES.filter(priceRequired)).toEqual(['AL', 'Limit', 'ELO', 'SLO', 'Odd']);
  });
});

describe('every spec §3 order type (history and filters)', () => {
  it('has the spec short codes in its order, Cross Broker without one', () => {
    expect(ALL_STOCK_ORDER_TYPES.map((type) => STOCK_ORDER_TYPE_SHORT_CODES[type])).toEqual([
      'A',
      'O',
      'L',
      'E',
      'S',
      'G',
      'MO',
      'M',
      'TA',
      'D',
      null,
    ]);
  });

  it('lets a client place only the client types; the back office enters Grey, Manual, TA, Cross', () => {
    expect(ALL_STOCK_ORDER_TYPES.filter((type) => !isClientOrderType(type))).toEqual([
      'Grey',
      'Manual',
      'TA',
      'Cross',
    ]);
    expect(ALL_STOCK_ORDER_TYPES.filter(isClientOrderType).sort()).toEqual(
      [...STOCK_ORDER_TYPES].sort(),
    );
  });
});
