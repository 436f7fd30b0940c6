import { Readable } from 'node:stream';
import Decimal from 'decimal.js';
import { advisorContracts } from '../../../shared/contracts/advisor';
import { DASHBOARD_CLIENT_PAGE } from '../../../shared/domain/advisor-book';
import {
  findBookAdvisors,
  findOpenPlanTalkClients,
} from '../../repositories/advisor-book.repository';
import { defineCall } from '../registry';
import { bookOf, scopeOf } from './advisor-book';
import { addClientNote, loadClientDetails } from './advisor-details';
import { clientOrder, csvOf, searchBook } from './advisor-search';
import { attentionOf, bookEntries, cashViews, namesOf, orderViews } from './advisor-views';

/**
 * The advisor workspace's calls (issue 27, spec §2.12): the advisor role or above, the brand's
 * `advisor` flag. Each goes through the book (`advisor-book.ts`): a client or an advisor filter
 * outside it answers 403 and nothing; a client or an advisee session answers 403.
 */

const access = { minRole: 'advisor' } as const;
const feature = 'advisor' as const;
const RECENT = 20;
/**
 * The clients needing attention the dashboard lists, the first of them (`attentionCount` counts
 * all), and the first page of the book's clients: an answer that does not grow with the book. The
 * next pages come from `advisor/searchClients`; the first comes with the figures, so opening the
 * dashboard values the book once.
 */
export const DASHBOARD_ATTENTION = 20;

/** `advisor/listAdvisors`: the advisors whose books the session may filter by. */
export const listAdvisorsCall = defineCall({
  service: 'advisor',
  method: 'listAdvisors',
  ...advisorContracts.listAdvisors,
  access,
  feature,
  handler: async (_input, context) => {
    const { scope } = await scopeOf(context);
    const advisors = await findBookAdvisors(context.db, scope);
    return {
      advisors: advisors.map((advisor) => ({
        accountId: Number(advisor.id),
        accountCode: advisor.accountCode,
        displayName: advisor.displayName,
        clients: advisor.clients,
      })),
    };
  },
});

/**
 * `advisor/loadDashboard`: the book's counts and assets, the first clients needing attention, the
 * first page of its clients and the recent dealings. The next pages are `advisor/searchClients`.
 */
export const loadDashboardCall = defineCall({
  service: 'advisor',
  method: 'loadDashboard',
  ...advisorContracts.loadDashboard,
  access,
  feature,
  handler: async ({ advisorAccountId, reportingCurrency }, context) => {
    const book = await bookOf(context, advisorAccountId);
    const advisors = context.backOffices.gateway.advisors;
    const openTalks = await findOpenPlanTalkClients(context.db, book.clientIds);
    const [entries, orders, cash] = await Promise.all([
      bookEntries(context, book, reportingCurrency, openTalks ?? new Set()),
      advisors.recentOrders(book.clientIds, RECENT),
      advisors.recentCashRequests(book.clientIds, RECENT),
    ]);
    const names = namesOf(entries);
    const attention = attentionOf(entries);
    const total = entries.reduce((sum, entry) => sum.add(entry.view.assets), new Decimal(0));
    return {
      reportingCurrency,
      clientCount: entries.length,
      assetsUnderAdvice: total.toFixed(),
      attentionCount: attention.length,
      attention: attention.slice(0, DASHBOARD_ATTENTION),
      clients: {
        total: entries.length,
        clients: entries
          .map((entry) => entry.view)
          .sort(clientOrder('code', 'asc'))
          .slice(0, DASHBOARD_CLIENT_PAGE),
      },
      planTalksCounted: openTalks !== null,
      recentOrders: orderViews(orders, names),
      recentCashRequests: cashViews(cash, names),
      at: context.now.toISOString(),
    };
  },
});

/** `advisor/searchClients`: a page of the book's clients matching every filter. */
export const searchClientsCall = defineCall({
  service: 'advisor',
  method: 'searchClients',
  ...advisorContracts.searchClients,
  access,
  feature,
  handler: async ({ offset, limit, ...filters }, context) => {
    const found = await searchBook(context, filters);
    return { total: found.length, clients: found.slice(offset, offset + limit) };
  },
});

/** `advisor/exportClients`: the same search, every match, as a CSV file. */
export const exportClientsCall = defineCall({
  service: 'advisor',
  method: 'exportClients',
  ...advisorContracts.exportClients,
  access,
  feature,
  answersFile: true,
  handler: async (filters, context) => {
    const csv = csvOf(await searchBook(context, filters), filters.reportingCurrency);
    const day = context.now.toISOString().slice(0, 10);
    return {
      fileName: `clients-${day}.csv`,
      contentType: 'text/csv; charset=utf-8' as const,
      content: Readable.from([Buffer.from(csv, 'utf8')]),
    };
  },
});

/** `advisor/loadClient`: one client of the book (403 outside it). */
export const loadClientCall = defineCall({
  service: 'advisor',
  method: 'loadClient',
  ...advisorContracts.loadClient,
  access,
  feature,
  handler: (input, context) => loadClientDetails(context, input),
});

/** `advisor/addNote`: the acting advisor's dated note on a client of its own links. */
export const addNoteCall = defineCall({
  service: 'advisor',
  method: 'addNote',
  ...advisorContracts.addNote,
  access,
  feature,
  handler: (input, context) => addClientNote(context, input),
});

/** The advisor workspace's calls. */
export const advisorCalls = [
  listAdvisorsCall,
  loadDashboardCall,
  searchClientsCall,
  exportClientsCall,
  loadClientCall,
  addNoteCall,
];
