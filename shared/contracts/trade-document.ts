import { z } from 'zod';
import { accountCode, isoDateTime, language } from './common';
import { isoDate } from './fund';

/** Spec §3 document types, and the contract note of a filled stock order (issue 11 §8). */
export const tradeDocumentType = z.enum([
  'dailyStatement',
  'monthlyStatement',
  'contractNote',
  'other',
]);

/**
 * A trade document's id: `daily:YYYY-MM-DD`, `monthly:YYYY-MM` (statements rendered from the
 * books), `contract:<order>:YYYY-MM-DD` (a stock order's contract note for one trade date,
 * rendered from its fills) or `other:<n>` (a stored document).
 */
export const tradeDocumentId = z
  .string()
  .regex(
    /^(daily:\d{4}-\d{2}-\d{2}|monthly:\d{4}-\d{2}|contract:\d{1,12}:\d{4}-\d{2}-\d{2}|other:\d{1,12})$/,
  );

/** One trade document of a client, newest first in lists. */
export const tradeDocument = z.object({
  id: tradeDocumentId,
  type: tradeDocumentType,
  /** First and last Hong Kong calendar day the document covers. */
  periodStart: isoDate,
  periodEnd: isoDate,
  /** When the document became available. */
  issuedAt: isoDateTime,
  /**
   * A stored document's own name, a contract note's order (`00700 #12`); null for statements
   * (the web names them by type and period).
   */
  name: z.string().nullable(),
});

/** A generated or stored file, base64 in JSON (the call contract answers JSON only). */
export const documentFile = z.object({
  fileName: z.string(),
  contentType: z.literal('application/pdf'),
  contentBase64: z.string(),
});

/**
 * A file a call answers as itself (docs/DECISIONS.md §3): the body is the file, `contentType` its
 * Content-Type and `fileName` its attachment name (letters, digits, `.`, `_`, `-` only, so the
 * header needs no quoting). `content` is the bytes as the server produces them, never JSON.
 */
export const pdfDownload = z.object({
  fileName: z.string().regex(/^[A-Za-z0-9._-]{1,120}$/),
  contentType: z.literal('application/pdf'),
  content: z.custom<AsyncIterable<Uint8Array>>(
    (value) => typeof value === 'object' && value !== null && Symbol.asyncIterator in value,
  ),
});

/** The `trade-document` service's calls (brand flag tradeDocument). */
export const tradeDocumentContracts = {
  /** A client's documents, newest first, optionally of one type and within a period. */
  searchTradeDocuments: {
    input: z.strictObject({
      accountCode,
      type: tradeDocumentType.optional(),
      from: isoDate.optional(),
      to: isoDate.optional(),
    }),
    output: z.object({ documents: z.array(tradeDocument) }),
  },
  /** One document as a PDF in the language asked for; an unknown or future id answers 404. */
  downloadTradeDocument: {
    input: z.strictObject({ accountCode, documentId: tradeDocumentId, language }),
    output: documentFile,
  },
  /**
   * The same document as a file download: the answer is the PDF itself (`application/pdf`,
   * `Content-Disposition: attachment`), streamed as it is rendered; errors are coded JSON as for
   * every call.
   */
  downloadTradeDocumentFile: {
    input: z.strictObject({ accountCode, documentId: tradeDocumentId, language }),
    output: pdfDownload,
  },
};
