import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const ADMIN = { role: 'admin', accountCode: 'S90001' } as const;
const texts = (en: string) => ({ en, 'zh-HK': `${en} 繁`, 'zh-CN': `${en} 简` });

const pick = (instrumentId: string, name: string, validTo = '2099-12-31') => ({
  instrumentId,
  name: texts(name),
  note: texts(`Why ${name}`),
  validFrom: '2020-01-01',
  validTo,
  isValidToday: true,
});

const stock = (symbol: string, en: string) => ({
  symbol,
  exchange: 'HKEX',
  name: texts(en),
  currency: 'HKD',
  boardLot: 100,
  spreadTable: 'A',
  kind: 'equity',
  status: 'active',
  isSuspended: false,
  priceDecimals: 3,
});

describe('the house picks editor (issue 30)', { timeout: 30_000 }, () => {
  it('reorders, adds and saves the list whole, and marks the pick the server refused', async () => {
    let answer = 'unknown_instrument';
    const calls = stubApi({
      'admin-pick/loadStockPicks': () => ({
        picks: [pick('00700', 'Tencent'), pick('00005', 'HSBC', '2020-06-30')],
      }),
      'stock-definition/searchStocks': () => ({
        stocks: [stock('00700', 'Tencent'), stock('00388', 'HKEX')],
      }),
      'admin-pick/saveStockPicks': () =>
        answer === 'ok'
          ? { result: 'ok', at: null, picks: [] }
          : { result: answer, at: 0, picks: [] },
    });
    const { user } = renderApp({ path: '/admins/stocks/pick', session: ADMIN });
    const hsbc = await screen.findByRole('group', { name: 'Pick 2: HSBC' }, { timeout: 5000 });
    // Its period ended: clients do not see it today.
    expect(within(hsbc).getByText('Not shown today')).toBeTruthy();
    await user.click(within(hsbc).getByRole('button', { name: 'Move HSBC up' }));
    expect(screen.getByRole('group', { name: 'Pick 1: HSBC' })).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: 'Add a stock' }));
    // Tencent is picked already: only the others are offered.
    await user.click(
      await screen.findByRole('option', { name: /HKEX \(00388/ }, { timeout: 5000 }),
    );
    const added = screen.getByRole('group', { name: 'Pick 3: HKEX' });
    expect(within(added).getByText('Shown today')).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save picks' });
    await user.click(save);
    expect(screen.getByText(/needs its note in the three languages/)).toBeTruthy();
    expect(calls.some((call) => call.name === 'admin-pick/saveStockPicks')).toBe(false);

    await user.type(within(added).getByRole('textbox', { name: /^Note \(English\)/ }), 'Exchange');
    await user.type(
      within(added).getByRole('textbox', { name: /^Note \(Traditional Chinese\)/ }),
      '交易所',
    );
    await user.type(
      within(added).getByRole('textbox', { name: /^Note \(Simplified Chinese\)/ }),
      '交易所',
    );
    await user.click(save);
    const first = screen.getByRole('group', { name: 'Pick 1: HSBC' });
    expect(
      await within(first).findByText('This product is not in the product list.', undefined, {
        timeout: 5000,
      }),
    ).toBeTruthy();
    const sent = calls.find((call) => call.name === 'admin-pick/saveStockPicks')?.input as {
      picks: { instrumentId: string; note: { en: string } }[];
    };
    expect(sent.picks.map((each) => each.instrumentId)).toEqual(['00005', '00700', '00388']);
    expect(sent.picks[2]?.note.en).toBe('Exchange');

    answer = 'ok';
    await user.click(save);
    expect(
      await screen.findByText('The picks were saved.', undefined, { timeout: 5000 }),
    ).toBeTruthy();
  });
});
