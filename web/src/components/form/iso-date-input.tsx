import { DateInput } from '@mantine/dates';
import 'dayjs/locale/zh-hk';
import 'dayjs/locale/zh-cn';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/languages';
import { currentLanguage } from '../../lib/i18n';

/** dayjs's names for the three languages (month and weekday names in the picker). */
const DAYJS_LOCALE: Record<Language, string> = { en: 'en', 'zh-HK': 'zh-hk', 'zh-CN': 'zh-cn' };

/**
 * A date field in spec §9's `YYYY-MM-DD`, typed or picked from a calendar in the page's
 * language; `value` is `''` when empty. Weeks start on Sunday, as Hong Kong calendars print.
 */
export function IsoDateInput({
  label,
  value,
  onChange,
  minDate,
  maxDate,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  minDate?: string;
  maxDate?: string;
}) {
  const { i18n, t } = useTranslation('common');
  const language = currentLanguage(i18n);
  return (
    <DateInput
      label={label}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      valueFormat="YYYY-MM-DD"
      placeholder="YYYY-MM-DD"
      locale={DAYJS_LOCALE[language]}
      firstDayOfWeek={0}
      clearable
      minDate={minDate}
      maxDate={maxDate}
      clearButtonProps={{ 'aria-label': t('clear_date') }}
      ariaLabels={{
        previousMonth: t('previous_month'),
        nextMonth: t('next_month'),
        previousYear: t('previous_year'),
        nextYear: t('next_year'),
        previousDecade: t('previous_decade'),
        nextDecade: t('next_decade'),
        monthLevelControl: t('choose_month'),
        yearLevelControl: t('choose_year'),
      }}
    />
  );
}
