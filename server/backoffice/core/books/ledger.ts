import { randomUUID } from 'node:crypto';
import type { Expression, Kysely } from 'kysely';
import type Decimal from 'decimal.js';
import { toDecimal } from '../../../../shared/domain/decimal';
import { roundDecimal } from '../../../../shared/domain/rounding';
import type { Database } from '../../../db/schema';
import type { LedgerAssetType } from '../../../db/schema-books';
import { executeTogether, type PendingWrite } from '../../../db/write-together';
import {
  ensureLedgerAccounts,
  insertLedgerEntriesWrite,
  moveLedgerBalancesWrite,
  type LedgerAccount,
} from './ledger.repository';
import { executeWithCashMovements } from './cash-movement.repository';
import { clientCashMovementsOf } from './client-cash-movements';

/**
 * The books' one write path (docs/DECISIONS.md §5): every movement is a debit/credit pair of
 * immutable entries in one journal, and each account's balance moves in the same transaction.
 */

/**
 * A client's ledger kinds: available cash, cash held for orders (`holdFundAmount`), cash due from
 * priced redemptions or unsettled stock sells; available units, frozen units (`freezeQuantity`),
 * units allotted but not settled; available shares (by symbol), shares frozen by working sells,
 * shares bought but not settled; the cash a client owes the firm (`cashLoan`: IPO financing drawn
 * and not yet repaid, a positive balance); a Fos client's virtual assets by asset, available
 * (`crypto`) and held by working sells (`cryptoHeld`), which are not cash. The firm's: clearing (money, units and shares entering
 * the books), fees, the fund house, the market (the exchange / CCASS counterparty of stock trades).
 */
export type ClientLedgerKind =
  | 'cash'
  | 'cashHeld'
  | 'cashPending'
  | 'cashLoan'
  | 'units'
  | 'unitsFrozen'
  | 'unitsPending'
  | 'shares'
  | 'sharesFrozen'
  | 'sharesPending'
  | 'crypto'
  | 'cryptoHeld';

/**
 * The firm's counter-account kinds; cash adds `bank` (money entering or leaving through the
 * firm's bank: deposits, withdrawals, eDDA debits, FPS payments) and `fx` (the firm's side of
 * conversions, one account per currency) and `lending` (the firm's side of what clients owe it:
 * always the negative of their `cashLoan` balances). The Fos back office keeps its own: `fosMarket`
 * (the crypto venue's side of fills, fiat and assets), `fosFees`, `fosClearing` (opening balances).
 */
export type FirmLedgerKind =
  | 'clearing'
  | 'fees'
  | 'fundHouse'
  | 'market'
  | 'bank'
  | 'fx'
  | 'lending'
  | 'fosClearing'
  | 'fosFees'
  | 'fosMarket';

/** One side of a movement: a client's or the firm's account of an asset. */
export type BookRef =
  | { kind: ClientLedgerKind; ownerAccountId: number; asset: string }
  | { kind: FirmLedgerKind; assetType: LedgerAssetType; asset: string };

/** A client's account of an asset (a currency, a fund id, a symbol). */
export const clientBook = (
  kind: ClientLedgerKind,
  ownerAccountId: number,
  asset: string,
): BookRef => ({ kind, ownerAccountId, asset });

/** The firm's account of an asset of a type (its code names the type: `firm.fees:cash:HKD`). */
export const firmBook = (
  kind: FirmLedgerKind,
  assetType: LedgerAssetType,
  asset: string,
): BookRef => ({
  kind,
  assetType,
  asset,
});

/** `amount` (positive) leaves `from` and reaches `to`; both are of the same asset. */
export type Movement = { from: BookRef; to: BookRef; amount: string };

/** What a journal records beside its movements. */
export type JournalInput = {
  reason: string;
  fundOrderId?: number;
  stockOrderId?: number;
  cashInstructionId?: number;
  postedAt: Date;
  movements: readonly Movement[];
};

