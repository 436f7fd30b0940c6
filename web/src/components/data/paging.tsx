import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A list's pages below it (none when everything fits on one), page n of m to a screen reader. */
export function Paging(props: {
  total: number;
  size: number;
  index: number;
  onChange: (index: number) => void;
}) {
  const { t } = useTranslation('common');
  const count = Math.ceil(props.total / props.size);
  if (count <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={count}
        value={props.index + 1}
        onChange={(page) => props.onChange(page - 1)}
        getControlProps={(control) => ({ 'aria-label': t(`paging.${control}`) })}
        getItemProps={(page) => ({ 'aria-label': t('paging.page', { page, pages: count }) })}
      />
    </Group>
  );
}
