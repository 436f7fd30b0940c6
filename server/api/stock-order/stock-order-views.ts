import type { z } from 'zod';
import type { stockOrder, stockOrderAnswer } from '../../../shared/contracts/stock-order';
import type { LocalisedText } from '../../../shared/domain/fund-instrument';
import { stockOrderResultName } from '../../../shared/domain/stock-order-result';
import { displayStatusOf } from '../../../shared/domain/stock-order-status';
import type {
  StockFillRecord,
  StockOrderRecord,
  StockOrderStatusChange,
} from '../../backoffice/ports/gateway-stocks.port';
import type { StockSubmitOutcome } from '../../commands/submit-stock-order.command';
import type { StockFeed } from '../../market-data/stock-feed';

type StockOrderView = z.input<typeof stockOrder>;

/** A stock's name in three languages; its symbol when the feed no longer lists it. */
async function namesOf(
  feed: StockFeed,
  symbols: readonly string[],
): Promise<Map<string, LocalisedText>> {
  const unique = [...new Set(symbols)];
  const instruments = await Promise.all(unique.map((symbol) => feed.get(symbol)));
  return new Map(
    unique.map((symbol, index) => {
      const name = instruments[index]?.name ?? { en: symbol, 'zh-HK': symbol, 'zh-CN': symbol };
      return [symbol, name];
    }),
  );
}

function viewOf(record: StockOrderRecord, name: LocalisedText): StockOrderView {
  return {
    ...record,
    name,
    displayStatus: displayStatusOf(record.status),
    placedAt: record.placedAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

/** Orders as the web reads them: names, display statuses, ISO instants. */
export async function stockOrderViews(
  feed: StockFeed,
  records: readonly StockOrderRecord[],
): Promise<StockOrderView[]> {
  const names = await namesOf(
    feed,
    records.map((record) => record.symbol),
  );
  return records.map((record) => viewOf(record, names.get(record.symbol) as LocalisedText));
}

/** A placement, modify or cancel answer on the wire. */
export async function stockOrderAnswerOf(
  feed: StockFeed,
  outcome: StockSubmitOutcome,
): Promise<z.input<typeof stockOrderAnswer>> {
  const [order] = outcome.order ? await stockOrderViews(feed, [outcome.order]) : [null];
  return {
    result: outcome.result,
    resultName: stockOrderResultName(outcome.result),
    ...(outcome.tradePassword ? { tradePassword: outcome.tradePassword } : {}),
    isReplay: outcome.isReplay,
    order: order ?? null,
  };
}

/** Status moves on the wire. */
export const stockStatusChangeViews = (changes: readonly StockOrderStatusChange[]) =>
  changes.map((change) => ({
    fromStatus: change.from,
    status: change.to,
    displayStatus: displayStatusOf(change.to),
    reasonCode: change.reasonCode,
    at: change.at.toISOString(),
  }));

/** Fills on the wire. */
export const stockFillViews = (fills: readonly StockFillRecord[]) =>
  fills.map((fill) => ({ ...fill, at: fill.at.toISOString() }));
