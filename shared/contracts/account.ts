import { z } from 'zod';
import { accountCode, accountSource } from './common';
import { accountAdviseeContracts } from './account-advisee';
import { accountLoginContracts } from './account-login';
import { accountPasswordContracts } from './account-password';
import { accountSessionContracts } from './account-session';

/** The `account` service's calls (spec §7), keyed by method. */
export const accountContracts = {
  ...accountLoginContracts,
  ...accountSessionContracts,
  ...accountPasswordContracts,
  ...accountAdviseeContracts,
  /** Spec §4: the first-login agreement, confirmed by a user-role session. */
  confirmAgreement: {
    input: z.strictObject({ accountCode, source: accountSource }),
    output: z.object({ confirmAgreementStatus: z.boolean() }),
  },
};
