/** A file as the document calls answer it: name, type and base64 content. */
export type DocumentFile = { fileName: string; contentType: string; contentBase64: string };

/**
 * How long the object URL outlives the click: the browser reads it after the click returns, so
 * it is revoked a little later rather than at once (FileSaver.js waits too).
 */
export const OBJECT_URL_LIFETIME_MS = 10_000;

function fileBytes(contentBase64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(contentBase64);
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

/**
 * Saves a document through a temporary `<a download>` object URL. The CSP forbids frames from
 * blob:, so a document is always downloaded, never shown inside the page.
 */
export function saveDocumentFile(file: DocumentFile): void {
  saveFile(file.fileName, new Blob([fileBytes(file.contentBase64)], { type: file.contentType }));
}

/** Saves bytes as a file named `fileName`, as `saveDocumentFile` does. */
export function saveFile(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
