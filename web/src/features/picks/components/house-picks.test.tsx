import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { HousePicks } from './house-picks';

const texts = (en: string) => ({ en, 'zh-HK': `${en} 繁`, 'zh-CN': `${en} 简` });

const stockPick = (instrumentId: string, en: string, price: string | null) => ({
  instrumentId,
  name: texts(en),
  note: texts(`Why ${en}`),
  currency: instrumentId === 'AAPL' ? 'USD' : 'HKD',
  exchange: instrumentId === 'AAPL' ? 'US' : 'HKEX',
  price,
  priceDecimals: instrumentId === 'AAPL' ? 2 : 3,
  priceDate: price ? '2026-11-27' : null,
  changePercent: price ? '1.2' : null,
  validFrom: '2026-01-01',
  validTo: '2027-12-31',
});

describe('the house picks block (issue 30)', { timeout: 30_000 }, () => {
  it('lists stock picks in the admins’ order with the exchange, last price and its link', async () => {
    stubApi({
      'house-pick/loadStockPicks': () => ({
        picks: [stockPick('00700', 'Tencent', '388.2'), stockPick('AAPL', 'Apple', null)],
      }),
    });
    renderApp({
      routes: [
        {
          path: '/',
          element: (
            <HousePicks kind="stock" linkOf={(symbol) => `/stocks/order?symbol=${symbol}`} />
          ),
        },
      ],
    });
    const block = await screen.findByRole(
      'region',
      { name: "Today's house picks" },
      { timeout: 5000 },
    );
    const links = within(block).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Tencent', 'Apple']);
    expect(links[0]?.getAttribute('href')).toBe('/stocks/order?symbol=00700');
    expect(within(block).getByText('00700 · HKEX')).toBeTruthy();
    expect(block.textContent).toContain('HKD 388.200');
    expect(within(block).getByText('+1.20%')).toBeTruthy();
    // No price known: the pick shows without one.
    expect(block.querySelector('[data-pick="AAPL"]')?.textContent).not.toContain('Last');
  });
});
