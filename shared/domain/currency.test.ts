import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import {
  currencyFor,
  DEFAULT_CURRENCIES,
  FALLBACK_CURRENCY_PRECISION,
  formatMoney,
  roundToCurrency,
} from './currency';
import { decimalString } from './decimal-arbitrary';

const HKD = currencyFor('HKD');

describe('currency precision', () => {
  it('has the default precisions for fiat and virtual assets', () => {
    const precisions = Object.fromEntries(
      Object.values(DEFAULT_CURRENCIES).map(({ code, precision }) => [code, precision]),
    );
    expect(precisions).toEqual({ HKD: 2, USD: 2, CNY: 2, JPY: 0, BTC: 8, ETH: 8, USDT: 6 });
  });

  it('gives two places to a code it does not list', () => {
    expect(currencyFor('SGD')).toEqual({ code: 'SGD', precision: FALLBACK_CURRENCY_PRECISION });
    expect(FALLBACK_CURRENCY_PRECISION).toBe(2);
  });

  it('rounds to the currency precision by mode', () => {
    expect(roundToCurrency('10.005', HKD)).toBe('10.01');
    expect(roundToCurrency('10.001', HKD, 'up')).toBe('10.01');
    expect(roundToCurrency('10.009', HKD, 'down')).toBe('10.00');
    expect(roundToCurrency('1234.5', currencyFor('JPY'))).toBe('1235');
    expect(roundToCurrency('0.123456789', currencyFor('BTC'))).toBe('0.12345679');
    expect(roundToCurrency('0.1234565', currencyFor('USDT'))).toBe('0.123457');
    expect(roundToCurrency('10.005', HKD, 'none')).toBe('10.005');
  });

  it('uses a server-supplied precision over the default', () => {
    expect(roundToCurrency('1.23456', { code: 'HKD', precision: 4 })).toBe('1.2346');
  });

  it('always writes the currency precision, within half a minor unit', () => {
    fc.assert(
      fc.property(
        decimalString(),
        fc.constantFrom(...Object.values(DEFAULT_CURRENCIES)),
        (value, currency) => {
          const rounded = roundToCurrency(value, currency);
          expect(rounded.split('.')[1]?.length ?? 0).toBe(currency.precision);
          const error = new Decimal(rounded).minus(value).abs();
          expect(error.lte(new Decimal(10).pow(-currency.precision).div(2))).toBe(true);
        },
      ),
    );
  });
});

describe('formatMoney', () => {
  it('writes the code and the grouped amount at the currency precision', () => {
    expect(formatMoney('1234567.891', HKD, 'en')).toBe('HKD 1,234,567.89');
    expect(formatMoney('-0.754', currencyFor('USD'), 'zh-HK')).toBe('USD -0.75');
    expect(formatMoney('1234567', currencyFor('JPY'), 'zh-CN')).toBe('JPY 1,234,567');
    expect(formatMoney('0.5', currencyFor('BTC'), 'en')).toBe('BTC 0.50000000');
    expect(formatMoney('12.349', HKD, 'en', 'down')).toBe('HKD 12.34');
  });

  it('reads the same in all three languages', () => {
    fc.assert(
      fc.property(decimalString(), (value) => {
        const [first, ...others] = LANGUAGES.map((language) => formatMoney(value, HKD, language));
        for (const text of others) expect(text).toBe(first);
      }),
    );
  });
});
