import type { z } from 'zod';
import type {
  attentionItem,
  bookClient,
  bookCashRequest,
  bookOrder,
} from '../../../shared/contracts/advisor';
import {
  assessmentReasons,
  assessmentStateOf,
  type AttentionReason,
} from '../../../shared/domain/advisor-book';
import { raqExpiryTime } from '../../../shared/domain/raq-scoring';
import { DAY_MS, PASSWORD_EXPIRY_DAYS } from '../../auth/auth-policy';
import { hongKongDayNumber } from '../../auth/password-status';
import type { BookCashRecord, BookOrderRecord } from '../../backoffice/ports/gateway-advisors.port';
import { findBookClientRows, type BookClientRow } from '../../repositories/advisor-book.repository';
import type { SessionCallContext } from '../registry';
import type { Book } from './advisor-book';

/** A client of the book as the contract answers it. */
export type BookClientView = z.input<typeof bookClient>;

/** A client of the book: its view, and what the attention list and the filters read. */
export type BookEntry = {
  view: BookClientView;
  row: BookClientRow;
  reasons: AttentionReason[];
  passwordExpired: boolean;
};

/** Spec §3: a password expires 90 days after its change (Hong Kong days), or when it must change. */
export function isPasswordExpired(row: BookClientRow, now: Date): boolean {
  const expiresAt = new Date(row.passwordChangedAt.getTime() + PASSWORD_EXPIRY_DAYS * DAY_MS);
  return row.mustChangePassword || hongKongDayNumber(expiresAt) < hongKongDayNumber(now);
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

const latest = (...dates: (Date | null | undefined)[]) =>
  dates.reduce<Date | null>(
    (found, date) => (date && (!found || new Date(date) > found) ? new Date(date) : found),
    null,
  );

/**
 * Every client of the book with its assets in `reporting` (one set-based valuation of the whole
 * book through the Gateway advisors port), its assessment state and attention reasons.
 */
export async function bookEntries(
  context: SessionCallContext,
  book: Book,
  reporting: string,
  openTalks: ReadonlySet<number> = new Set(),
): Promise<BookEntry[]> {
  const { db, now } = context;
  const advisors = context.backOffices.gateway.advisors;
  const [rows, values, dealings] = await Promise.all([
    findBookClientRows(db, book.clientIds, book.actorId, now),
    advisors.valueBook(book.clientIds, reporting, now),
    advisors.lastDealings(book.clientIds),
  ]);
  return rows.map((row) => {
    const expiresAt = row.approvedAt ? raqExpiryTime(new Date(row.approvedAt)) : null;
    const state = assessmentStateOf(expiresAt, now);
    const passwordExpired = isPasswordExpired(row, now);
    const reasons: AttentionReason[] = [
      ...assessmentReasons(state),
      ...(passwordExpired ? (['passwordExpired'] as const) : []),
      ...(row.hasSuitabilityWarning ? (['suitabilityWarning'] as const) : []),
      ...(openTalks.has(row.id) ? (['openPlanTalk'] as const) : []),
    ];
    const view: BookClientView = {
      accountId: row.id,
      accountCode: row.accountCode,
      source: row.source,
      displayName: row.displayName,
      chineseName: row.chineseName,
      isActive: row.status === 'active',
      riskLevel: row.riskLevel,
      riskExpiresAt: iso(expiresAt),
      assessmentState: state,
      assets: values.get(row.id) ?? '0',
      lastLoginAt: iso(row.lastLoginAt),
      lastActivityAt: iso(latest(row.lastLoginAt, dealings.get(row.id))),
      advisorCodes: row.advisorCodes,
      canInstructStocks: row.canInstructStocks,
    };
    return { view, row, reasons, passwordExpired };
  });
}

/** The clients needing attention, as the dashboard lists them. */
export function attentionOf(entries: readonly BookEntry[]): z.input<typeof attentionItem>[] {
  return entries
    .filter((entry) => entry.reasons.length > 0)
    .map((entry) => ({
      accountCode: entry.view.accountCode,
      displayName: entry.view.displayName,
      reasons: entry.reasons,
      riskExpiresAt: entry.view.riskExpiresAt,
    }));
}

type Named = ReadonlyMap<number, { accountCode: string; displayName: string }>;

/** The orders with their clients' codes and names. */
export function orderViews(records: readonly BookOrderRecord[], names: Named) {
  return records.flatMap((record): z.input<typeof bookOrder>[] => {
    const client = names.get(record.accountId);
    if (!client) return [];
    return [
      {
        kind: record.kind,
        ...client,
        reference: record.reference,
        instrument: record.instrument,
        side: record.side,
        status: record.status,
        currency: record.currency,
        amount: record.amount,
        quantity: record.quantity,
        placedAt: new Date(record.placedAt).toISOString(),
      },
    ];
  });
}

/** The cash requests with their clients' codes and names. */
export function cashViews(records: readonly BookCashRecord[], names: Named) {
  return records.flatMap((record): z.input<typeof bookCashRequest>[] => {
    const client = names.get(record.accountId);
    if (!client) return [];
    return [
      {
        kind: record.kind,
        ...client,
        reference: record.reference,
        currency: record.currency,
        amount: record.amount,
        status: record.status,
        requestedAt: new Date(record.requestedAt).toISOString(),
      },
    ];
  });
}

/** Client id -> code and name, for the order and cash lists. */
export function namesOf(entries: readonly BookEntry[]): Named {
  return new Map(
    entries.map((entry) => [
      entry.view.accountId,
      { accountCode: entry.view.accountCode, displayName: entry.view.displayName },
    ]),
  );
}
