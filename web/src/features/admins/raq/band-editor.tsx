import {
  ActionIcon,
  Alert,
  Button,
  Grid,
  NativeSelect,
  NumberInput,
  Stack,
  Text,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RaqRefusal } from '@shared/domain/raq-rules';
import { newKey, type BandDraft, type Typed } from './raq-draft';
import type { ErrorAt } from './question-card';
import { useRaqTexts } from './raq-texts';

const LEVELS = [1, 2, 3, 4, 5, 6] as const;

/** The most bands a version may have (the contract's). */
const MAX_BANDS = 20;

const typed = (value: number | string): Typed => (typeof value === 'number' ? value : '');

/** A band's row: its level and its first and last totals, then remove. */
function BandRow(props: {
  index: number;
  band: BandDraft;
  errorAt: ErrorAt;
  onChange: (band: BandDraft) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('adminRaq');
  const { band, index } = props;
  const path = `bands.${index}`;
  const n = index + 1;
  return (
    <Grid gap="xs" align="flex-end" data-band={n}>
      <Grid.Col span={{ base: 12, sm: 3 }}>
        <Text size="sm" fw={600}>
          {t('where.band', { n })}
        </Text>
      </Grid.Col>
      <Grid.Col span={{ base: 4, sm: 3 }}>
        <NativeSelect
          label={t('bands.level')}
          value={String(band.level)}
          error={props.errorAt(`${path}.level`)}
          data={LEVELS.map((level) => ({
            value: String(level),
            label: t('question.level', { level }),
          }))}
          onChange={(event) =>
            props.onChange({ ...band, level: Number(event.currentTarget.value) })
          }
        />
      </Grid.Col>
      <Grid.Col span={{ base: 3, sm: 2 }}>
        <NumberInput
          label={t('bands.from')}
          allowDecimal={false}
          value={band.minimum}
          error={props.errorAt(`${path}.minimum`) ?? props.errorAt(path)}
          onChange={(value) => props.onChange({ ...band, minimum: typed(value) })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 3, sm: 2 }}>
        <NumberInput
          label={t('bands.to')}
          allowDecimal={false}
          value={band.maximum}
          error={props.errorAt(`${path}.maximum`)}
          onChange={(value) => props.onChange({ ...band, maximum: typed(value) })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 2, sm: 2 }}>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          mb={4}
          aria-label={t('bands.remove', { n })}
          title={t('bands.remove', { n })}
          onClick={props.onRemove}
        >
          ×
        </ActionIcon>
      </Grid.Col>
    </Grid>
  );
}

/**
 * The score bands (issue 30 §2): a level for each range of totals, lowest first, checked as they
 * are typed against the totals the scored questions can give (`check`, the rules' own).
 */
export function BandEditor(props: {
  bands: BandDraft[];
  range: { minimum: number; maximum: number };
  check: RaqRefusal | null;
  errorAt: ErrorAt;
  onChange: (bands: BandDraft[]) => void;
}) {
  const { t } = useTranslation('adminRaq');
  const texts = useRaqTexts();
  const { bands, range, check, onChange } = props;
  const addBand = () => {
    const last = bands.at(-1);
    const from = last && last.maximum !== '' ? last.maximum + 1 : range.minimum;
    const level = Math.min((last?.level ?? 0) + 1, 6);
    onChange([...bands, { key: newKey(), minimum: from, maximum: range.maximum, level }]);
  };
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('bands.hint')}
      </Text>
      <Text size="sm" fw={600} data-testid="score-range">
        {t('bands.range', range)}
      </Text>
      {bands.map((band, index) => (
        <BandRow
          key={band.key}
          index={index}
          band={band}
          errorAt={props.errorAt}
          onChange={(next) => onChange(bands.map((old, at) => (at === index ? next : old)))}
          onRemove={() => onChange(bands.filter((_, at) => at !== index))}
        />
      ))}
      <div>
        <Button size="xs" variant="light" disabled={bands.length >= MAX_BANDS} onClick={addBand}>
          {t('bands.add')}
        </Button>
      </div>
      <Alert
        color={check ? 'red' : 'green'}
        variant="light"
        data-testid="bands-check"
        aria-live="polite"
      >
        {check ? texts.refusal(check.result, check.field) : t('bands.ok', range)}
      </Alert>
    </Stack>
  );
}
