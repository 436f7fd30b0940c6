import { afterAll, beforeAll, expect } from 'vitest';
import type { CallInput, CallOutput } from '../../shared/contracts/index';
import { hongKongDate } from '../../shared/domain/business-calendar';
import { toDecimal } from '../../shared/domain/decimal';
import type { Fund } from '../../shared/domain/fund-instrument';
import { formatNumber } from '../../shared/domain/number-format';
import { fundDealingHandlers } from '../backoffice/gateway/funds/fund-dealing.job';
import { runDueJobs } from '../jobs/job-runner';
import { createSimulatedMarketData } from '../areas/simulated-market-data';
import { findAccountByCode } from '../repositories/account.repository';
import { findFirstEntryAt } from '../backoffice/core/books/ledger-history.repository';
import { DEMO_TRADE_PASSWORD } from '../seed/demo-sign-in';
import { demoOpeningInstant } from '../seed/demo-funds';
import {
  createAuthTestApp,
  post,
  signIn,
  type AuthTestApp,
  type BrowserSession,
} from './auth-client';

/**
 * The trade document tests' shared set-up (issue 4 /funds/document): an app on the backdated demo
 * book, calls as C10001 (or another account's session), and C10001's figures read straight from
 * the ledger, so the PDFs are checked against the books rather than against fixed numbers.
 */

type Documents = CallOutput<'trade-document/searchTradeDocuments'>['documents'];

/** Ledger kinds in the column order of a statement's cash and unit tables. */
export const CASH_KINDS = ['cash', 'cashHeld', 'cashPending'];
export const UNIT_KINDS = ['units', 'unitsFrozen', 'unitsPending'];

/** The state `useDocumentsTestApp` fills before the tests run. */
type State = {
  t: AuthTestApp;
  c10001: number;
  /** The demo book's opening (demo-funds.ts): its cash, funds and shares come in that day. */
  openingDay: string;
  openingMonth: string;
  /** The first day of C10001's books: the plan's funding deposit, before the opening. */
  firstDay: string;
};

/** Opens the app before a file's tests and closes it after; answers the helpers. */
export function useDocumentsTestApp() {
  const state = {} as State;
  const sessions = new Map<string, BrowserSession>();

  beforeAll(async () => {
    state.t = await createAuthTestApp();
    state.c10001 = (await findAccountByCode(state.t.db, 'C10001', 'gateway'))?.id ?? 0;
    const first = await findFirstEntryAt(state.t.db, state.c10001);
    state.firstDay = hongKongDate(first ?? new Date(0));
    state.openingDay = hongKongDate(demoOpeningInstant(state.t.clock.now));
    state.openingMonth = state.openingDay.slice(0, 7);
  });
  afterAll(async () => {
    await state.t.close();
  });

  /** A signed-in session of the account, one per clock instant (sessions age with the clock). */
  async function sessionOf(accountCode: string): Promise<BrowserSession> {
    const key = `${accountCode}@${state.t.clock.now.getTime()}`;
    const found = sessions.get(key) ?? (await signIn(state.t.app, accountCode));
    sessions.set(key, found);
    return found;
  }

  async function search(
    input: Partial<CallInput<'trade-document/searchTradeDocuments'>> = {},
    accountCode = 'C10001',
  ): Promise<Documents> {
    const reply = await post(
      state.t.app,
      'trade-document/searchTradeDocuments',
      { accountCode: 'C10001', ...input },
      await sessionOf(accountCode),
    );
    expect(reply.statusCode).toBe(200);
    return reply.json<{ documents: Documents }>().documents;
  }

  const download = async (documentId: string, language = 'en', accountCode = 'C10001') =>
    post(
      state.t.app,
      'trade-document/downloadTradeDocument',
      { accountCode: 'C10001', documentId, language },
      await sessionOf(accountCode),
    );

  async function pdfOf(documentId: string, language = 'en'): Promise<Buffer> {
    const reply = await download(documentId, language);
    expect(reply.statusCode).toBe(200);
    const file = reply.json<CallOutput<'trade-document/downloadTradeDocument'>>();
    expect(file.contentType).toBe('application/pdf');
    return Buffer.from(file.contentBase64, 'base64');
  }

  /** C10001 subscribes `amount` to a fund now; answers the order id. */
  async function subscribe(idempotencyKey: string, fundId: string, amount: string) {
    const reply = await post(
      state.t.app,
      'fund-order/placeSubscription',
      { accountCode: 'C10001', idempotencyKey, fundId, amount, tradePassword: DEMO_TRADE_PASSWORD },
      await sessionOf('C10001'),
    );
    expect(reply.json()).toMatchObject({ result: 0 });
    return reply.json<{ orders: { orderId: number }[] }>().orders[0]?.orderId ?? 0;
  }

  return { state, sessionOf, search, download, pdfOf, subscribe, ...ledgerReaders(state) };
}

