import { useTranslation } from 'react-i18next';
import type { CryptoOrderStatus, CryptoOrderType } from '@shared/domain/crypto-order-status';
import { CRYPTO_ORDER_RESULTS } from '@shared/domain/crypto-order-result';
import { useOrderOutcome } from '../../../components/order/order-texts';
import type { OrderOutcome } from '../../../components/order/order-outcome';
import type { CryptoOrderAnswer } from '../api/crypto-order';

/** A pair's id as people read it: `BTC-USD` → `BTC/USD`. */
export const pairLabel = (pair: string) => pair.replace('-', '/');

/**
 * The virtual-asset screens' words: sides, statuses, order types and sizings, the result codes of
 * shared/domain/crypto-order-result.ts (each in three languages), and a placement's outcome.
 */
export function useCryptoTexts() {
  const { t } = useTranslation('cryptos');
  const placedOutcome = useOrderOutcome();
  const side = (value: 'B' | 'S') => (value === 'B' ? t('order.buy') : t('order.sell'));
  const status = (value: CryptoOrderStatus) =>
    value === 'partiallyFilled' ? t('status.partially_filled') : t(`status.${value}`);
  const orderType = (value: CryptoOrderType) => t(`order.type_${value}`);
  /** A result code's text in the reader's language; the unknown code's text for any other. */
  const result = (code: number): string =>
    code in CRYPTO_ORDER_RESULTS ? t(`codes.code_${code}` as never) : t('codes.code_99999');
  /** A code's text with the code after it (UI style: the code in small type where it can be). */
  const withCode = (code: number) => `${result(code)} (${t('order.code', { code })})`;
  const outcome = (answer: CryptoOrderAnswer): OrderOutcome => {
    const { order } = answer;
    const placed =
      answer.result === 0 && order
        ? { orderId: order.orderId, status: status(order.status), isReplay: answer.isReplay }
        : null;
    return placedOutcome({ placed, tradePassword: answer.tradePassword }, () =>
      withCode(answer.result),
    );
  };
  return { t, side, status, orderType, result, withCode, outcome };
}
