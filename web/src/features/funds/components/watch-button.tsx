import { Button } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api-client';
import { fundKeys, useWatchlist } from '../api/fund-queries';

/** Adds a fund to the client's watchlist or removes it. */
export function WatchButton({ accountCode, fundId }: { accountCode: string; fundId: string }) {
  const { t } = useTranslation('funds');
  const queryClient = useQueryClient();
  const watchlist = useWatchlist(accountCode);
  const isWatched = watchlist.data?.funds.some((fund) => fund.fundId === fundId) ?? false;
  const toggle = useMutation({
    mutationFn: () =>
      callApi(isWatched ? 'fund-watchlist/removeFromWatchlist' : 'fund-watchlist/addToWatchlist', {
        accountCode,
        fundId,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: fundKeys.account(accountCode) }),
  });
  return (
    <Button
      variant="default"
      loading={toggle.isPending || watchlist.isPending}
      aria-pressed={isWatched}
      onClick={() => toggle.mutate()}
    >
      {isWatched ? t('detail.unwatch') : t('detail.watch')}
    </Button>
  );
}