/**
 * An order's id as a placement's journal names it: a number, or the id of the order row the same
 * statement inserts (db/write-together.ts `insertedId`).
 */
export type OrderIdRef = number | Expression<number>;

/** A journal written with its order's placement, in the statement that inserts the order. */
export type PlacementJournalInput = Omit<JournalInput, 'fundOrderId' | 'stockOrderId'> & {
  fundOrderId?: OrderIdRef;
  stockOrderId?: OrderIdRef;
};

/** A journal with the id its entries (and its cash movements) share. */
type Identified<J> = J & { journalId: string };

const identify = <J extends PlacementJournalInput>(journals: readonly J[]): Identified<J>[] =>
  journals.map((journal) => ({ ...journal, journalId: randomUUID() }));

const assetTypeOf = (ref: BookRef): LedgerAssetType =>
  'assetType' in ref
    ? ref.assetType
    : ref.kind.startsWith('cash')
      ? 'cash'
      : ref.kind.startsWith('shares')
        ? 'shares'
        : ref.kind.startsWith('crypto')
          ? 'crypto'
          : 'units';

/** The stable code of a ledger account (unique in `ledger_account`). */
export function ledgerCode(ref: BookRef): string {
  return 'ownerAccountId' in ref
    ? `${ref.kind}:${ref.ownerAccountId}:${ref.asset}`
    : `firm.${ref.kind}:${assetTypeOf(ref)}:${ref.asset}`;
}

function toNewAccount(ref: BookRef) {
  return {
    code: ledgerCode(ref),
    ownerAccountId: 'ownerAccountId' in ref ? ref.ownerAccountId : null,
    kind: ref.kind,
    assetType: assetTypeOf(ref),
    asset: ref.asset,
  };
}

/** Opens (when missing) and locks the accounts of `refs` for this transaction, by code. */
export function lockBooks(
  db: Kysely<Database>,
  refs: readonly BookRef[],
): Promise<Map<string, LedgerAccount>> {
  const unique = new Map(refs.map((ref) => [ledgerCode(ref), toNewAccount(ref)]));
  return ensureLedgerAccounts(db, [...unique.values()]);
}

const nonZero = (journal: PlacementJournalInput) =>
  journal.movements.filter((movement) => !toDecimal(movement.amount).isZero());

/** Every account the journals move, to lock before writing them. */
export const booksOfJournals = (journals: readonly JournalInput[]): BookRef[] =>
  journals.flatMap(nonZero).flatMap((movement) => [movement.from, movement.to]);

/**
 * The writes of journals on accounts already locked (`accounts` by code), to run with a
 * placement's other writes: for journals that leave every client's total cash as it is (holds and
 * their releases). A journal that moves it has a cash movement to store with it, which only
 * `postJournals` writes, so it throws here.
 */
export function journalWrites(
  db: Kysely<Database>,
  journals: readonly PlacementJournalInput[],
  accounts: ReadonlyMap<string, LedgerAccount>,
): PendingWrite[] {
  const identified = identify(journals);
  // Only whether a journal moves a client's cash matters here, not which order it names.
  const cashChecked = identified.map(
    ({ fundOrderId: _f, stockOrderId: _s, ...journal }) => journal,
  );
  if (clientCashMovementsOf(cashChecked).length > 0)
    throw new Error("A journal that moves a client's cash is posted with postJournals");
  return ledgerWrites(db, identified, accounts);
}

/**
 * Two entries per movement in one insert, and each account's balance moved once by the sum of
 * its entries, in one update. Zero movements are skipped; a negative one or a pair across assets
 * is a bug and throws.
 */
