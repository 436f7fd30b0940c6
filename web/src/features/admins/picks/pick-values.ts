import { useTranslation } from 'react-i18next';
import { calendarDateIn, formatCalendarDate } from '@shared/domain/date-time';
import type { CallInput } from '@shared/contracts/index';
import type { AdminPick } from '../api/admin-pick';
import type { Texts } from '../content/content-texts';

/** One pick as the editor holds it: the instrument's name for show, the rest as typed. */
export type PickRow = {
  instrumentId: string;
  name: AdminPick['name'];
  note: Texts;
  validFrom: string;
  validTo: string;
};

/** Today's Hong Kong date, `YYYY-MM-DD` (a pick's period is in Hong Kong dates). */
export const hongKongToday = (now = new Date()): string => formatCalendarDate(calendarDateIn(now));

/** The Hong Kong date `days` after `day` (`YYYY-MM-DD`). */
export function addDays(day: string, days: number): string {
  const instant = new Date(`${day}T00:00:00Z`);
  instant.setUTCDate(instant.getUTCDate() + days);
  return instant.toISOString().slice(0, 10);
}

/** The stored picks as editor rows. */
export const pickRows = (picks: readonly AdminPick[]): PickRow[] =>
  picks.map(({ instrumentId, name, note, validFrom, validTo }) => ({
    instrumentId,
    name,
    note,
    validFrom,
    validTo,
  }));

/** The save call's list from the rows, in their order. */
export const pickFields = (rows: readonly PickRow[]): CallInput<'admin-pick/saveFundPicks'> => ({
  picks: rows.map(({ instrumentId, note, validFrom, validTo }) => ({
    instrumentId,
    note,
    validFrom,
    validTo,
  })),
});

/** The rows with the one at `index` moved by `step` (−1 up, +1 down); unchanged at an end. */
export function moveRow(rows: readonly PickRow[], index: number, step: -1 | 1): PickRow[] {
  const target = index + step;
  if (target < 0 || target >= rows.length) return [...rows];
  const moved = [...rows];
  [moved[index], moved[target]] = [moved[target] as PickRow, moved[index] as PickRow];
  return moved;
}

/** Whether a row's period is two dates with the end on or after the start. */
export const hasSoundPeriod = (row: PickRow): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(row.validFrom) &&
  /^\d{4}-\d{2}-\d{2}$/.test(row.validTo) &&
  row.validTo >= row.validFrom;

/** A pick save's result code in the reader's words (the `adminPlans` catalogue's `pick_result`). */
export function usePickResultText(): (code: string) => string {
  const { t } = useTranslation('adminPlans');
  return (code) => String(t(`pick_result.${code}` as never));
}
