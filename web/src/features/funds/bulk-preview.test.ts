import { describe, expect, it } from 'vitest';
import { checkBulk, type BulkLine } from './bulk-preview';
import type { PreviewFund } from './order-preview';

const base: PreviewFund = {
  currency: 'USD',
  nav: '10.00',
  unitPrecision: 3,
  dealingFrequency: { kind: 'daily' },
  settlementDays: 2,
  subscriptionFee: { percent: '1', minimum: '0' },
  redemptionFee: { percent: '0', minimum: '0' },
  minimumInitialSubscription: '1000',
  minimumSubsequentSubscription: '500',
  minimumHoldingUnits: '0',
  minimumRedemptionUnits: '0',
};
const funds = new Map([
  ['A', { ...base, fundId: 'A' }],
  ['B', { ...base, fundId: 'B' }],
  ['H', { ...base, fundId: 'H', currency: 'HKD' }],
]);

function check(lines: BulkLine[], available: Record<string, string>) {
  return checkBulk({
    lines,
    fundOf: (id) => funds.get(id),
    availableOf: (currency) => available[currency] ?? '0',
    isHolderOf: () => false,
    now: new Date('2026-11-23T02:00:00Z'),
    cutOff: '16:30',
  });
}

describe('checkBulk', () => {
  it('accepts lines that fit the cash together, with totals per currency', () => {
    const result = check(
      [
        { fundId: 'A', amount: '1500' },
        { fundId: 'B', amount: '1500.5' },
        { fundId: 'H', amount: '2000' },
      ],
      { USD: '3000.50', HKD: '2000' },
    );
    expect(result.canReview).toBe(true);
    expect(Object.fromEntries(result.totals)).toEqual({ USD: '3000.5', HKD: '2000' });
    expect(result.lines[0]?.preview?.estimatedUnits).toBe('148.500');
  });

  it('refuses lines that each fit the cash but not together', () => {
    const result = check(
      [
        { fundId: 'A', amount: '2000' },
        { fundId: 'B', amount: '2000' },
      ],
      { USD: '3000' },
    );
    expect(result.lines.every((line) => line.preview?.result === 0)).toBe(true);
    expect(result.overCurrencies).toEqual(['USD']);
    expect(result.canReview).toBe(false);
  });

  it('refuses the same fund twice, an unchosen fund and a malformed amount', () => {
    expect(
      check(
        [
          { fundId: 'A', amount: '1000' },
          { fundId: 'A', amount: '1000' },
        ],
        { USD: '9000' },
      ).isDistinct,
    ).toBe(false);
    expect(check([{ fundId: '', amount: '1000' }], { USD: '9000' }).canReview).toBe(false);
    const malformed = check([{ fundId: 'A', amount: '1000.001' }], { USD: '9000' });
    expect(malformed.lines[0]?.isWellFormed).toBe(false);
    expect(malformed.canReview).toBe(false);
  });
});
