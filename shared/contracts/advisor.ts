import { z } from 'zod';
import { accountSource, decimalString, isoDateTime } from './common';
import { portfolioContracts } from './portfolio';
import { cashMovement } from './cash';
import { riskAssessment } from './raq';
import {
  ADVISOR_RESULTS,
  ASSESSMENT_STATES,
  ATTENTION_REASONS,
  CLIENT_SORT_KEYS,
} from '../domain/advisor-book';

/**
 * The `advisor` service (issue 27, spec §2.12 `/advisors/dashboard`, `advancedSearch`,
 * `details`): the advisor's book of clients. Every call needs the advisor role or above and the
 * brand's `advisor` flag. The book: an advisor sees its linked clients (`advisor_link`), a manager
 * the clients of the advisors it manages (`manager_link`), an admin or higher every client (role
 * user). A call naming a client outside the book, or an advisor the manager does not manage,
 * answers 403 `forbidden` and nothing. Clients are named by `clientCode` (Gateway accounts).
 */

/** The advisor filter of a manager (or higher): one advisor's book; absent: the whole book. */
const advisorFilter = z.number().int().positive().optional();
const clientCode = z.string().trim().min(1).max(32);
const reportingCurrency = z.string().length(3).default('HKD');

/** Spec §3 assessment state of a client: valid, expiring (within 30 days), expired, none. */
export const assessmentState = z.enum(ASSESSMENT_STATES);
/** Why a client needs attention. */
export const attentionReason = z.enum(ATTENTION_REASONS);

/** A client of the book, as the dashboard's table and the search list it. */
export const bookClient = z.object({
  accountId: z.number().int(),
  accountCode: z.string(),
  source: accountSource,
  displayName: z.string(),
  /** The Chinese name on file (account information), null when none. */
  chineseName: z.string().nullable(),
  /** Spec §4: only an active account may be acted for. */
  isActive: z.boolean(),
  /** The latest approved assessment's level 0-6; null without one. */
  riskLevel: z.number().int().nullable(),
  riskExpiresAt: isoDateTime.nullable(),
  assessmentState,
  /** Cash + funds + stocks at market, in the reporting currency. */
  assets: decimalString,
  lastLoginAt: isoDateTime.nullable(),
  /** The latest of the last login, order and cash request; null when none. */
  lastActivityAt: isoDateTime.nullable(),
  /** The advisors (codes) whose book holds the client. */
  advisorCodes: z.array(z.string()),
  /** Whether the acting advisor's link lets it instruct stock orders (spec §6); false for others. */
  canInstructStocks: z.boolean(),
});

/** A client needing attention, with every reason that applies. */
export const attentionItem = z.object({
  accountCode: z.string(),
  displayName: z.string(),
  reasons: z.array(attentionReason),
  riskExpiresAt: isoDateTime.nullable(),
});

/** A recent order of a client (fund or stock). */
export const bookOrder = z.object({
  kind: z.enum(['fund', 'stock']),
  accountCode: z.string(),
  displayName: z.string(),
  /** The order's reference (fund order id, stock order id). */
  reference: z.string(),
  /** Fund code or stock symbol. */
  instrument: z.string(),
  /** subscription, redemption, switch, buy, sell. */
  side: z.string(),
  /** The order's status code as the area's own pages show it. */
  status: z.string(),
  currency: z.string(),
  /** Amount (fund subscriptions) or quantity x price; null when not known. */
  amount: decimalString.nullable(),
  quantity: decimalString.nullable(),
  placedAt: isoDateTime,
});

/** A recent cash request of a client (deposit or withdrawal). */
export const bookCashRequest = z.object({
  kind: z.enum(['deposit', 'withdrawal']),
  accountCode: z.string(),
  displayName: z.string(),
  reference: z.string(),
  currency: z.string(),
  amount: decimalString,
  status: z.string(),
  requestedAt: isoDateTime,
});

/** An advisor the acting manager (or higher) may filter by. */
export const bookAdvisor = z.object({
  accountId: z.number().int(),
  accountCode: z.string(),
  displayName: z.string(),
  clients: z.number().int(),
});

/** One dated note on a client. */
export const advisorNote = z.object({
  id: z.number().int(),
  clientCode: z.string(),
  authorCode: z.string(),
  authorName: z.string(),
  text: z.string(),
  createdAt: isoDateTime,
  /** True when the acting session wrote it (only the author adds notes; a manager reads). */
  isOwn: z.boolean(),
});

