import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalString } from './decimal-arbitrary';
import { LANGUAGES } from '../i18n/languages';
import {
  formatChange,
  formatNumber,
  formatPrice,
  formatQuantity,
  groupDigits,
} from './number-format';

/** ICU's grouping of the same exact decimal string, as an independent reference. */
function intlGroup(value: string, language: string): string {
  const places = value.split('.')[1]?.length ?? 0;
  const options = {
    minimumFractionDigits: places,
    maximumFractionDigits: places,
    signDisplay: 'negative',
  } as Intl.NumberFormatOptions;
  return new Intl.NumberFormat(language, options).format(value as unknown as number);
}

describe('groupDigits', () => {
  it.each([
    ['0', '0'],
    ['999', '999'],
    ['1000', '1,000'],
    ['-1234567.891', '-1,234,567.891'],
    ['123456789012345678901234.5', '123,456,789,012,345,678,901,234.5'],
    ['0.0001', '0.0001'],
    ['-100000.00', '-100,000.00'],
  ])('writes %s as %s in every language', (plain, expected) => {
    for (const language of LANGUAGES) expect(groupDigits(plain, language)).toBe(expected);
  });

  it('keeps the fraction digits it is given', () => {
    expect(groupDigits('1234.500', 'en')).toBe('1,234.500');
  });

  it('refuses text that is not a plain decimal', () => {
    expect(() => groupDigits('1e5', 'en')).toThrow(RangeError);
    expect(() => groupDigits('1,000', 'zh-HK')).toThrow(RangeError);
  });

  it('matches ICU grouping in en, zh-HK and zh-CN', () => {
    fc.assert(
      fc.property(decimalString(), fc.constantFrom(...LANGUAGES), (value, language) => {
        expect(groupDigits(value, language)).toBe(intlGroup(value, language));
      }),
    );
  });
});

describe('formatNumber', () => {
  it('rounds to the given places by the given mode, then groups', () => {
    expect(formatNumber('1234567.125', 'en', 2)).toBe('1,234,567.13');
    expect(formatNumber('1234567.125', 'zh-HK', 2, 'down')).toBe('1,234,567.12');
    expect(formatNumber('-1234.001', 'zh-CN', 2, 'up')).toBe('-1,234.00');
    expect(formatNumber('1234.56789', 'en', 2, 'none')).toBe('1,234.56789');
  });

  it('falls back to 15 significant digits when no places are given', () => {
    expect(formatNumber('1234567890.123456789', 'en')).toBe('1,234,567,890.12346');
    expect(formatNumber('0.5', 'zh-HK')).toBe('0.5');
  });
});

describe('display styles', () => {
  it('groups quantities at the instrument precision, rounding down', () => {
    expect(formatQuantity('25000', 'en', 0)).toBe('25,000');
    expect(formatQuantity('9036.0899', 'zh-HK', 2)).toBe('9,036.08');
    expect(formatQuantity('1234.5', 'zh-CN', 4)).toBe('1,234.5000');
  });

  it('writes prices at fixed decimals in every row', () => {
    expect(formatPrice('10.2', 'en', 4)).toBe('10.2000');
    expect(formatPrice('1234.56785', 'en', 4)).toBe('1,234.5679');
  });

  it('signs changes and names their direction; zero after rounding is flat', () => {
    expect(formatChange('1.2399', 'en', 2, '%')).toEqual({ text: '+1.24%', direction: 'up' });
    expect(formatChange('-0.35', 'en', 2, '%')).toEqual({ text: '-0.35%', direction: 'down' });
    expect(formatChange('-0.001', 'en', 2, '%')).toEqual({ text: '0.00%', direction: 'flat' });
    expect(formatChange('0', 'en', 2)).toEqual({ text: '0.00', direction: 'flat' });
    expect(formatChange('-12345.5', 'en', 1)).toEqual({ text: '-12,345.5', direction: 'down' });
  });
});
