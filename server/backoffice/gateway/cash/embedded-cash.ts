import { addCalendarDays } from '../../../../shared/domain/business-calendar';
import { toDecimal } from '../../../../shared/domain/decimal';
import { cutOffInstant } from '../../../../shared/domain/fund-dealing';
import type { FundFeed } from '../../../market-data/fund-feed';
import type { GatewayCashPort } from '../../ports/gateway-cash.port';
import { cashOf, readClientBooks, type ClientBooksDeps } from '../gateway-balances';
import type { CashBookDeps } from './cash-deps';
import {
  addBankAccount,
  bankAccountProofOf,
  decideBankAccount,
  pendingBankAccounts,
  designatedBankAccountsOf,
  removeBankAccount,
} from './bank-accounts';
import { placeDeposit, placeEddaDeposit } from './cash-deposits';
import { cancelInstruction, decideInstruction } from './cash-instructions';
import { placeWithdrawal } from './cash-withdrawals';
import { toInstructionRecords } from './cash-lifecycle';
import {
  findBankAccounts,
  findCashMovements,
  findProof,
  lockInstruction,
  searchInstructionRows,
} from './cash.repository';
import { heldCashOf } from './held-cash';
import { withDetails } from './movement-details';
import { cancelEdda, eddaAuthorisationsOf, setupEdda } from './edda';
import { executeFx, quoteFx } from './fx';
import { decideEdda, loadReview, searchPendingReviews } from './pending-reviews';

/**
 * The embedded cash port: balances, movements, instructions, eDDA and FX on the books; the fund
 * feed, when given, names the funds of fund movements.
 */
export function createEmbeddedCash(
  deps: CashBookDeps & ClientBooksDeps & { funds?: FundFeed },
): GatewayCashPort {
  const { db } = deps;
  const balances = async (client: { accountId: number }) =>
    cashOf(
      (await readClientBooks(deps, client.accountId)).filter(
        (account) => account.assetType === 'cash',
      ),
    );
  return {
    balances,
    heldCash: async (client) => heldCashOf(deps, client, await balances(client)),
    async movements(client, filter) {
      const { total, rows } = await findCashMovements(db, client.accountId, {
        type: filter.type,
        currency: filter.currency,
        from: filter.from ? cutOffInstant(filter.from, '00:00') : undefined,
        to: filter.to ? cutOffInstant(addCalendarDays(filter.to, 1), '00:00') : undefined,
        offset: filter.offset,
        limit: filter.limit,
      });
      const bare = rows.map((row) => ({
        journalId: row.journalId,
        type: row.type,
        currency: row.currency,
        amount: toDecimal(row.amount).toFixed(),
        balance: toDecimal(row.balance).toFixed(),
        reason: row.reason,
        fundOrderId: row.fundOrderId === null ? null : Number(row.fundOrderId),
        stockOrderId: row.stockOrderId === null ? null : Number(row.stockOrderId),
        cashInstructionId: row.cashInstructionId === null ? null : Number(row.cashInstructionId),
        postedAt: new Date(row.postedAt),
      }));
      return { total, movements: await withDetails(db, client.accountId, bare, deps.funds) };
    },
    async bankAccounts(client) {
      return (await findBankAccounts(db, client.accountId)).map((row) => ({
        id: row.id,
        identifierType: row.identifierType,
        identifier: row.identifier,
        bankCode: row.bankCode,
        bankName: row.bankName,
        holderName: row.holderName,
        currency: row.currency,
      }));
    },
    designatedBankAccounts: (client) => designatedBankAccountsOf(db, client),
    addBankAccount: (request) => addBankAccount(deps, request),
    removeBankAccount: (client, id, now) => removeBankAccount(db, client, id, now),
    loadBankAccountProof: (id) => bankAccountProofOf(db, id),
    pendingBankAccounts: (limit) => pendingBankAccounts(db, limit),
    decideBankAccount: (id, decision, now) => decideBankAccount(db, id, decision, now),
    placeDeposit: (request) => placeDeposit(deps, request),
    placeWithdrawal: (request) => placeWithdrawal(deps, request),
    placeEddaDeposit: (request) => placeEddaDeposit(deps, request),
    cancelInstruction: (client, id, now) => cancelInstruction(db, client, id, now),
    async searchInstructions(client, filter) {
      const { total, rows } = await searchInstructionRows(db, client.accountId, filter);
      return { total, instructions: await toInstructionRecords(db, rows) };
    },
    async loadProof(client, id) {
      const row = await lockInstruction(db, id);
      if (row?.accountId !== client.accountId) return null;
      return (await findProof(db, id)) ?? null;
    },
    decideInstruction: (id, decision, now) => decideInstruction(db, id, decision, now),
    searchPendingReviews: (filter) => searchPendingReviews(db, filter),
    loadReview: (kind, key) => loadReview(db, kind, key),
    decideEdda: (ddaReference, decision, now) => decideEdda(db, ddaReference, decision, now),
    eddaAuthorisations: (client) => eddaAuthorisationsOf(db, client),
    setupEdda: (request) => setupEdda(db, request),
    cancelEdda: (client, ddaReference, now) => cancelEdda(db, client, ddaReference, now),
    quoteFx: (request) => quoteFx(deps, request),
    executeFx: (request) => executeFx(deps, request),
  };
}
