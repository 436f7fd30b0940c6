import { useFormat } from '../../lib/use-format';
import type { Column } from './data-table';
import { SignedPnl } from './signed-change';

/** What a holding of any product reports of its worth, in its own currency. */
type Valued = {
  marketValue: string;
  unrealisedPnl: string;
  unrealisedPnlPercent: string | null;
  currency: string;
};

/**
 * A positions table's market value and unrealised P&L (money and percent) columns, in the
 * position's currency; both are a phone card's figures.
 */
export function usePositionValueColumns<Row extends Valued>(headings: {
  value: string;
  pnl: string;
}): { value: Column<Row>; pnl: Column<Row> } {
  const format = useFormat();
  return {
    value: {
      key: 'value',
      heading: headings.value,
      numeric: true,
      phone: 'figure',
      cell: (position) => format.money(position.marketValue, position.currency),
    },
    pnl: {
      key: 'pnl',
      heading: headings.pnl,
      numeric: true,
      phone: 'figure',
      cell: (position) => (
        <SignedPnl
          value={position.unrealisedPnl}
          percent={position.unrealisedPnlPercent}
          currency={position.currency}
        />
      ),
    },
  };
}
