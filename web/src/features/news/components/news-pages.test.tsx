import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallOutput } from '@shared/contracts/index';
import { stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

type Summary = CallOutput<'news/searchNews'>['items'][number];
type Detail = CallOutput<'news/loadNews'>['item'];

/** Generous waits: the web suite runs beside the others on two cores. */
const WAIT = { timeout: 5000 };

afterEach(() => {
  vi.unstubAllGlobals();
});

const item = (n: number, overrides: Partial<Summary> = {}): Summary => ({
  id: `market-${n}`,
  category: 'market',
  source: 'market',
  title: { en: `Market story ${n}`, 'zh-HK': `市場消息 ${n}`, 'zh-CN': `市场消息 ${n}` },
  summary: { en: `Summary ${n}`, 'zh-HK': `摘要 ${n}`, 'zh-CN': `摘要 ${n}` },
  publishedAt: `2026-11-${String(20 - (n % 10)).padStart(2, '0')}T08:30:00.000Z`,
  languages: ['en', 'zh-HK', 'zh-CN'],
  ...overrides,
});

const hibor: Detail = {
  ...item(1),
  id: 'market-hibor-eases',
  title: { en: 'One-month HIBOR eases', 'zh-HK': '一個月銀行同業拆息回落' },
  summary: { en: 'Rates fall', 'zh-HK': '息率回落' },
  body: {
    en: 'First paragraph.\n\nSecond paragraph.',
    'zh-HK': '第一段：同業拆息下跌。\n\n第二段：總結餘不變。',
  },
  languages: ['en', 'zh-HK'],
};

type SearchInput = { category?: string; query?: string; pageIndex: number; pageSize: number };

/** A server of 13 items: 12 market, 1 house announcement; filters as the real one does. */
function stubNewsServer() {
  const all = [
    ...Array.from({ length: 12 }, (_, index) => item(index + 1)),
    item(99, {
      id: 'house-edda',
      category: 'announcement',
      source: 'house',
      title: { en: 'Instant deposits with eDDA', 'zh-HK': '即時存款', 'zh-CN': '即时存款' },
    }),
  ];
  return stubApi({
    'news/searchNews': (input) => {
      const { category, query, pageIndex, pageSize } = input as SearchInput;
      const matches = all
        .filter((news) => !category || news.category === category)
        .filter(
          (news) => !query || JSON.stringify(news).toLowerCase().includes(query.toLowerCase()),
        );
      return {
        items: matches.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize),
        total: matches.length,
      };
    },
    'news/loadNews': (input) =>
      (input as { id: string }).id === hibor.id
        ? { item: hibor }
        : { status: 404, body: { code: 'not_found' } },
  });
}

const cards = () => screen.getAllByRole('article');

describe('news list (issue 14 §5)', () => {
  it('shows cards with category, source and Hong Kong date, and loads more', async () => {
    const calls = stubNewsServer();
    const { user } = renderApp({ path: '/news', session: {} });
    await screen.findByRole('heading', { name: 'Market story 1' }, { timeout: 5000 });
    expect(cards()).toHaveLength(10);
    const first = within(cards()[0]!);
    expect(first.getByText('Market')).toBeTruthy();
    expect(first.getByText('Market news')).toBeTruthy();
    // 08:30 UTC is 16:30 in Hong Kong.
    expect(first.getByText('2026-11-19 16:30')).toBeTruthy();
    expect(first.getByRole('link', { name: 'Market story 1' }).getAttribute('href')).toBe(
      '/news/market-1',
    );
    expect(screen.getByTestId('news-count').textContent).toBe('10 of 13');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(13), WAIT);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(
      calls.filter((call) => call.name === 'news/searchNews').map((call) => call.input),
    ).toEqual([
      { pageIndex: 0, pageSize: 10 },
      { pageIndex: 1, pageSize: 10 },
    ]);
  }, 30_000);

  it('filters by category and searches, and says when nothing matches', async () => {
    const calls = stubNewsServer();
    const { user, router } = renderApp({ path: '/news', session: {} });
    await screen.findByRole('heading', { name: 'Market story 1' }, { timeout: 5000 });
    await user.click(screen.getByRole('radio', { name: 'Announcement' }));
    await waitFor(() => expect(cards()).toHaveLength(1), WAIT);
    expect(screen.getByRole('heading', { name: 'Instant deposits with eDDA' })).toBeTruthy();
    expect(router.state.location.search).toBe('?category=announcement');
    await user.click(screen.getByRole('radio', { name: 'All' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search news' }), 'story 12{Enter}');
    await waitFor(() => expect(cards()).toHaveLength(1), WAIT);
    expect(screen.getByRole('heading', { name: 'Market story 12' })).toBeTruthy();
    expect(calls.filter((call) => call.name === 'news/searchNews').at(-1)?.input).toEqual({
      query: 'story 12',
      pageIndex: 0,
      pageSize: 10,
    });
    await user.click(screen.getByRole('radio', { name: 'Research' }));
    expect(
      await screen.findByText(
        'No news matches your search. Try other words or another category.',
        {},
        WAIT,
      ),
    ).toBeTruthy();
  }, 30_000);

  it('shows an error with a retry', async () => {
    let isDown = true;
    stubApi({
      'news/searchNews': () =>
        isDown ? { status: 500, body: { code: 'internal_error' } } : { items: [item(1)], total: 1 },
    });
    const { user } = renderApp({ path: '/news', session: {} });
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert.textContent).toContain('The news could not be loaded.');
    isDown = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Market story 1' }, WAIT)).toBeTruthy();
  }, 30_000);
});

describe('news item (issue 14 §5)', () => {
  it('shows the body as paragraphs with a way back', async () => {
    stubNewsServer();
    renderApp({ path: '/news/market-hibor-eases', session: {} });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'One-month HIBOR eases' },
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText('First paragraph.').tagName).toBe('P');
    expect(screen.getByText('Second paragraph.').tagName).toBe('P');
    expect(screen.queryByTestId('news-fallback')).toBeNull();
    expect(screen.getByRole('link', { name: /Back to news/ }).getAttribute('href')).toBe('/news');
  }, 30_000);

  it('shows the Traditional Chinese text to a zh-CN reader, saying so', async () => {
    stubNewsServer();
    renderApp({ path: '/news/market-hibor-eases', session: {}, language: 'zh-CN' });
    const title = await screen.findByRole(
      'heading',
      { level: 1, name: '一個月銀行同業拆息回落' },
      { timeout: 5000 },
    );
    expect(title.getAttribute('lang')).toBe('zh-HK');
    expect(screen.getByTestId('news-fallback').textContent).toBe(
      '此新闻没有您所选的语言版本，现以繁体中文显示。',
    );
    expect(screen.getByText('第一段：同業拆息下跌。')).toBeTruthy();
  }, 30_000);

  it('says an unknown item is not found', async () => {
    stubNewsServer();
    renderApp({ path: '/news/no-such-item', session: {} });
    expect(await screen.findByTestId('news-not-found', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'News item not found' })).toBeTruthy();
  }, 30_000);
});
