import { taxStatusContracts } from '../../../shared/contracts/tax-status';
import { suitabilityStatus } from '../../../shared/domain/derivative-knowledge';
import { holderNameKey } from '../../../shared/domain/hk-banks';
import { taxCertificationExpiry } from '../../../shared/domain/tax-status';
import { findAccountProfile } from '../../repositories/account-profile.repository';
import {
  findTaxCertifications,
  insertTaxCertification,
  type TaxCertificationRow,
} from '../../repositories/tax-certification.repository';
import { defineCall, type ClientCallContext } from '../registry';

/**
 * CRS and FATCA self-certification (issue 25, `/accounts/taxStatus`, flag taxStatus): read by
 * the holder or a linked advisor, submitted only by the holder's own session (spec §6 restricted
 * mode). The contract refuses a certification that breaks a rule, field by field.
 */

function certificationView(row: TaxCertificationRow, isCurrent: boolean) {
  return {
    id: row.id,
    residences: row.residences,
    isUsPerson: row.isUsPerson,
    usTin: row.usTin,
    signatureName: row.signatureName,
    declaredAt: row.declaredAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    state: isCurrent ? ('current' as const) : ('superseded' as const),
  };
}

/** The holder's name a signature must match: the profile's English name, else the account's. */
async function holderNameOf(context: ClientCallContext): Promise<string> {
  const profile = await findAccountProfile(context.db, context.client.accountId);
  return profile?.englishName ?? context.client.holderName;
}

/** `tax-status/loadTaxStatus`. */
export const loadTaxStatusCall = defineCall({
  service: 'tax-status',
  method: 'loadTaxStatus',
  ...taxStatusContracts.loadTaxStatus,
  access: 'session',
  account: { field: 'accountCode', reach: 'client' },
  feature: 'taxStatus',
  handler: async (_input, context) => {
    const [current, ...earlier] = await findTaxCertifications(context.db, context.client.accountId);
    return {
      status: suitabilityStatus(current ? { expiresAt: current.expiresAt } : null, context.now),
      current: current ? certificationView(current, true) : null,
      history: earlier.map((row) => certificationView(row, false)),
      holderName: await holderNameOf(context),
    };
  },
});

/** `tax-status/submitCertification`: a new current certification, valid three years. */
export const submitCertificationCall = defineCall({
  service: 'tax-status',
  method: 'submitCertification',
  ...taxStatusContracts.submitCertification,
  access: 'session',
  account: { field: 'accountCode', reach: 'self' },
  feature: 'taxStatus',
  handler: async (input, context) => {
    const { now } = context;
    if (holderNameKey(input.signatureName) !== holderNameKey(await holderNameOf(context))) {
      return { result: 'signature_mismatch' as const, certification: null };
    }
    const row = await insertTaxCertification(context.db, {
      accountId: context.client.accountId,
      residences: input.residences.map((residence) => {
        const tin = residence.tin?.trim() ? residence.tin.trim().toUpperCase() : null;
        return {
          jurisdiction: residence.jurisdiction,
          tin,
          noTinReason: tin ? null : (residence.noTinReason ?? null),
          explanation: !tin && residence.explanation?.trim() ? residence.explanation.trim() : null,
        };
      }),
      isUsPerson: input.isUsPerson,
      usTin: input.isUsPerson ? (input.usTin?.trim() ?? null) : null,
      signatureName: input.signatureName,
      declaredAt: now,
      expiresAt: taxCertificationExpiry(now),
    });
    return { result: 'ok' as const, certification: certificationView(row, true) };
  },
});

/** The tax status calls. */
export const taxStatusCalls = [loadTaxStatusCall, submitCertificationCall];
