import { Button, Group, Paper, Portal, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEveryCatalogue } from '../../../../lib/use-every-catalogue';
import { useRecordTour, useTourState } from '../../api/tour';
import { TourOverlay } from './tour-overlay';
import classes from './tour.module.css';

/**
 * The tour's offer after the first login (issue 25 §5): a small card in a corner, never over the
 * page on a phone (it sits at the bottom edge, the page usable around it), until the client takes
 * the tour or dismisses it. It is recorded as offered when it shows (`tour/recordTour`), so it is
 * offered once per account, on any device. Taking it runs the tour where the client is.
 */
export function TourOffer({ accountCode }: { accountCode: string }) {
  const { t } = useTranslation('accounts');
  const hasTexts = useEveryCatalogue();
  const state = useTourState(accountCode);
  const record = useRecordTour(accountCode);
  const [stage, setStage] = useState<'waiting' | 'offered' | 'touring' | 'done'>('waiting');
  const shouldOffer = hasTexts && state.data?.shouldOffer === true;
  const { mutate } = record;
  // Shown is offered (the contract's "shown or dismissed"): recorded at once, so a client who
  // ignores it and reloads is not asked again; it stays on screen until answered.
  useEffect(() => {
    if (stage !== 'waiting' || !shouldOffer) return;
    setStage('offered');
    mutate('offered');
  }, [stage, shouldOffer, mutate]);
  if (stage === 'touring') {
    return (
      <TourOverlay
        onEnd={(finished) => {
          setStage('done');
          if (finished) mutate('completed');
        }}
      />
    );
  }
  if (stage !== 'offered') return null;
  return (
    <Portal>
      <Paper
        shadow="lg"
        radius="md"
        withBorder
        p="md"
        role="dialog"
        aria-modal={false}
        aria-labelledby="tour-offer-title"
        className={`${classes.card} ${classes.offer}`}
        data-testid="tour-offer"
      >
        <Stack gap="xs">
          <Title order={2} size="h5" id="tour-offer-title">
            {t('tour.offer.title')}
          </Title>
          <Text size="sm">{t('tour.offer.body')}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" size="xs" onClick={() => setStage('done')}>
              {t('tour.offer.dismiss')}
            </Button>
            <Button size="xs" onClick={() => setStage('touring')}>
              {t('tour.offer.accept')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Portal>
  );
}
