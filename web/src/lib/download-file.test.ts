import { afterEach, describe, expect, it, vi } from 'vitest';
import { OBJECT_URL_LIFETIME_MS, saveDocumentFile } from './download-file';

/** jsdom's Blob has no `text()`; FileReader reads it. */
function blobText(blob: Blob | undefined): Promise<unknown> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result);
    reader.readAsText(blob ?? new Blob());
  });
}

describe('saveDocumentFile', () => {
  afterEach(() => {
    // jsdom has no object URLs; the test lends them.
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('saves the decoded bytes under the file name, then revokes the object URL', async () => {
    vi.useFakeTimers();
    const blobs: Blob[] = [];
    const revoke = vi.fn();
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return 'blob:portal/1';
      },
      revokeObjectURL: revoke,
    });
    const clicked: { href: string; download: string; isInPage: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download, isInPage: this.isConnected });
    });

    saveDocumentFile({
      fileName: 'statement-2026-10.pdf',
      contentType: 'application/pdf',
      contentBase64: btoa('%PDF-1.7\n'),
    });

    expect(clicked).toEqual([
      { href: 'blob:portal/1', download: 'statement-2026-10.pdf', isInPage: true },
    ]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(blobs[0]?.type).toBe('application/pdf');
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(OBJECT_URL_LIFETIME_MS);
    expect(revoke).toHaveBeenCalledWith('blob:portal/1');
    // jsdom's FileReader runs on real timers.
    vi.useRealTimers();
    expect(await blobText(blobs[0])).toBe('%PDF-1.7\n');
  });
});
