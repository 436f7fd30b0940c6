import { describe, expect, it } from 'vitest';
import { CRYPTO_ORDER_RESULTS } from '@shared/domain/crypto-order-result';
import en from '@shared/i18n/locales/en/cryptos.json';
import zhCn from '@shared/i18n/locales/zh-CN/cryptos.json';
import zhHk from '@shared/i18n/locales/zh-HK/cryptos.json';

const catalogues = { en, 'zh-HK': zhHk, 'zh-CN': zhCn } as const;

describe('crypto order result codes', () => {
  it.each(Object.entries(catalogues))('every code has its own text in %s', (_, catalogue) => {
    const texts: Record<string, string> = catalogue.codes;
    const values = Object.keys(CRYPTO_ORDER_RESULTS).map((code) => texts[`code_${code}`]);
    for (const value of values) expect(value).toMatch(/\S/);
    expect(new Set(values).size).toBe(values.length);
  });

  it('writes Traditional characters for zh-HK and Simplified for zh-CN', () => {
    const hk = Object.values(zhHk.codes).join('');
    const cn = Object.values(zhCn.codes).join('');
    expect(hk).not.toMatch(/额|价|单|请|数|该|订|结|余/);
    expect(cn).not.toMatch(/額|價|單|請|數|該|訂|結|餘/);
  });
});
