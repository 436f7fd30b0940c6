import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  FX_MAX_HKD_EQUIVALENT,
  FX_QUOTE_SECONDS,
  FX_RATE_TOLERANCE,
  FX_SPREAD,
} from '../../../../shared/domain/cash-instruction';
import { CASH_RESULT, type CashResultCode } from '../../../../shared/domain/cash-results';
import { currencyFor } from '../../../../shared/domain/currency';
import { toDecimal } from '../../../../shared/domain/decimal';
import { roundDecimal, toSignificant } from '../../../../shared/domain/rounding';
import type { Database } from '../../../db/schema';
import { findCurrencies } from '../../../repositories/currency.repository';
import type { ClientRef } from '../../ports/client-ref';
import type { FxQuote } from '../../ports/gateway-cash.port';
import { clientBook, firmBook, ledgerCode, lockBooks, postJournal } from '../../core/books/ledger';
import { recordNotifications } from '../../core/notifications/notification-outbox';
import { fxNotifications } from './cash-notifications';
import type { CashBookDeps } from './cash-deps';
import {
  insertFxQuote,
  lockFxQuote,
  markFxQuoteExecuted,
  type FxQuoteRow,
} from './cash.repository';

/**
 * FX (issue 13 §5, fact §3.11): a quote converts an amount of one cash currency into another at
 * the mid rate through the HKD pivot less the firm's spread, firm for FX_QUOTE_SECONDS (stored);
 * executing it before expiry posts one journal (the client's sold currency to the firm's `fx`
 * account, the firm's `fx` account of the bought currency to the client) and marks the quote
 * used, under its row lock, so a quote executes at most once.
 */

type Answer = { result: CashResultCode; quote: FxQuote | null };

const toQuote = (row: FxQuoteRow): FxQuote => ({
  quoteId: row.quoteId,
  sellCurrency: row.sellCurrency,
  buyCurrency: row.buyCurrency,
  sellAmount: toDecimal(row.sellAmount).toFixed(),
  buyAmount: toDecimal(row.buyAmount).toFixed(),
  rate: toDecimal(row.rate).toFixed(),
  midRate: toDecimal(row.midRate).toFixed(),
  quotedAt: row.quotedAt,
  expiresAt: row.expiresAt,
  executedAt: row.executedAt,
});

/** The mid rate (bought units per sold unit) and the sold currency's HKD rate, or null. */
async function midRateOf(db: Kysely<Database>, sell: string, buy: string) {
  const rates = new Map(
    (await findCurrencies(db, [sell, buy])).map((row) => [row.code, row.hkdRate] as const),
  );
  const [sellHkd, buyHkd] = [rates.get(sell), rates.get(buy)];
  if (!sellHkd || !buyHkd) return null;
  return { mid: toSignificant(toDecimal(sellHkd).div(buyHkd), 15), sellHkd };
}

const cashRef = (client: ClientRef, currency: string) =>
  clientBook('cash', client.accountId, currency);

async function availableOf(db: Kysely<Database>, client: ClientRef, currency: string) {
  const ref = cashRef(client, currency);
  return toDecimal((await lockBooks(db, [ref])).get(ledgerCode(ref))?.balance ?? '0');
}

