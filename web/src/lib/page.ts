/**
 * Full page loads, behind one seam so the liveness and chunk-reload rules can be tested (jsdom
 * cannot navigate).
 */

/** Reloads the current page (a new build, a restarted server or a lost chunk). */
export function reloadPage(): void {
  window.location.reload();
}

/** Loads `url` as a new page, fetching the current build's assets afresh. */
export function loadPage(url: string): void {
  window.location.assign(url);
}
