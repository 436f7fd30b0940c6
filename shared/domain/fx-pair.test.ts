import { describe, expect, it } from 'vitest';
import { indicativePair, pairRateDecimals, quotedPairOf } from './fx-pair';

const rates = { USD: '7.8', CNY: '1.08', JPY: '0.052', EUR: '8.4' };

describe('pairs as Hong Kong readers quote them (issue 31 §14)', () => {
  it('puts the foreign currency first against HKD, whichever way the client sells', () => {
    expect(indicativePair('HKD', 'USD', rates)).toEqual({ base: 'USD', quote: 'HKD', rate: '7.8' });
    expect(indicativePair('USD', 'HKD', rates)).toEqual({ base: 'USD', quote: 'HKD', rate: '7.8' });
    expect(indicativePair('CNY', 'HKD', rates)?.base).toBe('CNY');
  });

  it('puts the currency worth more first between two foreign ones', () => {
    expect(indicativePair('CNY', 'USD', rates)?.base).toBe('USD');
    expect(indicativePair('EUR', 'USD', rates)?.base).toBe('EUR');
  });

  it('tells a firm quote sold in HKD as USD/HKD, the inverse of HKD per USD', () => {
    const pair = quotedPairOf('HKD', 'USD', '0.128', rates);
    expect([pair.base, pair.quote, pair.rate.slice(0, 6)]).toEqual(['USD', 'HKD', '7.8125']);
    expect(quotedPairOf('USD', 'HKD', '7.79', rates)).toEqual({
      base: 'USD',
      quote: 'HKD',
      rate: '7.79',
    });
  });

  it('shows 4 decimals from 1 up, 6 below', () => {
    expect(pairRateDecimals('7.8')).toBe(4);
    expect(pairRateDecimals('0.052')).toBe(6);
  });

  it('answers null without a rate', () => {
    expect(indicativePair('HKD', 'GBP', rates)).toBeNull();
  });
});
