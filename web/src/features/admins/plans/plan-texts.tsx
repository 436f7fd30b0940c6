import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PlanStatus, PlanSubscriptionStatus } from '@shared/domain/plan-status';
import { StatusBadge, type StatusFamily } from '../../../components/data/status-badge';

/** A plan's status by the UI style's families: a draft needs action, deleted and closed are grey. */
const PLAN_STATUS_FAMILY: Readonly<Record<PlanStatus, StatusFamily>> = {
  draft: 'action',
  active: 'done',
  inactive: 'ended',
  deleted: 'ended',
};

/** A subscription's status by the same families as the client's plans pages. */
export const SUBSCRIPTION_FAMILY: Readonly<Record<PlanSubscriptionStatus, StatusFamily>> = {
  submitted: 'working',
  activated: 'done',
  inactivated: 'action',
  cancelled: 'ended',
  failed: 'failed',
};

/** The statuses in the order the list's tabs offer them. */
export const PLAN_LIST_STATUSES = ['draft', 'active', 'inactive', 'deleted'] as const;

/**
 * The admin plan screens' words for codes: the server's result codes (the `adminPlans`
 * catalogue), plan statuses, and the plans area's own words for themes and subscription states.
 */
export function useAdminPlanTexts() {
  const { t } = useTranslation('adminPlanPages');
  const results = useTranslation('adminPlans').t;
  const plans = useTranslation('plans').t;
  /** A text by a key built from a code (the catalogues cover every code). */
  const by = (translate: (key: never) => string, key: string): string =>
    String(translate(key as never));
  return {
    /** A plan change's refusal (or `ok`) in words. */
    result: (code: string) => by(results, `result.${code}`),
    status: (status: PlanStatus) => by(t, `status.${status}`),
    theme: (theme: string) => by(plans, `theme.${theme}`),
    subscriptionStatus: (status: string) => by(plans, `status.${status}`),
    runStatus: (status: string) => by(plans, `run_status.${status}`),
  };
}

/** A plan's status as a badge of its family's colour. */
export function PlanStatusBadge({ status }: { status: PlanStatus }) {
  const texts = useAdminPlanTexts();
  return <StatusBadge family={PLAN_STATUS_FAMILY[status]}>{texts.status(status)}</StatusBadge>;
}

/** A plan's risk level (1 to 5, the highest of its funds) as a small badge. */
export function RiskLevel({ level }: { level: number }) {
  const { t } = useTranslation('adminPlanPages');
  return (
    // Shades whose automatic text colour meets WCAG AA in both schemes (as the status badges').
    <Badge variant="filled" color={level >= 4 ? 'orange.6' : 'blue.8'} autoContrast>
      {t('plan.risk_value', { level })}
    </Badge>
  );
}
