import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput, CallOutput } from '@shared/contracts/index';
import { callApi } from '../../../lib/api-client';

/** Query keys of the admin's account pages (not one client's data: every account's). */
export const adminAccountKeys = {
  all: ['admins', 'accounts'] as const,
  search: (input: CallInput<'admin-account/searchAccounts'>) =>
    [...adminAccountKeys.all, 'search', input] as const,
  one: (accountId: number) => [...adminAccountKeys.all, 'one', accountId] as const,
};

/** An account as the list shows it. */
export type AdminAccountRow = CallOutput<'admin-account/searchAccounts'>['accounts'][number];
/** An account's page: the account, its sessions, links, audit trail and what the admin may do. */
export type AdminAccountPage = CallOutput<'admin-account/loadAccount'>;
/** An account as its page shows it. */
export type AdminAccount = AdminAccountPage['account'];
/** One session of an account. */
export type AdminSession = AdminAccountPage['sessions'][number];
/** An advisor-client link. */
export type AdminAdvisorLink = AdminAccountPage['advisees'][number];
/** One audit event of an account. */
export type AdminAuditEvent = AdminAccountPage['audit'][number];
/** The search's filters. */
export type AccountSearch = Omit<CallInput<'admin-account/searchAccounts'>, 'offset' | 'limit'>;
/** The fields the create and edit forms share. */
export type AccountFields = Omit<CallInput<'admin-account/updateAccount'>, 'accountId'>;

/** A page of accounts matching the filters. */
export function useAccountSearch(input: CallInput<'admin-account/searchAccounts'>) {
  return useQuery({
    queryKey: adminAccountKeys.search(input),
    queryFn: ({ signal }) => callApi('admin-account/searchAccounts', input, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every account matching the filters, for the CSV (paged through at the contract's limit). */
export async function allAccounts(filters: AccountSearch): Promise<AdminAccountRow[]> {
  const rows: AdminAccountRow[] = [];
  for (;;) {
    const page = await callApi('admin-account/searchAccounts', {
      ...filters,
      offset: rows.length,
      limit: 200,
    });
    rows.push(...page.accounts);
    if (page.accounts.length === 0 || rows.length >= page.total) return rows;
  }
}

/** One account's page. */
export function useAdminAccount(accountId: number) {
  return useQuery({
    queryKey: adminAccountKeys.one(accountId),
    queryFn: ({ signal }) => callApi('admin-account/loadAccount', { accountId }, { signal }),
  });
}

/** Refreshes every account page and list after a write. */
function useAccountsRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminAccountKeys.all });
}

/** Creates an account (its password goes to the holder by the messenger). */
export function useCreateAccount() {
  const refresh = useAccountsRefresh();
  return useMutation({
    mutationFn: (input: CallInput<'admin-account/createAccount'>) =>
      callApi('admin-account/createAccount', input),
    onSettled: refresh,
  });
}

/** The account page's changes, each an admin call on the account named by `accountId`. */
export function useAccountActions(accountId: number) {
  const refresh = useAccountsRefresh();
  return {
    update: useMutation({
      mutationFn: (fields: AccountFields) =>
        callApi('admin-account/updateAccount', { ...fields, accountId }),
      onSettled: refresh,
    }),
    setStatus: useMutation({
      mutationFn: (status: AdminAccount['status']) =>
        callApi('admin-account/setAccountStatus', { accountId, status }),
      onSettled: refresh,
    }),
    resetPassword: useMutation({
      mutationFn: () => callApi('admin-account/resetAccountPassword', { accountId }),
      onSettled: refresh,
    }),
    resetTwoFactor: useMutation({
      mutationFn: () => callApi('admin-account/resetTwoFactorSecret', { accountId }),
      onSettled: refresh,
    }),
    clearThrottles: useMutation({
      mutationFn: () => callApi('admin-account/clearSignInThrottles', { accountId }),
      onSettled: refresh,
    }),
    kick: useMutation({
      mutationFn: () => callApi('admin-account/kickAccountSessions', { accountId }),
      onSettled: refresh,
    }),
    link: useMutation({
      mutationFn: (input: CallInput<'admin-account/linkAdvisor'>) =>
        callApi('admin-account/linkAdvisor', input),
      onSettled: refresh,
    }),
    unlink: useMutation({
      mutationFn: (input: CallInput<'admin-account/unlinkAdvisor'>) =>
        callApi('admin-account/unlinkAdvisor', input),
      onSettled: refresh,
    }),
  };
}
