import type { ComponentType } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { FundsOptionsProvider } from '../../features/funds/area-options';
import type { BrandConfig } from '@brands/brand-config';
import { SessionGate } from './gates/session-gate';

type RouteModule = { Component: ComponentType };

/** How the route table loads a route module (router.tsx `lazyModule`). */
export type LazyModule = (load: () => Promise<RouteModule>) => RouteObject['lazy'];

/**
 * The guarded product areas (spec §2.4-2.13, §6) and who gets in. Funds pages and the risk
 * assessment are built (issue 4); other paths behind each gate fall through to not-found.
 */
export function areaRoutes(brand: BrandConfig, lazyModule: LazyModule): RouteObject[] {
  const { features } = brand;
  const notFound: RouteObject = {
    path: '*',
    lazy: lazyModule(() => import('./not-found')),
  };
  const area = (
    isOn: boolean,
    path: string,
    gate: RouteObject,
    open: RouteObject[] = [],
    element?: RouteObject['element'],
  ) => (isOn ? [{ path, element, children: [...open, gate] }] : []);
  const fundsOptions = {
    hasTradeDocuments: features.tradeDocument,
    canSwitch: features.tradeDocument && features.fundSwitching,
    riskAssessmentPath: '/accounts/raq',
  };
  const dashboardIndex: RouteObject = { index: true, element: <Navigate to="dashboard" replace /> };
  const page = (path: string, load: () => Promise<RouteModule>): RouteObject => ({
    path,
    lazy: lazyModule(load),
  });

  return [
    ...area(
      features.fund,
      'funds',
      {
        element: <SessionGate source="gateway" hasAccountSteps />,
        children: [
          dashboardIndex,
          page('dashboard', () => import('./funds/dashboard')),
          page('portfolio', () => import('./funds/portfolio')),
          page('search', () => import('./funds/search')),
          page('subscribe/:id?', () => import('./funds/subscribe')),
          page('bulkSubscribe/:id?', () => import('./funds/bulk-subscribe')),
          page('redeem/:id?', () => import('./funds/redeem')),
          // Spec §2.4: switching needs both trade documents and fund switching.
          ...(features.tradeDocument && features.fundSwitching
            ? [page('switch/:id?', () => import('./funds/switch'))]
            : []),
          page('history', () => import('./funds/history')),
          page('watchlist', () => import('./funds/watchlist')),
          ...(features.tradeDocument ? [page('document', () => import('./funds/document'))] : []),
          notFound,
        ],
      },
      // Spec §2.4: comparer, selector and fund details need no login.
      [
        page('comparer', () => import('./funds/comparer')),
        page('selector', () => import('./funds/selector')),
        page('detail/:id', () => import('./funds/detail')),
      ],
      <FundsOptionsProvider value={fundsOptions}>
        <Outlet />
      </FundsOptionsProvider>,
    ),
    ...area(features.stock, 'stocks', {
      element: <SessionGate source="gateway" />,
      children: [dashboardIndex, notFound],
    }),
    ...area(features.crypto, 'cryptos', {
      element: <SessionGate source="fos" />,
      children: [dashboardIndex, notFound],
    }),
    ...area(features.advisor, 'advisors', {
      element: <SessionGate minRole="advisor" />,
      children: [dashboardIndex, notFound],
    }),
    ...area(true, 'admins', {
      element: <SessionGate minRole="admin" />,
      children: [{ index: true, element: <Navigate to="account" replace /> }, notFound],
    }),
    ...area(true, 'accounts', {
      element: <SessionGate />,
      children: [
        ...(features.fund ? [page('raq', () => import('./accounts/raq'))] : []),
        { path: 'changePassword', lazy: lazyModule(() => import('./accounts/change-password')) },
        {
          path: 'changeTradePassword',
          lazy: lazyModule(() => import('./accounts/change-trade-password')),
        },
        notFound,
      ],
    }),
  ];
}

/** The users area (spec §2.2): which routes exist follows the login mode and the reset flag. */
export function userRoutes(brand: BrandConfig, lazyModule: LazyModule): RouteObject[] {
  const isPasswordMode = brand.loginMode === 'password';
  const route = (isOn: boolean, path: string, load: () => Promise<RouteModule>): RouteObject[] =>
    isOn ? [{ path, lazy: lazyModule(load) }] : [];
  return [
    {
      path: 'users',
      children: [
        ...route(true, 'login', () => import('./users/login')),
        ...route(true, 'switcher', () => import('./users/switcher')),
        ...route(true, 'setting', () => import('./users/setting')),
        ...route(isPasswordMode, 'logout', () => import('./users/logout')),
        ...route(true, 'inactiveLogout', () => import('./users/inactive-logout')),
        ...route(!isPasswordMode, 'sessionLogin', () => import('./users/session-login')),
        ...route(
          brand.features.resetPassword,
          'resetPassword',
          () => import('./users/reset-password'),
        ),
      ],
    },
  ];
}
