import { Alert, Button, Center, Group, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { apiErrorMessage, useMessageText } from '../../lib/message';
import { LoadingIndicator } from '../loading-indicator';

/** The texts of a query's states, in the area's own words. */
export type QueryStateTexts = { loading: string; error: string; retry: string; empty: string };

type QueryStateProps<T> = {
  query: UseQueryResult<T>;
  texts: QueryStateTexts;
  /** Whether the loaded data has nothing to show. */
  isEmpty?: (data: T) => boolean;
  /** What to say when it is empty, instead of `texts.empty`. */
  emptyText?: string;
  children: (data: T) => ReactNode;
};

/** A query's loading, error (with retry) and empty states around what it shows when loaded. */
export function QueryState<T>({ query, texts, isEmpty, emptyText, children }: QueryStateProps<T>) {
  const text = useMessageText();
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
        <Group justify="space-between">
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
      <Text c="dimmed" size="sm" py="sm">
        {emptyText ?? texts.empty}
      </Text>
    );
  }
  return <>{children(query.data)}</>;
}
