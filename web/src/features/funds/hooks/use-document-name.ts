import { useTranslation } from 'react-i18next';
import type { CallOutput } from '@shared/contracts/index';

/** One trade document as the search answers it. */
export type TradeDocument = CallOutput<'trade-document/searchTradeDocuments'>['documents'][number];

/**
 * Names trade documents in the current language, dated as the rest of the screen (spec §9,
 * `YYYY-MM-DD`): a statement by its type and period (`Monthly statement 2026-10`,
 * `日結單 2026-10-01`), a contract note by its order (`Contract note 00700 #12`), a stored
 * document by its own name.
 */
export function useDocumentName(): (document: TradeDocument) => string {
  const { t } = useTranslation('funds');
  return (document) => {
    if (document.type === 'contractNote') {
      return t('documents.contract_note_name', { name: document.name ?? '' });
    }
    if (document.name !== null) return document.name;
    if (document.type === 'monthlyStatement') {
      return t('documents.monthly_name', { month: document.periodStart.slice(0, 7) });
    }
    if (document.type === 'dailyStatement') {
      return t('documents.daily_name', { date: document.periodStart });
    }
    return t('documents.type_other');
  };
}
