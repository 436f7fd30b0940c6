import { lazy, Suspense } from 'react';
import type { BrandConfig } from '@brands/brand-config';
import { accountPaths } from '../../features/accounts/paths';
import { useSession } from '../../lib/session-context';
import { isAdvisorMode } from '../../lib/sessions';
import type { AreaManifest } from './area';

/** Account (spec §2.9): the signed-in person's account pages, behind the login gate. */
export const accountsArea: AreaManifest = {
  segment: 'accounts',
  menu: {
    label: 'account',
    to: accountPaths.root,
    links: [
      { label: 'information', to: accountPaths.information, flag: 'accountInformation' },
      // The risk assessment is the funds' (spec §2.9: when funds are enabled).
      { label: 'risk_assessment', to: accountPaths.raq, flag: 'fund' },
      { label: 'risk_check', to: accountPaths.riskCheck, flag: 'riskCheck' },
      { label: 'tax_status', to: accountPaths.taxStatus, flag: 'taxStatus' },
      { label: 'bank_accounts', to: accountPaths.bank, flag: 'designatedBankAccount' },
      { label: 'tour', to: accountPaths.tour, flag: 'tour' },
      { label: 'change_password', to: accountPaths.changePassword, isRestricted: true },
      { label: 'user_settings', to: accountPaths.userSettings },
    ],
  },
  gate: {},
  // Spec §2.9: the index goes to the first of these the brand has (userSettings always).
  indexTo: ['information', 'raq', 'riskCheck', 'taxStatus', 'bank', 'tour', 'userSettings'],
  // Information, risk checks, tax status and bank accounts show in restricted mode (spec §6), read
  // only: their change actions give way to a notice, and the server refuses the changes.
  pages: [
    {
      path: 'information',
      load: () => import('../routes/accounts/information'),
      flags: ['accountInformation'],
    },
    { path: 'raq', load: () => import('../routes/accounts/raq'), flags: ['fund'] },
    {
      path: 'riskCheck',
      load: () => import('../routes/accounts/risk-check'),
      flags: ['riskCheck'],
    },
    {
      path: 'taxStatus',
      load: () => import('../routes/accounts/tax-status'),
      flags: ['taxStatus'],
    },
    {
      path: 'bank',
      load: () => import('../routes/accounts/bank'),
      flags: ['designatedBankAccount'],
    },
    { path: 'tour', load: () => import('../routes/accounts/tour'), flags: ['tour'] },
    // Spec §6 restricted mode: security settings are the client's own.
    {
      path: 'changePassword',
      load: () => import('../routes/accounts/change-password'),
      isRestricted: true,
    },
    {
      path: 'changeTradePassword',
      load: () => import('../routes/accounts/change-trade-password'),
      isRestricted: true,
    },
    { path: 'userSettings', load: () => import('../routes/accounts/user-settings') },
  ],
};

// Loaded once a client is signed in, never with the login page (issue 22's first-load budget).
const TourOffer = lazy(() =>
  import('../../features/accounts/components/tour/tour-offer').then((module) => ({
    default: module.TourOffer,
  })),
);

/** The offer is the client's own: not an advisor's, an admin's, nor an advisor acting for one. */
function TourOfferSlot() {
  const session = useSession();
  if (!session || session.role !== 'user' || session.source !== 'gateway') return null;
  if (isAdvisorMode(session)) return null;
  return (
    <Suspense fallback={null}>
      <TourOffer key={session.sessionId} accountCode={session.accountCode} />
    </Suspense>
  );
}

/**
 * The tour's offer after the first login (issue 25 §5), where the brand has the tour: composed
 * into the page frame by the app beside the bell, so it shows on whatever page the client lands.
 */
export function tourOffer({ features }: BrandConfig) {
  return features.tour ? <TourOfferSlot /> : null;
}
