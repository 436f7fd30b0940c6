import { adminDocumentCalls } from '../api/admin-document/admin-document.routes';
import { tradeDocumentCalls } from '../api/trade-document/trade-document.routes';
import { createEmbeddedDocuments } from '../backoffice/gateway/trade-documents/embedded-documents';
import {
  queueStatementNotices,
  statementNoticeJobHandlers,
} from '../backoffice/gateway/trade-documents/statement-notices';
import { defineArea } from './server-area';

/**
 * Trade documents: statements and contract notes, the notice of each new statement, and the
 * documents admins upload to clients (issue 30).
 */
export const tradeDocumentsArea = defineArea({
  name: 'trade-documents',
  calls: [...tradeDocumentCalls, ...adminDocumentCalls],
  gateway: (deps) => ({ documents: createEmbeddedDocuments(deps) }),
  jobs: () => statementNoticeJobHandlers(),
  // Clients hear of each statement when its day or month ends.
  atStart: ({ db, now }) => queueStatementNotices(db, now),
});
