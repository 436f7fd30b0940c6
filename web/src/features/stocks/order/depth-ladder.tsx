import { useTranslation } from 'react-i18next';
import type { CallOutput } from '@shared/contracts/index';
import { DepthLadder as Ladder } from '../../../components/data/depth-ladder';
import type { Stock } from './order-terms';

type Depth = CallOutput<'stock-definition/loadDepth'>;

/** Ten levels of a stock's book (spec §2.5), in whole shares; a picked price fills the form. */
export function DepthLadder(props: {
  stock: Stock;
  depth: Depth | undefined;
  onPickPrice: (price: string) => void;
}) {
  const { stock, depth, onPickPrice } = props;
  const { t } = useTranslation('stockOrder');
  return (
    <Ladder
      depth={depth}
      priceDecimals={stock.priceDecimals}
      quantityDecimals={0}
      onPickPrice={onPickPrice}
      texts={{
        heading: t('depth.heading'),
        caption: t('depth.caption', { symbol: stock.symbol }),
        bid: t('depth.bid'),
        ask: t('depth.ask'),
        quantity: t('depth.quantity'),
        empty: t('depth.empty'),
      }}
    />
  );
}
