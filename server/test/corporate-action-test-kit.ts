import { expect } from 'vitest';
import type { CallInput, CallName, CallOutput } from '../../shared/contracts/index';
import {
  addBusinessDays,
  businessDayOnOrAfter,
  hongKongDate,
  type IsoDate,
} from '../../shared/domain/business-calendar';
import { toDecimal } from '../../shared/domain/decimal';
import { cutOffInstant } from '../../shared/domain/fund-dealing';
import {
  corporateActionJobHandlers,
  syncCorporateActions,
} from '../backoffice/gateway/corporate-actions/corporate-action-steps';
import { runDueJobs } from '../jobs/job-runner';
import { createSimulatedCorporateActionFeed } from '../market-data/simulated-corporate-actions';
import { createSimulatedMarketData } from '../areas/simulated-market-data';
import { findAccountByCode } from '../repositories/account.repository';
import {
  createAuthTestApp,
  post,
  signIn,
  type AuthTestApp,
  type BrowserSession,
} from './auth-client';

/**
 * The corporate-action tests' set-up (issue 12 §4): a test app whose corporate-action feed is
 * anchored at today's business day (the simulated demo events: a past 02800 dividend, a 00005
 * dividend with a scrip option open for election, a 00700 bonus issue and split ahead), a
 * clock moved by business days from there, and the timetable's jobs run at the clock's time.
 */
export type CorporateActionKit = {
  t: AuthTestApp;
  anchor: IsoDate;
  clientId: number;
  session: BrowserSession;
  /** Moves the clock to a business day from the anchor at an HKT time, signs in again, runs the due jobs. */
  moveTo(offset: number, time?: string): Promise<void>;
  call<N extends CallName>(
    name: N,
    input: CallInput<N>,
    as?: BrowserSession,
  ): Promise<CallOutput<N>>;
  /** C10001's balance of one ledger kind and asset, and a shares account's book cost. */
  balance(kind: string, asset: string): Promise<{ balance: string; bookCost: string }>;
  close(): Promise<void>;
};

/** Builds the kit: the app at the anchor's 10:00 HKT, the feed synced and due jobs run. */
export async function createCorporateActionKit(): Promise<CorporateActionKit> {
  const anchor = businessDayOnOrAfter(hongKongDate(new Date()));
  const corporateActions = createSimulatedCorporateActionFeed(anchor);
  const base = createSimulatedMarketData({ clock: () => new Date() });
  const t = await createAuthTestApp({
    marketData: { ...base, corporateActions },
  });
  const client = await findAccountByCode(t.db, 'C10001', 'gateway');
  if (!client) throw new Error('C10001 missing');
  const handlers = corporateActionJobHandlers({ feed: corporateActions });
  const kit: CorporateActionKit = {
    t,
    anchor,
    clientId: client.id,
    session: { sessionId: '', cookies: {} },
    async moveTo(offset, time = '10:00') {
      t.clock.now = cutOffInstant(addBusinessDays(anchor, offset), time);
      kit.session = await signIn(t.app, 'C10001');
      await syncCorporateActions(t.db, corporateActions, t.clock.now);
      await runDueJobs(t.db, handlers, t.clock.now);
    },
    async call(name, input, as) {
      const reply = await post(t.app, name, input, as ?? kit.session);
      expect([name, reply.statusCode, reply.statusCode === 200 ? '' : reply.body]).toEqual([
        name,
        200,
        '',
      ]);
      return reply.json();
    },
    async balance(kind, asset) {
      const row = await t.db
        .selectFrom('ledgerAccount')
        .select(['balance', 'bookCost'])
        .where('ownerAccountId', '=', client.id)
        .where('kind', '=', kind)
        .where('asset', '=', asset)
        .executeTakeFirst();
      return {
        balance: toDecimal(row?.balance ?? '0').toFixed(),
        bookCost: toDecimal(row?.bookCost ?? '0').toFixed(),
      };
    },
    close: () => t.close(),
  };
  await kit.moveTo(0);
  return kit;
}