/** C10001's figures read from the ledger, and the feed's funds, at the test clock. */
function ledgerReaders(state: State) {
  /** A balance of one ledger kind and asset at an instant, summed from the entries. */
  async function balanceAt(kind: string, asset: string, instant: Date): Promise<string> {
    const row = await state.t.db
      .selectFrom('ledgerEntry')
      .innerJoin('ledgerAccount', 'ledgerAccount.id', 'ledgerEntry.ledgerAccountId')
      .select((eb) => eb.fn.sum<string>('ledgerEntry.amount').as('total'))
      .where('ledgerAccount.ownerAccountId', '=', state.c10001)
      .where('ledgerAccount.kind', '=', kind)
      .where('ledgerAccount.asset', '=', asset)
      .where('ledgerEntry.postedAt', '<', instant)
      .executeTakeFirst();
    return toDecimal(row?.total ?? '0').toFixed();
  }

  /**
   * The balance line a cash (or, with the unit kinds and the fund's precision, a unit) section
   * shows: label, then available, held or frozen, and pending.
   */
  async function balanceLine(
    label: string,
    asset: string,
    instant: Date,
    kinds = CASH_KINDS,
    decimals = 2,
  ) {
    const figures = await Promise.all(kinds.map((kind) => balanceAt(kind, asset, instant)));
    return [label, ...figures.map((value) => formatNumber(value, 'en', decimals))].join('\n');
  }

  /** The one units entry of a fund posted for a reason (and an order). */
  async function unitEntry(fundId: string, kind: string, reason: string, orderId?: number) {
    let query = state.t.db
      .selectFrom('ledgerEntry')
      .innerJoin('ledgerAccount', 'ledgerAccount.id', 'ledgerEntry.ledgerAccountId')
      .select(['ledgerEntry.amount', 'ledgerEntry.postedAt'])
      .where('ledgerAccount.ownerAccountId', '=', state.c10001)
      .where('ledgerAccount.kind', '=', kind)
      .where('ledgerAccount.asset', '=', fundId)
      .where('ledgerEntry.reason', '=', reason);
    if (orderId !== undefined) query = query.where('ledgerEntry.fundOrderId', '=', orderId);
    const rows = await query.execute();
    expect(rows).toHaveLength(1);
    return rows[0] as { amount: string; postedAt: Date };
  }

  const feed = () => createSimulatedMarketData({ clock: state.t.clock.read }).funds;

  async function fundOf(fundId: string): Promise<Fund> {
    const fund = await feed().get(fundId);
    if (!fund) throw new Error(`no fund ${fundId}`);
    return fund;
  }

  /** Runs the fund dealing jobs due at the clock's present. */
  const deal = (): Promise<number> =>
    runDueJobs(
      state.t.db,
      fundDealingHandlers({ funds: feed(), brand: state.t.config.brand }),
      state.t.clock.now,
    );

  return { balanceAt, balanceLine, unitEntry, fundOf, deal };
}

/** A fund's unit table in the unit movements section: its heading to its closing line. */
export function unitSection(text: string, fundId: string): string {
  const title = text.indexOf('Fund unit movements');
  const start = text.indexOf(`(${fundId})`, title);
  if (title < 0 || start < 0) return '';
  const lines = text.slice(start).split('\n');
  const closing = lines.findIndex((line) => line.startsWith('Closing balance'));
  return lines.slice(0, closing + 4).join('\n');
}

/** The text of one currency's cash section. */
export function cashSection(text: string, currency: string): string {
  const start = text.indexOf(`Cash (${currency})`);
  return text.slice(start, text.indexOf('Total cash', start));
}