/** Quotes a conversion of `sellAmount`. */
export async function quoteFx(
  deps: CashBookDeps,
  request: {
    client: ClientRef;
    sellCurrency: string;
    buyCurrency: string;
    sellAmount: string;
    now: Date;
  },
): Promise<Answer> {
  const { sellCurrency, buyCurrency, sellAmount, now } = request;
  const refuse = (result: CashResultCode): Answer => ({ result, quote: null });
  if (sellCurrency === buyCurrency) return refuse(CASH_RESULT.fxSameCurrency);
  const cash = deps.brand.currencies.cash;
  if (!cash.includes(sellCurrency) || !cash.includes(buyCurrency))
    return refuse(CASH_RESULT.fxInvalidCurrency);
  const amount = toDecimal(sellAmount);
  if (
    !amount.isFinite() ||
    amount.lte(0) ||
    amount.decimalPlaces() > currencyFor(sellCurrency).precision
  )
    return refuse(CASH_RESULT.fxInvalidAmount);
  return deps.db.transaction().execute(async (db) => {
    const rates = await midRateOf(db, sellCurrency, buyCurrency);
    if (!rates) return refuse(CASH_RESULT.fxNoRate);
    if (amount.mul(rates.sellHkd).gt(FX_MAX_HKD_EQUIVALENT))
      return refuse(CASH_RESULT.fxAmountTooLarge);
    const rate = toSignificant(toDecimal(rates.mid).mul(toDecimal('1').sub(FX_SPREAD)), 10);
    const buyAmount = roundDecimal(amount.mul(rate), currencyFor(buyCurrency).precision, 'down');
    if (toDecimal(buyAmount).lte(0)) return refuse(CASH_RESULT.fxAmountTooSmall);
    if ((await availableOf(db, request.client, sellCurrency)).lt(amount))
      return refuse(CASH_RESULT.fxInsufficientCash);
    const row = await insertFxQuote(db, {
      quoteId: randomUUID(),
      accountId: request.client.accountId,
      sellCurrency,
      buyCurrency,
      sellAmount: amount.toFixed(),
      buyAmount,
      midRate: rates.mid,
      rate,
      quotedAt: now,
      expiresAt: new Date(now.getTime() + FX_QUOTE_SECONDS * 1000),
    });
    return { result: CASH_RESULT.success, quote: toQuote(row) };
  });
}

/** Executes a quote once, before it expires, for the amounts it quoted. */
export function executeFx(
  deps: CashBookDeps,
  request: { client: ClientRef; quoteId: string; sellAmount: string; buyAmount: string; now: Date },
): Promise<Answer> {
  const { client, now } = request;
  return deps.db.transaction().execute(async (db): Promise<Answer> => {
    const row = await lockFxQuote(db, request.quoteId);
    if (row?.accountId !== client.accountId)
      return { result: CASH_RESULT.fxQuoteNotFound, quote: null };
    const quote = toQuote(row);
    const refuse = (result: CashResultCode): Answer => ({ result, quote });
    if (row.executedAt !== null) return refuse(CASH_RESULT.fxQuoteAlreadyExecuted);
    if (now.getTime() >= row.expiresAt.getTime()) return refuse(CASH_RESULT.fxQuoteExpired);
    if (
      !toDecimal(request.sellAmount).eq(row.sellAmount) ||
      !toDecimal(request.buyAmount).eq(row.buyAmount)
    )
      return refuse(CASH_RESULT.fxQuoteChanged);
    const rates = await midRateOf(db, row.sellCurrency, row.buyCurrency);
    if (!rates) return refuse(CASH_RESULT.fxNoRate);
    const drift = toDecimal(rates.mid).sub(row.midRate).abs().div(row.midRate);
    if (drift.gt(FX_RATE_TOLERANCE)) return refuse(CASH_RESULT.fxRateChanged);
    const sell = cashRef(client, row.sellCurrency);
    const buy = cashRef(client, row.buyCurrency);
    const fxAccount = (currency: string) => firmBook('fx', 'cash', currency);
    const accounts = await lockBooks(db, [
      sell,
      buy,
      fxAccount(row.sellCurrency),
      fxAccount(row.buyCurrency),
    ]);
    if (toDecimal(accounts.get(ledgerCode(sell))?.balance ?? '0').lt(row.sellAmount))
      return refuse(CASH_RESULT.fxInsufficientCash);
    await postJournal(db, {
      reason: 'fx',
      postedAt: now,
      movements: [
        { from: sell, to: fxAccount(row.sellCurrency), amount: quote.sellAmount },
        { from: fxAccount(row.buyCurrency), to: buy, amount: quote.buyAmount },
      ],
    });
    const executed = await markFxQuoteExecuted(db, row.id, now);
    await recordNotifications(db, fxNotifications(executed, now));
    return { result: CASH_RESULT.success, quote: toQuote(executed) };
  });
}
