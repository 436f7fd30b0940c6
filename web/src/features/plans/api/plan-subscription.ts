import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput, CallOutput } from '@shared/contracts/index';
import { accountKeys } from '../../../lib/account-keys';
import { callApi } from '../../../lib/api-client';

/** A subscription as the list shows it. */
export type PlanSubscription =
  CallOutput<'plan-subscription/searchSubscriptions'>['subscriptions'][number];
/** What a change answers. */
export type PlanChangeAnswer = CallOutput<'plan-subscription/suspend'>;
/** One subscription with its runs and holdings. */
export type PlanSubscriptionDetail = CallOutput<'plan-subscription/loadSubscription'>;
/** What the subscribe form needs. */
export type SubscribeForm = CallOutput<'plan-subscription/loadSubscribeForm'>;
/** One subscription's statistic. */
export type PlanStatistic = CallOutput<'plan-subscription/loadStatistic'>['statistics'][number];

/** Query keys of the account's plan data, under the account's keys (lib/account-keys.ts). */
export function planAccountKeys(accountCode: string) {
  const all = accountKeys(accountCode).area('plans');
  return {
    all,
    form: (planId: string) => [...all, 'form', planId] as const,
    list: (includeDeleted: boolean) => [...all, 'list', includeDeleted] as const,
    one: (subscriptionId: number | null) => [...all, 'one', subscriptionId] as const,
    statistic: () => [...all, 'statistic'] as const,
  };
}

/** What a plan write changes: the account's plan data, its fund data and its cash. */
export function planEffects(accountCode: string) {
  const keys = accountKeys(accountCode);
  return [planAccountKeys(accountCode).all, keys.area('funds'), keys.cash()] as const;
}

/** The subscribe form's plan, cash accounts and risk facts. */
export function useSubscribeForm(accountCode: string, planId: string) {
  return useQuery({
    queryKey: planAccountKeys(accountCode).form(planId),
    queryFn: ({ signal }) =>
      callApi('plan-subscription/loadSubscribeForm', { accountCode, planId }, { signal }),
  });
}

/**
 * The client's plan subscriptions, newest first; cancelled ones (record state deleted) only with
 * `includeDeleted`.
 */
export function usePlanSubscriptions(accountCode: string, includeDeleted = false) {
  return useQuery({
    queryKey: planAccountKeys(accountCode).list(includeDeleted),
    queryFn: ({ signal }) =>
      callApi('plan-subscription/searchSubscriptions', { accountCode, includeDeleted }, { signal }),
  });
}

/**
 * One subscription with its runs and holdings; idle until one is chosen. `isWatched`: asked again
 * every 2 s while it is submitted, until the books activate (or refuse) it.
 */
export function usePlanSubscription(
  accountCode: string,
  subscriptionId: number | null,
  isWatched = false,
) {
  return useQuery({
    queryKey: planAccountKeys(accountCode).one(subscriptionId),
    queryFn: ({ signal }) =>
      callApi(
        'plan-subscription/loadSubscription',
        { accountCode, subscriptionId: subscriptionId ?? 0 },
        { signal },
      ),
    enabled: subscriptionId !== null,
    refetchInterval: (query: { state: { data?: PlanSubscriptionDetail } }) =>
      isWatched && query.state.data?.subscription?.status === 'submitted' ? 2000 : false,
  });
}

/** Contributions by month, value against invested and return, per subscription. */
export function usePlanStatistic(accountCode: string) {
  return useQuery({
    queryKey: planAccountKeys(accountCode).statistic(),
    queryFn: ({ signal }) =>
      callApi('plan-subscription/loadStatistic', { accountCode }, { signal }),
  });
}

/** The placements that go through the order flow (trade password, idempotency key). */
export const placePlan = {
  subscribe: (input: CallInput<'plan-subscription/subscribe'>) =>
    callApi('plan-subscription/subscribe', input),
  redeem: (input: CallInput<'plan-subscription/redeem'>) =>
    callApi('plan-subscription/redeem', input),
};

/** A change of one subscription: suspend, resume, cancel or a new monthly amount. */
export type PlanChange =
  | { kind: 'suspend' | 'resume' | 'cancel'; subscriptionId: number }
  | { kind: 'changeAmount'; subscriptionId: number; monthlyAmount: string; tradePassword?: string };

/** Changes a subscription; the account's plan data refreshes after each answer. */
export function usePlanChange(accountCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PlanChange): Promise<PlanChangeAnswer> => {
      if (change.kind === 'changeAmount') {
        return callApi('plan-subscription/changeAmount', {
          accountCode,
          subscriptionId: change.subscriptionId,
          monthlyAmount: change.monthlyAmount,
          tradePassword: change.tradePassword,
        });
      }
      return callApi(`plan-subscription/${change.kind}`, {
        accountCode,
        subscriptionId: change.subscriptionId,
      });
    },
    onSettled: () =>
      Promise.all(
        planEffects(accountCode).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
