import type { Kysely } from 'kysely';
import { addCalendarDays, hongKongDate } from '../../shared/domain/business-calendar';
import { toDecimal } from '../../shared/domain/decimal';
import { cutOffInstant } from '../../shared/domain/fund-dealing';
import { navOnOrBefore, subtractMonths } from '../../shared/domain/fund-performance';
import { RAQ_VERSION } from '../../shared/domain/raq-questionnaire';
import { roundDecimal } from '../../shared/domain/rounding';
import { changeBookCost, clientBook, firmBook, postJournal } from '../backoffice/core/books/ledger';
import type { Database } from '../db/schema';
import { createSimulatedFundFeed } from '../market-data/simulated-fund-feed';
import { findAccountByCode } from '../repositories/account.repository';
import { insertWatchedFund } from '../repositories/fund-watchlist.repository';
import { findLedgerAccountsOf } from '../backoffice/core/books/ledger.repository';
import { hasAssessment, insertAssessment } from '../repositories/risk-assessment.repository';

/** Demo-book cash per client and currency (demo book: C10001 holds HKD and USD). */
const demoCash: readonly { accountCode: string; currency: string; amount: string }[] = [
  { accountCode: 'C10001', currency: 'HKD', amount: '850000' },
  { accountCode: 'C10001', currency: 'USD', amount: '42000' },
  { accountCode: 'C10001', currency: 'CNY', amount: '60000' },
  { accountCode: 'C10005', currency: 'HKD', amount: '120000' },
];

/** Demo-book fund holdings, bought a year before the seeding at that day's NAV. */
const demoHoldings: readonly { accountCode: string; fundId: string; units: string }[] = [
  { accountCode: 'C10001', fundId: 'VH-HK-EQUITY', units: '1500' },
  { accountCode: 'C10001', fundId: 'PC-GLB-TECH', units: '120' },
  { accountCode: 'C10001', fundId: 'VH-HKD-MMF', units: '25000' },
  { accountCode: 'C10001', fundId: 'LR-ASIA-BOND', units: '800' },
];

const demoWatchlist = ['LR-GC-GROWTH', 'PC-US-INDEX', 'JD-CNY-BOND'];

const DAY_MS = 86_400_000;

/** Answers scoring 31 (level 4, growth) for the demo assessments. */
const growthAnswers = {
  ageBand: 4,
  investmentExperience: 4,
  annualIncome: 4,
  netWorth: 4,
  investmentHorizon: 4,
  investmentObjective: 4,
  lossTolerance: 4,
  productKnowledge: 3,
  assetTypes: ['cashDeposits', 'securities'],
  incomeSources: ['salary', 'investment'],
} as const;

/**
 * When the demo book's opening journals are posted: 00:00 HKT on the first day of the month before
 * the seeding, so a fresh book already has an ended day and an ended month of statements.
 */
export function demoOpeningInstant(now: Date): Date {
  const firstOfMonth = `${hongKongDate(now).slice(0, 7)}-01`;
  return cutOffInstant(subtractMonths(firstOfMonth, 1), '00:00');
}

async function seedBooks(db: Kysely<Database>, accountId: number, accountCode: string, now: Date) {
  // The fund feed itself: the composed provider would import the area list, which holds this
  // seed's own area.
  const feed = createSimulatedFundFeed({ clock: () => now });
  const boughtOn = addCalendarDays(hongKongDate(now), -365);
  const postedAt = demoOpeningInstant(now);
  for (const cash of demoCash.filter((row) => row.accountCode === accountCode)) {
    const movements = [
      {
        from: firmBook('clearing', 'cash', cash.currency),
        to: clientBook('cash', accountId, cash.currency),
        amount: cash.amount,
      },
    ];
    await postJournal(db, { reason: 'deposit', postedAt, movements });
  }
  for (const holding of demoHoldings.filter((row) => row.accountCode === accountCode)) {
    const nav = navOnOrBefore(await feed.navHistory(holding.fundId), boughtOn)?.nav ?? '1';
    const movements = [
      {
        from: firmBook('clearing', 'units', holding.fundId),
        to: clientBook('units', accountId, holding.fundId),
        amount: holding.units,
      },
    ];
    await postJournal(db, { reason: 'transferIn', postedAt, movements });
    await changeBookCost(
      db,
      accountId,
      holding.fundId,
      roundDecimal(toDecimal(holding.units).mul(nav), 2, 'normal'),
    );
  }
}

async function seedAssessment(db: Kysely<Database>, accountId: number, approvedAt: Date) {
  if (await hasAssessment(db, accountId)) return;
  await insertAssessment(db, {
    accountId,
    version: RAQ_VERSION,
    answers: growthAnswers,
    score: 31,
    level: 4,
    status: 'approved',
    submittedAt: approvedAt,
    approvedAt,
  });
}

/**
 * The demo book's funds data (issue 4): cash and holdings put on the books through the ledger's
 * own journal (no rows around the books) at `demoOpeningInstant`, C10001's level-4 assessment
 * expiring in a year and watchlist, C10005's expired assessment. Idempotent: a client with books
 * is left alone.
 */
export async function seedDemoFunds(
  db: Kysely<Database>,
  now: Date,
): Promise<{ fundClients: number }> {
  let fundClients = 0;
  for (const accountCode of ['C10001', 'C10005']) {
    const account = await findAccountByCode(db, accountCode, 'gateway');
    if (!account) continue;
    const isExpired = accountCode === 'C10005';
    const approvedAt = new Date(now.getTime() - (isExpired ? 760 : 365) * DAY_MS);
    await db.transaction().execute(async (trx) => {
      await seedAssessment(trx, account.id, approvedAt);
      if ((await findLedgerAccountsOf(trx, account.id)).length > 0) return;
      await seedBooks(trx, account.id, accountCode, now);
      fundClients += 1;
    });
    if (accountCode === 'C10001') {
      for (const fundId of demoWatchlist)
        await insertWatchedFund(db, { accountId: account.id, fundId, addedAt: now });
    }
  }
  return { fundClients };
}
