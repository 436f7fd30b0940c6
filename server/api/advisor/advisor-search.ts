import type { z } from 'zod';
import type { advisorContracts } from '../../../shared/contracts/advisor';
import type { ClientSortKey } from '../../../shared/domain/advisor-book';
import { toDecimal } from '../../../shared/domain/decimal';
import { csvText } from '../../http/csv';
import type { SessionCallContext } from '../registry';
import { bookOf } from './advisor-book';
import { bookEntries, type BookClientView } from './advisor-views';

/**
 * The advanced search over the book (issue 27, `/advisors/advancedSearch`): the book's clients
 * valued at once, then every filter; holders of a fund or stock from the Gateway's books in one
 * read. Never a client outside the book: the search starts from it.
 */

/** The search's filters, as the contract reads them. */
export type SearchFilters = Omit<
  z.output<typeof advisorContracts.searchClients.input>,
  'offset' | 'limit'
>;

const contains = (text: string | null, part: string) =>
  text !== null && text.toLocaleLowerCase().includes(part.toLocaleLowerCase());

function matches(view: BookClientView, filters: SearchFilters, holders: Set<number> | null) {
  const assets = toDecimal(view.assets);
  const activity = view.lastActivityAt === null ? null : Date.parse(view.lastActivityAt);
  return (
    (filters.code === undefined || contains(view.accountCode, filters.code)) &&
    (filters.name === undefined ||
      contains(view.displayName, filters.name) ||
      contains(view.chineseName, filters.name)) &&
    (filters.riskLevels === undefined ||
      (view.riskLevel !== null && filters.riskLevels.includes(view.riskLevel))) &&
    (filters.assessmentStates === undefined ||
      filters.assessmentStates.includes(view.assessmentState)) &&
    (holders === null || holders.has(view.accountId)) &&
    (filters.minAssets === undefined || assets.gte(filters.minAssets)) &&
    (filters.maxAssets === undefined || assets.lte(filters.maxAssets)) &&
    (filters.activeFrom === undefined ||
      (activity !== null && activity >= Date.parse(filters.activeFrom))) &&
    (filters.activeTo === undefined ||
      (activity !== null && activity <= Date.parse(filters.activeTo)))
  );
}

type SortValue = string | number | null;

const sortValues: Record<ClientSortKey, (view: BookClientView) => SortValue> = {
  code: (view) => view.accountCode,
  name: (view) => view.displayName.toLocaleLowerCase(),
  riskLevel: (view) => view.riskLevel,
  riskExpiresAt: (view) => (view.riskExpiresAt === null ? null : Date.parse(view.riskExpiresAt)),
  // A decimal string: ordered exactly below, never through a float.
  assets: (view) => view.assets,
  lastLoginAt: (view) => (view.lastLoginAt === null ? null : Date.parse(view.lastLoginAt)),
  lastActivityAt: (view) => (view.lastActivityAt === null ? null : Date.parse(view.lastActivityAt)),
};

/** Compares by the key (empty values last either way), then by code. */
export function clientOrder(key: ClientSortKey, direction: 'asc' | 'desc') {
  const valueOf = sortValues[key];
  const sign = direction === 'asc' ? 1 : -1;
  return (left: BookClientView, right: BookClientView) => {
    const [a, b] = [valueOf(left), valueOf(right)];
    if (a !== b) {
      if (a === null) return 1;
      if (b === null) return -1;
      if (key === 'assets') {
        const order = toDecimal(left.assets).comparedTo(right.assets);
        if (order !== 0) return order * sign;
      } else return (a < b ? -1 : 1) * sign;
    }
    return left.accountCode < right.accountCode ? -1 : left.accountCode > right.accountCode ? 1 : 0;
  };
}

/** Every client of the acting session's book matching the filters, sorted. */
export async function searchBook(
  context: SessionCallContext,
  filters: SearchFilters,
): Promise<BookClientView[]> {
  const book = await bookOf(context, filters.advisorAccountId);
  const held =
    filters.fundCode === undefined && filters.stockSymbol === undefined
      ? null
      : await context.backOffices.gateway.advisors.holdersOf(book.clientIds, {
          ...(filters.fundCode === undefined ? {} : { fundId: filters.fundCode }),
          ...(filters.stockSymbol === undefined ? {} : { symbol: filters.stockSymbol }),
        });
  const entries = await bookEntries(context, book, filters.reportingCurrency);
  return entries
    .map((entry) => entry.view)
    .filter((view) => matches(view, filters, held))
    .sort(clientOrder(filters.sort, filters.direction));
}

const CSV_COLUMNS = [
  'accountCode',
  'displayName',
  'chineseName',
  'riskLevel',
  'riskExpiresAt',
  'assessmentState',
  'assets',
  'reportingCurrency',
  'lastLoginAt',
  'lastActivityAt',
  'advisorCodes',
] as const;

/** The clients as CSV (UTF-8 with BOM, so spreadsheets read the Chinese names). */
export function csvOf(views: readonly BookClientView[], reporting: string): string {
  return csvText(
    CSV_COLUMNS,
    views.map((view) => [
      view.accountCode,
      view.displayName,
      view.chineseName,
      view.riskLevel,
      view.riskExpiresAt,
      view.assessmentState,
      view.assets,
      reporting,
      view.lastLoginAt,
      view.lastActivityAt,
      view.advisorCodes.join(' '),
    ]),
  );
}
