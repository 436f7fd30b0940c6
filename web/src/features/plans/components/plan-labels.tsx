import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PlanSubscriptionStatus } from '@shared/domain/plan-status';
import { StatusBadge, type StatusFamily } from '../../../components/data/status-badge';
import type { QueryStateTexts } from '../../../components/data/query-state';

const FAMILY_OF: Readonly<Record<PlanSubscriptionStatus, StatusFamily>> = {
  submitted: 'working',
  activated: 'done',
  inactivated: 'action',
  cancelled: 'ended',
  failed: 'failed',
};

/** A plan subscription's status as a badge of its family's colour, in the spec's words. */
export function PlanStatusBadge({ status }: { status: PlanSubscriptionStatus }) {
  const { t } = useTranslation('plans');
  return <StatusBadge family={FAMILY_OF[status]}>{t(`status.${status}`)}</StatusBadge>;
}

/** A plan's risk level (1 to 5) as a small badge. */
export function RiskBadge({ level }: { level: number }) {
  const { t } = useTranslation('plans');
  return (
    // Shades whose automatic text colour meets WCAG AA in both schemes (as the status badges').
    <Badge variant="filled" color={level >= 4 ? 'orange.6' : 'blue.8'} autoContrast>
      {t('field.risk_value', { level })}
    </Badge>
  );
}

/** The plans pages' words for a query's states. */
export function usePlanQueryTexts(emptyText?: string): QueryStateTexts {
  const { t } = useTranslation('plans');
  return {
    loading: t('state.loading'),
    error: t('state.error'),
    retry: t('state.retry'),
    empty: emptyText ?? t('state.empty'),
  };
}

/** A plan result code's text in the reader's language, with the code in small words after it. */
export function usePlanResultText() {
  const { t } = useTranslation('plans');
  return (result: number): string => {
    const key = `codes.code_${result}` as 'codes.code_0';
    const text = t(key, { defaultValue: t('codes.code_99999') });
    return result === 0 ? text : t('codes.with_code', { text, code: result });
  };
}

/** A plan or fund result name (`insufficientCash`) in the reader's words, where the plans know it. */
export function usePlanResultName() {
  const { t } = useTranslation('plans');
  return (name: string): string => {
    const key = `reason_name.${keyOf(name)}` as 'reason_name.insufficient_cash';
    return t(key, { defaultValue: t('reason_name.other') });
  };
}

/** A camelCase name (`goalAndRiskMatch`) as a snake_case catalogue key (`goal_and_risk_match`). */
export function keyOf(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** A performance period (`1year`, `sinceLaunch`) as its `period` key (`p_1year`, `since_launch`). */
export function periodKey(period: string): 'period.p_1year' {
  const key = keyOf(period);
  return `period.${/^\d/.test(key) ? `p_${key}` : key}` as 'period.p_1year';
}
