import type { Fos } from './fos.port';
import type { Gateway } from './gateway.port';

/**
 * The back office of each account source (spec §1): a client's books live with its source's back
 * office, and a call reaches them as `context.backOffices[source]`. Gateway keeps funds, stocks,
 * cash, IPOs and corporate actions; Fos keeps virtual assets (fos.port.ts). Both are built on the
 * same core books (server/backoffice/core/), each on its own ledger accounts.
 */
export type BackOffices = {
  gateway: Gateway;
  fos: Fos;
};

/** A source that has a back office of its own, as an account claim names it. */
export type BookSource = keyof BackOffices;
