import { tradeDocumentContracts } from '../../../shared/contracts/trade-document';
import { clientClaim } from '../client-claim';
import { defineCall } from '../registry';

/** `trade-document/searchTradeDocuments`: a client's statements and stored documents. */
export const searchTradeDocumentsCall = defineCall({
  service: 'trade-document',
  method: 'searchTradeDocuments',
  ...tradeDocumentContracts.searchTradeDocuments,
  access: 'session',
  account: clientClaim('gateway'),
  feature: 'tradeDocument',
  handler: async ({ accountCode: _accountCode, ...filter }, context) => ({
    documents: await context.backOffices.gateway.documents.searchDocuments(
      context.client,
      filter,
      context.now,
    ),
  }),
});

/** `trade-document/downloadTradeDocument`: one document as a PDF in the asked language. */
export const downloadTradeDocumentCall = defineCall({
  service: 'trade-document',
  method: 'downloadTradeDocument',
  ...tradeDocumentContracts.downloadTradeDocument,
  access: 'session',
  account: clientClaim('gateway'),
  feature: 'tradeDocument',
  handler: ({ documentId, language }, context) =>
    context.backOffices.gateway.documents.downloadDocument(context.client, {
      documentId,
      language,
      now: context.now,
    }),
});

/**
 * `trade-document/downloadTradeDocumentFile`: one document as a file download, the PDF streamed as
 * it is rendered, with the same session and account checks as every call.
 */
export const downloadTradeDocumentFileCall = defineCall({
  service: 'trade-document',
  method: 'downloadTradeDocumentFile',
  ...tradeDocumentContracts.downloadTradeDocumentFile,
  access: 'session',
  account: clientClaim('gateway'),
  feature: 'tradeDocument',
  answersFile: true,
  handler: ({ documentId, language }, context) =>
    context.backOffices.gateway.documents.openDocument(context.client, {
      documentId,
      language,
      now: context.now,
    }),
});

/** The trade document calls (brand flag tradeDocument). */
export const tradeDocumentCalls = [
  searchTradeDocumentsCall,
  downloadTradeDocumentCall,
  downloadTradeDocumentFileCall,
];
