import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWatchlist, useWatchlistChange } from '../api/fund-watchlist';
import { useFormat } from '../../../lib/use-format';
import { FundList } from './fund-list';
import { FundsPage } from './page-frame';
import { QueryState } from '../../../components/data/query-state';

/** `/funds/watchlist` (spec §2.4): the watched funds, each removable. */
export function WatchlistPage({ accountCode }: { accountCode: string }) {
  const { t } = useTranslation('funds');
  const format = useFormat();
  const watchlist = useWatchlist(accountCode);
  const change = useWatchlistChange(accountCode);
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
                loading={change.isPending && change.variables?.fundId === fund.fundId}
                onClick={() => change.mutate({ fundId: fund.fundId, shouldWatch: false })}
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
