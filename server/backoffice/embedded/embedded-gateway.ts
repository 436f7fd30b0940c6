import type { BrandConfig } from '../../../brands/brand-config';
import type { Gateway } from '../ports/gateway.port';
import { cashOf } from './books/book-balances';
import { findLedgerAccountsOf } from './books/ledger.repository';
import { createEmbeddedDocuments } from './trade-documents/embedded-documents';
import type { FundBookDeps } from './funds/fund-book-deps';
import { createEmbeddedFunds } from './funds/embedded-funds';

/** What the embedded back office needs: the books' database, the fund feed and the brand. */
export type EmbeddedGatewayDeps = FundBookDeps & { brand: BrandConfig };

/**
 * The embedded Gateway (ARCHITECTURE.md §5): every port on real double-entry books in the
 * portal's database, one folder per product area.
 */
export function createEmbeddedGateway(deps: EmbeddedGatewayDeps): Gateway {
  const { db } = deps;
  return {
    funds: createEmbeddedFunds(deps),
    cash: {
      balances: async (client) => cashOf(await findLedgerAccountsOf(db, client.accountId, 'cash')),
    },
    documents: createEmbeddedDocuments(deps),
  };
}
