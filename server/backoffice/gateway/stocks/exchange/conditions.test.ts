import { describe, expect, it } from 'vitest';
import { isConditionMet, type ConditionTerms } from './conditions';

const terms = (changes: Partial<ConditionTerms>): ConditionTerms => ({
  condition: 'none',
  side: 'S',
  triggerPrice: null,
  triggerVolume: null,
  ...changes,
});

const quote = (last: string, volume = '0') => ({ last, volume });

describe('isConditionMet', () => {
  it('triggers a stop-gain sell at or above its price, a stop-gain buy at or below', () => {
    const sell = terms({ condition: 'stopGain', triggerPrice: '100' });
    expect(isConditionMet(sell, quote('99.9'))).toBe(false);
    expect(isConditionMet(sell, quote('100'))).toBe(true);
    const buy = terms({ condition: 'stopGain', side: 'B', triggerPrice: '100' });
    expect(isConditionMet(buy, quote('100.1'))).toBe(false);
    expect(isConditionMet(buy, quote('100'))).toBe(true);
  });

  it('triggers a stop-loss sell at or below its price, a stop-loss buy at or above', () => {
    const sell = terms({ condition: 'stopLoss', triggerPrice: '100' });
    expect(isConditionMet(sell, quote('100.1'))).toBe(false);
    expect(isConditionMet(sell, quote('100'))).toBe(true);
    const buy = terms({ condition: 'stopLoss', side: 'B', triggerPrice: '100' });
    expect(isConditionMet(buy, quote('99.9'))).toBe(false);
    expect(isConditionMet(buy, quote('100.5'))).toBe(true);
  });

  it('triggers on the day volume, and never without a trigger', () => {
    const volume = terms({ condition: 'volumeTrigger', triggerVolume: '1000000' });
    expect(isConditionMet(volume, quote('1', '999999'))).toBe(false);
    expect(isConditionMet(volume, quote('1', '1000000'))).toBe(true);
    expect(isConditionMet(terms({ condition: 'stopLoss' }), quote('1'))).toBe(false);
    expect(isConditionMet(terms({ condition: 'goodTillDate' }), quote('1'))).toBe(true);
  });
});
