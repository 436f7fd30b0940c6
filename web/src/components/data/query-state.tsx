import { Alert, Button, Center, Group, Text } from '@mantine/core';
import type { UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, useMessageText } from '../../lib/message';
import { LoadingIndicator } from '../loading-indicator';

/** The texts of a query's states (default: common.json `state`). */
export type QueryStateTexts = { loading: string; error: string; retry: string; empty: string };

/** The areas whose catalogue has its own `loading`, `failed_to_load`, `retry` and `empty`. */
type AreaWithQueryTexts = 'news' | 'ipo' | 'corporateAction';

/** An area's own words for a query's states; `emptyText` where its list's empty text is another. */
export function useAreaQueryTexts(area: AreaWithQueryTexts, emptyText?: string): QueryStateTexts {
  const { t } = useTranslation(area);
  return {
    loading: t('loading'),
    error: t('failed_to_load'),
    retry: t('retry'),
    empty: emptyText ?? t('empty'),
  };
}

type QueryStateProps<T> = {
  /** A query, or an infinite one (its data is then all the pages read so far). */
  query: UseQueryResult<T> | UseInfiniteQueryResult<T>;
  /** An area's own words for the states; the common ones when left out. */
  texts?: QueryStateTexts;
  /** Whether the loaded data has nothing to show. */
  isEmpty?: (data: T) => boolean;
  /** What to say when it is empty, instead of `texts.empty`. */
  emptyText?: string;
  /** In a narrow panel: the retry stays beside the error text and the empty text is centred. */
  isCompact?: boolean;
  children: (data: T) => ReactNode;
};

/** A query's loading, error (with retry) and empty states around what it shows when loaded. */
export function QueryState<T>({
  query,
  isEmpty,
  emptyText,
  isCompact = false,
  children,
  ...props
}: QueryStateProps<T>) {
  const text = useMessageText();
  const { t } = useTranslation('common');
  const texts = props.texts ?? {
    loading: t('state.loading'),
    error: t('state.error'),
    retry: t('state.retry'),
    empty: t('state.empty'),
  };
  if (query.isPending) {
    return (
      <Center py="lg">
        <LoadingIndicator size="sm" label={texts.loading} />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" role="alert">
        <Group justify="space-between" wrap={isCompact ? 'nowrap' : undefined}>
          <Text size="sm">
            {texts.error} {text(apiErrorMessage(query.error))}
          </Text>
          <Button size="xs" variant="light" onClick={() => void query.refetch()}>
            {texts.retry}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (isEmpty?.(query.data)) {
    return (
      <Text c="dimmed" size="sm" py="sm" ta={isCompact ? 'center' : undefined}>
        {emptyText ?? texts.empty}
      </Text>
    );
  }
  return <>{children(query.data)}</>;
}
