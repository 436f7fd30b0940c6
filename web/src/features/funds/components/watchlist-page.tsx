import { Button } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api-client';
import { fundKeys, useWatchlist } from '../api/fund-queries';
import { useFundFormat } from '../hooks/use-fund-format';
import { FundList } from './fund-list';
import { FundsPage } from './page-frame';
import { QueryState } from './query-state';

/** `/funds/watchlist` (spec §2.4): the watched funds, each removable. */
export function WatchlistPage({ accountCode }: { accountCode: string }) {
  const { t } = useTranslation('funds');
  const format = useFundFormat();
  const queryClient = useQueryClient();
  const watchlist = useWatchlist(accountCode);
  const remove = useMutation({
    mutationFn: (fundId: string) =>
      callApi('fund-watchlist/removeFromWatchlist', { accountCode, fundId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: fundKeys.account(accountCode) }),
  });
  return (
    <FundsPage title={t('watchlist.title')}>
      <QueryState
        query={watchlist}
        isEmpty={(data) => data.funds.length === 0}
        emptyText={t('watchlist.empty')}
      >
        {(data) => (
          <FundList
            funds={data.funds}
            action={(fund) => (
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                loading={remove.isPending && remove.variables === fund.fundId}
                onClick={() => remove.mutate(fund.fundId)}
              >
                {t('watchlist.remove', { name: format.text(fund.name) })}
              </Button>
            )}
          />
        )}
      </QueryState>
    </FundsPage>
  );
}
