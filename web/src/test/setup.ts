import { format } from 'node:util';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// A worker runs many files in one module graph (vitest.config.ts: isolate false): each file starts
// from fresh copies of the app's modules, so its vi.mock reaches a module an earlier file loaded
// and no module state carries over. Libraries (node_modules) stay loaded. The modules this file
// shares with the tests are imported after the reset, so both hold the same copies.
vi.resetModules();
const { LANGUAGES } = await import('@shared/i18n/languages');
const { loadCatalogues } = await import('../lib/i18n-catalogues');
const { stubApi, takeContractFailures } = await import('./api-stub');

// The app loads one language's texts at a time; tests switch freely, so all are loaded up front.
await Promise.all(LANGUAGES.map((language) => loadCatalogues(language)));

// jsdom lacks these browser APIs that Mantine reads.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => undefined;

/**
 * What the console says during a test fails that test: React reports invalid markup (a <div> in a
 * <p>), updates outside act() and uncaught render errors there, and nothing else would. A test
 * that expects an error silences it itself (vi.spyOn(console, 'error').mockImplementation(...)).
 */
const consoleMessages: string[] = [];

/** Messages known to be harmless that a library prints: an exact pattern each, with the reason. */
const ALLOWED_CONSOLE: readonly RegExp[] = [
  // Recharts' ResponsiveContainer measures its box, and jsdom lays nothing out: always 0 by 0.
  /^The width\(0\) and height\(0\) of chart should be greater than 0,/,
];

for (const level of ['error', 'warn'] as const) {
  console[level] = (...args: unknown[]) => {
    const message = format(...args);
    if (!ALLOWED_CONSOLE.some((pattern) => pattern.test(message))) {
      consoleMessages.push(`console.${level}: ${message}`);
    }
  };
}

beforeEach(() => {
  // Liveness answers; every other call answers 404 unless the test stubs it (test/api-stub.ts).
  stubApi();
});

afterEach(() => {
  cleanup();
  // Read after cleanup: unmounting may still warn (an effect's update after the test ended).
  const failures = [...takeContractFailures(), ...consoleMessages.splice(0)];
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('data-mantine-color-scheme');
  if (failures.length > 0) throw new Error(failures.join('\n\n'));
});
