import type { FeatureFlags } from '@brands/brand-config';
import type { Role } from '@shared/domain/roles';
import type layout from '@shared/i18n/locales/en/layout.json';

/** A label of the navigation, a key of layout.json `nav`. */
export type NavLabel = keyof (typeof layout)['nav'];

/** One link inside a navigation group. */
export type NavLink = { label: NavLabel; to: string };

/** The product areas of the main menu (spec §2.16), also keys of home.json `area`. */
export type AreaLabel =
  | 'news'
  | 'funds'
  | 'stocks'
  | 'virtual_assets'
  | 'assets'
  | 'cash'
  | 'account'
  | 'advisor'
  | 'admin';

/** One main-menu item: its area, desktop target and the links of its mobile drawer group. */
export type NavGroup = { label: AreaLabel; to: string; links: NavLink[] };

const link = (label: NavLabel, to: string, isShown = true): NavLink[] =>
  isShown ? [{ label, to }] : [];

const group = (isShown: boolean, label: AreaLabel, to: string, links: NavLink[][]): NavGroup[] =>
  isShown ? [{ label, to, links: links.flat() }] : [];

function investmentGroups(f: FeatureFlags): NavGroup[][] {
  return [
    group(f.news, 'news', '/news', [link('news_list', '/news')]),
    group(f.fund, 'funds', '/funds/dashboard', [
      link('dashboard', '/funds/dashboard'),
      link('portfolio', '/funds/portfolio'),
      link('search', '/funds/search'),
      link('watchlist', '/funds/watchlist'),
      link('history', '/funds/history'),
      link('documents', '/funds/document', f.tradeDocument),
    ]),
    group(f.stock, 'stocks', '/stocks/dashboard', [
      link('dashboard', '/stocks/dashboard'),
      link('portfolio', '/stocks/portfolio'),
      link('order', '/stocks/order'),
      link('history', '/stocks/history'),
      link('ipo', '/stocks/ipo', f.ipo),
    ]),
    group(f.crypto, 'virtual_assets', '/cryptos/dashboard', [
      link('dashboard', '/cryptos/dashboard'),
      link('portfolio', '/cryptos/portfolio'),
      link('order', '/cryptos/order'),
      link('history', '/cryptos/history'),
    ]),
    group(f.asset, 'assets', '/assets/portfolio', [
      link('portfolio', '/assets/portfolio'),
      link('holdings', '/assets/holdings'),
    ]),
  ];
}

function serviceGroups(f: FeatureFlags): NavGroup[][] {
  return [
    group(true, 'cash', '/cashes', [
      link('movement', '/cashes/movement'),
      link('deposit', '/cashes/request', f.cashTopUp),
      link('withdraw', '/cashes/withdraw', f.cashTopUp),
      link('history', '/cashes/history', f.cashTopUp),
      link('currency_exchange', '/cashes/exchange', f.fx),
    ]),
    group(true, 'account', '/accounts', [
      link('information', '/accounts/information', f.accountInformation),
      link('risk_assessment', '/accounts/raq', f.fund),
      link('change_password', '/accounts/changePassword'),
      link('user_settings', '/accounts/userSettings'),
    ]),
    group(f.advisor, 'advisor', '/advisors/dashboard', [
      link('dashboard', '/advisors/dashboard'),
      link('advanced_search', '/advisors/advancedSearch'),
    ]),
    group(true, 'admin', '/admins/account', [
      link('accounts', '/admins/account'),
      link('banners', '/admins/banner'),
      link('legal_agreement', '/admins/legalAgreement'),
      link('news', '/admins/news', f.adminNews),
      link('theme', '/admins/theme'),
    ]),
  ];
}

/** Who looks at the menu: the current session's role, and whether an advisor acts for a client. */
export type NavViewer = { role?: Role; isAdvisorMode: boolean };

const advisorAreas: readonly AreaLabel[] = ['funds', 'advisor', 'admin'];

/** Spec §2.16: an advisor sees only Funds (landing on the watchlist), Advisor and Admin. */
function advisorGroups(groups: NavGroup[]): NavGroup[] {
  return groups
    .filter((group) => advisorAreas.includes(group.label))
    .map((group) => (group.label === 'funds' ? { ...group, to: '/funds/watchlist' } : group));
}

/**
 * The main menu of spec §2.16 in its order (News, Funds, Stocks, Virtual Assets, Assets, Cash,
 * Account, Advisor, Admin), each item hidden when its feature flag is off, with the drawer's
 * group links (spec §2.4-2.13), each hidden by its own flag. An advisor-role session sees only
 * Funds, Advisor and Admin; in advisor mode (acting for a client) Virtual Assets is hidden.
 */
export function buildNavigation(
  features: FeatureFlags,
  viewer: NavViewer = { isAdvisorMode: false },
): NavGroup[] {
  const groups = [...investmentGroups(features), ...serviceGroups(features)].flat();
  if (viewer.isAdvisorMode) return groups.filter((group) => group.label !== 'virtual_assets');
  return viewer.role === 'advisor' ? advisorGroups(groups) : groups;
}
