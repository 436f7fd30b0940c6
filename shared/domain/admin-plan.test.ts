import { describe, expect, it } from 'vitest';
import { PLAN_STATUSES } from './plan-status';
import { canMovePlan, checkMix, MAX_PLAN_FUNDS } from './admin-plan';

describe('checkMix', () => {
  const mix = (...weights: string[]) =>
    weights.map((weight, index) => ({ fundId: `F${index}`, weight }));

  it('takes weights that sum to exactly 100, up to 2 decimals', () => {
    expect(checkMix(mix('100'))).toBeNull();
    expect(checkMix(mix('33.33', '33.33', '33.34'))).toBeNull();
    expect(checkMix(mix('0.01', '99.99'))).toBeNull();
  });

  it('refuses a sum off by a cent, a weight out of range or too precise', () => {
    expect(checkMix(mix('33.33', '33.33', '33.33'))).toBe('weights_not_100');
    expect(checkMix(mix('50', '50.01'))).toBe('weights_not_100');
    expect(checkMix(mix('0', '100'))).toBe('invalid_weight');
    expect(checkMix(mix('-10', '110'))).toBe('invalid_weight');
    expect(checkMix(mix('100.001'))).toBe('invalid_weight');
    expect(checkMix(mix('33.333', '66.667'))).toBe('invalid_weight');
  });

  it('refuses no fund, too many, or one fund twice', () => {
    expect(checkMix([])).toBe('no_funds');
    const eleven = Array.from({ length: MAX_PLAN_FUNDS + 1 }, () => '1');
    expect(checkMix(mix(...eleven))).toBe('too_many_funds');
    expect(
      checkMix([
        { fundId: 'A', weight: '50' },
        { fundId: 'A', weight: '50' },
      ]),
    ).toBe('duplicate_fund');
  });
});

describe('canMovePlan', () => {
  it('follows the spec §3 moves and nothing else', () => {
    const allowed = PLAN_STATUSES.flatMap((from) =>
      PLAN_STATUSES.filter((to) => canMovePlan(from, to)).map((to) => `${from}->${to}`),
    ).sort();
    expect(allowed).toEqual(
      [
        'draft->active',
        'draft->deleted',
        'inactive->active',
        'inactive->deleted',
        'active->inactive',
      ].sort(),
    );
  });
});
