import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const ADMIN = { role: 'admin', accountCode: 'S90001' } as const;
const AT = '2026-11-27T02:00:00.000Z';
const texts = (en: string, hk = `${en} 繁`, cn = `${en} 简`) => ({ en, 'zh-HK': hk, 'zh-CN': cn });

const banner = {
  id: '5',
  placement: 'fundsDashboard',
  severity: 'warning',
  title: texts('Typhoon signal'),
  body: texts('Dealing may be suspended.'),
  link: null,
  startsAt: AT,
  endsAt: null,
  status: 'published',
  isShowing: true,
  createdAt: AT,
  updatedAt: AT,
};

const version = (n: number, html: string) => ({
  type: 'privacy_policy',
  version: n,
  effectiveAt: AT,
  isCurrent: n === 1,
  createdAt: AT,
  createdBy: n === 1 ? null : 'S90001',
  texts: {
    en: { title: 'Privacy policy', html },
    'zh-HK': { title: '私隱政策', html: '<p>私隱</p>' },
    'zh-CN': { title: '隐私政策', html: '<p>隐私</p>' },
  },
});

describe('the admin content pages (issue 29)', { timeout: 30_000 }, () => {
  it('lists a placement’s banners and adds one after its own checks and the server’s code', async () => {
    let answer: string = 'invalid_link';
    const calls = stubApi({
      'admin-banner/searchBanners': () => ({ banners: [banner] }),
      'admin-banner/addBanner': () =>
        answer === 'ok' ? { result: 'ok', banner } : { result: answer, banner: null },
    });
    const { user, router } = renderApp({ path: '/admins/banner/fundsDashboard', session: ADMIN });
    const row = (await screen.findByText('Typhoon signal', undefined, { timeout: 5000 })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('Warning')).toBeTruthy();
    expect(within(row).getByText('Showing')).toBeTruthy();
    expect(within(row).getByText('From 2026-11-27 10:00')).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'Add banner' }));
    const add = await screen.findByRole('button', { name: 'Add banner' }, { timeout: 5000 });
    await user.type(screen.getByRole('textbox', { name: /^Title \(English\)/ }), 'Holiday');
    await user.click(add);
    expect(screen.getAllByText('Required.')).toHaveLength(2);
    expect(calls.some((call) => call.name === 'admin-banner/addBanner')).toBe(false);
    await user.type(
      screen.getByRole('textbox', { name: /^Title \(Traditional Chinese\)/ }),
      '假期',
    );
    await user.type(screen.getByRole('textbox', { name: /^Title \(Simplified Chinese\)/ }), '假期');
    await user.type(screen.getByRole('textbox', { name: /^Link/ }), 'javascript:alert(1)');
    await user.click(add);
    expect(
      await screen.findByText(/The link must be a page of this portal/, undefined, {
        timeout: 5000,
      }),
    ).toBeTruthy();
    expect(screen.getByText('(invalid_link)')).toBeTruthy();
    answer = 'ok';
    await user.click(add);
    await screen.findByText(/The banner was added/, undefined, { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/admins/banner/fundsDashboard');
    const sent = calls.filter((call) => call.name === 'admin-banner/addBanner').at(-1)?.input;
    expect(sent).toMatchObject({
      placement: 'fundsDashboard',
      title: { en: 'Holiday', 'zh-HK': '假期', 'zh-CN': '假期' },
      link: 'javascript:alert(1)',
      endsAt: null,
    });
  });

  it('previews an agreement’s HTML as readers will see it and saves a new version', async () => {
    const calls = stubApi({
      'admin-agreement/loadAgreement': () => ({
        result: 'ok',
        versions: [version(1, '<p>We keep your data.</p>')],
      }),
      'admin-agreement/saveAgreement': () => ({
        result: 'ok',
        agreement: version(2, '<p>Safe</p>alert(1)'),
      }),
    });
    const { user } = renderApp({ path: '/admins/legalAgreement/privacy_policy', session: ADMIN });
    const html = await screen.findByRole(
      'textbox',
      { name: /^HTML \(English\)/ },
      { timeout: 5000 },
    );
    const preview = screen.getByTestId('preview-en');
    expect(preview.innerHTML).toBe('<p>We keep your data.</p>');
    await user.clear(html);
    await user.click(html);
    await user.paste(
      '<p onclick="x()">Safe</p><script>alert(1)</script><a href="javascript:x()">go</a>',
    );
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.querySelector('[onclick]')).toBeNull();
    expect(preview.querySelector('a')?.getAttribute('href')).toBeNull();
    expect(preview.textContent).toContain('Safe');
    await user.click(screen.getByRole('button', { name: 'Save as new version' }));
    expect(
      await screen.findByText('Saved as version 2.', undefined, { timeout: 5000 }),
    ).toBeTruthy();
    const sent = calls.find((call) => call.name === 'admin-agreement/saveAgreement')?.input;
    expect(sent).toMatchObject({
      type: 'privacy_policy',
      texts: { 'zh-HK': { title: '私隱政策' } },
    });
    const versions = screen.getByTestId('agreement-versions');
    expect(within(versions).getByText('Current')).toBeTruthy();
  });

  it('adds house news and publishes a draft', async () => {
    const item = {
      id: 'n1',
      category: 'announcement',
      title: texts('New office'),
      summary: texts('We moved.'),
      body: texts('We moved to Central.'),
      publishedAt: AT,
      status: 'draft',
      createdAt: AT,
      updatedAt: AT,
    };
    const calls = stubApi({
      'admin-news/searchHouseNews': () => ({ items: [item] }),
      'admin-news/setHouseNewsStatus': () => ({
        result: 'ok',
        item: { ...item, status: 'published' },
      }),
    });
    const { user } = renderApp({ path: '/admins/news', session: ADMIN });
    const row = (await screen.findByText('New office', undefined, { timeout: 5000 })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('Draft')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Publish' }));
    const sent = calls.find((call) => call.name === 'admin-news/setHouseNewsStatus')?.input;
    expect(sent).toEqual({ id: 'n1', status: 'published' });
  });

  it('shows the theme being edited in a preview labelled Theme', async () => {
    const brandTheme = { primaryColour: '#1c7ed6', logo: null, footer: texts('Portico Ltd') };
    stubApi({
      'admin-theme/loadTheme': () => ({
        brandId: 'default',
        brand: brandTheme,
        custom: null,
        updatedAt: null,
        updatedBy: null,
      }),
    });
    const { user } = renderApp({ path: '/admins/theme', session: ADMIN });
    const preview = await screen.findByRole('region', { name: 'Theme' }, { timeout: 5000 });
    expect(within(preview).getByText('Portico Ltd')).toBeTruthy();
    const footer = screen.getByRole('textbox', { name: /^Footer \(English\)/ });
    await user.clear(footer);
    await user.type(footer, 'Portico Securities');
    expect(within(preview).getByText('Portico Securities')).toBeTruthy();
  });
});
