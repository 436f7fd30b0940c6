import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@shared/domain/date-time';
import type { DealingSchedule } from '@shared/domain/fund-dealing';

/** What an amount or units field holds, for the text under it. */
type FieldState = { value: string; isValid: boolean; invalidText: string; result: number };

/** The texts every fund order screen shares: result codes, field errors, the dealing schedule. */
export function useOrderTexts() {
  const { t } = useTranslation('funds');
  /** A spec §8 result code's text; the unknown code's text for a code without one. */
  const result = (code: number): string =>
    t(`result.code_${code}` as never, { defaultValue: t('result.code_99') });
  return {
    result,
    /** Nothing while empty or fine, the precision rule when malformed, else the preview's result. */
    fieldError: ({ value, isValid, invalidText, result: code }: FieldState) => {
      if (value === '') return undefined;
      if (!isValid) return invalidText;
      return code === 0 ? undefined : result(code);
    },
    /** The preview rows that close every order: dealing date, cut-off, settlement date. */
    scheduleRows: (schedule: DealingSchedule): [string, string][] => [
      [t('order.dealing_date'), schedule.dealingDate],
      [t('order.cut_off'), formatDateTime(schedule.cutOffAt)],
      [t('order.settlement_date'), schedule.settlementDate],
    ],
  };
}
