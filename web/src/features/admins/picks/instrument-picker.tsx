import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickKind } from '@shared/domain/house-pick';
import { useFormat } from '../../../lib/use-format';
import { useInstrumentSearch, type PickCandidate } from '../api/admin-pick';

/**
 * The picker of a new pick: funds or stocks found by what is typed (a code or a name in any
 * language), those already picked left out; choosing one adds it.
 */
export function InstrumentPicker(props: {
  kind: PickKind;
  picked: ReadonlySet<string>;
  isFull: boolean;
  onPick: (candidate: PickCandidate) => void;
}) {
  const { t } = useTranslation('adminPlanPages');
  const format = useFormat();
  const [search, setSearch] = useState('');
  const [text] = useDebouncedValue(search.trim(), 250);
  const found = useInstrumentSearch(props.kind, text);
  const candidates = (found.data ?? []).filter((each) => !props.picked.has(each.id));
  return (
    <Select
      label={t(`picks.add_${props.kind}`)}
      placeholder={props.isFull ? t('picks.full') : t('picks.add_placeholder')}
      disabled={props.isFull}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      value={null}
      data={candidates.map((each) => ({
        value: each.id,
        label: `${format.text(each.name)} (${each.id} · ${each.detail})`,
      }))}
      nothingFoundMessage={found.isFetching ? t('picks.searching') : t('picks.none_found')}
      maw={520}
      onChange={(id) => {
        const candidate = candidates.find((each) => each.id === id);
        if (candidate) {
          props.onPick(candidate);
          setSearch('');
        }
      }}
    />
  );
}
