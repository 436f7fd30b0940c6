import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_PICKS, type PickKind } from '@shared/domain/house-pick';
import { useAdminPicks, useSavePicks, type AdminPick } from '../api/admin-pick';
import { AdminPage, QueryState } from '../components/admin-page';
import { isComplete } from '../content/language-fields';
import { NO_TEXTS } from '../content/content-texts';
import { ResultOutcome } from '../components/result-outcome';
import { InstrumentPicker } from './instrument-picker';
import { PickCard } from './pick-card';
import { usePickResultText } from './pick-values';
import {
  addDays,
  hasSoundPeriod,
  hongKongToday,
  moveRow,
  pickFields,
  pickRows,
  type PickRow,
} from './pick-values';

/** How long a new pick runs unless changed: a month from today. */
const NEW_PICK_DAYS = 30;

/** The list being edited; saved whole. */
function PickList({ kind, stored }: { kind: PickKind; stored: readonly AdminPick[] }) {
  const { t } = useTranslation('adminPlanPages');
  const resultText = usePickResultText();
  const save = useSavePicks(kind);
  const [rows, setRows] = useState(() => pickRows(stored));
  const [isTried, setTried] = useState(false);
  const today = hongKongToday();
  const isReady = rows.every((row) => isComplete(row.note) && hasSoundPeriod(row));
  const refusedAt = save.data && save.data.result !== 'ok' ? save.data.at : null;
  const change = (index: number, row: PickRow | null) =>
    setRows((current) => current.flatMap((each, at) => (at !== index ? [each] : row ? [row] : [])));
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (isReady) save.mutate(pickFields(rows));
      }}
    >
      <Stack gap="md">
        {rows.length === 0 ? <Text c="dimmed">{t('picks.empty')}</Text> : null}
        {rows.map((row, index) => (
          <PickCard
            key={row.instrumentId}
            row={row}
            index={index}
            count={rows.length}
            today={today}
            isTried={isTried}
            problem={refusedAt === index && save.data ? resultText(save.data.result) : null}
            onChange={(next) => change(index, next)}
            onMove={(step) => setRows((current) => moveRow(current, index, step))}
            onRemove={() => change(index, null)}
          />
        ))}
        <InstrumentPicker
          kind={kind}
          picked={new Set(rows.map((row) => row.instrumentId))}
          isFull={rows.length >= MAX_PICKS}
          onPick={(candidate) =>
            setRows((current) => [
              ...current,
              {
                instrumentId: candidate.id,
                name: candidate.name,
                note: NO_TEXTS,
                validFrom: today,
                validTo: addDays(today, NEW_PICK_DAYS),
              },
            ])
          }
        />
        {isTried && !isReady ? (
          <Text size="sm" c="red.8" role="alert">
            {t('picks.incomplete')}
          </Text>
        ) : null}
        <ResultOutcome call={save} text={resultText} done={() => t('picks.saved')} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('picks.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * `/admins/funds/pick` and `/admins/stocks/pick` (spec §2.13, the brand's adminFundPick and
 * adminStockPick flags; issue 30): the house's ordered picks, each with a note in three
 * languages and the Hong Kong dates it shows from and to; added from a picker, moved up or
 * down, removed, and saved as one list. Clients see today's on their dashboard.
 */
export function PickEditorPage({ kind }: { kind: PickKind }) {
  const { t } = useTranslation('adminPlanPages');
  const picks = useAdminPicks(kind);
  return (
    <AdminPage title={t(`picks.title_${kind}`)}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('picks.intro', { count: MAX_PICKS })}
        </Text>
        <QueryState query={picks}>
          {(data) => <PickList kind={kind} stored={data.picks} />}
        </QueryState>
      </Stack>
    </AdminPage>
  );
}
