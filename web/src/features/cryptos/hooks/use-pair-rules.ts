import { useMemo } from 'react';
import { useCryptoPairs, type CryptoPair } from '../api/crypto-market';

/** Decimals of a pair not (yet) listed: a price to 2, a quantity to 8. */
const FALLBACK = { priceDecimals: 2, quantityDecimals: 8 };

/** Each pair's rules by id, and the decimals its prices and quantities show. */
export function usePairRules() {
  const pairs = useCryptoPairs();
  const byId = useMemo(
    () => new Map((pairs.data?.pairs ?? []).map((pair): [string, CryptoPair] => [pair.pair, pair])),
    [pairs.data],
  );
  return {
    pairs,
    byId,
    priceDecimals: (pair: string) => byId.get(pair)?.priceDecimals ?? FALLBACK.priceDecimals,
    quantityDecimals: (pair: string) =>
      byId.get(pair)?.quantityDecimals ?? FALLBACK.quantityDecimals,
  };
}
