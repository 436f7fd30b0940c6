import { Group, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { usePlanSubscription } from '../api/plan-subscription';
import { PlanStatusBadge } from './plan-labels';

/**
 * A placed subscription's steps (issue 26 §3): submitted when placed, then activated by the books
 * (or failed); asked again every 2 s while still submitted.
 */
export function SubscriptionSteps(props: {
  accountCode: string;
  subscriptionId: number;
  placedAt: string;
}) {
  const { t } = useTranslation('plans');
  const format = useFormat();
  const query = usePlanSubscription(props.accountCode, props.subscriptionId, true);
  const now = query.data?.subscription ?? null;
  const isDecided = now !== null && now.status !== 'submitted';
  return (
    <List type="ordered" spacing="xs" aria-label={t('steps.label')} data-subscription-steps="">
      <List.Item>
        <Group gap="xs">
          <PlanStatusBadge status="submitted" />
          <Text size="sm" c="dimmed">
            <time dateTime={props.placedAt}>{format.dateTime(props.placedAt)}</time>
          </Text>
        </Group>
      </List.Item>
      <List.Item>
        {isDecided ? (
          <Group gap="xs">
            <PlanStatusBadge status={now.status} />
            <Text size="sm" c="dimmed">
              <time dateTime={now.updatedAt}>{format.dateTime(now.updatedAt)}</time>
            </Text>
          </Group>
        ) : (
          <Text size="sm">{t('steps.waiting')}</Text>
        )}
      </List.Item>
    </List>
  );
}
