import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState as KitQueryState } from '../../../components/data/query-state';

type QueryStateProps<T> = {
  query: UseQueryResult<T>;
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  children: (data: T) => ReactNode;
};

/** The kit's query states in the funds screens' words (funds.json `state`). */
export function QueryState<T>(props: QueryStateProps<T>) {
  const { t } = useTranslation('funds');
  const texts = {
    loading: t('state.loading'),
    error: t('state.error'),
    retry: t('state.retry'),
    empty: t('state.empty'),
  };
  return <KitQueryState texts={texts} {...props} />;
}
