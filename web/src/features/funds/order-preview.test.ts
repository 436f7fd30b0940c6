import { describe, expect, it } from 'vitest';
import {
  isWithinPrecision,
  maxOf,
  previewRedemption,
  previewSubscription,
  previewSwitch,
  switchMinimum,
  type PreviewFund,
} from './order-preview';

const fund: PreviewFund = {
  currency: 'HKD',
  nav: '12.3456',
  unitPrecision: 3,
  dealingFrequency: { kind: 'daily' },
  settlementDays: 2,
  subscriptionFee: { percent: '1', minimum: '10' },
  redemptionFee: { percent: '0.5', minimum: '0' },
  minimumInitialSubscription: '1000',
  minimumSubsequentSubscription: '500',
  minimumHoldingUnits: '10',
  minimumRedemptionUnits: '5',
};

// Monday 2026-11-23 10:00 Hong Kong (02:00 UTC), before a 15:00 cut-off.
const monday = new Date('2026-11-23T02:00:00Z');
// The same Monday 16:00 Hong Kong, after the cut-off.
const mondayLate = new Date('2026-11-23T08:00:00Z');

describe('previewSubscription', () => {
  it('estimates fee and units at the latest NAV, units rounded down', () => {
    const preview = previewSubscription({
      amount: '10000',
      fund,
      availableCash: '20000',
      isHolder: false,
      now: monday,
      cutOff: '15:00',
    });
    expect(preview.result).toBe(0);
    expect(preview.fee).toBe('100.00');
    // (10000 - 100) / 12.3456 = 801.905... -> 801.905 (down, never up)
    expect(preview.estimatedUnits).toBe('801.905');
  });

  it('deals today before the cut-off and the next business day after it, settling T+2', () => {
    const early = previewSubscription({
      amount: '1000',
      fund,
      availableCash: '5000',
      isHolder: false,
      now: monday,
      cutOff: '15:00',
    });
    expect(early.schedule.dealingDate).toBe('2026-11-23');
    expect(early.schedule.settlementDate).toBe('2026-11-25');
    const late = previewSubscription({
      amount: '1000',
      fund,
      availableCash: '5000',
      isHolder: false,
      now: mondayLate,
      cutOff: '15:00',
    });
    expect(late.schedule.dealingDate).toBe('2026-11-24');
  });

  it('refuses an amount over the available cash or under the minimum, with no estimate', () => {
    const tooMuch = previewSubscription({
      amount: '30000',
      fund,
      availableCash: '20000',
      isHolder: false,
      now: monday,
      cutOff: '15:00',
    });
    expect(tooMuch.result).toBe(10);
    expect(tooMuch.estimatedUnits).toBeNull();
    const tooLittle = previewSubscription({
      amount: '600',
      fund,
      availableCash: '20000',
      isHolder: false,
      now: monday,
      cutOff: '15:00',
    });
    expect(tooLittle.result).toBe(5);
    // The error can name the minimum that applies (issue 10 §3): the initial one for a new holder.
    expect(tooLittle.belowMinimum).toBe('1000');
    expect(tooMuch.belowMinimum).toBeNull();
    const holder = previewSubscription({
      amount: '600',
      fund,
      availableCash: '20000',
      isHolder: true,
      now: monday,
      cutOff: '15:00',
    });
    expect(holder.result).toBe(0);
    expect(holder.belowMinimum).toBeNull();
    const holderTooLittle = previewSubscription({
      amount: '400',
      fund,
      availableCash: '20000',
      isHolder: true,
      now: monday,
      cutOff: '15:00',
    });
    expect(holderTooLittle.belowMinimum).toBe('500');
  });

  it('names no minimum when the amount is refused for another reason (zero)', () => {
    const zero = previewSubscription({
      amount: '0',
      fund,
      availableCash: '20000',
      isHolder: false,
      now: monday,
      cutOff: '15:00',
    });
    expect(zero.result).toBe(5);
    expect(zero.belowMinimum).toBeNull();
  });
});

describe('previewRedemption', () => {
  it('estimates proceeds rounded down to the currency precision', () => {
    const preview = previewRedemption({
      units: '100',
      fund,
      availableUnits: '200',
      now: monday,
      cutOff: '15:00',
    });
    expect(preview.result).toBe(0);
    // 100 * 12.3456 = 1234.56; fee 0.5% = 6.17 (6.1728 rounded); proceeds 1228.39
    expect(preview.fee).toBe('6.17');
    expect(preview.estimatedProceeds).toBe('1228.39');
  });

  it('refuses more units than available and a remainder under the minimum holding', () => {
    expect(
      previewRedemption({ units: '201', fund, availableUnits: '200', now: monday, cutOff: '15:00' })
        .result,
    ).toBe(7);
    expect(
      previewRedemption({ units: '195', fund, availableUnits: '200', now: monday, cutOff: '15:00' })
        .result,
    ).toBe(18);
    expect(
      previewRedemption({ units: '200', fund, availableUnits: '200', now: monday, cutOff: '15:00' })
        .result,
    ).toBe(0);
  });
});

describe('previewSwitch', () => {
  const target: PreviewFund = { ...fund, nav: '2.00', minimumInitialSubscription: '1000' };

  it('estimates the switch-in units from the estimated proceeds', () => {
    const preview = previewSwitch({
      units: '100',
      from: fund,
      to: target,
      availableUnits: '200',
      isHolderOfTarget: false,
      now: monday,
      cutOff: '15:00',
    });
    expect(preview.result).toBe(0);
    expect(preview.estimatedProceeds).toBe('1228.39');
    // 1228.39 less the 1% fee (12.28) = 1216.11 / 2.00 = 608.055 units.
    expect(preview.estimatedUnitsIn).toBe('608.055');
  });

  it('needs proceeds of 105% of the switch-in minimum', () => {
    // 1228.39 < 1170 * 1.05 = 1228.50, though above 1170 itself.
    const preview = previewSwitch({
      units: '100',
      from: fund,
      to: { ...target, minimumInitialSubscription: '1170' },
      availableUnits: '200',
      isHolderOfTarget: false,
      now: monday,
      cutOff: '15:00',
    });
    expect(preview.result).toBe(5);
    expect(preview.estimatedUnitsIn).toBeNull();
    // The switch-in fund's minimum and the buffered amount, for the error text (issue 10 §3).
    expect(preview.belowTargetMinimum).toEqual({ minimum: '1170', required: '1228.50' });
  });

  it('asks a holder of the switch-in fund for its subsequent minimum, rounded up to the cent', () => {
    expect(switchMinimum({ ...target, minimumSubsequentSubscription: '333.33' }, true)).toEqual({
      minimum: '333.33',
      required: '350.00',
    });
    expect(switchMinimum(target, false)).toEqual({ minimum: '1000', required: '1050.00' });
  });
});

describe('input rules', () => {
  it('accepts at most the allowed decimal places', () => {
    expect(isWithinPrecision('10.25', 2)).toBe(true);
    expect(isWithinPrecision('10.255', 2)).toBe(false);
    expect(isWithinPrecision('abc', 2)).toBe(false);
    expect(isWithinPrecision('7', 0)).toBe(true);
  });

  it('never rounds a max up', () => {
    expect(maxOf('1234.5678', 2)).toBe('1234.56');
    expect(maxOf('99.9999', 3)).toBe('99.999');
    expect(maxOf('5', 2)).toBe('5.00');
  });
});
