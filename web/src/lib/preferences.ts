import type { MantineColorSchemeManager } from '@mantine/core';
import {
  COLOUR_MODE_LIFETIME_MS,
  DEFAULT_LANGUAGE_LIFETIME_MS,
  REPORTING_CURRENCY_LIFETIME_MS,
} from '@shared/domain/storage-lifetimes';
import { isLanguage, type Language } from '@shared/i18n/languages';
import { getItem, removeItem, setItem, storageKey } from './storage';

/** Spec §1: light (the default) and dark. */
export type ColourMode = 'light' | 'dark';

const colourModeKey = 'colour-mode';
const languageKey = 'language';
const simpleLayoutKey = 'simple-layout';
const reportingCurrencyKey = 'reporting-currency';
const gainColourKey = 'gain-colour';

/** Whether a value is one of the two colour modes. */
export function isColourMode(value: unknown): value is ColourMode {
  return value === 'light' || value === 'dark';
}

/** The stored default language, if one is stored and still fresh (spec §9: 365 days). */
export function storedLanguage(): Language | undefined {
  const value = getItem(languageKey);
  return isLanguage(value) ? value : undefined;
}

/** Stores the default language for 365 days (spec §9). */
export function storeLanguage(language: Language): void {
  setItem(languageKey, language, DEFAULT_LANGUAGE_LIFETIME_MS);
}

/** The simple-layout preference (spec §2.16); kept as long as the colour mode. */
export function storedSimpleLayout(): boolean {
  return getItem(simpleLayoutKey) === true;
}

/** Stores the simple-layout preference. */
export function storeSimpleLayout(isSimple: boolean): void {
  setItem(simpleLayoutKey, isSimple, COLOUR_MODE_LIFETIME_MS);
}

/**
 * Which colour a gain takes (UI style): green up, red down (the default, as Hong Kong readers
 * expect), or red up, green down, as mainland readers expect.
 */
export type GainColour = 'green-up' | 'red-up';

/** The stored gain colour, green up unless the reader chose otherwise. */
export function storedGainColour(): GainColour {
  return getItem(gainColourKey) === 'red-up' ? 'red-up' : 'green-up';
}

/** Stores the gain colour, kept as long as the colour mode. */
export function storeGainColour(gainColour: GainColour): void {
  setItem(gainColourKey, gainColour, COLOUR_MODE_LIFETIME_MS);
}

/** Puts the gain colour on `<html>`, where the gain and loss styles read it. */
export function applyGainColour(gainColour: GainColour): void {
  document.documentElement.dataset.gainColour = gainColour;
}

/** The stored reporting currency code, if any (spec §9: kept 365 days). */
export function storedReportingCurrency(): string | undefined {
  const value = getItem(reportingCurrencyKey);
  return typeof value === 'string' ? value : undefined;
}

const reportingCurrencyListeners = new Set<() => void>();

/** Stores the reporting currency for 365 days (spec §9) and tells the pages showing totals. */
export function storeReportingCurrency(code: string): void {
  setItem(reportingCurrencyKey, code, REPORTING_CURRENCY_LIFETIME_MS);
  for (const listener of reportingCurrencyListeners) listener();
}

/** Calls `listener` whenever this page stores a reporting currency; returns the unsubscribe. */
export function subscribeReportingCurrency(listener: () => void): () => void {
  reportingCurrencyListeners.add(listener);
  return () => {
    reportingCurrencyListeners.delete(listener);
  };
}

/**
 * Spec §9 reporting currency: the chosen one while it is offered, else HKD (the default), else
 * USD, else the first available; undefined only when nothing is offered.
 */
export function reportingCurrencyChoice(
  chosen: string | undefined,
  available: readonly string[],
): string | undefined {
  if (chosen && available.includes(chosen)) return chosen;
  return ['HKD', 'USD'].find((code) => available.includes(code)) ?? available[0];
}

/**
 * Mantine's colour scheme kept in our expiring storage (spec §9: 31,536,000,000 ms), so the mode
 * survives a reload and follows changes made in another tab.
 */
export function storageColourSchemeManager(): MantineColorSchemeManager {
  let onStorage: ((event: StorageEvent) => void) | undefined;
  return {
    get: (defaultValue) => {
      const value = getItem(colourModeKey);
      return isColourMode(value) ? value : defaultValue;
    },
    set: (value) => {
      if (isColourMode(value)) setItem(colourModeKey, value, COLOUR_MODE_LIFETIME_MS);
    },
    subscribe: (onUpdate) => {
      onStorage = (event) => {
        if (event.storageArea !== window.localStorage || event.key !== storageKey(colourModeKey))
          return;
        const value = getItem(colourModeKey);
        if (isColourMode(value)) onUpdate(value);
      };
      window.addEventListener('storage', onStorage);
    },
    unsubscribe: () => {
      if (onStorage) window.removeEventListener('storage', onStorage);
    },
    clear: () => removeItem(colourModeKey),
  };
}
