import type { Kysely } from 'kysely';
import { toDecimal } from '../../../../shared/domain/decimal';
import {
  ipoAmountRow,
  ipoFinancing,
  isValidIpoQuantity,
  loanForRatio,
  proportionQuantityResult,
  type IpoTerms,
} from '../../../../shared/domain/ipo';
import { IPO_RESULT } from '../../../../shared/domain/ipo-result';
import type { Database } from '../../../db/schema';
import { executeTogether } from '../../../db/write-together';
import type { IpoFeed } from '../../../market-data/ipo-feed';
import type {
  GatewayIpoPort,
  IpoApplication,
  IpoApplicationRequest,
  IpoOutcome,
} from '../../ports/gateway-ipo.port';
import { ledgerCode, lockBooks, postJournal } from '../../core/books/ledger';
import { booksOfHold, holdWrites, releaseMovement } from '../../core/dealing/holds';
import { placeUnderKey } from '../../core/dealing/keyed-placement';
import { ipoBooks, ipoHold } from './ipo-books';
import { entitlementOf } from './ipo-entitlement';
import { ipoCloseInstant, ipoOpenInstant, ipoStatusMachine, steps } from './ipo-steps';
import {
  findIpoApplicationsByKey,
  findIpoApplicationsOf,
  findLiveIpoApplication,
  insertIpoApplication,
  lockIpoApplication,
  type IpoApplicationRow,
} from './ipo.repository';

/** What the embedded IPO area needs: the books' database and the IPO feed. */
export type IpoBookDeps = { db: Kysely<Database>; ipos: IpoFeed };

const view = (row: IpoApplicationRow): IpoApplication => ({
  id: row.id,
  ipoCode: row.ipoCode,
  applicationType: row.applicationType,
  quantity: toDecimal(row.quantity).toFixed(),
  currency: row.currency,
  amount: toDecimal(row.amount).toFixed(2),
  loanAmount: toDecimal(row.loanAmount).toFixed(2),
  interest: toDecimal(row.interest).toFixed(2),
  heldAmount: toDecimal(row.heldAmount).toFixed(2),
  status: row.status,
  allottedQuantity:
    row.allottedQuantity === null ? null : toDecimal(row.allottedQuantity).toFixed(),
  paidAmount: row.paidAmount === null ? null : toDecimal(row.paidAmount).toFixed(2),
  loanUsed: row.loanUsed === null ? null : toDecimal(row.loanUsed).toFixed(2),
  loanOwed: row.loanUsed === null ? null : toDecimal(row.loanUsed).sub(row.loanRepaid).toFixed(2),
  refundAmount: row.refundAmount === null ? null : toDecimal(row.refundAmount).toFixed(2),
  reasonCode: row.reasonCode,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  refundedAt: row.refundedAt,
  listedAt: row.listedAt,
});

const refusal = (result: number): IpoOutcome => ({ result, application: null, isReplay: false });

/** The loan a finance request asks for, or a refusal code. */
export function loanOf(
  terms: IpoTerms,
  request: Pick<IpoApplicationRequest, 'applicationType' | 'financingRatio' | 'financingAmount'>,
  amount: string,
): { loan: string } | { result: number } {
  const { financingRatio, financingAmount } = request;
  // Cash and proportion applications pay the whole amount: no financing fields.
  if (request.applicationType !== 'finance') {
    return financingRatio !== undefined || financingAmount !== undefined
      ? { result: IPO_RESULT.financingNotAvailable }
      : { loan: '0' };
  }
  if (!terms.financingAvailable) return { result: IPO_RESULT.financingNotAvailable };
  if (financingRatio !== undefined && financingAmount !== undefined) {
    return { result: IPO_RESULT.rateOrAmountNotBoth };
  }
  const loan = financingAmount ?? loanForRatio(amount, financingRatio ?? terms.maxFinancingRatio);
  const max = toDecimal(amount).mul(terms.maxFinancingRatio);
  if (toDecimal(loan).lte(0) || toDecimal(loan).gt(max) || toDecimal(loan).decimalPlaces() > 2) {
    return { result: IPO_RESULT.invalidFinancingAmount };
  }
  return { loan: toDecimal(loan).toFixed(2) };
}

