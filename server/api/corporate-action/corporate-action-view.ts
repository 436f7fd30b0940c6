import type { z } from 'zod';
import type { clientCorporateAction } from '../../../shared/contracts/corporate-action';
import type { ClientCorporateAction } from '../../backoffice/ports/gateway-corporate-actions.port';
import type { StockFeed } from '../../market-data/stock-feed';

/** A client's corporate action as the contract carries it. */
export type CorporateActionView = z.infer<typeof clientCorporateAction>;

/** The contract's view of an event: the port's record with the stock's name from the feed. */
export async function toCorporateActionView(
  stocks: StockFeed,
  event: ClientCorporateAction,
): Promise<CorporateActionView> {
  const instrument = await stocks.get(event.terms.symbol);
  const code = event.terms.symbol;
  return {
    ...event.terms,
    name: instrument?.name ?? { en: code, 'zh-HK': code, 'zh-CN': code },
    options: [...event.options],
    isPast: event.isPast,
    status: event.status,
    heldQuantity: event.heldQuantity,
    isRecordFixed: event.isRecordFixed,
    election: event.election,
    canElect: event.canElect,
    estimate: event.estimate,
    outcome: event.outcome,
    paidAt: event.paidAt?.toISOString() ?? null,
  };
}
