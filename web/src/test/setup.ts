import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { LANGUAGES } from '@shared/i18n/languages';
import { loadCatalogues } from '../lib/i18n-catalogues';
import { stubApi } from './api-stub';

// The app loads one language's texts at a time; tests switch freely, so all are loaded up front.
await Promise.all(LANGUAGES.map(loadCatalogues));

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

beforeEach(() => {
  // Liveness answers; every other call answers 404 unless the test stubs it (test/api-stub.ts).
  stubApi();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('data-mantine-color-scheme');
});
