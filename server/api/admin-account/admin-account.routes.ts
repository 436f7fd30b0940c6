import { adminAccountContracts } from '../../../shared/contracts/admin-account';
import {
  clearSignInThrottles,
  createAccount,
  editAccount,
  kickAccountSessions,
  resetAccountPassword,
  resetTwoFactorSecret,
  setAccountStatus,
} from '../../commands/admin-account.command';
import { linkAdvisor, unlinkAdvisor } from '../../commands/admin-link.command';
import { findAccountById } from '../../repositories/account.repository';
import { NotFoundError } from '../../http/errors';
import { defineCall } from '../registry';
import { accountList, accountPage, actorOf, answerOf, linkView } from './admin-account-views';

/**
 * The admin area's account calls (issue 28, spec §2.13): admin role only (403 below, nothing
 * changed). The rank and own-account rules and the audit trail live in
 * server/commands/admin-account.command.ts.
 */

const admin = { minRole: 'admin' } as const;

/** `admin-account/searchAccounts`. */
export const searchAccountsCall = defineCall({
  service: 'admin-account',
  method: 'searchAccounts',
  ...adminAccountContracts.searchAccounts,
  access: admin,
  handler: (input, context) => accountList(context, input),
});

/** `admin-account/loadAccount`: 404 for an unknown id. */
export const loadAccountCall = defineCall({
  service: 'admin-account',
  method: 'loadAccount',
  ...adminAccountContracts.loadAccount,
  access: admin,
  handler: async ({ accountId }, context) => {
    const account = await findAccountById(context.db, accountId);
    if (!account) throw new NotFoundError();
    return accountPage(context, account);
  },
});

/** `admin-account/createAccount`. */
export const createAccountCall = defineCall({
  service: 'admin-account',
  method: 'createAccount',
  ...adminAccountContracts.createAccount,
  access: admin,
  // The code it names is the new account's, not one that exists yet to check a claim on.
  account: { list: () => [], reach: 'client' },
  handler: async (input, context) =>
    answerOf(context, await createAccount(context, actorOf(context), input)),
});

/** `admin-account/updateAccount`. */
export const updateAccountCall = defineCall({
  service: 'admin-account',
  method: 'updateAccount',
  ...adminAccountContracts.updateAccount,
  access: admin,
  handler: async ({ accountId, ...fields }, context) =>
    answerOf(context, await editAccount(context, actorOf(context), accountId, fields)),
});

/** `admin-account/setAccountStatus`. */
export const setAccountStatusCall = defineCall({
  service: 'admin-account',
  method: 'setAccountStatus',
  ...adminAccountContracts.setAccountStatus,
  access: admin,
  handler: async ({ accountId, status }, context) =>
    answerOf(context, await setAccountStatus(context, actorOf(context), accountId, status)),
});

/** `admin-account/resetAccountPassword`. */
export const resetAccountPasswordCall = defineCall({
  service: 'admin-account',
  method: 'resetAccountPassword',
  ...adminAccountContracts.resetAccountPassword,
  access: admin,
  handler: async ({ accountId }, context) =>
    answerOf(context, await resetAccountPassword(context, actorOf(context), accountId)),
});

/** `admin-account/resetTwoFactorSecret`. */
export const resetTwoFactorSecretCall = defineCall({
  service: 'admin-account',
  method: 'resetTwoFactorSecret',
  ...adminAccountContracts.resetTwoFactorSecret,
  access: admin,
  handler: async ({ accountId }, context) =>
    answerOf(context, await resetTwoFactorSecret(context, actorOf(context), accountId)),
});

/** `admin-account/clearSignInThrottles`. */
export const clearSignInThrottlesCall = defineCall({
  service: 'admin-account',
  method: 'clearSignInThrottles',
  ...adminAccountContracts.clearSignInThrottles,
  access: admin,
  handler: async ({ accountId }, context) =>
    answerOf(context, await clearSignInThrottles(context, actorOf(context), accountId)),
});

/** `admin-account/kickAccountSessions`: spec §4 kick rule. */
export const kickAccountSessionsCall = defineCall({
  service: 'admin-account',
  method: 'kickAccountSessions',
  ...adminAccountContracts.kickAccountSessions,
  access: admin,
  handler: async ({ accountId }, context) => {
    const outcome = await kickAccountSessions(context, actorOf(context), accountId);
    return { ...(await answerOf(context, outcome)), kickedSessions: outcome.kickedSessions };
  },
});

/** `admin-account/linkAdvisor`. */
export const linkAdvisorCall = defineCall({
  service: 'admin-account',
  method: 'linkAdvisor',
  ...adminAccountContracts.linkAdvisor,
  access: admin,
  handler: async (input, context) => {
    const outcome = await linkAdvisor(context, actorOf(context), input);
    return { result: outcome.result, link: outcome.link ? linkView(outcome.link) : null };
  },
});

/** `admin-account/unlinkAdvisor`. */
export const unlinkAdvisorCall = defineCall({
  service: 'admin-account',
  method: 'unlinkAdvisor',
  ...adminAccountContracts.unlinkAdvisor,
  access: admin,
  handler: async (input, context) => {
    const outcome = await unlinkAdvisor(context, actorOf(context), input);
    return { result: outcome.result, link: outcome.link ? linkView(outcome.link) : null };
  },
});

/** The admin-account calls. */
export const adminAccountCalls = [
  searchAccountsCall,
  loadAccountCall,
  createAccountCall,
  updateAccountCall,
  setAccountStatusCall,
  resetAccountPasswordCall,
  resetTwoFactorSecretCall,
  clearSignInThrottlesCall,
  kickAccountSessionsCall,
  linkAdvisorCall,
  unlinkAdvisorCall,
];
