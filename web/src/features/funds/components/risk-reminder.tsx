import { Alert, Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@shared/domain/date-time';
import { useRiskAssessment } from '../../../lib/risk-assessment';

/**
 * Spec §4 risk assessment reminder: a red block once the assessment has expired, a warning while
 * it is expiring, nothing otherwise; each links to the risk assessment page (`assessmentPath`).
 */
export function RiskReminder(props: { accountCode: string; assessmentPath: string }) {
  const { accountCode, assessmentPath } = props;
  const { t } = useTranslation('funds');
  const assessment = useRiskAssessment(accountCode);
  const reminder = assessment.data?.reminder;
  if (!reminder || reminder === 'none') return null;
  const expiresAt = assessment.data?.assessment?.expiresAt;
  const date = expiresAt ? formatDate(new Date(expiresAt)) : '';
  const isExpired = reminder === 'expired';
  return (
    <Alert
      color={isExpired || reminder === 'missing' ? 'red' : 'yellow'}
      role={isExpired ? 'alert' : 'status'}
      data-testid="risk-reminder"
      data-reminder={reminder}
    >
      {t(`risk_reminder.${reminder}`, { date })}{' '}
      <Anchor component={Link} to={assessmentPath} fw={600}>
        {t('risk_reminder.action')}
      </Anchor>
    </Alert>
  );
}
