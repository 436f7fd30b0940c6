/** The virtual-assets area's pages (spec §2.6): one place for its links, its menu and its routes. */

const root = '/cryptos';

/** `/cryptos/order`, with the pair to open (`?pair=BTC-USD`). */
function order(pair?: string): string {
  return pair ? `${root}/order?${new URLSearchParams({ pair }).toString()}` : `${root}/order`;
}

/** Where each virtual-assets page lives. */
export const cryptoPaths = {
  root,
  dashboard: `${root}/dashboard`,
  portfolio: `${root}/portfolio`,
  order,
  history: `${root}/history`,
};
