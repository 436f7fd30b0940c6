/**
 * Every route of the app with a concrete path and who opens it, for the language walk
 * (`e2e/i18n-walk.spec.ts`). `web/src/app/areas/route-walk.test.ts` checks that each page of
 * every area manifest has an entry here, so a new page is walked too.
 */
export type Walker = 'guest' | 'C10001' | 'A30001' | 'S90001' | 'F20001';

export type RouteVisit = { path: string; as: Walker };

const HELD_FUND = 'VH-HK-EQUITY';

export const ROUTE_VISITS: readonly RouteVisit[] = [
  { path: '/', as: 'guest' },
  { path: '/users/login', as: 'guest' },
  { path: '/users/setting', as: 'guest' },
  { path: '/users/inactiveLogout', as: 'guest' },
  { path: '/users/resetPassword', as: 'guest' },
  { path: '/funds/comparer', as: 'guest' },
  { path: '/funds/selector', as: 'guest' },
  { path: `/funds/detail/${HELD_FUND}`, as: 'guest' },
  { path: '/no-such-page', as: 'guest' },
  { path: '/', as: 'C10001' },
  { path: '/funds/dashboard', as: 'C10001' },
  { path: '/funds/portfolio', as: 'C10001' },
  { path: '/funds/search', as: 'C10001' },
  { path: `/funds/subscribe/${HELD_FUND}`, as: 'C10001' },
  { path: `/funds/bulkSubscribe/${HELD_FUND}`, as: 'C10001' },
  { path: `/funds/redeem/${HELD_FUND}`, as: 'C10001' },
  { path: `/funds/switch/${HELD_FUND}`, as: 'C10001' },
  { path: '/funds/history', as: 'C10001' },
  { path: '/funds/watchlist', as: 'C10001' },
  { path: '/funds/document', as: 'C10001' },
  { path: `/funds/detail/${HELD_FUND}`, as: 'C10001' },
  { path: '/funds/comparer', as: 'C10001' },
  { path: '/funds/selector', as: 'C10001' },
  { path: '/stocks/dashboard', as: 'C10001' },
  { path: '/stocks/portfolio', as: 'C10001' },
  { path: '/stocks/order', as: 'C10001' },
  { path: '/stocks/history', as: 'C10001' },
  { path: '/stocks/document', as: 'C10001' },
  { path: '/stocks/ipo', as: 'C10001' },
  { path: '/stocks/corporateAction', as: 'C10001' },
  { path: '/cashes/movement', as: 'C10001' },
  { path: '/cashes/history', as: 'C10001' },
  { path: '/cashes/request', as: 'C10001' },
  { path: '/cashes/requests/instruction', as: 'C10001' },
  { path: '/cashes/withdraw', as: 'C10001' },
  { path: '/cashes/withdraws/instruction', as: 'C10001' },
  { path: '/cashes/requests/ddi', as: 'C10001' },
  { path: '/cashes/withdraws/fps', as: 'C10001' },
  { path: '/cashes/sdda', as: 'C10001' },
  { path: '/cashes/exchange', as: 'C10001' },
  { path: '/assets/portfolio', as: 'C10001' },
  { path: '/news', as: 'C10001' },
  { path: '/notifications', as: 'C10001' },
  // The item without Simplified Chinese: zh-CN shows its Traditional Chinese fallback.
  { path: '/news/market-hibor-eases', as: 'C10001' },
  { path: '/accounts/raq', as: 'C10001' },
  { path: '/accounts/changePassword', as: 'C10001' },
  { path: '/accounts/changeTradePassword', as: 'C10001' },
  { path: '/accounts/userSettings', as: 'C10001' },
  { path: '/users/switcher', as: 'C10001' },
  { path: '/users/setting', as: 'C10001' },
  // Last of C10001's: it signs out.
  { path: '/users/logout', as: 'C10001' },
  { path: '/advisors/dashboard', as: 'A30001' },
  { path: '/funds/watchlist', as: 'A30001' },
  { path: '/admins/account', as: 'S90001' },
  { path: '/cryptos/dashboard', as: 'F20001' },
];
