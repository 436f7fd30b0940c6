import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CallOutput } from '@shared/contracts/index';
import { PreviewRows } from '../../../../components/data/preview-rows';
import { QueryState } from '../../../../components/data/query-state';
import { StatusBadge, type StatusFamily } from '../../../../components/data/status-badge';
import { useRiskChecks } from '../../api/risk-check';
import { accountPaths } from '../../paths';
import { AccountPage, dateOf, RestrictedNote, useIsRestricted } from '../account-page';
import { DerivativeAssessment } from './derivative-assessment';
import { CHECK_KEY, OUTCOME_KEY } from '../../text-keys';

type Check = CallOutput<'risk-check/loadRiskChecks'>['checks'][number];

/** UI style §3: valid is done; expiring and missing need action; expired is grey. */
const FAMILY: Readonly<Record<Check['status'], StatusFamily>> = {
  valid: 'done',
  expiring: 'action',
  expired: 'ended',
  missing: 'action',
};

function CheckCard(props: { check: Check; action: ReactNode }) {
  const { t } = useTranslation('accountPages');
  const { check } = props;
  const rows: [string, ReactNode][] = [
    [t('risk_check.checked_at'), dateOf(check.checkedAt)],
    [
      t('risk_check.expires_at'),
      check.checkedAt && !check.expiresAt ? t('risk_check.no_expiry') : dateOf(check.expiresAt),
    ],
  ];
  if (check.riskLevel !== null) rows.push([t('risk_check.level'), String(check.riskLevel)]);
  if (check.outcome)
    rows.push([t('risk_check.outcome'), t(`risk_check.outcomes.${OUTCOME_KEY[check.outcome]}`)]);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="risk-check" data-kind={check.kind}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4">
            {t(`risk_check.kinds.${CHECK_KEY[check.kind]}`)}
          </Title>
          <StatusBadge family={FAMILY[check.status]}>
            {t(`risk_check.statuses.${check.status}`)}
          </StatusBadge>
        </Group>
        <Text size="sm" c="dimmed">
          {t(`risk_check.about.${CHECK_KEY[check.kind]}`)}
        </Text>
        <PreviewRows rows={rows} />
        {props.action}
      </Stack>
    </Paper>
  );
}

/**
 * `/accounts/riskCheck` (spec §2.9, issue 25 §2): each suitability check on file with its status,
 * dates and the way to renew it: the risk questionnaire at `/accounts/raq`, the derivative
 * knowledge assessment here; the back office's own reviews are read-only.
 */
export function RiskCheckPage({ accountCode }: { accountCode: string }) {
  const { t } = useTranslation('accountPages');
  const checks = useRiskChecks(accountCode);
  const isRestricted = useIsRestricted();
  const [isAssessing, setAssessing] = useState(false);
  const actionOf = (check: Check): ReactNode => {
    if (!check.isRenewable) {
      return (
        <Text size="sm" c="dimmed">
          {t('risk_check.staff_review')}
        </Text>
      );
    }
    if (isRestricted) return null;
    if (check.kind === 'riskAssessment') {
      return (
        <Group>
          <Button component={Link} to={accountPaths.raq} variant="light">
            {t('risk_check.renew_raq')}
          </Button>
        </Group>
      );
    }
    if (isAssessing) {
      return <DerivativeAssessment accountCode={accountCode} onClose={() => setAssessing(false)} />;
    }
    return (
      <Group>
        <Button variant="light" onClick={() => setAssessing(true)}>
          {t('risk_check.take_assessment')}
        </Button>
      </Group>
    );
  };
  return (
    <AccountPage title={t('risk_check.title')} intro={t('risk_check.intro')}>
      {isRestricted ? <RestrictedNote /> : null}
      <QueryState query={checks}>
        {(data) => (
          <Stack gap="md">
            {data.checks.map((check) => (
              <CheckCard key={check.kind} check={check} action={actionOf(check)} />
            ))}
          </Stack>
        )}
      </QueryState>
    </AccountPage>
  );
}
