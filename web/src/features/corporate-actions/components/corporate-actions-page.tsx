import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState, useAreaQueryTexts } from '../../../components/data/query-state';
import { AreaPage } from '../../../components/layout/area-page';
import { useCorporateActions, type CorporateAction } from '../api/corporate-action';
import { CorporateActionCard } from './corporate-action-card';

function Section({
  accountCode,
  title,
  events,
  emptyText,
}: {
  accountCode: string;
  title: string;
  events: readonly CorporateAction[];
  emptyText: string;
}) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {events.length === 0 ? (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      ) : (
        events.map((event) => (
          <CorporateActionCard key={event.eventId} accountCode={accountCode} event={event} />
        ))
      )}
    </Stack>
  );
}

/**
 * `/stocks/corporateAction` (spec §2.5, issue 12 §5): the corporate actions on my holdings,
 * upcoming (soonest first) and past (latest first), each with its key dates, my entitlement,
 * the election where there is a choice, and the outcome once paid.
 */
export function CorporateActionsPage({ accountCode }: { accountCode: string }) {
  const { t } = useTranslation('corporateAction');
  const query = useCorporateActions(accountCode);
  const texts = useAreaQueryTexts('corporateAction');
  return (
    <AreaPage title={t('title')}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('intro')}
        </Text>
        <QueryState query={query} texts={texts} isEmpty={(data) => data.events.length === 0}>
          {(data) => (
            <Stack gap="xl">
              <Section
                accountCode={accountCode}
                title={t('upcoming')}
                events={data.events.filter((event) => !event.isPast)}
                emptyText={t('none_upcoming')}
              />
              <Section
                accountCode={accountCode}
                title={t('past')}
                events={data.events.filter((event) => event.isPast).reverse()}
                emptyText={t('none_past')}
              />
            </Stack>
          )}
        </QueryState>
      </Stack>
    </AreaPage>
  );
}
