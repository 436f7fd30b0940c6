import { useTranslation } from 'react-i18next';
import { CASH_RESULTS, type CashResultCode } from '@shared/domain/cash-results';
import { useOrderFlowTexts } from '../../components/order/order-texts';
import type { OrderOutcome } from '../../components/order/order-outcome';
import type { StatusFamily } from '../../components/data/status-badge';

/** A camelCase name as a catalogue key (`bankTransfer` → `bank_transfer`). */
export const snakeKey = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The spec §3 request status letters (and the FPS ones) by the UI style's families. */
export const INSTRUCTION_STATUS_FAMILY: Readonly<Record<string, StatusFamily>> = {
  P: 'working',
  PR: 'working',
  W: 'action',
  S: 'working',
  A: 'done',
  R: 'failed',
  B: 'failed',
  C: 'ended',
};

/** The spec §3 eDDA authorisation statuses by family. */
export const EDDA_STATUS_FAMILY: Readonly<Record<string, StatusFamily>> = {
  P: 'working',
  A: 'done',
  S: 'action',
  R: 'failed',
  C: 'ended',
  E: 'ended',
  D: 'ended',
};

/** An answer that may refuse: its result code and whether the trade password was the reason. */
type Refusable = { result: string; tradePassword?: 'required' | 'incorrect' };

/** The texts every cash screen shares: result codes, statuses, methods, the order flow's words. */
export function useCashTexts() {
  const { t } = useTranslation('cash');
  /** A text by a key built from a code (the catalogues are tested to cover every code). */
  const byKey = (key: string): string => String(t(key as never));
  /** A result code's text in the page's language (spec §8), with the code in small type after. */
  const result = (code: string): string => {
    const name = CASH_RESULTS[code as CashResultCode] ?? 'fxUnknown';
    return byKey(`result.${snakeKey(name)}`);
  };
  // A request is not an order: the kit's texts that name one are said in the request's words.
  const flow = useOrderFlowTexts({
    confirmTitle: t('flow.confirm_title'),
    estimateNote: t('flow.estimate_note'),
    tradePasswordHint: t('flow.trade_password_hint'),
    review: t('flow.review'),
    newOrder: t('flow.new_request'),
    viewHistory: t('flow.view_history'),
  });
  /** Why an answer refused: the trade password, else the code's text and the code. */
  const refusal = (answer: Refusable): string => {
    if (answer.tradePassword === 'incorrect') return t('flow.trade_password_incorrect');
    if (answer.tradePassword === 'required') return t('flow.trade_password_required');
    return t('flow.refused', { text: result(answer.result), code: answer.result });
  };
  return {
    result,
    refusal,
    flow,
    /** A request status letter's words (spec §3). */
    status: (letter: string) => byKey(`status.${letter.toLowerCase()}`),
    eddaStatus: (letter: string) => byKey(`edda_status.${letter.toLowerCase()}`),
    movementType: (letter: string) => byKey(`movement_type.${letter.toLowerCase()}`),
    depositMethod: (method: string) => byKey(`deposit_method.${snakeKey(method)}`),
    withdrawalMethod: (method: string) => byKey(`withdrawal_method.${snakeKey(method)}`),
    idType: (type: string) => byKey(`id_type.${type.toLowerCase()}`),
    /** A request placement's outcome: placed with its number and status, or why not. */
    outcome: (
      answer: Refusable & {
        isReplay: boolean;
        instruction: { id: number; status: string } | null;
      },
    ): OrderOutcome => {
      const { instruction } = answer;
      if (answer.result === '0' && instruction) {
        return {
          isPlaced: true,
          text: t(answer.isReplay ? 'flow.replay' : 'flow.placed', {
            id: instruction.id,
            status: byKey(`status.${instruction.status.toLowerCase()}`),
          }),
        };
      }
      return { isPlaced: false, text: refusal(answer) };
    },
  };
}
