import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalString } from './decimal-arbitrary';
import {
  sumDecimals,
  decimalPlaces,
  isDecimalString,
  toDecimal,
  toPlainString,
  withoutNegativeZero,
} from './decimal';

describe('decimal inputs', () => {
  it('accepts plain decimal strings only', () => {
    for (const text of [
      '0',
      '-0',
      '12',
      '-12.50',
      '0.000001',
      '123456789012345678901234567890.1',
    ]) {
      expect(isDecimalString(text)).toBe(true);
    }
    for (const text of [
      '',
      '1e5',
      'NaN',
      'Infinity',
      '.5',
      '5.',
      '+1',
      '1,000',
      ' 1',
      '0x10',
      '--1',
    ]) {
      expect(isDecimalString(text)).toBe(false);
      expect(() => toDecimal(text)).toThrow(RangeError);
    }
  });

  it('rejects non-finite Decimal values', () => {
    expect(() => toDecimal(new Decimal(NaN))).toThrow(RangeError);
    expect(() => toDecimal(new Decimal(Infinity))).toThrow(RangeError);
    expect(toDecimal(new Decimal('1.25')).toFixed()).toBe('1.25');
  });

  it('writes values in plain notation without trailing zeros or a negative zero', () => {
    expect(toPlainString('1.500')).toBe('1.5');
    expect(toPlainString('-0.000')).toBe('0');
    expect(toPlainString(new Decimal('1e-9'))).toBe('0.000000001');
    expect(toPlainString(new Decimal('1e21'))).toBe('1000000000000000000000');
    expect(withoutNegativeZero('-0.00')).toBe('0.00');
    expect(withoutNegativeZero('-0.01')).toBe('-0.01');
  });

  it('counts the decimals a value needs', () => {
    expect(decimalPlaces('1.500')).toBe(1);
    expect(decimalPlaces('100')).toBe(0);
    expect(decimalPlaces('-0.0001')).toBe(4);
  });

  it('round-trips any plain decimal string exactly', () => {
    fc.assert(
      fc.property(decimalString(), (text) => {
        expect(isDecimalString(text)).toBe(true);
        expect(new Decimal(toPlainString(text)).eq(new Decimal(text))).toBe(true);
      }),
    );
  });
});

describe('sumDecimals', () => {
  it('adds decimal strings exactly, and answers 0 for none', () => {
    expect(sumDecimals(['0.1', '0.2', '-0.3'])).toBe('0');
    expect(sumDecimals(['1234567890.123456789', '0.000000001'])).toBe('1234567890.12345679');
    expect(sumDecimals([])).toBe('0');
  });
});
