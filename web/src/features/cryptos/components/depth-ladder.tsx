import { useTranslation } from 'react-i18next';
import { DepthLadder as Ladder } from '../../../components/data/depth-ladder';
import type { CryptoPair } from '../api/crypto-market';
import { useCryptoDepth } from '../api/crypto-market';
import { pairLabel } from '../hooks/use-crypto-texts';

/** Ten levels of a pair's book, in the base asset; a picked price fills a limit order's price. */
export function DepthLadder(props: { pair: CryptoPair; onPickPrice: (price: string) => void }) {
  const { pair, onPickPrice } = props;
  const { t } = useTranslation('cryptos');
  const depth = useCryptoDepth(pair.pair).data?.depth ?? null;
  return (
    <Ladder
      depth={depth}
      priceDecimals={pair.priceDecimals}
      quantityDecimals={pair.quantityDecimals}
      onPickPrice={onPickPrice}
      minWidth={300}
      texts={{
        heading: t('depth.heading'),
        caption: t('depth.caption', { pair: pairLabel(pair.pair) }),
        bid: t('depth.bid'),
        ask: t('depth.ask'),
        quantity: t('depth.quantity'),
        empty: t('depth.empty'),
      }}
    />
  );
}
