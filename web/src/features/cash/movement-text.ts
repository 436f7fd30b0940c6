import { useTranslation } from 'react-i18next';
import { toDecimal } from '@shared/domain/decimal';
import { useFormat } from '../../lib/use-format';
import type { CashMovement } from './api/cash';
import { snakeKey } from './cash-texts';

/** Decimals a figure carries as sent (`616.50` → 2, `100` → 0), at most 6. */
const placesOf = (value: string) =>
  Math.min(6, (value.split('.')[1] ?? '').replace(/0+$/, '').length);

/**
 * What a movement moved, in the page's language (issue 31 §13): "Buy 00700 100 @ 616.50",
 * "02800 dividend", "FX HKD→USD", "Fund subscription <fund>", "IPO 06990 refund"; a deposit or
 * withdrawal is its reason and request number; anything else its reason.
 */
export function useMovementText(): (row: CashMovement) => string {
  const { t } = useTranslation('cash');
  const format = useFormat();
  return (row) => {
    const detail = row.detail;
    const reason = String(
      t(`reason.${snakeKey(row.reason)}` as never, { defaultValue: row.reason }),
    );
    if (!detail) return `${reason}${row.cashInstructionId ? ` #${row.cashInstructionId}` : ''}`;
    const code = detail.code ?? '';
    switch (detail.kind) {
      case 'buy':
      case 'sell':
        return detail.quantity && detail.price
          ? t(`movement_detail.${detail.kind}`, {
              code,
              quantity: format.quantity(detail.quantity, placesOf(detail.quantity)),
              price: format.price(detail.price, Math.max(2, placesOf(detail.price))),
            })
          : t(`movement_detail.${detail.kind}_plain`, { code });
      case 'fundSubscription':
      case 'fundRedemption':
        return t(
          `movement_detail.${snakeKey(detail.kind)}` as 'movement_detail.fund_subscription',
          {
            name: detail.name ? format.text(detail.name) : code,
          },
        );
      case 'fx':
        return t('movement_detail.fx', {
          from: detail.fromCurrency ?? '',
          to: detail.toCurrency ?? '',
        });
      case 'dividend':
        return t('movement_detail.dividend', { code });
      case 'ipo':
        return t(
          toDecimal(row.amount).isNegative()
            ? 'movement_detail.ipo_payment'
            : 'movement_detail.ipo_refund',
          { code },
        );
    }
  };
}
