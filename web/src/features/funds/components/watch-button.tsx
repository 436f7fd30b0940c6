import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWatchlist, useWatchlistChange } from '../api/fund-watchlist';

/** Adds a fund to the client's watchlist or removes it. */
export function WatchButton({ accountCode, fundId }: { accountCode: string; fundId: string }) {
  const { t } = useTranslation('funds');
  const watchlist = useWatchlist(accountCode);
  const isWatched = watchlist.data?.funds.some((fund) => fund.fundId === fundId) ?? false;
  const toggle = useWatchlistChange(accountCode);
  return (
    <Button
      variant="default"
      loading={toggle.isPending || watchlist.isPending}
      aria-pressed={isWatched}
      onClick={() => toggle.mutate({ fundId, shouldWatch: !isWatched })}
    >
      {isWatched ? t('detail.unwatch') : t('detail.watch')}
    </Button>
  );
}
