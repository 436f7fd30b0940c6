import { LIVENESS_REQUEST_TIMEOUT_MS } from '@shared/domain/liveness';
import { callApi } from '../../lib/api-client';
import { reloadPage } from '../../lib/page';

/** Spec §4: a failed chunk load reloads the page, but at most once per this many ms. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;

const guardKey = 'portico.chunk-reload-at';

function lastReloadAt(): number {
  try {
    return Number(window.sessionStorage.getItem(guardKey) ?? 0);
  } catch {
    return 0;
  }
}

async function isServerUp(): Promise<boolean> {
  try {
    await callApi(
      'example/alive',
      {},
      { signal: AbortSignal.timeout(LIVENESS_REQUEST_TIMEOUT_MS) },
    );
    return true;
  } catch {
    return false;
  }
}

/**
 * Reloads the page after a chunk failed to load, usually because a deployment replaced the old
 * build's files (spec §4). Not when the server is down: a reload would end on the browser's own
 * error page, while the liveness watch takes the open page to /maintenance and back. Not twice in
 * 10 s either: a chunk that is truly missing must end on the error screen, not in a reload loop.
 * Resolves to whether it reloaded.
 */
export async function reloadAfterChunkFailure(now = Date.now()): Promise<boolean> {
  if (now - lastReloadAt() < CHUNK_RELOAD_GUARD_MS) return false;
  if (!(await isServerUp())) return false;
  try {
    window.sessionStorage.setItem(guardKey, String(now));
  } catch {
    // Without sessionStorage there is no loop guard; do not risk a loop.
    return false;
  }
  reloadPage();
  return true;
}

/** Reacts to Vite's `vite:preloadError` (a lazy chunk or its CSS failed to load). */
export function listenForChunkFailures(): void {
  window.addEventListener('vite:preloadError', () => void reloadAfterChunkFailure());
}
