import type { ExchangeCode } from '../../../../../shared/contracts/stock-definition';
import { sessionAt } from '../../../../../shared/domain/stock-sessions';
import type { StockFeed } from '../../../../market-data/stock-feed';
import type { AuctionResult, MatchWindow, SessionSegment } from './match';

/**
 * The inputs of matching one symbol over `(from, to]` (match.ts): the sessions the window crosses
 * (domain stock-sessions.ts), the feed's tape and the auctions that have run in it.
 */

/** The sessions of `(from, to]`, each cut to the window. */
export function segmentsBetween(exchange: ExchangeCode, from: Date, to: Date): SessionSegment[] {
  const segments: SessionSegment[] = [];
  for (let start = from; start < to;) {
    const state = sessionAt(exchange, start);
    const next = state.nextChangeAt;
    const isComplete = next !== null && next <= to;
    const end = isComplete ? next : to;
    segments.push({
      session: state.session,
      tradeDate: state.tradeDate,
      from: start,
      to: end,
      isComplete,
    });
    if (end <= start) break;
    start = end;
  }
  return segments;
}

const AUCTIONS = { preOpeningMatching: 'opening', closingRandom: 'closing' } as const;

/** Reads one symbol's window from the feed. */
export async function readWindow(
  feed: StockFeed,
  order: { exchange: ExchangeCode; symbol: string },
  from: Date,
  to: Date,
): Promise<MatchWindow> {
  const segments = segmentsBetween(order.exchange, from, to);
  const before = sessionAt(order.exchange, new Date(from.getTime() - 1));
  const auctions: AuctionResult[] = [];
  for (const segment of segments) {
    const auction =
      segment.session in AUCTIONS ? AUCTIONS[segment.session as keyof typeof AUCTIONS] : null;
    if (!auction || !segment.isComplete) continue;
    const price = await feed.auctionPrice(order.symbol, segment.tradeDate, auction, to);
    if (price !== undefined) {
      auctions.push({ tradeDate: segment.tradeDate, auction, price, at: segment.to });
    }
  }
  return {
    before: { session: before.session, tradeDate: before.tradeDate },
    segments,
    tape: await feed.tape(order.symbol, from, to),
    auctions,
  };
}
