import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, testBrand } from '../test/render-app';

describe('the browser tab’s title (docs/UI-STYLE.md §7)', () => {
  it.each([
    ['en', '/funds/comparer', 'Funds · Portico Client Portal'],
    ['zh-HK', '/funds/comparer', '基金 · Portico 客戶平台'],
    ['zh-CN', '/funds/comparer', '基金 · Portico 客户平台'],
    ['zh-HK', '/users/login', 'Portico 客戶平台'],
    // Issue 31 §18: the page's own name first, where the menu has a link for it.
    ['en', '/stocks/order', 'Order · Stocks · Portico Client Portal'],
    ['zh-CN', '/stocks/ipo', '新股认购 · 股票 · Portico 客户平台'],
    ['zh-HK', '/funds/history', '交易記錄 · 基金 · Portico 客戶平台'],
  ] as const)('names the page in %s at %s', async (language, path, title) => {
    renderApp({ language, path });
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('uses the brand’s own title', async () => {
    renderApp({ brand: testBrand('harbour'), language: 'zh-CN', path: '/users/login' });
    await waitFor(() => expect(document.title).toBe('Harbour Wealth 网上理财'));
  });
});
