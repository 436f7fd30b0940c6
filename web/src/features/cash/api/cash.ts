import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput, CallOutput } from '@shared/contracts/index';
import { accountKeys } from '../../../lib/account-keys';
import { callApi } from '../../../lib/api-client';

/** Query keys of one account's cash data, under the account's keys (lib/account-keys.ts). */
export function cashAccountKeys(accountCode: string) {
  const all = accountKeys(accountCode).area('cashes');
  return {
    all,
    profile: () => [...all, 'profile'] as const,
    movements: (input: CallInput<'cash/searchCashMovements'>) =>
      [...all, 'movements', input] as const,
    instructions: (input: CallInput<'cash/searchInstructions'>) =>
      [...all, 'instructions', input] as const,
    edda: () => [...all, 'edda'] as const,
  };
}

/** What any cash movement changes: the account's cash data and its balances (every area's). */
export function cashEffects(accountCode: string) {
  return [cashAccountKeys(accountCode).all, accountKeys(accountCode).cash()] as const;
}

/** A placement, cancel or decision answer. */
export type CashInstructionAnswer = CallOutput<'cash/placeDeposit'>;
/** A deposit or withdrawal request. */
export type CashInstruction = CallOutput<'cash/searchInstructions'>['instructions'][number];
/** One cash movement with its running balance. */
export type CashMovement = CallOutput<'cash/searchCashMovements'>['movements'][number];
/** What the cash screens need: currencies, methods, cut-offs, limits, accounts, eDDA. */
export type CashProfile = CallOutput<'cash/loadCashProfile'>;
/** An eDDA authorisation. */
export type EddaAuthorisation = CashProfile['eddaAuthorisations'][number];
/** An FX quote or execution answer. */
export type FxAnswer = CallOutput<'cash/quoteFx'>;
/** An FX quote. */
export type FxQuote = NonNullable<FxAnswer['quote']>;

/** The cash profile (currencies, methods, cut-offs, limits, bank accounts, eDDA). */
export function useCashProfile(accountCode: string) {
  return useQuery({
    queryKey: cashAccountKeys(accountCode).profile(),
    queryFn: ({ signal }) => callApi('cash/loadCashProfile', { accountCode }, { signal }),
  });
}

