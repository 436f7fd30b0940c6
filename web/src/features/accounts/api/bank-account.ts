import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput, CallOutput } from '@shared/contracts/index';
import { accountKeys } from '../../../lib/account-keys';
import { callApi } from '../../../lib/api-client';

/** A designated bank account as listed. */
export type BankAccount = CallOutput<'bank-account/loadBankAccounts'>['accounts'][number];

/** A new designated account as the form sends it. */
export type NewBankAccount = Omit<CallInput<'bank-account/addBankAccount'>, 'accountCode'>;

const bankKey = (accountCode: string) =>
  [...accountKeys(accountCode).area('accounts'), 'bank-accounts'] as const;

/** The designated bank accounts and what adding one needs (`bank-account/loadBankAccounts`). */
export function useBankAccounts(accountCode: string) {
  return useQuery({
    queryKey: bankKey(accountCode),
    queryFn: ({ signal }) => callApi('bank-account/loadBankAccounts', { accountCode }, { signal }),
  });
}

/**
 * Adds or removes a designated account; the list refreshes after either, and so does the cash
 * area's (withdrawals pay only to approved accounts).
 */
function useBankAccountChange<Input>(
  accountCode: string,
  call: (input: Input) => Promise<CallOutput<'bank-account/addBankAccount'>>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (answer) => {
      if (answer.result !== 'ok') return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: bankKey(accountCode) }),
        queryClient.invalidateQueries({ queryKey: accountKeys(accountCode).area('cash') }),
      ]);
    },
  });
}

/** Adds a pending designated account with its proof. */
export function useAddBankAccount(accountCode: string) {
  return useBankAccountChange(accountCode, (input: NewBankAccount) =>
    callApi('bank-account/addBankAccount', { accountCode, ...input }),
  );
}

/** Removes a designated account (asked first on the page). */
export function useRemoveBankAccount(accountCode: string) {
  return useBankAccountChange(accountCode, (bankAccountId: number) =>
    callApi('bank-account/removeBankAccount', { accountCode, bankAccountId, isConfirmed: true }),
  );
}
