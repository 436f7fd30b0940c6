import { describe, expect, it } from 'vitest';
import { farPriceOf, FAR_PRICE_PERCENT } from './stock-far-price';

describe('far prices (issue 31 §6)', () => {
  it('keeps 10 % on HKEX and US', () => {
    expect(FAR_PRICE_PERCENT).toEqual({ HKEX: '10', US: '10' });
  });

  it('is not far within the percentage, the boundary included', () => {
    expect(farPriceOf('HKEX', '616.5', '616.5')).toBeNull();
    expect(farPriceOf('HKEX', '110', '100')).toBeNull();
    expect(farPriceOf('HKEX', '90', '100')).toBeNull();
    expect(farPriceOf('US', '109.99', '100')).toBeNull();
  });

  it('is far past the percentage, with its side and distance', () => {
    expect(farPriceOf('HKEX', '110.2', '100')).toEqual({ direction: 'above', percent: '10.20' });
    expect(farPriceOf('HKEX', '500', '616.5')).toEqual({ direction: 'below', percent: '18.90' });
    expect(farPriceOf('US', '89.99', '100')).toEqual({ direction: 'below', percent: '10.01' });
  });

  it('says nothing without a last price', () => {
    expect(farPriceOf('HKEX', '500', null)).toBeNull();
    expect(farPriceOf('HKEX', '500', '0')).toBeNull();
  });
});
