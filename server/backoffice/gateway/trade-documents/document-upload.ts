import type { Kysely } from 'kysely';
import {
  isPdfContent,
  UPLOAD_LIMITS,
  type DocumentUploadResult,
} from '../../../../shared/domain/document-upload';
import { formatDate } from '../../../../shared/domain/date-time';
import type { Database } from '../../../db/schema';
import { appendAuditEvent } from '../../../repositories/audit.repository';
import { recordNotifications } from '../../core/notifications/notification-outbox';
import type { DocumentUploadView, UploadRequest } from '../../ports/gateway-documents.port';
import {
  findGatewayClientsByCode,
  findUploads,
  insertUpload,
  type DocumentUploadRow,
} from './trade-document.repository';

/**
 * Trade documents an admin uploads (issue 30 §3): a PDF (checked by its bytes, at most 5 MiB) of
 * a spec §3 type for one client or many. One transaction stores the PDF once, a trade document
 * per client (listed and downloaded as any stored document, `other:<n>`), a `newDocument`
 * notification per client naming it, and the admin's `admin_action` audit event; any refusal
 * stores nothing for anyone.
 */

const uploadView = (row: DocumentUploadRow): DocumentUploadView => ({
  id: row.id,
  type: row.type,
  name: row.name,
  periodStart: row.periodStart,
  periodEnd: row.periodEnd,
  clientCount: row.clientCount,
  byteSize: row.byteSize,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
});

/** An upload's outcome. */
export type UploadOutcome = {
  result: DocumentUploadResult;
  unknownCodes: string[];
  upload: DocumentUploadView | null;
};

const refused = (result: DocumentUploadResult, unknownCodes: string[] = []): UploadOutcome => ({
  result,
  unknownCodes,
  upload: null,
});

/** Decodes strict base64 (whitespace ignored); null when it is not base64. */
function decodeBase64(text: string): Buffer | null {
  const compact = text.replace(/\s+/g, '');
  if (compact.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(compact)) return null;
  return Buffer.from(compact, 'base64');
}

/** The first rule the request breaks, before any read. */
function checkRequest(request: UploadRequest, codes: string[], name: string) {
  if (name === '') return 'missing_name';
  if (name.length > UPLOAD_LIMITS.name) return 'name_too_long';
  if (codes.length === 0) return 'no_clients';
  if (codes.length > UPLOAD_LIMITS.maxClients) return 'too_many_clients';
  const { periodStart, periodEnd } = request;
  if (periodStart && periodEnd && periodStart > periodEnd) return 'invalid_period';
  return null;
}

/** Stores the document for every client named and tells each; refused as a whole otherwise. */
export async function uploadTradeDocument(
  db: Kysely<Database>,
  request: UploadRequest,
): Promise<UploadOutcome> {
  const name = request.name.trim();
  const codes = [...new Set(request.accountCodes.map((code) => code.trim()))].filter(Boolean);
  const refusal = checkRequest(request, codes, name);
  if (refusal) return refused(refusal);
  const content = decodeBase64(request.contentBase64);
  if (!content) return refused('not_pdf');
  if (content.length > UPLOAD_LIMITS.maxBytes) return refused('too_large');
  if (!isPdfContent(content)) return refused('not_pdf');
  const clients = await findGatewayClientsByCode(db, codes);
  const unknown = codes.filter((code) => !clients.has(code));
  if (unknown.length > 0) return refused('unknown_clients', unknown);
  const today = formatDate(request.now);
  const periodStart = request.periodStart ?? request.periodEnd ?? today;
  const periodEnd = request.periodEnd ?? request.periodStart ?? today;
  const accountIds = codes.map((code) => clients.get(code) as number);
  const { actor } = request;
  const row = await db.transaction().execute(async (trx) => {
    const upload = await insertUpload(
      trx,
      {
        type: request.type,
        name,
        content,
        byteSize: content.length,
        periodStart,
        periodEnd,
        clientCount: accountIds.length,
        createdAt: request.now,
        createdBy: actor.accountCode,
      },
      accountIds,
    );
    await recordNotifications(
      trx,
      accountIds.map((accountId) => ({
        accountId,
        type: 'newDocument',
        sourceKey: `document-upload:${upload.id}`,
        fields: { documentName: name },
        at: request.now,
      })),
    );
    await appendAuditEvent(trx, {
      kind: 'admin_action',
      occurredAt: request.now,
      accountId: actor.accountId,
      accountCode: actor.accountCode,
      sessionId: actor.sessionId,
      clientAddress: actor.clientAddress,
      details: {
        action: 'document_upload',
        actorAccountId: actor.accountId,
        actorCode: actor.accountCode,
        uploadId: upload.id,
        type: request.type,
        name,
        byteSize: content.length,
        periodStart,
        periodEnd,
        accountCodes: codes,
      },
    });
    return upload;
  });
  return { result: 'ok', unknownCodes: [], upload: uploadView(row) };
}

/** A page of past uploads, newest first. */
export async function searchDocumentUploads(
  db: Kysely<Database>,
  page: { index: number; size: number },
): Promise<{ uploads: DocumentUploadView[]; total: number }> {
  const { rows, total } = await findUploads(db, page);
  return { uploads: rows.map(uploadView), total };
}
