import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What the result alert says about an answer: placed (or placed before), or why not; `details`
 * below a placed one (e.g. a plan subscription's steps).
 */
export type OrderOutcome = { isPlaced: boolean; text: string; details?: ReactNode };

/** The order flow's texts, in the product area's words. */
export type OrderFlowTexts = {
  confirmTitle: string;
  /** Under the preview: what the estimates rest on. */
  estimateNote: string;
  riskAcknowledge: string;
  tradePassword: string;
  /** Under the trade password: that it also unlocks trading for the session. */
  tradePasswordHint: string;
  /** Under the field when the server refused the password typed: what the password is. */
  tradePasswordRejected: string;
  /** Beside a disabled Confirm: the risk acknowledgement is not ticked yet. */
  needsAcknowledgement: string;
  /** Beside a disabled Confirm: the trade password is empty. */
  needsTradePassword: string;
  /** Beside a disabled Confirm: the second confirmation (a far price) is not ticked yet. */
  needsSecondConfirmation: string;
  /** While trading is unlocked: until when (the time in the client's clock). */
  tradeUnlocked: (time: string) => string;
  lockTrading: string;
  review: string;
  confirm: string;
  back: string;
  newOrder: string;
  viewHistory: string;
};

/** The texts an order screen says in its own words: its estimate note, and any it words otherwise. */
export type OwnOrderFlowTexts = Pick<OrderFlowTexts, 'estimateNote'> & Partial<OrderFlowTexts>;

/**
 * The order flow's texts: the kit's words for an order (the `order` catalogue, one set for every
 * product area), with the screen's own where its product says otherwise (a cash request).
 */
export function useOrderFlowTexts(own: OwnOrderFlowTexts): OrderFlowTexts {
  const { t } = useTranslation('order');
  return {
    confirmTitle: t('confirm_title'),
    riskAcknowledge: t('risk_acknowledge'),
    tradePassword: t('trade_password'),
    tradePasswordHint: t('trade_password_hint'),
    tradePasswordRejected: t('trade_password_rejected'),
    needsAcknowledgement: t('needs_acknowledgement'),
    needsTradePassword: t('needs_trade_password'),
    needsSecondConfirmation: t('needs_second_confirmation'),
    tradeUnlocked: (time) => t('trade_unlocked', { time }),
    lockTrading: t('lock_trading'),
    review: t('review'),
    confirm: t('confirm'),
    back: t('back'),
    newOrder: t('new_order'),
    viewHistory: t('view_history'),
    ...own,
  };
}

/** An order placement's answer as its outcome reads it. */
export type PlacedFacts = {
  /** The order placed (or placed before), its status in the reader's words; null when not. */
  placed: { orderId: number; status: string; isReplay: boolean } | null;
  /** Set when the trade password was why the order was not placed. */
  tradePassword?: 'required' | 'incorrect';
};

/**
 * A placement's outcome in the kit's words: placed (or placed before) with its number and
 * status, else why not: the trade password, or the refusal's text (`refusal`, only read then).
 */
export function useOrderOutcome() {
  const { t } = useTranslation('order');
  return (facts: PlacedFacts, refusal: () => string): OrderOutcome => {
    const { placed } = facts;
    if (placed) {
      const key = placed.isReplay ? 'outcome.replay' : 'outcome.placed';
      return { isPlaced: true, text: t(key, { orderId: placed.orderId, status: placed.status }) };
    }
    if (facts.tradePassword === 'incorrect') {
      return { isPlaced: false, text: t('outcome.trade_password_incorrect') };
    }
    if (facts.tradePassword === 'required') {
      return { isPlaced: false, text: t('outcome.trade_password_required') };
    }
    return { isPlaced: false, text: t('outcome.refused', { text: refusal() }) };
  };
}
