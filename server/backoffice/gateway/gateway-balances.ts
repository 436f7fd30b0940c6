import type { Kysely } from 'kysely';
import { toDecimal, sumDecimals } from '../../../shared/domain/decimal';
import type { VersionedCache } from '../../cache/versioned-cache';
import type { Database } from '../../db/schema';
import type { CashBalance } from '../ports/gateway-cash.port';
import type { FundPosition } from '../ports/gateway-funds.port';
import { findLedgerAccountsOf, type LedgerAccount } from '../core/books/ledger.repository';

/** A client's balances as the ports report them, from the client's ledger accounts. */

/**
 * The clients' ledger accounts this process has read, by account id (docs/ARCHITECTURE.md, "The
 * books from memory"): dropped in every process when the database announces a change to any of
 * the client's ledger accounts.
 */
export type BooksCache = VersionedCache<number, readonly LedgerAccount[]>;

/** What reads a client's books: the database, and the process's books cache when it keeps one. */
export type ClientBooksDeps = { db: Kysely<Database>; booksCache?: BooksCache };

/**
 * Every ledger account of a client (of each asset type), as committed: from memory when kept, else
 * one read. Only for answering a client; a check inside a transaction reads (and locks) the rows.
 */
export async function readClientBooks(
  deps: ClientBooksDeps,
  accountId: number,
): Promise<readonly LedgerAccount[]> {
  const { db, booksCache } = deps;
  const read = async () => Object.freeze(await findLedgerAccountsOf(db, accountId));
  if (!booksCache) return read();
  return booksCache.get(accountId) ?? (await booksCache.load(accountId, read)) ?? [];
}

function byAsset(accounts: readonly LedgerAccount[]): Map<string, Map<string, LedgerAccount>> {
  const assets = new Map<string, Map<string, LedgerAccount>>();
  for (const account of accounts) {
    const kinds = assets.get(account.asset) ?? new Map<string, LedgerAccount>();
    kinds.set(account.kind, account);
    assets.set(account.asset, kinds);
  }
  return assets;
}

const balanceOf = (kinds: Map<string, LedgerAccount>, kind: string) =>
  toDecimal(kinds.get(kind)?.balance ?? '0').toFixed();

/** Cash per currency from a client's cash ledger accounts. */
export function cashOf(accounts: readonly LedgerAccount[]): CashBalance[] {
  return [...byAsset(accounts)].map(([currency, kinds]): CashBalance => {
    const [available, holdFundAmount, pending] = ['cash', 'cashHeld', 'cashPending'].map((kind) =>
      balanceOf(kinds, kind),
    ) as [string, string, string];
    return {
      currency,
      available,
      holdFundAmount,
      pending,
      total: sumDecimals([available, holdFundAmount, pending]),
    };
  });
}

/** Fund positions with any units from a client's unit ledger accounts. */
export function positionsOf(accounts: readonly LedgerAccount[]): FundPosition[] {
  return [...byAsset(accounts)].flatMap(([fundId, kinds]): FundPosition[] => {
    const [availableUnits, freezeQuantity, pendingUnits] = [
      'units',
      'unitsFrozen',
      'unitsPending',
    ].map((kind) => balanceOf(kinds, kind)) as [string, string, string];
    const totalUnits = sumDecimals([availableUnits, freezeQuantity, pendingUnits]);
    const bookCost = toDecimal(kinds.get('units')?.bookCost ?? '0').toFixed();
    return toDecimal(totalUnits).isZero()
      ? []
      : [{ fundId, availableUnits, freezeQuantity, pendingUnits, totalUnits, bookCost }];
  });
}
