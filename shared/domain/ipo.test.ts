import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toDecimal } from './decimal';
import {
  assuredEntitlement,
  ballotLots,
  ipoAmountRow,
  ipoApplicationFigures,
  ipoFinancingRatios,
  ipoInterest,
  isValidApplicationQuantity,
  preferentialQuantities,
  proportionQuantityResult,
  type IpoTerms,
} from './ipo';
import { IPO_RESULT } from './ipo-result';

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

  describe('the preferential offer (proportion applications)', () => {
    const spinOff: IpoTerms = {
      ...({} as IpoTerms),
      code: '06990',
      boardLot: 500,
      lotMultiples: [1, 2, 3],
      preferentialOffer: {
        parentCode: '00700',
        parentShares: 2,
        reservedShares: 1,
        recordDate: '2026-11-25',
      },
    };

    it('entitles whole ratios of the holding, rounded down to board lots', () => {
      expect(assuredEntitlement(spinOff, '1000')).toBe('500');
      expect(assuredEntitlement(spinOff, '999')).toBe('0');
      expect(assuredEntitlement(spinOff, '2999')).toBe('1000');
      expect(assuredEntitlement(spinOff, '0')).toBe('0');
      expect(assuredEntitlement(spinOff, '-40')).toBe('0');
      expect(assuredEntitlement({ ...spinOff, preferentialOffer: null }, '1000')).toBeNull();
      expect(assuredEntitlement({ ...spinOff, preferentialOffer: undefined }, '1000')).toBeNull();
      const threeForTen = {
        ...spinOff,
        boardLot: 200,
        preferentialOffer: { ...spinOff.preferentialOffer, parentShares: 10, reservedShares: 3 },
      } as IpoTerms;
      // 4,567 held: 456 tens x 3 = 1,368 reserved, 6 lots of 200.
      expect(assuredEntitlement(threeForTen, '4567')).toBe('1200');
    });

    it('never entitles more than the ratio allows, and always whole lots', () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 10_000_000 }), (held) => {
          const entitlement = toDecimal(assuredEntitlement(spinOff, String(held)) ?? '');
          expect(entitlement.mod(500).isZero()).toBe(true);
          expect(entitlement.lte(held / 2)).toBe(true);
          expect(entitlement.gt(held / 2 - 500)).toBe(true);
        }),
      );
    });

    it('offers whole lots up to the entitlement, and checks a quantity against it', () => {
      expect(preferentialQuantities(spinOff, '1500')).toEqual(['500', '1000', '1500']);
      expect(preferentialQuantities(spinOff, '0')).toEqual([]);
      const check = (quantity: string, entitlement: string | null) =>
        proportionQuantityResult(spinOff, quantity, entitlement);
      expect(check('500', '500')).toBe(IPO_RESULT.success);
      expect(check('3500', '5000')).toBe(IPO_RESULT.success);
      expect(check('1000', '500')).toBe(IPO_RESULT.exceedsEntitlement);
      expect(check('500', '0')).toBe(IPO_RESULT.exceedsEntitlement);
      expect(check('700', '5000')).toBe(IPO_RESULT.invalidQuantity);
      expect(check('0', '5000')).toBe(IPO_RESULT.invalidQuantity);
      expect(check('500.5', '5000')).toBe(IPO_RESULT.invalidQuantity);
      expect(proportionQuantityResult({ ...spinOff, preferentialOffer: null }, '500', null)).toBe(
        IPO_RESULT.preferentialNotAvailable,
      );
    });

    it('keeps a proportion application valid at the close while the offer stands', () => {
      // 3,500 is 7 lots, not a row of the table, yet a valid proportion quantity.
      expect(isValidApplicationQuantity(spinOff, 'proportion', '3500')).toBe(true);
      expect(isValidApplicationQuantity(spinOff, 'cash', '3500')).toBe(false);
      expect(isValidApplicationQuantity(spinOff, 'cash', '1500')).toBe(true);
      expect(
        isValidApplicationQuantity({ ...spinOff, preferentialOffer: null }, 'proportion', '500'),
      ).toBe(false);
    });
  });
});
