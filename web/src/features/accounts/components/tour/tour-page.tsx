import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/data/query-state';
import { useRecordTour, useTourState } from '../../api/tour';
import { AccountPage, dateOf, useIsRestricted } from '../account-page';
import { TourOverlay } from './tour-overlay';
import { TOUR_STOPS } from './tour-steps';

/**
 * `/accounts/tour` (spec §2.9, flag tour; issue 25 §5): what the tour shows and the button that
 * (re)starts it. Finishing it records the completion for the client's own session; an advisor
 * acting for a client may run it, but it is not recorded as the client's.
 */
export function TourPage({ accountCode }: { accountCode: string }) {
  const { t } = useTranslation('accounts');
  const state = useTourState(accountCode);
  const record = useRecordTour(accountCode);
  const isRestricted = useIsRestricted();
  const [isTouring, setIsTouring] = useState(false);
  const [hasFinished, setHasFinished] = useState(false);
  return (
    <AccountPage title={t('tour.title')} intro={t('tour.intro')}>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <QueryState query={state}>
            {(data) => (
              <Text size="sm" data-testid="tour-status">
                {data.completedAt
                  ? t('tour.taken_on', { date: dateOf(data.completedAt) })
                  : t('tour.not_taken')}
              </Text>
            )}
          </QueryState>
          {hasFinished ? (
            <Alert color="green" role="status">
              {t('tour.finished')}
            </Alert>
          ) : null}
          <Group>
            <Button
              onClick={() => {
                setHasFinished(false);
                setIsTouring(true);
              }}
              disabled={isTouring}
            >
              {state.data?.completedAt ? t('tour.restart') : t('tour.start')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('tour.stops_title')}
        </Title>
        <List type="ordered" spacing="xs">
          {TOUR_STOPS.map((stop) => (
            <List.Item key={stop.id}>
              <Text fw={600} span>
                {t(`tour.stops.${stop.id}.title`)}
              </Text>
              <Text size="sm" c="dimmed">
                {t(`tour.stops.${stop.id}.body`)}
              </Text>
            </List.Item>
          ))}
        </List>
      </Stack>
      {isTouring ? (
        <TourOverlay
          onEnd={(finished) => {
            setIsTouring(false);
            setHasFinished(finished);
            if (finished && !isRestricted) record.mutate('completed');
          }}
        />
      ) : null}
    </AccountPage>
  );
}
