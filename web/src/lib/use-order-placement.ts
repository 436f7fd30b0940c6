import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { accountKeys } from './account-keys';
import { callApi } from './api-client';
import { useOrderSettings } from './order-settings';
import { stepAfterReview, type OrderStep } from './order-step';

/** What every placement adds to the order's own fields. */
export type PlacementExtras = {
  idempotencyKey: string;
  hasAcknowledgedRisk: boolean;
  tradePassword?: string;
};

/**
 * What every placement answers at least: the spec §8 result code, 0 (or `'0'` for the cash
 * service's string codes) when the order was placed, and whether the trade password was missing
 * or wrong.
 */
export type PlacementAnswer = { result: number | string; tradePassword?: 'required' | 'incorrect' };

/** Whether a placement's result code says it was placed. */
export const isPlaced = (answer: PlacementAnswer) => String(answer.result) === '0';

/** Why the order cannot be placed yet: what the client still has to do (UI style: shown). */
export type PlacementBlocker = 'riskAcknowledgement' | 'tradePassword' | null;

/** How an order screen places its orders. */
export type PlacementOptions<TInput, TAnswer extends PlacementAnswer> = {
  accountCode: string;
  /** Whether the client must acknowledge a risk warning before placing. */
  hasRiskWarning: boolean;
  /** The placement call, given the order's own fields and the extras. */
  place: (input: TInput & PlacementExtras) => Promise<TAnswer>;
  /** What a placement changes (the area's account data, the cash), refreshed after each answer. */
  invalidates: readonly QueryKey[];
  /** A request that moves no money out (a deposit notice) never asks for the trade password. */
  isTradePasswordFree?: boolean;
};

/**
 * Until when the server says this session has unlocked trading (null: locked or not needed). The
 * server's word counts, not this device's clock; the settings are read again around the end of
 * the unlock, and an order the server finds locked asks for the password anyway.
 */
function useTradeUnlock(accountCode: string, until: string | null | undefined): Date | null {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!until) return;
    const remainingMs = Math.max(30_000, new Date(until).getTime() - Date.now() + 1_000);
    const timer = setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: accountKeys(accountCode).orderSettings() });
    }, remainingMs);
    return () => clearTimeout(timer);
  }, [accountCode, queryClient, until]);
  return until ? new Date(until) : null;
}

/**
 * An order form's state and placement (issue 4 §2, §7), for any product: one idempotency key per
 * order the client means to place, kept across retries and replaced only for the next order; the
 * confirmation step unless the client skips it; the trade password when the account needs one.
 * `review(input)` and `submit(input)` take the order's own fields as they are at that moment.
 */
export function useOrderPlacement<TInput, TAnswer extends PlacementAnswer>(
  options: PlacementOptions<TInput, TAnswer>,
) {
  const queryClient = useQueryClient();
  const settings = useOrderSettings(options.accountCode);
  const [idempotencyKey, setKey] = useState(() => crypto.randomUUID());
  const [step, setStep] = useState<OrderStep>('edit');
  const [hasAcknowledgedRisk, setAcknowledged] = useState(false);
  const [tradePassword, setTradePassword] = useState('');
  // The password the last answer judged, so its error goes away once the client types another.
  const [sentPassword, setSentPassword] = useState<string | null>(null);
  const unlockedUntil = useTradeUnlock(options.accountCode, settings.data?.tradeUnlockedUntil);
  // While this session has unlocked trading, orders need no trade password (issue 9 §2).
  const isTradePasswordRequired =
    !options.isTradePasswordFree &&
    (settings.data?.isTradePasswordRequired ?? false) &&
    unlockedUntil === null;
  const isSkipping = settings.data?.skipConfirmation ?? false;
  const placement = useMutation({
    mutationFn: (input: TInput) => {
      setSentPassword(isTradePasswordRequired ? tradePassword : null);
      return options.place({
        ...input,
        idempotencyKey,
        hasAcknowledgedRisk,
        tradePassword: isTradePasswordRequired ? tradePassword : undefined,
      });
    },
    onSuccess: (answer) => {
      if (isPlaced(answer)) setStep('done');
      // A typed trade password unlocks trading: the settings say until when.
      const settingsKey = accountKeys(options.accountCode).orderSettings();
      for (const queryKey of [...options.invalidates, settingsKey]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
  const blocker: PlacementBlocker =
    options.hasRiskWarning && !hasAcknowledgedRisk
      ? 'riskAcknowledgement'
      : isTradePasswordRequired && tradePassword === ''
        ? 'tradePassword'
        : null;
  return {
    step,
    setStep,
    settings,
    placement,
    isSkipping,
    canPlace: blocker === null,
    /** What the client still has to do before the order can be placed; null when nothing. */
    blocker,
    /** Whether the server just refused the trade password still in the field. */
    isTradePasswordRejected:
      placement.data?.tradePassword === 'incorrect' && sentPassword === tradePassword,
    hasAcknowledgedRisk,
    setAcknowledged,
    tradePassword,
    setTradePassword,
    /** Until when this session has unlocked trading; null when locked or not needed. */
    unlockedUntil,
    /** Locks trading again: the next order asks for the trade password. */
    lock: () =>
      callApi('account/lockTrading', { accountCode: options.accountCode }).then(() =>
        queryClient.invalidateQueries({
          queryKey: accountKeys(options.accountCode).orderSettings(),
        }),
      ),
    /** Whether the trade password field shows now (with the confirmation, or at once). */
    isAskingTradePassword: isTradePasswordRequired && (step === 'confirm' || isSkipping),
    /** Places the order with these fields (the key, acknowledgement and trade password added). */
    submit: (input: TInput) => placement.mutate(input),
    /** After "review": places at once when the client skips the confirmation, else confirms. */
    review: (input: TInput) => {
      placement.reset();
      if (stepAfterReview(isSkipping) === 'place') placement.mutate(input);
      else setStep('confirm');
    },
    /** Starts the next order: a new key, the inputs' safeguards cleared. */
    restart: () => {
      placement.reset();
      setKey(crypto.randomUUID());
      setStep('edit');
      setAcknowledged(false);
      setTradePassword('');
      setSentPassword(null);
    },
  };
}
