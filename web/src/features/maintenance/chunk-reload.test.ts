import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '../../lib/page';
import {
  CHUNK_RELOAD_GUARD_MS,
  listenForChunkFailures,
  reloadAfterChunkFailure,
} from './chunk-reload';

vi.mock('../../lib/page', () => ({ reloadPage: vi.fn(), loadPage: vi.fn() }));

const now = 1_800_000_000_000;

beforeEach(() => {
  vi.mocked(reloadPage).mockClear();
});

describe('failed chunk loads (spec §4)', () => {
  it('reloads the page, but not again within the guard period', async () => {
    expect(await reloadAfterChunkFailure(now)).toBe(true);
    expect(await reloadAfterChunkFailure(now + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(await reloadAfterChunkFailure(now + CHUNK_RELOAD_GUARD_MS)).toBe(true);
    expect(reloadPage).toHaveBeenCalledTimes(2);
  });

  it('does not reload while the server is down (the liveness watch shows maintenance)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await reloadAfterChunkFailure(now)).toBe(false);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it("reloads on Vite's preload error", async () => {
    listenForChunkFailures();
    window.dispatchEvent(new Event('vite:preloadError'));
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
  });
});
