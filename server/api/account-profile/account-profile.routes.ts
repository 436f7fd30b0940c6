import { accountProfileContracts } from '../../../shared/contracts/account-profile';
import type { ProfileField } from '../../../shared/domain/account-profile';
import { appendAuditEvent } from '../../repositories/audit.repository';
import {
  findAccountProfile,
  findProfileChanges,
  PROFILE_CHANGE_AUDIT,
  setProfileAddress,
} from '../../repositories/account-profile.repository';
import { NotFoundError } from '../../http/errors';
import { defineCall } from '../registry';
import { contactChangeCalls } from './contact-change.routes';
import { addressText, loadProfileView } from './profile-view';

/**
 * The holder information (issue 25, `/accounts/information`): read by the holder or a linked
 * advisor; changed (flag editableAccountInfo) only by the holder's own session, never while an
 * advisor acts for them (`reach: 'self'`, spec §6 restricted mode). Every change is audited.
 */

const readClaim = { field: 'accountCode', reach: 'client' } as const;
const ownClaim = { field: 'accountCode', reach: 'self' } as const;

/** `account-profile/loadProfile`. */
export const loadProfileCall = defineCall({
  service: 'account-profile',
  method: 'loadProfile',
  ...accountProfileContracts.loadProfile,
  access: 'session',
  account: readClaim,
  feature: 'accountInformation',
  handler: async (_input, context) => ({ profile: await loadProfileView(context) }),
});

/** `account-profile/changeAddress`: at once, audited with the old and new lines. */
export const changeAddressCall = defineCall({
  service: 'account-profile',
  method: 'changeAddress',
  ...accountProfileContracts.changeAddress,
  access: 'session',
  account: ownClaim,
  feature: 'editableAccountInfo',
  handler: async ({ kind, address }, context) => {
    const { client, now } = context;
    const before = await findAccountProfile(context.db, client.accountId);
    if (!before) throw new NotFoundError();
    const field: ProfileField =
      kind === 'residential' ? 'residentialAddress' : 'correspondenceAddress';
    const stored = {
      lines: address.lines,
      chineseLines: address.chineseLines,
      countryCode: address.countryCode,
    };
    await context.db.transaction().execute(async (db) => {
      await setProfileAddress(db, client.accountId, kind, stored, now);
      await appendAuditEvent(db, {
        kind: PROFILE_CHANGE_AUDIT,
        occurredAt: now,
        accountId: client.accountId,
        accountCode: client.accountCode,
        source: client.source,
        sessionId: context.session.sessionId,
        clientAddress: context.clientAddress,
        details: { field, from: addressText(before[field]), to: addressText(stored) },
      });
    });
    return { profile: await loadProfileView(context) };
  },
});

/** `account-profile/searchProfileChanges`: newest first. */
export const searchProfileChangesCall = defineCall({
  service: 'account-profile',
  method: 'searchProfileChanges',
  ...accountProfileContracts.searchProfileChanges,
  access: 'session',
  account: readClaim,
  feature: 'accountInformation',
  handler: async (_input, context) => ({
    changes: (await findProfileChanges(context.db, context.client.accountId)).map((change) => ({
      ...change,
      changedAt: change.changedAt.toISOString(),
    })),
  }),
});

/** The holder information calls. */
export const accountProfileCalls = [
  loadProfileCall,
  changeAddressCall,
  searchProfileChangesCall,
  ...contactChangeCalls,
];
