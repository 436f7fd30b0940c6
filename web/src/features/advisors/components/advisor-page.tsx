import { Paper, Stack, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState as KitQueryState } from '../../../components/data/query-state';
import { AreaPage } from '../../../components/layout/area-page';

/** An advisor page: the area's links (its menu group), its title and what stands beside it. */
export function AdvisorPage(props: { title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <AreaPage title={props.title} aside={props.aside} size="xl">
      {props.children}
    </AreaPage>
  );
}

/** The kit's query states in the advisor pages' words. */
export function QueryState<T>(props: {
  query: UseQueryResult<T>;
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('advisors');
  const texts = {
    loading: t('state.loading'),
    error: t('state.error'),
    retry: t('state.retry'),
    empty: t('state.empty'),
  };
  return <KitQueryState texts={texts} {...props} />;
}

/** A proper name or code from the books (a person, an account code): never translated. */
export function Name({ children }: { children: ReactNode }) {
  return <span translate="no">{children}</span>;
}

/** A part of a page: a titled card. */
export function Section(props: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" data-testid={props.testId}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {props.title}
        </Title>
        {props.aside}
        {props.children}
      </Stack>
    </Paper>
  );
}
