import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput, CallName, CallOutput } from '@shared/contracts/index';
import type { AssetCategory } from '@shared/domain/asset-holding';
import { accountKeys } from '../../../lib/account-keys';
import { callApi } from '../../../lib/api-client';
import { saveDocumentFile } from '../../../lib/download-file';

/** The holder's holdings as listed, with totals in the reporting currency. */
export type AssetHoldings = CallOutput<'asset-holding/searchAssetHoldings'>;
export type AssetHoldingRow = AssetHoldings['holdings'][number];
/** One holding with its valuations and attachments. */
export type AssetHoldingDetail = NonNullable<
  CallOutput<'asset-holding/loadAssetHolding'>['holding']
>;
/** What every change answers. */
export type AssetChangeAnswer = CallOutput<'asset-holding/addAssetHolding'>;
/** A new holding as the form sends it. */
export type NewAssetHolding = Omit<
  CallInput<'asset-holding/addAssetHolding'>,
  'accountCode' | 'reportingCurrency'
>;
/** A holding's fields as the edit form sends them. */
export type AssetHoldingFields = Omit<
  CallInput<'asset-holding/updateAssetHolding'>,
  'accountCode' | 'holdingId' | 'reportingCurrency'
>;

/** The list's filters: a category, a status (never deleted). */
export type HoldingFilter = { category?: AssetCategory; status?: 'active' | 'inactive' };

/** Query keys of the account's manual assets, under the account's keys (lib/account-keys.ts). */
export function assetKeys(accountCode: string) {
  const all = accountKeys(accountCode).area('assets');
  return {
    all,
    list: (reportingCurrency: string, filter: HoldingFilter) =>
      [...all, 'list', reportingCurrency, filter] as const,
    holding: (holdingId: number, reportingCurrency: string) =>
      [...all, 'holding', holdingId, reportingCurrency] as const,
  };
}

/** The holder's holdings of the filter, with their totals in the reporting currency. */
export function useAssetHoldings(
  accountCode: string,
  reportingCurrency: string,
  filter: HoldingFilter = {},
) {
  return useQuery({
    queryKey: assetKeys(accountCode).list(reportingCurrency, filter),
    queryFn: ({ signal }) =>
      callApi(
        'asset-holding/searchAssetHoldings',
        { accountCode, reportingCurrency, ...filter },
        { signal },
      ),
  });
}

/** One holding, its valuations (oldest first) and its attachments. */
export function useAssetHolding(accountCode: string, holdingId: number, reportingCurrency: string) {
  return useQuery({
    queryKey: assetKeys(accountCode).holding(holdingId, reportingCurrency),
    queryFn: ({ signal }) =>
      callApi(
        'asset-holding/loadAssetHolding',
        { accountCode, holdingId, reportingCurrency },
        { signal },
      ),
  });
}

/** The calls that change a holding: each answers `{ result, holding }`. */
type ChangeCall =
  | 'asset-holding/addAssetHolding'
  | 'asset-holding/updateAssetHolding'
  | 'asset-holding/setAssetHoldingStatus'
  | 'asset-holding/deleteAssetHolding'
  | 'asset-holding/addAssetAttachment'
  | 'asset-holding/removeAssetAttachment'
  | 'market-value-history/addMarketValue'
  | 'market-value-history/removeMarketValue';

type ChangeInput<N extends ChangeCall> = Omit<CallInput<N>, 'accountCode'>;

/**
 * A change to the account's manual assets: sent as `name` for the account; an accepted change
 * refreshes the account's assets and the portfolio's summary (`accountKeys(...).area('portfolio')`).
 */
export function useAssetChange<N extends ChangeCall & CallName>(accountCode: string, name: N) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangeInput<N>) =>
      callApi(name, { ...input, accountCode } as CallInput<N>) as Promise<AssetChangeAnswer>,
    onSuccess: async (answer) => {
      if (answer.result !== 'ok') return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: assetKeys(accountCode).all }),
        queryClient.invalidateQueries({ queryKey: accountKeys(accountCode).area('portfolio') }),
      ]);
    },
  });
}

/** Loads one attachment (base64, as a deposit proof) and saves it under its name. */
export function useAttachmentDownload(accountCode: string, holdingId: number) {
  return useMutation({
    mutationFn: (attachmentId: number) =>
      callApi('asset-holding/loadAssetAttachment', { accountCode, holdingId, attachmentId }),
    onSuccess: (answer) => {
      if (answer.attachment) saveDocumentFile(answer.attachment);
    },
  });
}
