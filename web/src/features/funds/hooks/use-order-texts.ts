import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@shared/domain/date-time';
import type { DealingSchedule } from '@shared/domain/fund-dealing';
import type { OrderFlowTexts } from '../../../components/order/order-texts';
import type { OrderOutcome } from '../../../components/order/order-outcome';
import type { FundOrderAnswer } from '../api/fund-order';

/** What an amount or units field holds, for the text under it. */
type FieldState = { value: string; isValid: boolean; invalidText: string; result: number };

/** The texts every fund order screen shares: result codes, field errors, the dealing schedule. */
export function useOrderTexts() {
  const { t } = useTranslation('funds');
  /** A spec §8 result code's text; the unknown code's text for a code without one. */
  const result = (code: number): string =>
    t(`result.code_${code}` as never, { defaultValue: t('result.code_99') });
  const flow: OrderFlowTexts = {
    confirmTitle: t('order.confirm_title'),
    estimateNote: t('order.estimate_note'),
    riskAcknowledge: t('order.risk_acknowledge'),
    tradePassword: t('order.trade_password'),
    tradePasswordHint: t('order.trade_password_hint'),
    tradeUnlocked: (time) => t('order.trade_unlocked', { time }),
    lockTrading: t('order.lock_trading'),
    review: t('order.review'),
    confirm: t('order.confirm'),
    back: t('order.back'),
    newOrder: t('order.new_order'),
    viewHistory: t('order.view_history'),
  };
  return {
    result,
    /** The order flow's buttons, headings and notes. */
    flow,
    /** A placement's result: the order placed (or placed before), else the result code's text. */
    outcome: (answer: FundOrderAnswer): OrderOutcome => {
      const order = answer.orders[0];
      if (answer.result === 0 && order) {
        const key = answer.isReplay ? 'order.replay' : 'order.success';
        const status = t(`status.${order.status}` as never);
        return { isPlaced: true, text: t(key, { orderId: order.orderId, status }) };
      }
      if (answer.tradePassword === 'incorrect') {
        return { isPlaced: false, text: t('order.trade_password_incorrect') };
      }
      return { isPlaced: false, text: t('order.failure', { text: result(answer.result) }) };
    },
    /** Nothing while empty or fine, the precision rule when malformed, else the preview's result. */
    fieldError: ({ value, isValid, invalidText, result: code }: FieldState) => {
      if (value === '') return undefined;
      if (!isValid) return invalidText;
      return code === 0 ? undefined : result(code);
    },
    /** The preview rows that close every order: dealing date, cut-off, settlement date. */
    scheduleRows: (schedule: DealingSchedule): [string, string][] => [
      [t('order.dealing_date'), schedule.dealingDate],
      [t('order.cut_off'), formatDateTime(schedule.cutOffAt)],
      [t('order.settlement_date'), schedule.settlementDate],
    ],
  };
}
