import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/data/query-state';
import { useFormat } from '../../../lib/use-format';
import { usePlan } from '../api/plan';
import { planPaths } from '../paths';
import { Composition, Facts, Performance } from './detail-sections';
import { PlansPage } from './page-frame';
import { RiskBadge, usePlanQueryTexts } from './plan-labels';

/**
 * `/plans/detail/{planId}` (spec §2.11): the plan's composition with a donut, its performance,
 * risk, fees and documents, and the way to subscribe or to ask about it.
 */
export function DetailPage(props: { planId: string; canSubscribe: boolean }) {
  const { t } = useTranslation('plans');
  const format = useFormat();
  const query = usePlan(props.planId);
  const texts = usePlanQueryTexts();
  const plan = query.data?.plan ?? null;
  return (
    <PlansPage
      title={plan ? format.text(plan.name) : t('search.title')}
      aside={
        plan ? (
          <Group gap="sm">
            <Button component={Link} to={`${planPaths.talk}?plan=${plan.planId}`} variant="default">
              {t('detail.talk')}
            </Button>
            {props.canSubscribe && plan.status === 'active' ? (
              <Button component={Link} to={planPaths.subscribe(plan.planId)}>
                {t('detail.subscribe')}
              </Button>
            ) : null}
          </Group>
        ) : undefined
      }
    >
      <QueryState query={query} texts={texts}>
        {({ plan: detail }) =>
          detail ? (
            <Stack gap="md">
              <Group gap="sm">
                <RiskBadge level={detail.riskLevel} />
                <Text size="sm">{t(`theme.${detail.theme}`)}</Text>
                <Text size="sm" c="dimmed">
                  {detail.currency}
                </Text>
              </Group>
              <Text>{format.text(detail.description)}</Text>
              <Composition plan={detail} />
              <Performance plan={detail} />
              <Facts plan={detail} />
            </Stack>
          ) : (
            <Alert color="yellow">{t('detail.not_found')}</Alert>
          )
        }
      </QueryState>
    </PlansPage>
  );
}
