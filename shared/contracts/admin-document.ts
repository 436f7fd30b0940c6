import { z } from 'zod';
import { DOCUMENT_UPLOAD_RESULTS, UPLOADABLE_DOCUMENT_TYPES } from '../domain/document-upload';
import { isoDateTime } from './common';
import { isoDate } from './fund';

/**
 * The `admin-document` service (issue 30 §3, spec §2.13 `document`, brand flag
 * adminTradeDocument): an admin uploads a PDF of a spec §3 type to one client or many; each
 * client finds it among their trade documents (`trade-document/searchTradeDocuments`, id
 * `other:<n>`, with its type) and is told (`newDocument`, leading to /funds/document). Admin role
 * only (403 below). A refused upload answers a `result` code and stores nothing for anyone.
 * Limits: shared/domain/document-upload.ts (5 MiB decoded, 200 clients, name 120 characters).
 */

/** A type an admin may upload. */
export const uploadableDocumentType = z.enum(UPLOADABLE_DOCUMENT_TYPES);

/** An upload's result code. */
export const documentUploadResult = z.enum(DOCUMENT_UPLOAD_RESULTS);

/** The base64 text of a file a little over the limit (so `too_large` answers, not invalid_input). */
const MAX_BASE64_CHARS = 8_400_000;

/** One upload, as the list of uploads shows it. */
export const documentUpload = z.object({
  id: z.number().int(),
  type: uploadableDocumentType,
  name: z.string(),
  /** Hong Kong calendar days the document covers. */
  periodStart: isoDate,
  periodEnd: isoDate,
  /** Clients it went to. */
  clientCount: z.number().int(),
  /** The PDF's size in bytes. */
  byteSize: z.number().int(),
  /** The admin's account code. */
  createdBy: z.string(),
  createdAt: isoDateTime,
});

/** The `admin-document` service's calls. */
export const adminDocumentContracts = {
  /**
   * Stores the PDF for every client named (codes trimmed, repeats counted once) and tells each.
   * The period defaults to the upload's Hong Kong day (one end given: both that day).
   */
  uploadDocument: {
    input: z.strictObject({
      type: uploadableDocumentType,
      name: z.string().max(1_000),
      accountCodes: z.array(z.string().trim().max(32)).max(1_000),
      periodStart: isoDate.optional(),
      periodEnd: isoDate.optional(),
      contentBase64: z.string().max(MAX_BASE64_CHARS),
    }),
    output: z.object({
      result: documentUploadResult,
      /** With `unknown_clients`: the codes that name no client. */
      unknownCodes: z.array(z.string()),
      upload: documentUpload.nullable(),
    }),
  },
  /** Past uploads, newest first, a page at a time. */
  searchUploads: {
    input: z.strictObject({
      page: z.number().int().min(0).max(10_000).default(0),
      pageSize: z.number().int().min(1).max(100).default(20),
    }),
    output: z.object({ uploads: z.array(documentUpload), total: z.number().int() }),
  },
};
