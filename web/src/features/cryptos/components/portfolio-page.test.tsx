import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../../test/fake-event-source';
import { renderApp } from '../../../test/render-app';
import { cryptoQuoteFixture, FOS_SESSION, stubCryptos } from '../test-cryptos';

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('virtual assets portfolio (spec §2.6, §2.8)', () => {
  it('opens on the virtual-assets tab: quantities, cost, last price, value, signed P&L, cash and totals', async () => {
    stubCryptos();
    renderApp({ path: '/cryptos/portfolio', session: FOS_SESSION });
    const table = await screen.findByRole('table', { name: 'Virtual assets' }, { timeout: 5000 });
    expect(screen.getByRole('tab', { name: 'Virtual assets', selected: true })).toBeTruthy();
    const btc = table.querySelector<HTMLElement>('[data-asset="BTC"]');
    expect(btc && cells(btc)).toEqual([
      'BTC Bitcoin',
      '0.50000000',
      '0.00000000',
      '0.50000000',
      '60,000.00',
      '66,000.00',
      '+1.85%',
      'USD 33,000.00',
      'USD +3,000.00 (+10.00%)',
    ]);
    const eth = table.querySelector<HTMLElement>('[data-asset="ETH"]');
    expect(eth && cells(eth).slice(1, 4)).toEqual(['7.00000000', '1.00000000', '8.00000000']);
    expect(eth?.querySelector('[data-direction="down"]')?.textContent).toBe('-2.10%');
    const usdt = table.querySelector<HTMLElement>('[data-asset="USDT"]');
    expect(usdt && cells(usdt)[4]).toBe('–');
    expect(screen.getByTestId('crypto-total-value').textContent).toBe('HKD 703,575.60');
    expect(screen.getByTestId('crypto-unrealised-total').textContent).toBe(
      'Unrealised P&L (HKD): HKD +17,160.00',
    );
    const cash = screen.getByRole('table', { name: 'Cash balances' });
    const usd = cash.querySelector<HTMLElement>('[data-currency="USD"]');
    expect(usd && cells(usd)).toEqual(['USD', 'USD 9,000.00', 'USD 1,000.00', 'USD 10,000.00']);
  }, 20_000);

  it('re-values a position at the live last price of its USD pair', async () => {
    stubCryptos();
    renderApp({ path: '/cryptos/portfolio', session: FOS_SESSION });
    const table = await screen.findByRole('table', { name: 'Virtual assets' }, { timeout: 5000 });
    FakeEventSource.opened
      .at(-1)
      ?.emit(
        'cryptoQuote',
        cryptoQuoteFixture('BTC-USD', '70000', { at: '2026-11-26T03:00:00.000Z' }),
      );
    const btc = table.querySelector<HTMLElement>('[data-asset="BTC"]');
    expect(btc && cells(btc).slice(5)).toEqual([
      '70,000.00',
      '+1.85%',
      'USD 35,000.00',
      'USD +5,000.00 (+16.67%)',
    ]);
  }, 20_000);
});
