import type { BrandConfig } from '../../../../brands/brand-config';
import type { GatewayDocumentsPort } from '../../ports/gateway-documents.port';
import type { FundBookDeps } from '../funds/fund-book-deps';
import type { StockFeed } from '../../../market-data/stock-feed';
import { tradeDocumentDownload, tradeDocumentFile, tradeDocumentsOf } from './trade-documents';
import { searchDocumentUploads, uploadTradeDocument } from './document-upload';

/**
 * The embedded documents port: statements and contract notes rendered from the books, stored
 * documents, and the admin's uploads.
 */
export function createEmbeddedDocuments(
  deps: Omit<FundBookDeps, 'brand'> & { brand: BrandConfig; stocks?: StockFeed },
): GatewayDocumentsPort {
  return {
    searchDocuments: (client, filter, now) => tradeDocumentsOf(deps.db, client, filter, now),
    downloadDocument: (client, request) => tradeDocumentFile(deps, client, request),
    openDocument: (client, request) => tradeDocumentDownload(deps, client, request),
    uploadDocument: (request) => uploadTradeDocument(deps.db, request),
    searchUploads: (page) => searchDocumentUploads(deps.db, page),
  };
}