function ledgerWrites(
  db: Kysely<Database>,
  journals: readonly Identified<PlacementJournalInput>[],
  accounts: ReadonlyMap<string, LedgerAccount>,
): PendingWrite[] {
  const idOf = (ref: BookRef) => {
    const account = accounts.get(ledgerCode(ref));
    if (!account) throw new Error(`Ledger account ${ledgerCode(ref)} is not locked`);
    return account.id;
  };
  const entries = journals.flatMap((journal) => {
    const { journalId } = journal;
    return nonZero(journal).flatMap((movement) => {
      if (toDecimal(movement.amount).isNegative()) throw new RangeError('A movement is positive');
      if (movement.from.asset !== movement.to.asset)
        throw new RangeError('A movement is one asset');
      const amount = toDecimal(movement.amount).toFixed();
      const entry = (ref: BookRef, signed: string) => ({
        journalId,
        ledgerAccountId: idOf(ref),
        amount: signed,
        reason: journal.reason,
        fundOrderId: journal.fundOrderId ?? null,
        stockOrderId: journal.stockOrderId ?? null,
        cashInstructionId: journal.cashInstructionId ?? null,
        postedAt: journal.postedAt,
      });
      return [entry(movement.from, toDecimal(amount).neg().toFixed()), entry(movement.to, amount)];
    });
  });
  if (entries.length === 0) return [];
  const sums = new Map<number, Decimal>();
  for (const entry of entries) {
    sums.set(
      entry.ledgerAccountId,
      (sums.get(entry.ledgerAccountId) ?? toDecimal('0')).add(entry.amount),
    );
  }
  const changes = [...sums].map(([ledgerAccountId, amount]) => ({
    ledgerAccountId,
    amount: amount.toFixed(),
    costChange: '0',
  }));
  return [insertLedgerEntriesWrite(db, entries), moveLedgerBalancesWrite(db, changes)];
}

/**
 * Posts journals: two entries per movement, balances moved alongside and the clients' cash
 * movements stored (client-cash-movements.ts), in two statements however many journals there are
 * (lock the accounts, then write). A client balance that would go below zero is refused by the
 * database (the transaction rolls back).
 */
export async function postJournals(
  db: Kysely<Database>,
  journals: readonly JournalInput[],
): Promise<void> {
  const books = booksOfJournals(journals);
  if (books.length === 0) return;
  const accounts = await lockBooks(db, books);
  const identified = identify(journals);
  await executeWithCashMovements(
    db,
    ledgerWrites(db, identified, accounts),
    clientCashMovementsOf(identified),
  );
}

/** Posts one journal (see postJournals). */
export function postJournal(db: Kysely<Database>, journal: JournalInput): Promise<void> {
  return postJournals(db, [journal]);
}

/** Which holdings a book cost belongs to: a fund's units or a symbol's shares. */
export type HoldingFamily = 'units' | 'shares';

/** Moves the book cost kept on a client's available units (or shares) account of an asset. */
export async function changeBookCost(
  db: Kysely<Database>,
  ownerAccountId: number,
  fundId: string,
  change: string,
  family: HoldingFamily = 'units',
): Promise<void> {
  const ref = clientBook(family, ownerAccountId, fundId);
  const account = (await lockBooks(db, [ref])).get(ledgerCode(ref)) as LedgerAccount;
  await executeTogether(db, [
    moveLedgerBalancesWrite(db, [{ ledgerAccountId: account.id, amount: '0', costChange: change }]),
  ]);
}

/** The client's share of a fund's (or symbol's) book cost that `units` carry away (average cost). */
export async function averageCostOf(
  db: Kysely<Database>,
  ownerAccountId: number,
  fundId: string,
  units: string,
  family: HoldingFamily = 'units',
): Promise<string> {
  const kinds =
    family === 'units'
      ? (['units', 'unitsFrozen', 'unitsPending'] as const)
      : (['shares', 'sharesFrozen', 'sharesPending'] as const);
  const accounts = await lockBooks(
    db,
    kinds.map((kind) => clientBook(kind, ownerAccountId, fundId)),
  );
  const rows = [...accounts.values()];
  const total = rows.reduce((sum, row) => sum.add(row.balance), toDecimal('0'));
  const cost = rows.reduce((sum, row) => sum.add(row.bookCost), toDecimal('0'));
  return total.isZero() ? '0' : roundDecimal(cost.mul(units).div(total), 10, 'normal');
}
