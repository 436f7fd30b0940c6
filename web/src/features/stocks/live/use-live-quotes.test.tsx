import { MantineProvider } from '@mantine/core';
import { act, render, renderHook, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StockQuote } from '@shared/contracts/stock-definition';
import { BASE_PATH } from '../../../lib/base-path';
import { reconnectDelay } from '../../../lib/event-source-reconnect';
import { createI18n } from '../../../lib/i18n';
import { FakeEventSource } from '../../../test/fake-event-source';
import { signInForTest } from '../../../test/sessions';
import { LiveIndicator } from '../../../components/data/live-indicator';
import { useLiveQuotes } from './use-live-quotes';

const latest = () => FakeEventSource.opened.at(-1) as FakeEventSource;

function quote(symbol: string, last: string): StockQuote {
  return {
    symbol,
    exchange: symbol === 'AAPL' ? 'US' : 'HKEX',
    currency: symbol === 'AAPL' ? 'USD' : 'HKD',
    last,
    previousClose: '500.000',
    open: '501.000',
    high: '510.000',
    low: '499.000',
    change: '1.000',
    changePercent: '0.20',
    volume: '1000',
    turnover: '500000.000',
    bid: '500.500',
    ask: '501.500',
    session: 'morning',
    isSuspended: false,
    at: '2026-11-24T02:00:00.000Z',
  };
}

const hkex = {
  exchange: 'HKEX' as const,
  session: 'morning' as const,
  tradeDate: '2026-11-24',
  isTradingDay: true,
  nextChangeAt: '2026-11-24T04:00:00.000Z',
};

let sessionId: string;

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  sessionId = signInForTest().sessionId;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useLiveQuotes', () => {
  it('opens one stream for the distinct symbols, as the acting session', () => {
    const { result } = renderHook(() => useLiveQuotes(['AAPL', '00700', 'AAPL']));
    expect(FakeEventSource.opened).toHaveLength(1);
    const url = new URL(latest().url, 'http://localhost');
    expect(url.pathname).toBe(`${BASE_PATH}/api/stream/quotes`);
    expect(url.searchParams.get('symbols')).toBe('00700,AAPL');
    expect(url.searchParams.get('session')).toBe(sessionId);
    expect(result.current.state).toBe('connecting');
  });

  it('goes live on the snapshot and updates quotes and markets in place', () => {
    const { result } = renderHook(() => useLiveQuotes(['00700']));
    latest().emit('snapshot', { quotes: [quote('00700', '501.000')], markets: [hkex] });
    expect(result.current.state).toBe('live');
    expect(result.current.quotes.get('00700')?.last).toBe('501.000');
    expect(result.current.markets.get('HKEX')?.session).toBe('morning');
    expect(result.current.lastUpdateAt).toBeInstanceOf(Date);
    latest().emit('quote', quote('00700', '502.000'));
    expect(result.current.quotes.get('00700')?.last).toBe('502.000');
    latest().emit('market', { ...hkex, session: 'lunch' });
    expect(result.current.markets.get('HKEX')?.session).toBe('lunch');
  });

  it('reconnects with back-off after an error and takes a fresh snapshot', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useLiveQuotes(['00700']));
    const first = latest();
    first.emit('snapshot', { quotes: [quote('00700', '501.000')], markets: [hkex] });
    first.emit('error');
    expect(first.isClosed).toBe(true);
    expect(result.current.state).toBe('reconnecting');
    // The last known quote stays on screen while reconnecting.
    expect(result.current.quotes.get('00700')?.last).toBe('501.000');
    act(() => {
      vi.advanceTimersByTime(1_300);
    });
    expect(FakeEventSource.opened).toHaveLength(2);
    const second = latest();
    second.emit('error');
    act(() => {
      vi.advanceTimersByTime(1_500);
    });
    expect(FakeEventSource.opened).toHaveLength(2);
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(FakeEventSource.opened).toHaveLength(3);
    latest().emit('snapshot', { quotes: [quote('00700', '505.000')], markets: [hkex] });
    expect(result.current.state).toBe('live');
    expect(result.current.quotes.get('00700')?.last).toBe('505.000');
  });

  it('closes the stream on unmount and opens none without symbols', () => {
    const { unmount } = renderHook(() => useLiveQuotes(['00700']));
    unmount();
    expect(latest().isClosed).toBe(true);
    const { result } = renderHook(() => useLiveQuotes([]));
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(result.current.state).toBe('closed');
  });

  it('reopens for a new set of symbols, keeping the quotes still wanted', () => {
    const { result, rerender } = renderHook(({ symbols }) => useLiveQuotes(symbols), {
      initialProps: { symbols: ['00700', 'AAPL'] },
    });
    latest().emit('snapshot', {
      quotes: [quote('00700', '501.000'), quote('AAPL', '230.00')],
      markets: [hkex],
    });
    rerender({ symbols: ['AAPL', '00700'] });
    expect(FakeEventSource.opened).toHaveLength(1);
    rerender({ symbols: ['AAPL'] });
    expect(FakeEventSource.opened[0]?.isClosed).toBe(true);
    expect(FakeEventSource.opened).toHaveLength(2);
    expect([...result.current.quotes.keys()]).toEqual(['AAPL']);
  });

  it('backs off by doubling up to 30 s', () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 5, 10].map((attempt) => reconnectDelay(attempt, middle))).toEqual([
      1_000, 2_000, 4_000, 30_000, 30_000,
    ]);
  });
});

describe('LiveIndicator', () => {
  const renderIndicator = (node: React.ReactNode) =>
    render(
      <MantineProvider>
        <I18nextProvider i18n={createI18n('zh-HK')}>{node}</I18nextProvider>
      </MantineProvider>,
    );

  it('shows live, reconnecting and delayed with the last update time', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval'] });
    vi.setSystemTime(new Date('2026-11-24T02:00:10Z'));
    const at = new Date('2026-11-24T02:00:05Z');
    const { rerender } = renderIndicator(<LiveIndicator state="live" lastUpdateAt={at} />);
    expect(screen.getByText('即時')).toBeTruthy();
    expect(screen.getByText('更新於 10:00:05')).toBeTruthy();
    rerender(
      <MantineProvider>
        <I18nextProvider i18n={createI18n('zh-HK')}>
          <LiveIndicator state="reconnecting" lastUpdateAt={at} />
        </I18nextProvider>
      </MantineProvider>,
    );
    expect(screen.getByText('重新連線中…')).toBeTruthy();
    rerender(
      <MantineProvider>
        <I18nextProvider i18n={createI18n('zh-HK')}>
          <LiveIndicator state="live" lastUpdateAt={at} />
        </I18nextProvider>
      </MantineProvider>,
    );
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('延遲')).toBeTruthy();
  });
});
