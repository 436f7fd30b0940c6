import { Alert, Button, Center, Group, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, useMessageText } from '../../../lib/message';
import { LoadingIndicator } from '../../../components/loading-indicator';

type QueryStateProps<T> = {
  query: UseQueryResult<T>;
  /** Whether the loaded data has nothing to show. */
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  children: (data: T) => ReactNode;
};

/** A query's loading, error (with retry) and empty states around what it shows when loaded. */
export function QueryState<T>({ query, isEmpty, emptyText, children }: QueryStateProps<T>) {
  const { t } = useTranslation('funds');
  const text = useMessageText();
  if (query.isPending) {
    return (
      <Center py="lg">
        <LoadingIndicator size="sm" label={t('state.loading')} />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" role="alert">
        <Group justify="space-between">
          <Text size="sm">
            {t('state.error')} {text(apiErrorMessage(query.error))}
          </Text>
          <Button size="xs" variant="light" onClick={() => void query.refetch()}>
            {t('state.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (isEmpty?.(query.data)) {
    return (
      <Text c="dimmed" size="sm" py="sm">
        {emptyText ?? t('state.empty')}
      </Text>
    );
  }
  return <>{children(query.data)}</>;
}
