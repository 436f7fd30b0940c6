import { STOCK_FEE_NAMES, type StockFeeName } from '../../../../shared/domain/stock-fees';
import type { Kysely } from 'kysely';
import type { BrandConfig } from '../../../../brands/brand-config';
import type { Language } from '../../../../shared/contracts/common';
import type { ExchangeCode } from '../../../../shared/contracts/stock-definition';
import type { IsoDate } from '../../../../shared/domain/business-calendar';
import { toDecimal } from '../../../../shared/domain/decimal';
import { roundDecimal } from '../../../../shared/domain/rounding';
import { tradingSchedule } from '../../../../shared/domain/stock-sessions';
import type { Database } from '../../../db/schema';
import type { StockFeed } from '../../../market-data/stock-feed';
import type { StatementClient, TradeDocumentView } from '../../ports/gateway-documents.port';
import {
  findStockOrder,
  type StockFillRow,
  type StockOrderRow,
} from '../stocks/stock-order.repository';
import { findContractNoteFills, findContractNotesOf } from './contract-note.repository';
import { renderContractNote } from './contract-note-pdf';

/**
 * Contract notes (issue 11 §8): one per stock order and trade date with fills, rendered from the
 * fills when asked for (nothing is stored), issued when the trade date's trading has ended, so a
 * note never changes once a client can read it.
 */

/** A contract note's document id. */
export const contractNoteId = (orderId: number, tradeDate: IsoDate) =>
  `contract:${orderId}:${tradeDate}`;

/** When a trade date's contract notes are issued: the end of its last session. */
export function contractNoteIssuedAt(exchange: ExchangeCode, tradeDate: IsoDate): Date {
  const last = tradingSchedule(exchange, tradeDate).at(-1);
  // A fill on a day without sessions cannot happen; its note is issued at the day's end anyway.
  return last?.end ?? new Date(`${tradeDate}T23:59:59Z`);
}

/** The client's contract notes issued by `now`. */
export async function contractNotesOf(
  db: Kysely<Database>,
  accountId: number,
  now: Date,
): Promise<TradeDocumentView[]> {
  const notes = await findContractNotesOf(db, accountId);
  return notes.flatMap((note) => {
    const issuedAt = contractNoteIssuedAt(note.exchange as ExchangeCode, note.tradeDate);
    if (issuedAt > now) return [];
    return [
      {
        id: contractNoteId(note.stockOrderId, note.tradeDate),
        type: 'contractNote' as const,
        periodStart: note.tradeDate,
        periodEnd: note.tradeDate,
        issuedAt: issuedAt.toISOString(),
        name: `${note.symbol} #${note.stockOrderId}`,
      },
    ];
  });
}

/** What a contract note shows. */
export type ContractNoteData = {
  accountCode: string;
  holderName: string;
  order: StockOrderRow;
  stockName: string;
  /** Decimals the stock's prices show (its exchange's); undefined when the feed lacks it. */
  priceDecimals: number | undefined;
  tradeDate: IsoDate;
  settlementDate: IsoDate;
  issuedAt: Date;
  fills: StockFillRow[];
  totals: {
    quantity: string;
    consideration: string;
    averagePrice: string;
    fees: Record<FeeField, string>;
    totalFees: string;
    /** Buy: consideration + fees (payable); sell: consideration − fees (receivable). */
    net: string;
  };
};

/** The fee columns of a fill, in the order a note lists them (the domain's fee list). */
export const FEE_FIELDS = STOCK_FEE_NAMES;
export type FeeField = StockFeeName;

const sumOf = (fills: readonly StockFillRow[], pick: (fill: StockFillRow) => string) =>
  fills.reduce((sum, fill) => sum.add(pick(fill)), toDecimal('0'));

/** A note's figures from its fills. */
export function contractNoteTotals(
  side: StockOrderRow['side'],
  fills: readonly StockFillRow[],
): ContractNoteData['totals'] {
  const quantity = sumOf(fills, (fill) => fill.quantity);
  const consideration = sumOf(fills, (fill) => fill.consideration);
  const totalFees = sumOf(fills, (fill) => fill.totalFees);
  const fees = Object.fromEntries(
    FEE_FIELDS.map((field) => [field, sumOf(fills, (fill) => fill[field]).toFixed()]),
  ) as Record<FeeField, string>;
  const net = side === 'B' ? consideration.add(totalFees) : consideration.sub(totalFees);
  return {
    quantity: quantity.toFixed(),
    consideration: consideration.toFixed(),
    averagePrice: quantity.isZero() ? '0' : roundDecimal(consideration.div(quantity), 4, 'normal'),
    fees,
    totalFees: totalFees.toFixed(),
    net: net.toFixed(),
  };
}

/**
 * One contract note as a PDF in `language`, or undefined when the client has no such note (no
 * fills of that order on that date, another client's order, or not issued by `now`).
 */
export async function contractNotePdf(
  deps: { db: Kysely<Database>; stocks?: StockFeed; brand: BrandConfig },
  client: StatementClient,
  request: { orderId: number; tradeDate: IsoDate; language: Language; now: Date },
): Promise<Uint8Array | undefined> {
  const { db } = deps;
  const order = await findStockOrder(db, request.orderId);
  if (!order || order.accountId !== client.accountId) return undefined;
  const issuedAt = contractNoteIssuedAt(order.exchange as ExchangeCode, request.tradeDate);
  if (issuedAt > request.now) return undefined;
  const fills = await findContractNoteFills(db, client.accountId, order.id, request.tradeDate);
  const first = fills[0];
  if (!first) return undefined;
  const instrument = await deps.stocks?.get(order.symbol);
  const data: ContractNoteData = {
    accountCode: client.accountCode,
    holderName: client.holderName,
    order,
    stockName: instrument?.name[request.language] ?? '',
    priceDecimals: instrument?.priceDecimals,
    tradeDate: request.tradeDate,
    settlementDate: first.settlementDate,
    issuedAt,
    fills,
    totals: contractNoteTotals(order.side, fills),
  };
  return renderContractNote(data, deps.brand, request.language);
}