/** The application's figures, or the first failing check's code (nothing written). */
async function checked(deps: IpoBookDeps, request: IpoApplicationRequest) {
  const terms = await deps.ipos.get(request.ipoCode);
  if (!terms) return { result: IPO_RESULT.invalidStockCode } as const;
  const { now } = request;
  if (now < ipoOpenInstant(terms) || now >= ipoCloseInstant(terms)) {
    return { result: IPO_RESULT.notOpen } as const;
  }
  if (request.applicationType === 'proportion') {
    const entitlement = await entitlementOf(deps.db, request.client.accountId, terms);
    const result = proportionQuantityResult(terms, request.quantity, entitlement);
    if (result !== IPO_RESULT.success) return { result } as const;
  } else if (!isValidIpoQuantity(terms, request.quantity)) {
    return { result: IPO_RESULT.invalidQuantity } as const;
  }
  const { amount } = ipoAmountRow(toDecimal(request.quantity).toFixed(), terms.maxPrice);
  const loan = loanOf(terms, request, amount);
  if ('result' in loan) return loan;
  return { result: 0, terms, amount, ...ipoFinancing(terms, amount, loan.loan) } as const;
}

async function placeInTransaction(
  db: Kysely<Database>,
  deps: IpoBookDeps,
  request: IpoApplicationRequest,
): Promise<IpoOutcome> {
  const plan = await checked({ ...deps, db }, request);
  if (plan.result !== 0 || !('terms' in plan)) return refusal(plan.result);
  const { client, now } = request;
  if (await findLiveIpoApplication(db, client.accountId, request.ipoCode)) {
    return refusal(IPO_RESULT.alreadyApplied);
  }
  const hold = ipoHold(client.accountId, plan.terms.currency, plan.held);
  const accounts = await lockBooks(db, booksOfHold(hold));
  const cash = accounts.get(ledgerCode(ipoBooks(client.accountId, hold.asset, '').cash));
  if (toDecimal(cash?.balance ?? '0').lt(plan.held)) {
    return refusal(IPO_RESULT.insufficientPurchasingPower);
  }
  const row = await insertIpoApplication(db, {
    accountId: client.accountId,
    ipoCode: request.ipoCode,
    applicationType: request.applicationType,
    quantity: toDecimal(request.quantity).toFixed(),
    currency: plan.terms.currency,
    amount: plan.amount,
    loanAmount: plan.loan,
    interest: plan.interest,
    heldAmount: plan.held,
    status: 'Submitted',
    idempotencyKey: request.idempotencyKey,
    requestHash: request.requestHash,
    placedByAccountId: request.placedByAccountId,
    createdAt: now,
    updatedAt: now,
  });
  await executeTogether(db, [
    ipoStatusMachine.placementWrite(db, [row], now),
    ...holdWrites(db, [{ reason: 'ipoApply', postedAt: now, holds: [hold] }], accounts),
    steps.queueWrite(db, [{ id: row.id, step: 'close', runAt: ipoCloseInstant(plan.terms) }]),
  ]);
  return { result: 0, application: view(row), isReplay: false };
}

/** The embedded Gateway IPO port. */
export function createEmbeddedIpo(deps: IpoBookDeps): GatewayIpoPort {
  return {
    listIpos: () => deps.ipos.list(),
    getIpo: (code) => deps.ipos.get(code),
    assuredEntitlement: (client, terms) => entitlementOf(deps.db, client.accountId, terms),
    apply: (request) =>
      placeUnderKey<IpoApplicationRow, IpoOutcome>(deps.db, {
        requestHash: request.requestHash,
        findByKey: (db) =>
          findIpoApplicationsByKey(db, request.client.accountId, request.idempotencyKey),
        replay: (rows) => ({
          result: 0,
          application: view(rows[0] as IpoApplicationRow),
          isReplay: true,
        }),
        conflict: () => refusal(IPO_RESULT.sameIdExists),
        place: (db) => placeInTransaction(db, deps, request),
      }),
    cancel: (client, applicationId, now) =>
      deps.db.transaction().execute(async (db) => {
        const row = await lockIpoApplication(db, applicationId);
        if (!row || row.accountId !== client.accountId) {
          return refusal(IPO_RESULT.applicationNotFound);
        }
        const terms = await deps.ipos.get(row.ipoCode);
        if (row.status !== 'Submitted' || !terms || now >= ipoCloseInstant(terms)) {
          return refusal(IPO_RESULT.cannotCancel);
        }
        const hold = ipoHold(row.accountId, row.currency, row.heldAmount);
        await postJournal(db, {
          reason: 'ipoCancel',
          postedAt: now,
          movements: [releaseMovement(hold)],
        });
        const moved = await ipoStatusMachine.move(db, row, 'Cancelled', now, {
          refundAmount: row.heldAmount,
          interest: '0',
          refundedAt: now,
        });
        return { result: 0, application: view(moved), isReplay: false };
      }),
    listApplications: async (client) =>
      (await findIpoApplicationsOf(deps.db, client.accountId)).map(view),
  };
}
