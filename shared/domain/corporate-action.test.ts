import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bonusShares,
  dividendCash,
  electionOptions,
  entitlementOutcome,
  isElectionOpen,
  restatedHolding,
  scripOutcome,
  type CorporateActionTerms,
} from './corporate-action';
import { toDecimal } from './decimal';

const dividend: CorporateActionTerms = {
  eventId: 'E1',
  symbol: '00005',
  kind: 'cashDividend',
  currency: 'HKD',
  rate: '0.78',
  scripPrice: '62.35',
  ratioHeld: 1,
  ratioNew: 1,
  fractions: 'cash',
  announcementDate: '2026-11-01',
  exDate: '2026-11-20',
  recordDate: '2026-11-23',
  electionDeadline: '2026-11-30',
  paymentDate: '2026-12-08',
};

describe('corporate action rules', () => {
  it('pays dividends to the cent, rounded down', () => {
    expect(dividendCash('2000', '0.78')).toBe('1560.00');
    expect(dividendCash('333', '0.125')).toBe('41.62');
    expect(dividendCash('0', '0.78')).toBe('0.00');
  });

  it('issues whole scrip shares and pays or drops the fraction', () => {
    expect(scripOutcome('1560.00', '62.35', 'cash')).toEqual({
      shares: '25',
      cash: '1.25',
      cost: '1558.75',
    });
    expect(scripOutcome('1560.00', '62.35', 'drop').cash).toBe('0.00');
    expect(scripOutcome('50.00', '62.35', 'cash')).toEqual({
      shares: '0',
      cash: '50.00',
      cost: '0',
    });
  });

  it('drops bonus fractions and restates splits and consolidations at the same cost', () => {
    expect(bonusShares('1005', 10, 1)).toBe('100');
    expect(restatedHolding('1100', '455200', 1, 2)).toEqual({
      quantity: '2200',
      bookCost: '455200',
      averageCost: '206.9090909091',
    });
    expect(restatedHolding('1003', '10030', 5, 1).quantity).toBe('200');
  });

  it('offers an election only on a dividend with a scrip option, until the deadline day', () => {
    expect(electionOptions(dividend)).toEqual(['cash', 'scrip']);
    expect(electionOptions({ ...dividend, scripPrice: null })).toEqual([]);
    expect(isElectionOpen(dividend, '2026-11-30')).toBe(true);
    expect(isElectionOpen(dividend, '2026-12-01')).toBe(false);
  });

  it('never pays more than the cash entitlement, and scrip plus cash make it up to a share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        (held, rateMils, priceCents) => {
          const terms = {
            ...dividend,
            rate: toDecimal(String(rateMils)).div(1000).toFixed(),
            scripPrice: toDecimal(String(priceCents)).div(100).toFixed(),
          };
          const cash = toDecimal(entitlementOutcome(terms, String(held), 'cash').cash);
          const scrip = entitlementOutcome(terms, String(held), 'scrip');
          const used = toDecimal(scrip.addedCost).add(scrip.cash);
          expect(used.lte(cash)).toBe(true);
          expect(cash.sub(used).lt('0.01')).toBe(true);
          expect(toDecimal(scrip.shareChange).isInteger()).toBe(true);
        },
      ),
    );
  });

  it('keeps a split or consolidation within one share of the ratio and never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 20 }),
        (held, ratioHeld, ratioNew) => {
          const kind = ratioNew >= ratioHeld ? 'split' : 'consolidation';
          const outcome = entitlementOutcome(
            { ...dividend, kind, ratioHeld, ratioNew },
            String(held),
            'cash',
          );
          const after = toDecimal(String(held)).add(outcome.shareChange);
          expect(after.gte(0)).toBe(true);
          expect(toDecimal(String(held)).mul(ratioNew).div(ratioHeld).sub(after).lt(1)).toBe(true);
          expect(outcome.cash).toBe('0.00');
        },
      ),
    );
  });
});
