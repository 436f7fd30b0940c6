import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isPickValidOn, PICK_NOTE_LIMIT } from '@shared/domain/house-pick';
import { StatusBadge } from '../../../components/data/status-badge';
import { IsoDateInput } from '../../../components/form/iso-date-input';
import { useFormat } from '../../../lib/use-format';
import { Name } from '../components/admin-page';
import { LanguageFields } from '../content/language-fields';
import { hasSoundPeriod, type PickRow } from './pick-values';

/**
 * One pick of the list: its place, the instrument, whether clients see it today, its note in
 * three languages and its period; moved up or down, or removed. `problem` marks the pick the
 * server refused.
 */
export function PickCard(props: {
  row: PickRow;
  index: number;
  count: number;
  today: string;
  isTried: boolean;
  problem: string | null;
  onChange: (row: PickRow) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('adminPlanPages');
  const format = useFormat();
  const { row, index } = props;
  const name = format.text(row.name);
  const isShown = hasSoundPeriod(row) && isPickValidOn(row, props.today);
  const hasPeriodError = props.isTried && !hasSoundPeriod(row);
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      data-pick={row.instrumentId}
      style={props.problem ? { borderColor: 'var(--mantine-color-red-7)' } : undefined}
      aria-label={t('picks.position', { position: index + 1, name })}
      role="group"
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <Text fw={700} c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {index + 1}
            </Text>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600}>{name}</Text>
              <Text size="xs" c="dimmed">
                <Name>{row.instrumentId}</Name>
              </Text>
            </Stack>
            <StatusBadge family={isShown ? 'done' : 'ended'}>
              {isShown ? t('picks.shown_today') : t('picks.not_shown_today')}
            </StatusBadge>
          </Group>
          <Group gap={4} wrap="nowrap">
            <Button
              size="xs"
              variant="default"
              disabled={index === 0}
              aria-label={t('picks.up_of', { name })}
              onClick={() => props.onMove(-1)}
            >
              ↑
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={index === props.count - 1}
              aria-label={t('picks.down_of', { name })}
              onClick={() => props.onMove(1)}
            >
              ↓
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              aria-label={t('picks.remove_of', { name })}
              onClick={props.onRemove}
            >
              {t('picks.remove')}
            </Button>
          </Group>
        </Group>
        {props.problem ? (
          <Text size="sm" c="red.8" role="alert">
            {props.problem}
          </Text>
        ) : null}
        <LanguageFields
          label={t('picks.note')}
          values={row.note}
          maxLength={PICK_NOTE_LIMIT}
          isTried={props.isTried}
          onChange={(note) => props.onChange({ ...row, note })}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" maw={520}>
          <IsoDateInput
            label={t('picks.valid_from')}
            value={row.validFrom}
            onChange={(validFrom) => props.onChange({ ...row, validFrom })}
          />
          <IsoDateInput
            label={t('picks.valid_to')}
            value={row.validTo}
            minDate={row.validFrom || undefined}
            onChange={(validTo) => props.onChange({ ...row, validTo })}
          />
        </SimpleGrid>
        {hasPeriodError ? (
          <Text size="sm" c="red.8">
            {t('picks.period_error')}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
