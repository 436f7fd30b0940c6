import {
  cashValueDate,
  dailyWithdrawalLimitOf,
  FPS_CURRENCIES,
  WITHDRAWAL_METHODS,
} from '../../../../shared/domain/cash-instruction';
import { CASH_RESULT } from '../../../../shared/domain/cash-results';
import { toDecimal } from '../../../../shared/domain/decimal';
import { addCalendarDays, hongKongDate } from '../../../../shared/domain/business-calendar';
import { cutOffInstant } from '../../../../shared/domain/fund-dealing';
import type { CashInstructionOutcome, PlaceWithdrawalRequest } from '../../ports/gateway-cash.port';
import { clientBook, ledgerCode, lockBooks } from '../../core/books/ledger';
import type { CashBookDeps } from './cash-deps';
import { holdWithdrawal } from './cash-money';
import {
  answer,
  insertPlaced,
  placeKeyed,
  refuseCurrencyOrAmount,
  refused,
} from './cash-instructions';
import { findBankAccounts, sumWithdrawalsPlacedIn } from './cash.repository';

/** Withdrawal instructions (issue 13 §4): the amount held from the client's cash at placing. */

/** The Hong Kong day of `now` as an instant range. */
function hongKongDay(now: Date) {
  const day = hongKongDate(now);
  return { from: cutOffInstant(day, '00:00'), to: cutOffInstant(addCalendarDays(day, 1), '00:00') };
}

/** Places a withdrawal to a designated account (P) or an FPS id (W), holding the amount at once. */
export function placeWithdrawal(
  deps: CashBookDeps,
  request: PlaceWithdrawalRequest,
): Promise<CashInstructionOutcome> {
  const { client, now } = request;
  const content = {
    channel: request.channel,
    method: request.method,
    currency: request.currency,
    amount: request.amount,
    bankAccountId: request.bankAccountId,
  };
  return placeKeyed(
    deps,
    request,
    content,
    CASH_RESULT.withdrawalDuplicateReference,
    async (db, keyed) => {
      const invalid = refuseCurrencyOrAmount(
        deps,
        request,
        CASH_RESULT.withdrawalInvalidCurrency,
        CASH_RESULT.withdrawalInvalidAmount,
      );
      if (invalid) return invalid;
      const isFps = request.channel === 'fps';
      if (!isFps && !(WITHDRAWAL_METHODS as readonly string[]).includes(request.method))
        return refused(CASH_RESULT.withdrawalInvalidMethod);
      if (isFps && !FPS_CURRENCIES.includes(request.currency))
        return refused(CASH_RESULT.eddaNotEnabled);
      const bankAccount = (await findBankAccounts(db, client.accountId)).find(
        (account) =>
          account.id === request.bankAccountId &&
          account.identifierType === (isFps ? 'fpsId' : 'accountNumber') &&
          (account.currency === null || account.currency === request.currency),
      );
      if (!bankAccount) return refused(CASH_RESULT.withdrawalNoDesignatedAccount);
      // Locking the client's cash of the currency serialises withdrawals on the same money.
      const cash = clientBook('cash', client.accountId, request.currency);
      const held = clientBook('cashHeld', client.accountId, request.currency);
      const accounts = await lockBooks(db, [cash, held]);
      const available = toDecimal(accounts.get(ledgerCode(cash))?.balance ?? '0');
      if (available.lt(request.amount)) return refused(CASH_RESULT.withdrawalInsufficientCash);
      const today = await sumWithdrawalsPlacedIn(
        db,
        client.accountId,
        request.currency,
        hongKongDay(now),
      );
      if (toDecimal(today).add(request.amount).gt(dailyWithdrawalLimitOf(request.currency)))
        return refused(CASH_RESULT.withdrawalDailyLimitExceeded);
      const row = await insertPlaced(
        db,
        {
          ...keyed,
          type: 'W',
          channel: request.channel,
          method: isFps ? 'fps' : request.method,
          currency: request.currency,
          amount: toDecimal(request.amount).toFixed(),
          bankName: bankAccount.bankName,
          bankAccount: bankAccount.identifier,
          bankAccountId: bankAccount.id,
          remark: request.remark ?? null,
          status: isFps ? 'W' : 'P',
          valueDate: cashValueDate(now, deps.brand.cutOffs.withdraw),
        },
        now,
      );
      await holdWithdrawal(db, row, now);
      return answer(db, row);
    },
  );
}
