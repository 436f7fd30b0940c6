import type { z } from 'zod';
import type { accountProfile } from '../../../shared/contracts/account-profile';
import {
  maskContact,
  maskIdNumber,
  type ProfileField,
} from '../../../shared/domain/account-profile';
import type { StoredAddress } from '../../db/schema-account-pages';
import { NotFoundError } from '../../http/errors';
import { findAccountById } from '../../repositories/account.repository';
import { findAccountProfile, findAdvisorOf } from '../../repositories/account-profile.repository';
import { findLatestApprovedAssessment } from '../../repositories/risk-assessment.repository';
import type { ClientCallContext } from '../registry';

/** The holder information as the page shows it (issue 25): the ID number masked. */

type Profile = z.input<typeof accountProfile>;

/**
 * Whether this session may change the holder information: the brand lets holders edit it, and
 * the session is the holder's own (not an advisor's, nor an advisor acting for them).
 */
export function canChangeProfile(context: ClientCallContext): boolean {
  const { session, client } = context;
  return (
    context.config.brand.features.editableAccountInfo &&
    session.accountId === client.accountId &&
    session.advisorSessionId === undefined
  );
}

/** The profile of the call's client; 404 when the book keeps none for the account. */
export async function loadProfileView(context: ClientCallContext): Promise<Profile> {
  const { db, client } = context;
  const [profile, account, advisor, assessment] = await Promise.all([
    findAccountProfile(db, client.accountId),
    findAccountById(db, client.accountId),
    findAdvisorOf(db, client.accountId),
    findLatestApprovedAssessment(db, client.accountId),
  ]);
  if (!profile || !account) throw new NotFoundError();
  return {
    accountCode: client.accountCode,
    source: client.source,
    accountType: profile.accountType,
    englishName: profile.englishName,
    chineseName: profile.chineseName,
    idType: profile.idType,
    maskedIdNumber: maskIdNumber(profile.idNumber),
    dateOfBirth: profile.dateOfBirth,
    email: account.email,
    mobile: account.mobile,
    residentialAddress: profile.residentialAddress,
    correspondenceAddress: profile.correspondenceAddress,
    openedOn: profile.openedOn,
    advisor: advisor ? { accountCode: advisor.accountCode, name: advisor.displayName } : null,
    riskLevel: assessment?.level ?? null,
    riskAssessedAt: assessment?.approvedAt?.toISOString() ?? null,
    isEditable: context.config.brand.features.editableAccountInfo,
    canChange: canChangeProfile(context),
  };
}

/** An address as one line of the change history. */
export const addressText = (address: StoredAddress | null) =>
  address ? [...address.lines, address.countryCode].join(', ') : null;

/** A contact or address value as the change history keeps it (contacts half hidden). */
export function historyValue(field: ProfileField, value: string): string {
  if (field === 'email' || field === 'mobile') return maskContact(field, value);
  return value;
}
