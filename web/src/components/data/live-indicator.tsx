import { Box, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@shared/domain/date-time';

/**
 * The live-data indicator (docs/UI-STYLE.md §5): live, delayed (nothing heard for longer than
 * two heartbeats), connecting or reconnecting, with the time of the last update in Hong Kong time.
 */

/** Where a live stream is: opening, receiving, waiting to reconnect, or not running. */
export type LiveState = 'connecting' | 'live' | 'reconnecting' | 'closed';

/** The areas whose catalogue has the indicator's `live` texts. */
type AreaWithLiveTexts = 'stocks' | 'cryptos';

/** Silence longer than this while "live" means the prices may be stale. */
export const DELAYED_AFTER_MS = 40_000;

type Shown = 'live' | 'delayed' | 'connecting' | 'reconnecting' | 'closed';

const COLOURS: Record<Shown, string> = {
  live: 'var(--mantine-color-green-6)',
  delayed: 'var(--mantine-color-yellow-6)',
  connecting: 'var(--mantine-color-gray-5)',
  reconnecting: 'var(--mantine-color-orange-6)',
  closed: 'var(--mantine-color-gray-5)',
};

/** `HH:mm:ss` in Hong Kong time (seconds matter for prices that move every few seconds). */
function clockOf(instant: Date): string {
  return `${formatTime(instant)}:${String(instant.getUTCSeconds()).padStart(2, '0')}`;
}

/** Re-reads the clock every few seconds, so "delayed" shows without another event. */
function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

export function LiveIndicator({
  state,
  lastUpdateAt,
  area = 'stocks',
}: {
  state: LiveState;
  lastUpdateAt: Date | null;
  /** The area whose `live` texts it shows. */
  area?: AreaWithLiveTexts;
}) {
  const { t } = useTranslation(area);
  const now = useNow(5_000);
  const isDelayed =
    state === 'live' && lastUpdateAt !== null && now - lastUpdateAt.getTime() > DELAYED_AFTER_MS;
  const shown: Shown = isDelayed ? 'delayed' : state;
  const label = t(`live.${shown}`);
  const time = lastUpdateAt ? t('live.updated_at', { time: clockOf(lastUpdateAt) }) : null;
  return (
    <Group
      gap={6}
      wrap="nowrap"
      data-live-state={shown}
      aria-label={`${t('live.label')}: ${label}${time ? `, ${time}` : ''}`}
      role="group"
    >
      <Box
        aria-hidden
        w={8}
        h={8}
        style={{ borderRadius: '50%', background: COLOURS[shown], flex: 'none' }}
      />
      <Text size="xs" fw={600}>
        {label}
      </Text>
      {time && (
        <Text size="xs" c="dimmed">
          {time}
        </Text>
      )}
    </Group>
  );
}