/** A page of cash movements, newest first. */
export function useCashMovements(input: CallInput<'cash/searchCashMovements'>) {
  return useQuery({
    queryKey: cashAccountKeys(input.accountCode).movements(input),
    queryFn: ({ signal }) => callApi('cash/searchCashMovements', input, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every movement matching the filters, for the CSV (paged through at the contract's limit). */
export async function allCashMovements(
  input: Omit<CallInput<'cash/searchCashMovements'>, 'offset' | 'limit'>,
): Promise<CashMovement[]> {
  const rows: CashMovement[] = [];
  for (;;) {
    const page = await callApi('cash/searchCashMovements', {
      ...input,
      offset: rows.length,
      limit: 200,
    });
    rows.push(...page.movements);
    if (page.movements.length === 0 || rows.length >= page.total) return rows;
  }
}

/**
 * The client's deposit and withdrawal requests, newest first; polled while one is still working,
 * so an eDDA deposit's or the back office's answer shows without a reload.
 */
export function useInstructions(input: CallInput<'cash/searchInstructions'>) {
  return useQuery({
    queryKey: cashAccountKeys(input.accountCode).instructions(input),
    queryFn: ({ signal }) => callApi('cash/searchInstructions', input, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => {
      const working = (query.state.data?.instructions ?? []).filter((row) =>
        ['P', 'PR', 'W', 'S'].includes(row.status),
      );
      // The simulated bank answers eDDA and FPS within seconds; the back office takes longer.
      if (working.some((row) => row.channel !== 'manual')) return 3000;
      return working.length > 0 ? 15_000 : false;
    },
  });
}

/** Refreshes the account's cash data and balances after a write. */
function useCashRefresh(accountCode: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      cashEffects(accountCode).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

/** Cancels a pending request (a withdrawal's hold is released); cash refreshes after. */
export function useCancelInstruction(accountCode: string) {
  const refresh = useCashRefresh(accountCode);
  return useMutation({
    mutationFn: (instructionId: number) =>
      callApi('cash/cancelInstruction', { accountCode, instructionId }),
    onSettled: refresh,
  });
}

/** Downloads a deposit's proof. */
export const loadDepositProof = (accountCode: string, instructionId: number) =>
  callApi('cash/loadDepositProof', { accountCode, instructionId });

/**
 * The client's eDDA authorisations, newest first; polled while one waits for the bank's answer.
 */
export function useEddaAuthorisations(accountCode: string) {
  return useQuery({
    queryKey: cashAccountKeys(accountCode).edda(),
    queryFn: ({ signal }) => callApi('cash/searchEddaAuthorisations', { accountCode }, { signal }),
    refetchInterval: (query) =>
      query.state.data?.authorisations.some((row) => row.status === 'P') ? 2000 : false,
  });
}

/** Sets up an eDDA authorisation; the bank answers within seconds. */
export function useSetupEdda(accountCode: string) {
  const refresh = useCashRefresh(accountCode);
  return useMutation({
    mutationFn: (input: Omit<CallInput<'cash/setupEdda'>, 'accountCode'>) =>
      callApi('cash/setupEdda', { ...input, accountCode }),
    onSettled: refresh,
  });
}

/** Cancels an eDDA authorisation. */
export function useCancelEdda(accountCode: string) {
  const refresh = useCashRefresh(accountCode);
  return useMutation({
    mutationFn: (ddaReference: string) => callApi('cash/cancelEdda', { accountCode, ddaReference }),
    onSettled: refresh,
  });
}

/** Asks for an FX quote, firm for its stated seconds. */
export function useQuoteFx() {
  return useMutation({
    mutationFn: (input: CallInput<'cash/quoteFx'>) => callApi('cash/quoteFx', input),
  });
}

/** What every cash placement adds: the flow's key and (when asked for) the trade password. */
type Extras = { idempotencyKey: string; tradePassword?: string };

/**
 * The cash placement calls, given the request's fields and the order flow's extras (its risk
 * acknowledgement has no place in a cash request and is left out).
 */
export const placeCash = {
  deposit: (input: Omit<CallInput<'cash/placeDeposit'>, 'idempotencyKey'> & Extras) =>
    callApi('cash/placeDeposit', {
      accountCode: input.accountCode,
      idempotencyKey: input.idempotencyKey,
      method: input.method,
      currency: input.currency,
      amount: input.amount,
      bankName: input.bankName,
      bankAccount: input.bankAccount,
      remark: input.remark,
      proof: input.proof,
    }),
  withdrawal: (input: Omit<CallInput<'cash/placeWithdrawal'>, 'idempotencyKey'> & Extras) =>
    callApi('cash/placeWithdrawal', {
      accountCode: input.accountCode,
      idempotencyKey: input.idempotencyKey,
      method: input.method,
      currency: input.currency,
      amount: input.amount,
      bankAccountId: input.bankAccountId,
      remark: input.remark,
      tradePassword: input.tradePassword,
    }),
  eddaDeposit: (input: Omit<CallInput<'cash/placeEddaDeposit'>, 'idempotencyKey'> & Extras) =>
    callApi('cash/placeEddaDeposit', {
      accountCode: input.accountCode,
      idempotencyKey: input.idempotencyKey,
      ddaReference: input.ddaReference,
      amount: input.amount,
    }),
  fpsWithdrawal: (input: Omit<CallInput<'cash/placeFpsWithdrawal'>, 'idempotencyKey'> & Extras) =>
    callApi('cash/placeFpsWithdrawal', {
      accountCode: input.accountCode,
      idempotencyKey: input.idempotencyKey,
      currency: input.currency,
      amount: input.amount,
      bankAccountId: input.bankAccountId,
      tradePassword: input.tradePassword,
    }),
  fx: (input: Omit<CallInput<'cash/executeFx'>, 'tradePassword'> & Extras) =>
    callApi('cash/executeFx', {
      accountCode: input.accountCode,
      quoteId: input.quoteId,
      sellAmount: input.sellAmount,
      buyAmount: input.buyAmount,
      tradePassword: input.tradePassword,
    }),
};
