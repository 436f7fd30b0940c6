/**
 * Trade documents an admin uploads (issue 30 §3, spec §3 document types): the types, the limits
 * and the PDF check by content, shared by the server that refuses and the page that warns first.
 */

/** Spec §3 document types an admin may upload (contract notes come from fills only). */
export const UPLOADABLE_DOCUMENT_TYPES = ['dailyStatement', 'monthlyStatement', 'other'] as const;

export type UploadableDocumentType = (typeof UPLOADABLE_DOCUMENT_TYPES)[number];

/** Limits of one upload. */
export const UPLOAD_LIMITS = {
  /** The PDF's size, decoded: 5 MiB. */
  maxBytes: 5 * 1024 * 1024,
  /** Clients one upload reaches. */
  maxClients: 200,
  /** Characters of the display name. */
  name: 120,
} as const;

/** Why an upload was refused (`ok`: stored for every client named). */
export const DOCUMENT_UPLOAD_RESULTS = [
  'ok',
  'missing_name',
  'name_too_long',
  /** No account code given. */
  'no_clients',
  'too_many_clients',
  /** Codes that name no client (answered in `unknownCodes`): nothing stored for anyone. */
  'unknown_clients',
  /** The content is not base64 of a PDF (`%PDF-` first, `%%EOF` near the end). */
  'not_pdf',
  'too_large',
  /** The period ends before it starts. */
  'invalid_period',
] as const;

export type DocumentUploadResult = (typeof DOCUMENT_UPLOAD_RESULTS)[number];

const PDF_HEAD = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PDF_TAIL = [0x25, 0x25, 0x45, 0x4f, 0x46]; // %%EOF
/** How far from the end `%%EOF` may sit (trailing newlines, padding some writers add). */
const TAIL_WINDOW = 1024;

/** Whether the bytes are a PDF by their content: `%PDF-` first and `%%EOF` near the end. */
export function isPdfContent(bytes: Uint8Array): boolean {
  if (bytes.length < PDF_HEAD.length + PDF_TAIL.length) return false;
  if (PDF_HEAD.some((byte, index) => bytes[index] !== byte)) return false;
  const from = Math.max(PDF_HEAD.length, bytes.length - TAIL_WINDOW);
  for (let start = bytes.length - PDF_TAIL.length; start >= from; start--) {
    if (PDF_TAIL.every((byte, index) => bytes[start + index] === byte)) return true;
  }
  return false;
}
