import { Button, CloseButton, Group, Paper, Portal, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../../components/data/data-table';
import { findAnchor, TOUR_STOPS, type TourStop } from './tour-steps';
import classes from './tour.module.css';

type Box = { top: number; left: number; width: number; height: number };

const CARD_WIDTH = 340;
const GAP = 12;

/** Where the stop's anchor is on the screen, kept up to date on resize and scroll. */
function useAnchorBox(stop: TourStop): Box | null {
  const [box, setBox] = useState<Box | null>(null);
  useLayoutEffect(() => {
    const measure = () => {
      const anchor = findAnchor(stop.anchors);
      if (!anchor) return setBox(null);
      const { top, left, width, height } = anchor.getBoundingClientRect();
      setBox({ top, left, width, height });
    };
    measure();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [stop]);
  return box;
}

/** The card's place on a wide screen: below its anchor, kept inside the window; else centred. */
function cardPlace(box: Box | null): React.CSSProperties {
  if (!box) return { top: '20vh', left: `calc(50% - ${CARD_WIDTH / 2}px)`, width: CARD_WIDTH };
  const left = Math.min(
    Math.max(GAP, box.left + box.width / 2 - CARD_WIDTH / 2),
    window.innerWidth - CARD_WIDTH - GAP,
  );
  return { top: box.top + box.height + GAP, left, width: CARD_WIDTH };
}

type TourOverlayProps = {
  /** Called once when the tour closes: `finished` when the last stop's button ended it. */
  onEnd: (finished: boolean) => void;
  stops?: readonly TourStop[];
};

/**
 * The portal tour (issue 25 §5): one card per stop, beside what it points at, with a ring around
 * it. Nothing covers the page: it stays usable while the card shows, and on a phone the card sits
 * at the bottom edge (docs/UI-STYLE.md §6) so it never hides the header it points at. Escape ends it.
 */
export function TourOverlay({ onEnd, stops = TOUR_STOPS }: TourOverlayProps) {
  const { t } = useTranslation('accounts');
  const [index, setIndex] = useState(0);
  const stop = stops[Math.min(index, stops.length - 1)]!;
  const box = useAnchorBox(stop);
  const isPhone = useIsPhone();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const isLast = index === stops.length - 1;

  useEffect(() => heading.current?.focus(), [index]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEnd(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onEnd]);

  return (
    <Portal>
      {box ? (
        <div
          className={classes.ring}
          aria-hidden
          style={{
            top: box.top - 4,
            left: box.left - 4,
            width: box.width + 8,
            height: box.height + 8,
          }}
        />
      ) : null}
      <Paper
        shadow="lg"
        radius="md"
        withBorder
        p="md"
        role="dialog"
        aria-modal={false}
        aria-labelledby={titleId}
        data-testid="tour-card"
        data-stop={stop.id}
        className={classes.card}
        style={isPhone ? undefined : cardPlace(box)}
        data-phone={isPhone || undefined}
      >
        <Stack gap="xs">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="xs" c="dimmed">
              {t('tour.step_of', { step: index + 1, total: stops.length })}
            </Text>
            <CloseButton size="sm" aria-label={t('tour.close')} onClick={() => onEnd(false)} />
          </Group>
          <Title order={2} size="h4" id={titleId} ref={heading} tabIndex={-1}>
            {t(`tour.stops.${stop.id}.title`)}
          </Title>
          <Text size="sm">{t(`tour.stops.${stop.id}.body`)}</Text>
          <Group justify="flex-end" gap="xs" mt={4}>
            {index > 0 ? (
              <Button variant="default" size="xs" onClick={() => setIndex(index - 1)}>
                {t('tour.back')}
              </Button>
            ) : null}
            <Button size="xs" onClick={() => (isLast ? onEnd(true) : setIndex(index + 1))}>
              {isLast ? t('tour.finish') : t('tour.next')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Portal>
  );
}
