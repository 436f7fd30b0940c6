import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useFormat } from '../../../lib/use-format';
import { useStockSearch } from '../api/stock-definition';
import type { Stock } from './order-terms';
import { useStockOrderTexts } from './use-stock-order-texts';

/**
 * The stock picker: type a code or a name in any of the three languages (the server searches),
 * pick from the list; the chosen stock stays listed while another search is typed.
 */
export function SymbolSearch(props: { stock: Stock | null; onPick: (symbol: string) => void }) {
  const { t } = useStockOrderTexts();
  const format = useFormat();
  const [query, setQuery] = useState('');
  const [settled] = useDebouncedValue(query, 200);
  const search = useStockSearch(settled);
  const label = (stock: Stock) =>
    t('search.option', { symbol: stock.symbol, name: format.text(stock.name) });
  const found = search.data?.stocks ?? [];
  const listed =
    props.stock && !found.some((stock) => stock.symbol === props.stock?.symbol)
      ? [props.stock, ...found]
      : found;
  return (
    <Select
      label={t('search.label')}
      placeholder={t('search.placeholder')}
      searchable
      value={props.stock?.symbol ?? null}
      onChange={(symbol) => {
        if (symbol) props.onPick(symbol);
      }}
      onSearchChange={(text) => {
        // The field shows the chosen stock's label: that is not a new search.
        if (props.stock && text === label(props.stock)) return;
        setQuery(text);
      }}
      // The server already matched codes and names in every language.
      filter={({ options }) => options}
      data={listed.map((stock) => ({ value: stock.symbol, label: label(stock) }))}
      nothingFoundMessage={search.isFetching ? undefined : t('search.nothing_found')}
      maxDropdownHeight={320}
      comboboxProps={{ withinPortal: true }}
      data-testid="symbol-search"
    />
  );
}
