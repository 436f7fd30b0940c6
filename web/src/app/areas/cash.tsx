import { Outlet } from 'react-router';
import { accountPaths } from '../../features/accounts/paths';
import { CashOptionsProvider } from '../../features/cash/area-options';
import { cashPaths } from '../../features/cash/paths';
import type { AreaManifest } from './area';

/**
 * Cash (spec §2.10): Gateway accounts, with the agreement and forced password change first. The
 * index goes to the deposit request with cash top-up, else (or for an advisor acting for a client)
 * to the movements.
 */
export const cashArea: AreaManifest = {
  segment: 'cashes',
  menu: {
    label: 'cash',
    to: cashPaths.root,
    links: [
      { label: 'movement', to: cashPaths.movement },
      { label: 'deposit', to: cashPaths.request, flag: 'cashTopUp', isRestricted: true },
      { label: 'withdraw', to: cashPaths.withdraw, flag: 'cashTopUp', isRestricted: true },
      { label: 'history', to: cashPaths.history, flag: 'cashTopUp' },
      { label: 'edda_deposit', to: cashPaths.ddi(), flag: 'edda', isRestricted: true },
      { label: 'fps_withdrawal', to: cashPaths.fps, flag: 'edda', isRestricted: true },
      { label: 'currency_exchange', to: cashPaths.exchange, flag: 'fx', isRestricted: true },
    ],
  },
  gate: { source: 'gateway', hasAccountSteps: true },
  indexTo: ['request', 'movement'],
  // Spec §6 restricted mode: deposit, withdrawal, FX and eDDA are not shown while an advisor acts
  // for a client.
  pages: [
    { path: 'movement', load: () => import('../routes/cashes/movement') },
    { path: 'history', load: () => import('../routes/cashes/history'), flags: ['cashTopUp'] },
    {
      path: 'request',
      load: () => import('../routes/cashes/request'),
      flags: ['cashTopUp'],
      isRestricted: true,
    },
    {
      path: 'requests/instruction',
      load: () => import('../routes/cashes/request-instruction'),
      flags: ['cashTopUp'],
    },
    {
      path: 'withdraw',
      load: () => import('../routes/cashes/withdraw'),
      flags: ['cashTopUp'],
      isRestricted: true,
    },
    {
      path: 'withdraws/instruction',
      load: () => import('../routes/cashes/withdraw-instruction'),
      flags: ['cashTopUp'],
    },
    {
      path: 'requests/ddi/:ddaReference?',
      load: () => import('../routes/cashes/ddi'),
      flags: ['edda'],
      isRestricted: true,
    },
    {
      path: 'withdraws/fps',
      load: () => import('../routes/cashes/fps'),
      flags: ['edda'],
      isRestricted: true,
    },
    {
      path: 'sdda',
      load: () => import('../routes/cashes/sdda'),
      flags: ['edda'],
      isRestricted: true,
    },
    {
      path: 'exchange',
      load: () => import('../routes/cashes/exchange'),
      flags: ['fx'],
      isRestricted: true,
    },
  ],
  wrap: ({ features }) => (
    <CashOptionsProvider
      value={{
        hasEdda: features.edda,
        tradePasswordPath: accountPaths.changeTradePassword,
      }}
    >
      <Outlet />
    </CashOptionsProvider>
  ),
};
