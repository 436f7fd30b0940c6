import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@shared/domain/date-time';
import type { DealingSchedule } from '@shared/domain/fund-dealing';
import { useOrderFlowTexts, useOrderOutcome } from '../../../components/order/order-texts';
import type { OrderOutcome } from '../../../components/order/order-outcome';
import { useFormat, type LocalisedText } from '../../../lib/use-format';
import type { FundOrderAnswer } from '../api/fund-order';
import type { SwitchMinimum } from '../order-preview';

/**
 * What an amount or units field holds, for the text under it; `resultText` says more than the
 * result code's text when the form knows more (the minimum it fell short of).
 */
type FieldState = {
  value: string;
  isValid: boolean;
  invalidText: string;
  result: number;
  resultText?: string | null;
};

/** A fund as the minimum texts name it. */
type NamedFund = { name: LocalisedText; currency: string };

/** The texts every fund order screen shares: result codes, field errors, the dealing schedule. */
export function useOrderTexts() {
  const { t } = useTranslation('funds');
  const format = useFormat();
  /** A spec §8 result code's text; the unknown code's text for a code without one. */
  const result = (code: number): string =>
    t(`result.code_${code}` as never, { defaultValue: t('result.code_99') });
  const flow = useOrderFlowTexts({
    estimateNote: t('order.estimate_note'),
    riskAcknowledge: t('order.risk_acknowledge'),
  });
  const placedOutcome = useOrderOutcome();
  return {
    result,
    /** The order flow's buttons, headings and notes. */
    flow,
    /**
     * A placement's result: the order placed (or placed before), else why not: the trade
     * password, the form's own text for the refusal (`refusalText`), or the result code's text.
     */
    outcome: (answer: FundOrderAnswer, refusalText?: string | null): OrderOutcome => {
      const order = answer.orders[0];
      const placed =
        answer.result === 0 && order
          ? {
              orderId: order.orderId,
              status: t(`status.${order.status}` as never),
              isReplay: answer.isReplay,
            }
          : null;
      return placedOutcome(
        { placed, tradePassword: answer.tradePassword },
        () => refusalText ?? result(answer.result),
      );
    },
    /** Nothing while empty or fine, the precision rule when malformed, else the preview's result. */
    fieldError: ({ value, isValid, invalidText, result: code, resultText }: FieldState) => {
      if (value === '') return undefined;
      if (!isValid) return invalidText;
      return code === 0 ? undefined : (resultText ?? result(code));
    },
    /** Beside a disabled Review: fill in the order first, or correct what is marked. */
    reviewHint: (isEmpty: boolean) =>
      isEmpty ? t('order.review_needs_input') : t('order.review_needs_fix'),
    /** A subscription below the fund's minimum: the minimum in money, and the fund. */
    belowMinimum: (fund: NamedFund, minimum: string) =>
      t('subscribe.below_minimum', {
        minimum: format.money(minimum, fund.currency),
        fund: format.text(fund.name),
      }),
    /** A switch whose proceeds fall short of the switch-in fund's minimum (5% buffer). */
    switchBelowMinimum: (to: NamedFund, need: SwitchMinimum, proceeds?: string | null) => {
      const values = {
        minimum: format.money(need.minimum, to.currency),
        required: format.money(need.required, to.currency),
        fund: format.text(to.name),
      };
      return proceeds
        ? t('switch.below_minimum', { ...values, proceeds: format.money(proceeds, to.currency) })
        : t('switch.refused_minimum', values);
    },
    /** The preview rows that close every order: dealing date, cut-off, settlement date. */
    scheduleRows: (schedule: DealingSchedule): [string, string][] => [
      [t('order.dealing_date'), schedule.dealingDate],
      [t('order.cut_off'), formatDateTime(schedule.cutOffAt)],
      [t('order.settlement_date'), schedule.settlementDate],
    ],
  };
}
