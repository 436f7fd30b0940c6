import { accountProfileCalls } from '../api/account-profile/account-profile.routes';
import { adminRaqCalls } from '../api/admin-raq/admin-raq.routes';
import { bankAccountCalls } from '../api/bank-account/bank-account.routes';
import { raqCalls } from '../api/raq/raq.routes';
import { riskCheckCalls } from '../api/risk-check/risk-check.routes';
import { taxStatusCalls } from '../api/tax-status/tax-status.routes';
import { tourCalls } from '../api/tour/tour.routes';
import { seedDemoAccountInformation } from '../seed/demo-account-information';
import { defineArea } from './server-area';

/**
 * The account pages' calls (spec §2.9, issue 25): holder information, the risk assessment
 * questionnaire, the suitability checks, tax status, designated bank accounts (kept by the cash
 * back office) and the tour, and the admins' editor of the questionnaire's versions (issue 30);
 * its part of the demo book is the account information.
 */
export const accountsArea = defineArea({
  name: 'accounts',
  calls: [
    ...accountProfileCalls,
    ...raqCalls,
    ...adminRaqCalls,
    ...riskCheckCalls,
    ...taxStatusCalls,
    ...bankAccountCalls,
    ...tourCalls,
  ],
  seed: seedDemoAccountInformation,
});
