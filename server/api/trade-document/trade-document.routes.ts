import { tradeDocumentContracts } from '../../../shared/contracts/trade-document';
import { clientRef } from '../fund/client-ref';
import { defineCall } from '../registry';
import { statementClient, tradeDocumentFile, tradeDocumentsOf } from '../../backoffice/embedded/documents/trade-documents';

/** `trade-document/searchTradeDocuments`: a client's statements and stored documents. */
export const searchTradeDocumentsCall = defineCall({
  service: 'trade-document',
  method: 'searchTradeDocuments',
  ...tradeDocumentContracts.searchTradeDocuments,
  access: 'session',
  account: { field: 'accountCode', reach: 'client' },
  feature: 'tradeDocument',
  handler: async ({ accountCode, ...filter }, context) => {
    const client = await clientRef(context, accountCode);
    return { documents: await tradeDocumentsOf(context.db, client, filter, context.now) };
  },
});

/** `trade-document/downloadTradeDocument`: one document as a PDF in the asked language. */
export const downloadTradeDocumentCall = defineCall({
  service: 'trade-document',
  method: 'downloadTradeDocument',
  ...tradeDocumentContracts.downloadTradeDocument,
  access: 'session',
  account: { field: 'accountCode', reach: 'client' },
  feature: 'tradeDocument',
  handler: async ({ accountCode, documentId, language }, { db, marketData, config, now }) => {
    const client = await statementClient(db, accountCode);
    return tradeDocumentFile({ db, funds: marketData.funds, brand: config.brand }, client, {
      documentId,
      language,
      now,
    });
  },
});

/** The trade document calls (brand flag tradeDocument). */
export const tradeDocumentCalls = [searchTradeDocumentsCall, downloadTradeDocumentCall];
