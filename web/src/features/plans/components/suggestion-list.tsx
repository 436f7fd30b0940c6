import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CallOutput } from '@shared/contracts/index';
import { SignedChange } from '../../../components/data/signed-change';
import { useFormat } from '../../../lib/use-format';
import { planPaths } from '../paths';
import { keyOf, RiskBadge } from './plan-labels';

type Suggestions = CallOutput<'plan/suggestPlans'>;

/** The client's risk level the suggestions rest on, or that there is none. */
export function ClientRisk({ level }: { level: number | null }) {
  const { t } = useTranslation('plans');
  return (
    <Text size="sm" c="dimmed">
      {level === null ? t('suggest.client_risk_none') : t('suggest.client_risk', { level })}
    </Text>
  );
}

/** Ranked plans, each with the reason it fits, its risk, minimum and one-year return. */
export function SuggestionList({ data }: { data: Suggestions }) {
  const { t } = useTranslation('plans');
  const format = useFormat();
  return (
    <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
      {data.suggestions.map(({ rank, reason, plan }) => (
        <Paper key={plan.planId} withBorder p="md" component="li" data-suggested-plan={plan.planId}>
          <Stack gap={6}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Group gap="xs" wrap="wrap">
                <Badge variant="filled" color="gray.7" autoContrast>
                  {t('suggest.rank', { rank })}
                </Badge>
                <Anchor component={Link} to={planPaths.detail(plan.planId)} fw={600}>
                  {format.text(plan.name)}
                </Anchor>
              </Group>
              <RiskBadge level={plan.riskLevel} />
            </Group>
            <Text size="sm">{t(`reason.${keyOf(reason)}` as 'reason.risk_match')}</Text>
            <Group gap="lg" wrap="wrap">
              <Text size="sm" c="dimmed">
                {t('field.minimum')}: {format.money(plan.minimumMonthlyAmount, plan.currency)}
              </Text>
              <Text size="sm" c="dimmed">
                {t('field.return', { period: t('period.p_1year') })}:{' '}
                <SignedChange value={plan.returns['1year'] ?? null} percent />
              </Text>
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
