import type { Gateway } from './gateway.port';

/**
 * The back office of each account source (spec §1): a client's books live with its source's back
 * office, and a call reaches them as `context.backOffices[source]`. Gateway keeps funds, stocks,
 * cash, IPOs and corporate actions; the Fos back office (virtual assets) joins this map with its
 * own ports when its area lands, built on the same core books (server/backoffice/core/).
 */
export type BackOffices = {
  gateway: Gateway;
};

/** A source that has a back office of its own, as an account claim names it. */
export type BookSource = keyof BackOffices;
