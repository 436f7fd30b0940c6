import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feesFor, STOCK_FEE_RULES, type StockFees } from './stock-fees';

const zero = {
  brokerage: '0.00',
  sfcLevy: '0.00',
  afrcLevy: '0.00',
  tradingFee: '0.00',
  stampDuty: '0.00',
  ccass: '0.00',
  secFee: '0.00',
  total: '0.00',
};

const sumOf = (fees: StockFees) =>
  Object.entries(fees)
    .filter(([name]) => name !== 'total')
    .reduce((sum, [, value]) => sum.plus(value), new Decimal(0))
    .toFixed(2);

describe('HKEX fees (hk-market-facts §3.5)', () => {
  it('charges each fee on 1,000 Tencent at 612.50', () => {
    expect(feesFor('HKEX', 'B', '612500', '1000')).toEqual({
      brokerage: '490.00',
      sfcLevy: '16.54',
      afrcLevy: '0.92',
      tradingFee: '34.61',
      stampDuty: '613.00',
      ccass: '12.25',
      secFee: '0.00',
      total: '1167.32',
    });
  });

  it('applies the minimums on a small trade', () => {
    expect(feesFor('HKEX', 'S', '10000', '2000')).toEqual({
      brokerage: '50.00',
      sfcLevy: '0.27',
      afrcLevy: '0.02',
      tradingFee: '0.57',
      stampDuty: '10.00',
      ccass: '2.00',
      secFee: '0.00',
      total: '62.86',
    });
    const tiny = feesFor('HKEX', 'B', '1', '100');
    expect(tiny.tradingFee).toBe('0.01');
    expect(tiny.sfcLevy).toBe('0.00');
    expect(tiny.stampDuty).toBe('1.00');
  });

  it('rounds stamp duty up to the whole dollar on both sides', () => {
    expect(feesFor('HKEX', 'B', '10000.01', '100').stampDuty).toBe('11.00');
    expect(feesFor('HKEX', 'S', '10000.01', '100').stampDuty).toBe('11.00');
    expect(feesFor('HKEX', 'S', '10000', '100').stampDuty).toBe('10.00');
    expect(feesFor('HKEX', 'B', '999.99', '100').stampDuty).toBe('1.00');
  });

  it('waives stamp duty on ETFs, not on REITs', () => {
    expect(feesFor('HKEX', 'B', '131250', '5000', 'etf').stampDuty).toBe('0.00');
    expect(feesFor('HKEX', 'B', '131250', '5000', 'reit').stampDuty).toBe('132.00');
    expect(feesFor('HKEX', 'B', '131250', '5000', 'etf').brokerage).toBe('105.00');
  });

  it('caps CCASS at HKD 100', () => {
    expect(feesFor('HKEX', 'B', '10000000', '10000').ccass).toBe('100.00');
    expect(feesFor('HKEX', 'B', '5000000', '10000').ccass).toBe('100.00');
    expect(feesFor('HKEX', 'B', '4000000', '10000').ccass).toBe('80.00');
  });

  it('charges no secFee in Hong Kong and no US levies', () => {
    expect(feesFor('HKEX', 'S', '612500', '1000').secFee).toBe('0.00');
  });
});

describe('US fees', () => {
  it('charges USD 0.005 a share, at least USD 1', () => {
    expect(feesFor('US', 'B', '9525', '50')).toEqual({ ...zero, brokerage: '1.00', total: '1.00' });
    expect(feesFor('US', 'B', '200000', '1000').brokerage).toBe('5.00');
  });

  it('caps brokerage at 1 % of the consideration', () => {
    expect(feesFor('US', 'B', '50', '10').brokerage).toBe('0.50');
    expect(feesFor('US', 'B', '10', '1000').brokerage).toBe('0.10');
  });

  it('adds the SEC fee on sells only, rounded up to the cent', () => {
    expect(feesFor('US', 'S', '200000', '1000')).toEqual({
      ...zero,
      brokerage: '5.00',
      secFee: '5.56',
      total: '10.56',
    });
    expect(feesFor('US', 'S', '50', '10').secFee).toBe('0.01');
    expect(feesFor('US', 'B', '200000', '1000').secFee).toBe('0.00');
  });
});

describe('fee rules', () => {
  it('charges nothing on a zero consideration and refuses negatives', () => {
    expect(feesFor('HKEX', 'B', '0', '0')).toEqual(zero);
    expect(feesFor('US', 'S', '0', '0')).toEqual(zero);
    expect(() => feesFor('HKEX', 'B', '-1', '100')).toThrow(RangeError);
    expect(() => feesFor('HKEX', 'B', '1e5', '100')).toThrow(RangeError);
  });

  it('keeps every rate as data', () => {
    expect(STOCK_FEE_RULES.HKEX.map((rule) => rule.name)).toEqual([
      'brokerage',
      'sfcLevy',
      'afrcLevy',
      'tradingFee',
      'stampDuty',
      'ccass',
    ]);
    expect(STOCK_FEE_RULES.US.map((rule) => rule.name)).toEqual(['brokerage', 'secFee']);
  });

  const consideration = fc
    .bigInt(1n, 10n ** 12n)
    .map((cents) => new Decimal(cents.toString()).div(100).toFixed(2));

  it.each(['HKEX', 'US'] as const)(
    '%s: two decimals each, total the sum, rising with the amount',
    (exchange) => {
      fc.assert(
        fc.property(
          consideration,
          consideration,
          fc.integer({ min: 1, max: 10_000_000 }),
          fc.constantFrom('B', 'S' as const),
          fc.constantFrom('equity', 'etf', 'reit' as const),
          (a, b, shares, side, kind) => {
            const [low, high] = new Decimal(a).lte(b) ? [a, b] : [b, a];
            const small = feesFor(exchange, side, low, String(shares), kind);
            const large = feesFor(exchange, side, high, String(shares), kind);
            for (const fees of [small, large]) {
              for (const value of Object.values(fees)) expect(value).toMatch(/^\d+\.\d{2}$/);
              expect(fees.total).toBe(sumOf(fees));
            }
            for (const name of Object.keys(small) as (keyof StockFees)[]) {
              if (exchange === 'US' && name === 'brokerage') continue; // per share, capped by amount
              expect(new Decimal(large[name]).gte(small[name])).toBe(true);
            }
          },
        ),
      );
    },
  );
});
