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

describe('virtual assets dashboard (spec §2.6)', () => {
  it('shows the total with its signed 24-hour change, the allocation, price tiles and recent orders', async () => {
    stubCryptos();
    renderApp({ path: '/cryptos', session: FOS_SESSION });
    const total = await screen.findByTestId('crypto-total-value', {}, { timeout: 5000 });
    expect(total.textContent).toBe('HKD 703,575.60');
    const change = screen.getByTestId('crypto-change-24h');
    expect(change.textContent).toBe('HKD +131.04 (+0.02%)');
    expect(change.querySelector('[data-direction="up"]')).not.toBeNull();
    const allocation = screen.getByTestId('crypto-allocation');
    expect(allocation.querySelector('[data-part="cash"]')?.textContent).toBe(
      'CashHKD 78,000.00 · 11.09%',
    );
    const tile = await screen.findByRole('link', { name: /^BTC\/USD/ });
    expect(tile.getAttribute('href')).toBe('/cryptos/order?pair=BTC-USD');
    expect(within(tile).getByTestId('tile-last').textContent).toBe('66,000.00');
    const eth = screen.getByRole('link', { name: /^ETH\/USD/ });
    expect(eth.querySelector('[data-direction="down"]')?.textContent).toBe('-2.10%');
    // HKD pairs have no tile: the tiles are the USD pairs.
    expect(screen.queryByRole('link', { name: /^BTC\/HKD/ })).toBeNull();
    const recent = await screen.findByRole('table', { name: 'Recent orders' });
    expect(within(recent).getAllByRole('row')).toHaveLength(3);
    expect(within(recent).getByText('Open')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View history' }).getAttribute('href')).toBe(
      '/cryptos/history',
    );
  }, 20_000);

  it('asks for five recent orders and the portfolio in the reporting currency', async () => {
    const calls = stubCryptos();
    renderApp({ path: '/cryptos/dashboard', session: FOS_SESSION });
    await screen.findByTestId('crypto-total-value', {}, { timeout: 5000 });
    expect(calls.find((call) => call.name === 'crypto-order/searchOrders')?.input).toEqual({
      accountCode: 'F20001',
      openOnly: false,
      pageIndex: 0,
      pageSize: 5,
    });
    expect(calls.find((call) => call.name === 'crypto-balance/loadCryptoPortfolio')?.input).toEqual(
      { accountCode: 'F20001', reportingCurrency: 'HKD' },
    );
  }, 20_000);

  it('moves a price tile in place when the stream sends a crypto quote', async () => {
    stubCryptos();
    renderApp({ path: '/cryptos/dashboard', session: FOS_SESSION });
    const tile = await screen.findByRole('link', { name: /^BTC\/USD/ }, { timeout: 5000 });
    const stream = FakeEventSource.opened.at(-1);
    expect(stream?.url).toMatch(/\/api\/stream\/quotes\?symbols=BTC-USD%2CETH-USD%2CUSDT-USD&/);
    stream?.emit('snapshot', {
      quotes: [],
      markets: [],
      cryptoQuotes: [cryptoQuoteFixture('BTC-USD', '66500', { at: '2026-11-26T02:31:00.000Z' })],
    });
    expect(within(tile).getByTestId('tile-last').textContent).toBe('66,500.00');
    stream?.emit(
      'cryptoQuote',
      cryptoQuoteFixture('BTC-USD', '67000.5', { at: '2026-11-26T02:31:05.000Z' }),
    );
    expect(within(tile).getByTestId('tile-last').textContent).toBe('67,000.50');
  }, 20_000);
});
