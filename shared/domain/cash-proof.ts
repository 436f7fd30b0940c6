/**
 * Deposit proofs (spec §3 uploadable types: images, pdf, doc(x), xls(x), txt, rtf, odt, ods, csv,
 * ppt(x)): the type is read from the content's first bytes, never from the name alone, and the
 * name's extension must agree with what the content is.
 */

/** The largest proof accepted (ERR105): 512 KiB, so its base64 fits a request body. */
export const PROOF_MAX_BYTES = 512 * 1024;

/** What a proof's content is, by its magic bytes. */
export type ProofKind =
  'png' | 'jpeg' | 'gif' | 'webp' | 'bmp' | 'pdf' | 'ole' | 'zip' | 'rtf' | 'text';

/** The extensions each kind of content may carry, and the content type stored with it. */
export const PROOF_KINDS: Readonly<
  Record<ProofKind, { extensions: readonly string[]; contentType: string }>
> = {
  png: { extensions: ['png'], contentType: 'image/png' },
  jpeg: { extensions: ['jpg', 'jpeg'], contentType: 'image/jpeg' },
  gif: { extensions: ['gif'], contentType: 'image/gif' },
  webp: { extensions: ['webp'], contentType: 'image/webp' },
  bmp: { extensions: ['bmp'], contentType: 'image/bmp' },
  pdf: { extensions: ['pdf'], contentType: 'application/pdf' },
  // The old Office formats share the OLE compound-file header.
  ole: { extensions: ['doc', 'xls', 'ppt'], contentType: 'application/x-ole-storage' },
  // The Office Open and OpenDocument formats are zip archives.
  zip: { extensions: ['docx', 'xlsx', 'pptx', 'odt', 'ods'], contentType: 'application/zip' },
  rtf: { extensions: ['rtf'], contentType: 'application/rtf' },
  text: { extensions: ['txt', 'csv'], contentType: 'text/plain' },
};

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** Whether the bytes are UTF-8 text: decodable and with no control bytes but tab, CR and LF. */
function isText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    // eslint-disable-next-line no-control-regex -- control characters are what this looks for
    return !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text);
  } catch {
    return false;
  }
}

/** What the content is, or null when it is none of the uploadable types. */
export function detectProofKind(bytes: Uint8Array): ProofKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('BM')) && bytes.length > 26) return 'bmp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  if (startsWith(bytes, ascii('{\\rtf'))) return 'rtf';
  return isText(bytes) ? 'text' : null;
}

/** A file name's extension, lower case ('' without one). */
export const extensionOf = (fileName: string) => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
};

/** The content type to store for a proof, or null when the content or its name is refused. */
export function checkProof(fileName: string, bytes: Uint8Array): { contentType: string } | null {
  const kind = detectProofKind(bytes);
  if (!kind) return null;
  const { extensions, contentType } = PROOF_KINDS[kind];
  return extensions.includes(extensionOf(fileName)) ? { contentType } : null;
}

/** The longest proof name stored, in characters, its extension included. */
export const PROOF_NAME_MAX_LENGTH = 100;

// C0 and C1 controls, DEL, and the bidi marks, embeddings, overrides and isolates (U+061C,
// U+200E-U+200F, U+202A-U+202E, U+2066-U+2069) that make a name read otherwise than it is.
const UNSAFE_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The name a proof is stored and shown under, made from the name the browser sent: its last path
 * segment (either slash), its whitespace (tabs and newlines too) collapsed to single spaces,
 * without control or bidi override characters, at most `PROOF_NAME_MAX_LENGTH` characters with
 * its extension kept. Markup stays plain text (every page escapes it). A name with nothing left
 * becomes `proof`, keeping its extension.
 */
export function safeProofFileName(sent: string): string {
  const base = sent.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .replace(/\s/g, ' ')
    .replace(UNSAFE_CHARACTERS, '')
    .replace(/ {2,}/g, ' ')
    .trim();
  const dot = cleaned.lastIndexOf('.');
  const extension = dot >= 0 && cleaned.length - dot <= 11 ? cleaned.slice(dot) : '';
  const stemText = cleaned.slice(0, cleaned.length - extension.length).trim();
  const stem = /^\.*$/.test(stemText) ? 'proof' : stemText;
  const room = PROOF_NAME_MAX_LENGTH - [...extension].length;
  return [...stem].slice(0, room).join('').trimEnd() + extension;
}
