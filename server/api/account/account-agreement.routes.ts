import { accountContracts } from '../../../shared/contracts/account';
import { confirmFirstLoginAgreement } from '../../commands/legal-agreement.command';
import { defineCall } from '../registry';

/** `account/confirmAgreement`: the first-login agreement (spec §4), by the account itself. */
export const confirmAgreementCall = defineCall({
  service: 'account',
  method: 'confirmAgreement',
  ...accountContracts.confirmAgreement,
  access: 'session',
  account: { field: 'accountCode', reach: 'self' },
  handler: async (_input, { db, session, clientAddress, now }) => ({
    confirmAgreementStatus: await confirmFirstLoginAgreement(db, { session, clientAddress, now }),
  }),
});

/** The agreement calls of the account service. */
export const accountAgreementCalls = [confirmAgreementCall];
