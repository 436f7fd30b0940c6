import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingSegments } from './setting-segments';
import { callApi } from '../../lib/api-client';
import { useBrand } from '../../lib/brand-context';
import { currentLanguage } from '../../lib/i18n';
import {
  reportingCurrencyChoice,
  storeReportingCurrency,
  storedReportingCurrency,
} from '../../lib/preferences';
import { isAdvisorMode, type SessionRecord } from '../../lib/sessions';

/** In advisor mode, the client's own reporting currency (`preference/loadPreference`). */
function useClientPreference(session: SessionRecord, isAdvisor: boolean): string | undefined {
  const { accountCode, source, sessionId } = session;
  const preference = useQuery({
    queryKey: ['preference', 'load', sessionId],
    queryFn: ({ signal }) =>
      callApi('preference/loadPreference', { accountCode, source }, { signal, sessionId }),
    enabled: isAdvisor,
  });
  return preference.data?.currencyCode;
}

/**
 * Spec §2.15 Reporting Currency (signed in only): the brand's reporting currencies the server
 * knows, HKD by default (fallback HKD, USD, first available, §9), stored 365 days and sent to
 * `preference/setCurrency`. For an advisor acting for a client, the client's account supplies
 * the preference shown (spec §6), and a choice lasts for the view only.
 */
export function ReportingCurrencyControl({ session }: { session: SessionRecord }) {
  const { t, i18n } = useTranslation('settings');
  const { config } = useBrand();
  const language = currentLanguage(i18n);
  const isAdvisor = isAdvisorMode(session);
  const [chosen, setChosen] = useState(isAdvisor ? undefined : storedReportingCurrency());
  const currencies = useQuery({
    queryKey: ['currency', 'search', language],
    queryFn: ({ signal }) => callApi('currency/searchCurrencies', { language }, { signal }),
  });
  const clientPreference = useClientPreference(session, isAdvisor);
  const available = (currencies.data ?? [])
    .map((currency) => currency.code)
    .filter((code) => config.currencies.reporting.includes(code));
  const value = reportingCurrencyChoice(chosen ?? clientPreference, available);
  if (!value) return null;

  const choose = (code: string) => {
    setChosen(code);
    // Spec §6: acting for a client shows the client's preference without overwriting it.
    if (isAdvisor) return;
    storeReportingCurrency(code);
    const { accountCode, source } = session;
    callApi('preference/setCurrency', { accountCode, currencyCode: code, source }).catch(() => {
      // Kept in this browser regardless; the server copy catches up at the next change.
    });
  };

  return (
    <SettingSegments
      label={t('reporting_currency')}
      value={value}
      onChange={choose}
      data={available}
    />
  );
}
