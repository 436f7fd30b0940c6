import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallOutput } from '@shared/contracts/index';
import { stubApi } from '../../../test/api-stub';
import { renderApp, testBrand } from '../../../test/render-app';

type Summary = CallOutput<'news/searchNews'>['items'][number];

/** Generous waits: the web suite runs beside the others on two cores. */
const WAIT = { timeout: 5000 };

afterEach(() => {
  vi.unstubAllGlobals();
});

const story = (n: number): Summary => ({
  id: `market-${n}`,
  category: n === 2 ? 'company' : 'market',
  source: 'market',
  title: { en: `Story ${n}`, 'zh-HK': `消息 ${n}` },
  summary: { en: `Summary ${n}` },
  publishedAt: `2026-11-2${n}T01:00:00.000Z`,
  languages: ['en', 'zh-HK'],
});

const detail = { ...story(1), body: { en: 'The whole story.' } };

function stubNews(banners: CallOutput<'news/searchBanners'>['banners'] = []) {
  return stubApi({
    'news/searchNews': () => ({ items: [story(1), story(2), story(3)], total: 11 }),
    'news/loadNews': () => ({ item: detail }),
    'news/searchBanners': () => ({ banners }),
  });
}

describe('news on the dashboards (issue 14 §5)', () => {
  it('shows the latest news card on the funds dashboard; a row opens its item', async () => {
    const calls = stubNews();
    const { user, router } = renderApp({ path: '/funds/dashboard', session: {} });
    const card = await screen.findByRole('region', { name: 'Latest news' }, { timeout: 5000 });
    await within(card).findByRole('link', { name: 'Story 3' }, WAIT);
    const links = within(card).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'All news',
      'Story 1',
      'Story 2',
      'Story 3',
    ]);
    expect(calls.find((call) => call.name === 'news/searchNews')?.input).toEqual({
      pageIndex: 0,
      pageSize: 5,
    });
    expect(calls.find((call) => call.name === 'news/searchBanners')?.input).toEqual({
      placement: 'fundsDashboard',
    });
    // No banner today: the slot shows nothing.
    expect(screen.queryByRole('region', { name: 'Announcements' })).toBeNull();
    await user.click(within(card).getByRole('link', { name: 'Story 1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/news/market-1'), WAIT);
    expect(await screen.findByText('The whole story.', {}, WAIT)).toBeTruthy();
  }, 30_000);

  it('shows the active banners above the stocks dashboard, in the reader’s language', async () => {
    const calls = stubNews([
      {
        id: 'ipo-week',
        title: { en: 'IPO week', 'zh-HK': '新股週' },
        body: { en: 'Three offers open this week.', 'zh-HK': '本週三隻新股招股。' },
        link: '/stocks/ipo',
        severity: 'info',
      },
    ]);
    renderApp({ path: '/stocks/dashboard', session: {}, language: 'zh-HK' });
    const slot = await screen.findByRole('region', { name: '公告' }, { timeout: 5000 });
    expect(within(slot).getByText('新股週')).toBeTruthy();
    expect(within(slot).getByText('本週三隻新股招股。')).toBeTruthy();
    expect(within(slot).getByRole('link', { name: '了解更多' }).getAttribute('href')).toBe(
      '/stocks/ipo',
    );
    expect(calls.find((call) => call.name === 'news/searchBanners')?.input).toEqual({
      placement: 'stocksDashboard',
    });
    expect(await screen.findByRole('region', { name: '最新消息' }, WAIT)).toBeTruthy();
  }, 30_000);

  it('gives a banner no link to another host disguised as a path', async () => {
    const hostile = ['//evil.example', '/\\evil.example', '/\t/evil.example', ' \\\\evil.example'];
    stubNews([
      ...hostile.map((link, index) => ({
        id: `hostile-${index}`,
        title: { en: `Hostile ${index}` },
        body: { en: 'Body' },
        link,
        severity: 'info' as const,
      })),
      {
        id: 'safe',
        title: { en: 'Safe' },
        body: { en: 'Body' },
        link: 'https://portico.example/a',
        severity: 'info',
      },
    ]);
    renderApp({ path: '/stocks/dashboard', session: {} });
    const slot = await screen.findByRole('region', { name: 'Announcements' }, { timeout: 5000 });
    expect(within(slot).getByText('Hostile 3')).toBeTruthy();
    expect(
      within(slot)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['https://portico.example/a']);
  }, 30_000);

  it('leaves news off the dashboard of a brand without news', async () => {
    const base = testBrand('default');
    const brand = { ...base, features: { ...base.features, news: false } };
    const calls = stubNews();
    renderApp({ brand, path: '/funds/dashboard', session: {} });
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Latest news' })).toBeNull();
    expect(calls.some((call) => call.name.startsWith('news/'))).toBe(false);
  }, 30_000);
});
