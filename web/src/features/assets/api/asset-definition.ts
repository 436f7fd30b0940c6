import { useQuery } from '@tanstack/react-query';
import type { CallOutput } from '@shared/contracts/index';
import { callApi } from '../../../lib/api-client';

/** What a manual asset may be: categories, statuses, currencies and the server's limits. */
export type AssetDefinitions = CallOutput<'asset-definition/loadAssetDefinitions'>;

/** The definitions change only with a release: read once per page load. */
export function useAssetDefinitions() {
  return useQuery({
    queryKey: ['asset-definitions'] as const,
    queryFn: ({ signal }) => callApi('asset-definition/loadAssetDefinitions', {}, { signal }),
    staleTime: Infinity,
  });
}
