import { Alert, Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@shared/domain/date-time';
import { useRiskAssessment } from '../../../lib/risk-assessment';

/**
 * Spec §4 risk assessment reminder: a red block once the assessment has expired, a warning while
 * it is expiring, nothing otherwise; each links to the risk assessment page (`assessmentPath`).
 * On an order screen that buys (`isOnOrder`) it says the order cannot go ahead, and it stands
 * above every input so nobody fills in an order only to be refused at the end.
 */
export function RiskReminder(props: {
  accountCode: string;
  assessmentPath: string;
  isOnOrder?: boolean;
}) {
  const { accountCode, assessmentPath, isOnOrder = false } = props;
  const { t } = useTranslation('funds');
  const assessment = useRiskAssessment(accountCode);
  const reminder = assessment.data?.reminder;
  if (!reminder || reminder === 'none') return null;
  const expiresAt = assessment.data?.assessment?.expiresAt;
  const date = expiresAt ? formatDate(new Date(expiresAt)) : '';
  const isExpired = reminder === 'expired';
  const isBlocking = isExpired || reminder === 'missing';
  const text =
    isOnOrder && isBlocking
      ? t(`risk.order_${reminder}`, { date })
      : t(`risk_reminder.${reminder}`, { date });
  return (
    <Alert
      color={isBlocking ? 'red' : 'yellow'}
      role={isBlocking ? 'alert' : 'status'}
      data-testid="risk-reminder"
      data-reminder={reminder}
    >
      {text}{' '}
      <Anchor component={Link} to={assessmentPath} fw={600} inherit>
        {t('risk_reminder.action')}
      </Anchor>
    </Alert>
  );
}
