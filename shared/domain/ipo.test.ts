import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toDecimal } from './decimal';
import {
  ballotLots,
  ipoAmountRow,
  ipoApplicationFigures,
  ipoFinancingRatios,
  ipoInterest,
  type IpoTerms,
} from './ipo';

const terms = {
  code: '06990',
  allotmentRate: '0.35',
} as IpoTerms;

describe('ipo rules', () => {
  it('prices a table row at the max price with 1.0085 % charges, to the cent', () => {
    expect(ipoAmountRow(500, '14.8')).toEqual({
      quantity: '500',
      consideration: '7400.00',
      fees: '74.63',
      amount: '7474.63',
    });
  });

  it('offers ratios in tenths up to the maximum', () => {
    expect(ipoFinancingRatios('0.9')).toEqual([
      '0.1',
      '0.2',
      '0.3',
      '0.4',
      '0.5',
      '0.6',
      '0.7',
      '0.8',
      '0.9',
    ]);
    expect(ipoFinancingRatios('0.95').at(-1)).toBe('0.95');
    expect(ipoFinancingRatios('0')).toEqual([]);
  });

  it('never charges negative interest and holds deposit plus interest', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom('0', '3.5', '12'),
        fc.integer({ min: -5, max: 30 }),
        (cents, rate, days) => {
          const interest = ipoInterest(toDecimal(String(cents)).div(100).toFixed(2), rate, days);
          expect(toDecimal(interest).gte(0)).toBe(true);
        },
      ),
    );
    const figures = ipoApplicationFigures(ipoAmountRow(1000, '14.8'), {
      ratio: '0.9',
      ratePercent: '3.5',
      interestDays: 5,
    });
    expect([figures.loan, figures.interest, figures.held]).toEqual(['13454.33', '6.46', '1501.39']);
  });

  it('draws the same ballot for the same IPO and account, never more than applied', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 1, max: 1000 }),
        (id, lots) => {
          const allotted = ballotLots(terms, id, lots);
          expect(ballotLots(terms, id, lots)).toBe(allotted);
          expect(allotted).toBeLessThanOrEqual(lots);
          expect(allotted).toBeGreaterThanOrEqual(Math.floor(lots * 0.35));
        },
      ),
    );
  });
});
