/** The stocks area's pages (spec §2.5): one place for its links, its menu and its routes. */

const root = '/stocks';

/** What an order page link may preset: a symbol and side, or an order to place again. */
export type OrderLink = { symbol?: string; side?: 'B' | 'S'; again?: number };

/** `/stocks/order`, with the symbol and side to preset or the order to place again. */
function order(link: OrderLink = {}): string {
  const query = new URLSearchParams();
  if (link.symbol) query.set('symbol', link.symbol);
  if (link.side) query.set('side', link.side);
  if (link.again !== undefined) query.set('again', String(link.again));
  const text = query.toString();
  return text ? `${root}/order?${text}` : `${root}/order`;
}

/** Where each stocks page lives. */
export const stockPaths = {
  root,
  dashboard: `${root}/dashboard`,
  portfolio: `${root}/portfolio`,
  order,
  history: `${root}/history`,
  document: `${root}/document`,
  ipo: `${root}/ipo`,
  corporateAction: `${root}/corporateAction`,
};
