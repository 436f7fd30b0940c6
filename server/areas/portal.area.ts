import { accountAdviseeCalls } from '../api/account/account-advisee.routes';
import { accountAgreementCalls } from '../api/account/account-agreement.routes';
import { accountLoginCalls } from '../api/account/account-login.routes';
import { accountPasswordCalls } from '../api/account/account-password.routes';
import { accountSessionCalls } from '../api/account/account-session.routes';
import { currencyCalls } from '../api/currency/currency.routes';
import { exampleCalls } from '../api/example/example.routes';
import { exchangeRateCalls } from '../api/exchange-rate/exchange-rate.routes';
import { legalAgreementCalls } from '../api/legal-agreement/legal-agreement.routes';
import { preferenceCalls } from '../api/preference/preference.routes';
import { seedDemoAccounts } from '../seed/demo-book';
import { seedDemoSignIn } from '../seed/demo-sign-in';
import { defineArea } from './server-area';

/** The portal itself: liveness, sign-in and sessions, agreements, preferences, reference data. */
export const portalArea = defineArea({
  name: 'portal',
  calls: [
    ...exampleCalls,
    ...accountLoginCalls,
    ...accountSessionCalls,
    ...accountPasswordCalls,
    ...accountAgreementCalls,
    ...accountAdviseeCalls,
    ...legalAgreementCalls,
    ...preferenceCalls,
    ...currencyCalls,
    ...exchangeRateCalls,
  ],
  // The accounts first: every other part of the demo book is about them.
  seed: async (db, now) => ({
    ...(await seedDemoAccounts(db, now)),
    ...(await seedDemoSignIn(db, now)),
  }),
});
