import type { AccountSource, Language } from '../../../shared/contracts/common';
import { preferenceContracts } from '../../../shared/contracts/preference';
import { normaliseAccountCode } from '../../auth/account-code';
import { findAccountByCode } from '../../repositories/account.repository';
import { findPreference, upsertPreference } from '../../repositories/preference.repository';
import { defineCall, type SessionCallContext } from '../registry';

/** An account's preference, or the brand's defaults: English and the first reporting currency. */
async function preferenceOf(
  context: SessionCallContext,
  named: { accountCode: string; source: AccountSource },
) {
  const accountCode = normaliseAccountCode(named.accountCode, named.source);
  const account = await findAccountByCode(context.db, accountCode, named.source);
  const stored = account && (await findPreference(context.db, account.id));
  const defaults = {
    language: 'en' as Language,
    currencyCode: context.config.brand.currencies.reporting[0] ?? 'HKD',
  };
  return {
    accountCode,
    language: (stored?.language as Language | undefined) ?? defaults.language,
    currencyCode: stored?.currencyCode ?? defaults.currencyCode,
  };
}

/** `preference/loadPreference`: an advisor may read a linked client's (spec §6). */
export const loadPreferenceCall = defineCall({
  service: 'preference',
  method: 'loadPreference',
  ...preferenceContracts.loadPreference,
  access: 'session',
  account: { field: 'accountCode', reach: 'client' },
  handler: (input, context) => preferenceOf(context, input),
});

async function savePreference(
  context: SessionCallContext,
  update: { language: Language } | { currencyCode: string },
) {
  const { language, currencyCode } = await preferenceOf(context, context.session);
  const row = {
    accountId: context.session.accountId,
    ...{ language, currencyCode },
    ...update,
    updatedAt: context.now,
  };
  await upsertPreference(context.db, row, update);
  return { success: true };
}

/** `preference/setLanguage`: the session's own account. */
export const setLanguageCall = defineCall({
  service: 'preference',
  method: 'setLanguage',
  ...preferenceContracts.setLanguage,
  access: 'session',
  account: { field: 'accountCode', reach: 'self' },
  handler: (input, context) => savePreference(context, { language: input.language }),
});

/** `preference/setCurrency`: one of the brand's reporting currencies, else `success: false`. */
export const setCurrencyCall = defineCall({
  service: 'preference',
  method: 'setCurrency',
  ...preferenceContracts.setCurrency,
  access: 'session',
  account: { field: 'accountCode', reach: 'self' },
  handler: async (input, context) => {
    if (!context.config.brand.currencies.reporting.includes(input.currencyCode)) {
      return { success: false };
    }
    return savePreference(context, { currencyCode: input.currencyCode });
  },
});

/** The preference service's calls. */
export const preferenceCalls = [loadPreferenceCall, setLanguageCall, setCurrencyCall];
