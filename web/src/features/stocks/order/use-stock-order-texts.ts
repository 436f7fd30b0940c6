import { useTranslation } from 'react-i18next';
import type { OrderFlowTexts } from '../../../components/order/order-texts';
import type { OrderOutcome } from '../../../components/order/order-outcome';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage, useMessageText } from '../../../lib/message';
import type { StockOrderAnswer } from '../api/stock-order';
import { useStockTexts } from '../components/stock-texts';

/**
 * The order panel's texts: the spec §8 codes (`stockOrder:codes`, each in three languages), the
 * order flow's words, and an answer's outcome; statuses and types in the stocks screens' words.
 */
export function useStockOrderTexts() {
  const { t } = useTranslation('stockOrder');
  const names = useStockTexts();
  const messageText = useMessageText();
  /**
   * A failed call's text: an advisor refused for the client gets spec §6's words, anything else
   * the kit's text for its error code.
   */
  const errorText = (error: unknown): string =>
    error instanceof ApiError && error.status === 403
      ? t('form.no_permission')
      : messageText(apiErrorMessage(error));
  /** A spec §8 code's text in the reader's language; the unknown code's text for any other. */
  const result = (code: number): string =>
    t(`codes.code_${code}` as never, { defaultValue: t('codes.code_99999') });
  const flow = (isSkipping: boolean): OrderFlowTexts => ({
    confirmTitle: t('flow.confirm_title'),
    estimateNote: t('preview.note'),
    riskAcknowledge: '',
    tradePassword: t('flow.trade_password'),
    tradePasswordHint: t('flow.trade_password_hint'),
    tradePasswordRejected: t('flow.trade_password_rejected'),
    needsAcknowledgement: t('flow.needs_acknowledgement'),
    needsTradePassword: t('flow.needs_trade_password'),
    tradeUnlocked: (time) => t('flow.trade_unlocked', { time }),
    lockTrading: t('flow.lock_trading'),
    review: isSkipping ? t('flow.place') : t('flow.review'),
    confirm: t('flow.confirm'),
    back: t('flow.back'),
    newOrder: t('flow.new_order'),
    viewHistory: t('flow.view_history'),
  });
  /** A code's text with the code itself after it, in small type where the page can (UI style). */
  const withCode = (code: number) => `${result(code)} (${t('flow.code', { code })})`;
  /** An answer's words: placed (or placed before) with its status, else why not. */
  const outcome = (answer: StockOrderAnswer): OrderOutcome => {
    if (answer.result === 0 && answer.order) {
      const key = answer.isReplay ? 'flow.replay' : 'flow.success';
      return {
        isPlaced: true,
        text: t(key, {
          orderId: answer.order.orderId,
          status: names.status(answer.order.displayStatus),
        }),
      };
    }
    if (answer.tradePassword === 'incorrect') {
      return { isPlaced: false, text: t('flow.trade_password_incorrect') };
    }
    if (answer.tradePassword === 'required') {
      return { isPlaced: false, text: t('flow.trade_password_required') };
    }
    return { isPlaced: false, text: t('flow.failure', { text: withCode(answer.result) }) };
  };
  return { t, names, result, withCode, errorText, flow, outcome };
}
