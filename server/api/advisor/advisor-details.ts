import type { z } from 'zod';
import type { advisorContracts, advisorNote } from '../../../shared/contracts/advisor';
import { cashContracts } from '../../../shared/contracts/cash';
import { portfolioContracts } from '../../../shared/contracts/portfolio';
import type { ActingAccount } from '../../auth/acting';
import { ForbiddenError } from '../../http/errors';
import { findAccountById } from '../../repositories/account.repository';
import {
  findAdvisorNotes,
  findLatestAssessment,
  findLatestSuitability,
  insertAdvisorNote,
  type AdvisorNoteRow,
} from '../../repositories/advisor-book.repository';
import { raqExpiryTime } from '../../../shared/domain/raq-scoring';
import { searchCashMovementsCall } from '../cash/cash.routes';
import { loadPortfolioCall } from '../portfolio/portfolio.routes';
import type { ClientCallContext, SessionCallContext } from '../registry';
import { clientInBook, type Book } from './advisor-book';
import { bookEntries, cashViews, namesOf, orderViews } from './advisor-views';

/**
 * `/advisors/details` (issue 27): one client of the book. The portfolio is the portfolio read
 * and the cash movements are this one client's own reads (the same handlers the client's own pages
 * run); the orders and cash requests come from the Gateway advisors port; the notes are the acting advisor's own, a manager's
 * advisors' (read-only), or every note for an admin.
 */

type Details = z.input<typeof advisorContracts.loadClient.output>;

const noteView = (row: AdvisorNoteRow, actorId: number): z.input<typeof advisorNote> => ({
  id: Number(row.id),
  clientCode: row.clientCode,
  authorCode: row.authorCode,
  authorName: row.authorName,
  text: row.text,
  createdAt: new Date(row.createdAt).toISOString(),
  isOwn: Number(row.advisorAccountId) === actorId,
});

/** Whether the acting session is one of the client's own advisors (only they add notes). */
const mayWrite = (advisorCodes: readonly string[], actorCode: string) =>
  advisorCodes.includes(actorCode);

/** The details of one client of the book; 403 for a client outside it. */
export async function loadClientDetails(
  context: SessionCallContext,
  input: { clientCode: string; reportingCurrency: string },
): Promise<Details> {
  const { book, clientId } = await clientInBook(context, input.clientCode);
  const one: Book = { ...book, clientIds: [clientId] };
  const [entry] = await bookEntries(context, one, input.reportingCurrency);
  const account = await findAccountById(context.db, clientId);
  if (!entry || !account) throw new ForbiddenError();
  const client: ActingAccount = {
    accountId: account.id,
    accountCode: account.accountCode,
    source: account.source,
    holderName: account.displayName,
    tradePasswordHash: account.tradePasswordHash,
  };
  const advisors = context.backOffices.gateway.advisors;
  const clientContext: ClientCallContext = { ...context, client };
  const [portfolio, orders, cash, movements, assessment, suitability, notes] = await Promise.all([
    loadPortfolioCall.handler(
      { accountCode: account.accountCode, reportingCurrency: input.reportingCurrency },
      clientContext,
    ),
    advisors.recentOrders([clientId], 50),
    advisors.recentCashRequests([clientId], 50),
    // The client's own movements read, for this one client (the page the client sees).
    searchCashMovementsCall.handler(
      { accountCode: account.accountCode, offset: 0, limit: 50 },
      clientContext,
    ),
    findLatestAssessment(context.db, clientId),
    findLatestSuitability(context.db, clientId),
    findAdvisorNotes(context.db, clientId, book.noteAuthorIds),
  ]);
  const names = namesOf([entry]);
  const now = context.now.getTime();
  return {
    client: entry.view,
    profile: {
      email: account.email,
      mobile: account.mobile,
      status: account.status,
      createdAt: account.createdAt.toISOString(),
      passwordExpired: entry.passwordExpired,
    },
    portfolio: portfolioContracts.loadPortfolio.output.parse(portfolio),
    orders: orderViews(orders, names),
    cashRequests: cashViews(cash, names),
    cashMovements: cashContracts.searchCashMovements.output.parse(movements).movements,
    assessment: assessment
      ? {
          status: assessment.status,
          level: assessment.level,
          score: assessment.score,
          version: assessment.version,
          submittedAt: assessment.submittedAt.toISOString(),
          approvedAt: assessment.approvedAt?.toISOString() ?? null,
          expiresAt: assessment.approvedAt
            ? raqExpiryTime(assessment.approvedAt).toISOString()
            : null,
        }
      : null,
    suitability: suitability.map((record) => ({
      kind: record.kind,
      outcome: record.outcome,
      checkedAt: new Date(record.checkedAt).toISOString(),
      expiresAt: record.expiresAt ? new Date(record.expiresAt).toISOString() : null,
      isWarning:
        record.outcome === 'vulnerable' ||
        (record.expiresAt !== null && new Date(record.expiresAt).getTime() <= now),
    })),
    notes: notes.map((row) => noteView(row, book.actorId)),
    mayAddNote: mayWrite(entry.view.advisorCodes, context.session.accountCode),
  };
}

/** Adds the acting advisor's note on a client of its own links; 403 outside the book. */
export async function addClientNote(
  context: SessionCallContext,
  input: { clientCode: string; text: string },
): Promise<z.input<typeof advisorContracts.addNote.output>> {
  const { book, clientId } = await clientInBook(context, input.clientCode);
  const [entry] = await bookEntries(context, { ...book, clientIds: [clientId] }, 'HKD');
  if (!entry || !mayWrite(entry.view.advisorCodes, context.session.accountCode)) {
    return { result: 'not_own_client', note: null };
  }
  const created = await insertAdvisorNote(context.db, {
    advisorAccountId: book.actorId,
    clientAccountId: clientId,
    text: input.text,
    createdAt: context.now,
  });
  return {
    result: 'ok',
    note: {
      id: Number(created.id),
      clientCode: entry.view.accountCode,
      authorCode: context.session.accountCode,
      authorName: context.session.account.holderName,
      text: input.text,
      createdAt: new Date(created.createdAt).toISOString(),
      isOwn: true,
    },
  };
}
