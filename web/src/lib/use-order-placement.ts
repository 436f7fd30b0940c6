import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CallOutput } from '@shared/contracts/index';
import { fundKeys, useOrderSettings } from '../api/fund-queries';
import { stepAfterReview } from '../order-preview';

/** A placement answer (every place call answers this shape). */
export type OrderAnswer = CallOutput<'fund-order/placeSubscription'>;

/** What every placement adds to its own fields. */
export type PlacementExtras = {
  idempotencyKey: string;
  hasAcknowledgedRisk: boolean;
  tradePassword?: string;
};

/** Where an order form is: editing, confirming, or showing a placed order. */
export type OrderStep = 'edit' | 'confirm' | 'done';

/**
 * An order form's state and placement (issue 4 §2, §7): one idempotency key per order the client
 * means to place, kept across retries and replaced only for the next order; the confirmation
 * step unless the client skips it; the trade password when the account needs one.
 */
export function useOrderPlacement(input: {
  accountCode: string;
  hasRiskWarning: boolean;
  place: (extras: PlacementExtras) => Promise<OrderAnswer>;
}) {
  const queryClient = useQueryClient();
  const settings = useOrderSettings(input.accountCode);
  const [idempotencyKey, setKey] = useState(() => crypto.randomUUID());
  const [step, setStep] = useState<OrderStep>('edit');
  const [hasAcknowledgedRisk, setAcknowledged] = useState(false);
  const [tradePassword, setTradePassword] = useState('');
  const isTradePasswordRequired = settings.data?.isTradePasswordRequired ?? false;
  const isSkipping = settings.data?.skipConfirmation ?? false;
  const placement = useMutation({
    mutationFn: () =>
      input.place({
        idempotencyKey,
        hasAcknowledgedRisk,
        tradePassword: isTradePasswordRequired ? tradePassword : undefined,
      }),
    onSuccess: (answer) => {
      if (answer.result === 0) setStep('done');
      void queryClient.invalidateQueries({ queryKey: fundKeys.account(input.accountCode) });
    },
  });
  const canPlace =
    (!input.hasRiskWarning || hasAcknowledgedRisk) &&
    (!isTradePasswordRequired || tradePassword !== '');
  return {
    step,
    setStep,
    settings,
    placement,
    isSkipping,
    canPlace,
    hasAcknowledgedRisk,
    setAcknowledged,
    tradePassword,
    setTradePassword,
    /** Whether the trade password field shows now (with the confirmation, or at once). */
    isAskingTradePassword: isTradePasswordRequired && (step === 'confirm' || isSkipping),
    review: () => {
      placement.reset();
      if (stepAfterReview(isSkipping) === 'place') placement.mutate();
      else setStep('confirm');
    },
    restart: () => {
      placement.reset();
      setKey(crypto.randomUUID());
      setStep('edit');
      setAcknowledged(false);
      setTradePassword('');
    },
  };
}