/** The filters of the advanced search (and its CSV); every one optional. */
const searchFilters = {
  advisorAccountId: advisorFilter,
  /** Code contains (any case). */
  code: z.string().trim().max(32).optional(),
  /** English or Chinese name contains (any case). */
  name: z.string().trim().max(120).optional(),
  riskLevels: z.array(z.number().int().min(0).max(6)).max(7).optional(),
  assessmentStates: z.array(assessmentState).max(4).optional(),
  /** Holds this fund (code) with a non-zero quantity. */
  fundCode: z.string().trim().min(1).max(32).optional(),
  /** Holds this stock (symbol, e.g. `0700.HK`) with a non-zero quantity. */
  stockSymbol: z.string().trim().min(1).max(32).optional(),
  minAssets: decimalString.optional(),
  maxAssets: decimalString.optional(),
  /** Last activity on or after / before this instant. */
  activeFrom: isoDateTime.optional(),
  activeTo: isoDateTime.optional(),
  reportingCurrency,
  sort: z.enum(CLIENT_SORT_KEYS).default('code'),
  direction: z.enum(['asc', 'desc']).default('asc'),
};

/** A page of the book's clients, and how many there are in all. */
const clientPage = z.object({ total: z.number().int(), clients: z.array(bookClient) });

/** The `advisor` service's calls. */
export const advisorContracts = {
  /** The advisors a manager (or higher) may filter by; an advisor gets itself only. */
  listAdvisors: {
    input: z.strictObject({}),
    output: z.object({ advisors: z.array(bookAdvisor) }),
  },
  /**
   * `/advisors/dashboard`: counts, assets under advice (set-based, in the reporting currency),
   * the first 20 clients needing attention (`attentionCount` counts all), and the 20 latest
   * orders and cash requests. The page lists the book's clients with `searchClients`, a page at
   * a time: no answer grows with the book.
   */
  loadDashboard: {
    input: z.strictObject({ advisorAccountId: advisorFilter, reportingCurrency }),
    output: z.object({
      reportingCurrency: z.string(),
      clientCount: z.number().int(),
      assetsUnderAdvice: decimalString,
      attentionCount: z.number().int(),
      attention: z.array(attentionItem),
      /** The book's first clients in code order; the next pages come from `searchClients`. */
      clients: clientPage,
      /** False when the plan talks' tables are not there (no `openPlanTalk` reasons then). */
      planTalksCounted: z.boolean(),
      recentOrders: z.array(bookOrder),
      recentCashRequests: z.array(bookCashRequest),
      at: isoDateTime,
    }),
  },
  /** `/advisors/advancedSearch`: a page of the book's clients matching every filter. */
  searchClients: {
    input: z.strictObject({
      ...searchFilters,
      offset: z.number().int().min(0).default(0),
      limit: z.number().int().min(1).max(200).default(50),
    }),
    output: clientPage,
  },
  /** The same search, every match, as a CSV file (UTF-8 with BOM). */
  exportClients: {
    input: z.strictObject(searchFilters),
    output: z.object({
      fileName: z.string().regex(/^[A-Za-z0-9._-]{1,120}$/),
      contentType: z.literal('text/csv; charset=utf-8'),
      content: z.custom<AsyncIterable<Uint8Array>>(
        (value) => typeof value === 'object' && value !== null && Symbol.asyncIterator in value,
      ),
    }),
  },
  /**
   * `/advisors/details`: one client of the book: profile, portfolio (the portfolio read of this
   * one client), its last 50 orders, cash requests and cash movements, assessment and suitability, and the notes
   * (the acting advisor's own; a manager: its advisors' notes, read-only).
   */
  loadClient: {
    input: z.strictObject({ clientCode, reportingCurrency }),
    output: z.object({
      client: bookClient,
      profile: z.object({
        email: z.string().nullable(),
        mobile: z.string().nullable(),
        status: z.enum(['active', 'not_active', 'suspended']),
        createdAt: isoDateTime,
        passwordExpired: z.boolean(),
      }),
      portfolio: portfolioContracts.loadPortfolio.output,
      orders: z.array(bookOrder),
      cashRequests: z.array(bookCashRequest),
      /** The client's latest cash movements with running balances, as `/cashes/movement` has them. */
      cashMovements: z.array(cashMovement),
      assessment: riskAssessment.nullable(),
      suitability: z.array(
        z.object({
          kind: z.string(),
          outcome: z.string(),
          checkedAt: isoDateTime,
          expiresAt: isoDateTime.nullable(),
          /** Expired, or an outcome that calls for care (vulnerable). */
          isWarning: z.boolean(),
        }),
      ),
      notes: z.array(advisorNote),
      /** Whether the acting session may add a note (an advisor with the client in its own links). */
      mayAddNote: z.boolean(),
    }),
  },
  /** Adds a dated note by the acting advisor on a client of its own links. */
  addNote: {
    input: z.strictObject({ clientCode, text: z.string().trim().min(1).max(2000) }),
    output: z.object({ result: z.enum(ADVISOR_RESULTS), note: advisorNote.nullable() }),
  },
};
