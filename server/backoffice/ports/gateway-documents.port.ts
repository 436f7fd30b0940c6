import type { z } from 'zod';
import type { documentUpload } from '../../../shared/contracts/admin-document';
import type { Language } from '../../../shared/contracts/common';
import type {
  DocumentUploadResult,
  UploadableDocumentType,
} from '../../../shared/domain/document-upload';
import type {
  documentFile,
  pdfDownload,
  tradeDocument,
} from '../../../shared/contracts/trade-document';
import type { ClientRef } from './client-ref';

/**
 * The Gateway documents port (docs/DECISIONS.md §5): the trade documents a back office issues to
 * its clients (daily and monthly statements, contract notes, other documents) as PDFs.
 */

/** A trade document as the list answers it. */
export type TradeDocumentView = z.input<typeof tradeDocument>;

/** A PDF on the wire. */
export type DocumentFileView = z.input<typeof documentFile>;

/** A PDF as a download: its name and type, and its bytes as they are produced. */
export type DocumentDownload = z.input<typeof pdfDownload>;

/** What the list can be narrowed by (contract `searchTradeDocuments`). */
export type TradeDocumentFilter = {
  type?: TradeDocumentView['type'];
  from?: string;
  to?: string;
};

/** A client as a statement prints it. */
export type StatementClient = ClientRef & { holderName: string };

/** An admin's upload as the list of uploads shows it. */
export type DocumentUploadView = z.input<typeof documentUpload>;

/** The admin making an upload (audited). */
export type UploadActor = {
  accountId: number;
  accountCode: string;
  sessionId: string;
  clientAddress: string;
};

/** An admin's upload (contract `admin-document/uploadDocument`), the PDF still base64. */
export type UploadRequest = {
  type: UploadableDocumentType;
  name: string;
  accountCodes: readonly string[];
  periodStart?: string;
  periodEnd?: string;
  contentBase64: string;
  actor: UploadActor;
  now: Date;
};

/** The Gateway documents port. */
export type GatewayDocumentsPort = {
  /** The client's documents issued by `now`, newest first, narrowed by type and period. */
  searchDocuments(
    client: ClientRef,
    filter: TradeDocumentFilter,
    now: Date,
  ): Promise<TradeDocumentView[]>;
  /** One document as a PDF in `language`; NotFoundError when the client has no such document. */
  downloadDocument(
    client: StatementClient,
    request: { documentId: string; language: Language; now: Date },
  ): Promise<DocumentFileView>;
  /**
   * The same document as a download whose bytes come as they are rendered; NotFoundError as
   * `downloadDocument` before any byte.
   */
  openDocument(
    client: StatementClient,
    request: { documentId: string; language: Language; now: Date },
  ): Promise<DocumentDownload>;
  /**
   * Issue 30 §3: stores an admin's PDF for every client named and tells each, or refuses the whole
   * with a result code (`unknownCodes`: the codes naming no client of this back office).
   */
  uploadDocument(request: UploadRequest): Promise<{
    result: DocumentUploadResult;
    unknownCodes: string[];
    upload: DocumentUploadView | null;
  }>;
  /** Past uploads, newest first, a page at a time. */
  searchUploads(page: {
    index: number;
    size: number;
  }): Promise<{ uploads: DocumentUploadView[]; total: number }>;
};

// The Gateway gains this port (gateway.port.ts): the area's file declares it, no shared list does.
declare module './gateway.port' {
  interface Gateway {
    documents: GatewayDocumentsPort;
  }
}
