import { describe, expect, it } from 'vitest';
import { STOCK_ORDER_RESULTS } from '@shared/domain/stock-order-result';
import en from '@shared/i18n/locales/en/stockOrder.json';
import zhCn from '@shared/i18n/locales/zh-CN/stockOrder.json';
import zhHk from '@shared/i18n/locales/zh-HK/stockOrder.json';

const catalogues = { en, 'zh-HK': zhHk, 'zh-CN': zhCn } as const;

describe('spec §8 stock order codes', () => {
  it.each(Object.entries(catalogues))('every code has its own text in %s', (_, catalogue) => {
    const texts: Record<string, string> = catalogue.codes;
    const textOf = (code: string) => texts[`code_${code}`];
    for (const code of Object.keys(STOCK_ORDER_RESULTS)) {
      expect(textOf(code), `code ${code}`).toMatch(/\S/);
    }
    // No two codes read the same.
    const values = Object.keys(STOCK_ORDER_RESULTS).map(textOf);
    expect(new Set(values).size).toBe(values.length);
  });

  it('writes Traditional characters for zh-HK and Simplified for zh-CN', () => {
    expect(zhHk.codes.code_8203).toMatch(/價格不符合價位表/);
    expect(zhCn.codes.code_8203).toMatch(/价格不符合价位表/);
    expect(zhHk.codes.code_8204).not.toMatch(/数|为|请/);
    expect(zhCn.codes.code_8204).not.toMatch(/數|為|請/);
  });
});
