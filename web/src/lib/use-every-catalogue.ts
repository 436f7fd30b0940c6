import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasEveryCatalogue, loadEveryCatalogue } from './i18n';

/**
 * Whether every catalogue of the page's language is in, loading the rest if need be: for a piece
 * of the shell that shows a namespace outside the start part (the bell's `notification`) and may
 * show on the first page, before any other page loaded them (lib/i18n-catalogues.ts). Stays false
 * while they cannot be loaded (offline).
 */
export function useEveryCatalogue(): boolean {
  const { i18n } = useTranslation();
  const [, setLoads] = useState(0);
  const isIn = hasEveryCatalogue(i18n);
  useEffect(() => {
    if (isIn) return;
    let isCurrent = true;
    loadEveryCatalogue(i18n).then(
      () => {
        if (isCurrent) setLoads((count) => count + 1);
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [i18n, isIn]);
  return isIn;
}
