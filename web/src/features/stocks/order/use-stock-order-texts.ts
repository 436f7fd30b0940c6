import { useTranslation } from 'react-i18next';
import {
  useOrderFlowTexts,
  useOrderOutcome,
  type OrderFlowTexts,
} from '../../../components/order/order-texts';
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
  const kitFlow = useOrderFlowTexts({ estimateNote: t('preview.note') });
  const placedOutcome = useOrderOutcome();
  /** Without a confirmation step, Review places the order: it says so. */
  const flow = (isSkipping: boolean): OrderFlowTexts =>
    isSkipping ? { ...kitFlow, review: t('flow.place') } : kitFlow;
  /** A code's text with the code itself after it, in small type where the page can (UI style). */
  const withCode = (code: number) => `${result(code)} (${t('flow.code', { code })})`;
  /**
   * An answer's words: placed (or placed before) with its status, else why not. Given the order
   * as it stands now, the status agrees with today's orders.
   */
  const outcome = (answer: StockOrderAnswer): OrderOutcome => {
    const { order } = answer;
    const placed =
      answer.result === 0 && order
        ? {
            orderId: order.orderId,
            status: names.status(order.displayStatus),
            isReplay: answer.isReplay,
          }
        : null;
    const said = placedOutcome({ placed, tradePassword: answer.tradePassword }, () =>
      withCode(answer.result),
    );
    // Placed while its market is shut (a US order overnight, say): it waits for the next session.
    return placed && order?.displayStatus === 'Waiting'
      ? { ...said, text: `${said.text} ${t('flow.waits_for_session')}` }
      : said;
  };
  return { t, names, result, withCode, errorText, flow, outcome };
}
