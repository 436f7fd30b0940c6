import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput, CallOutput } from '@shared/contracts/index';
import type { PlanStatus } from '@shared/domain/plan-status';
import { callApi, callFileApi } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download-file';

/**
 * The admin plan calls (issue 30): the plan catalogue by status, one plan, its save and moves,
 * its subscriptions and their CSV. Every change refreshes the admin's plan lists and the
 * clients' cached plans.
 */
export const adminPlanKeys = {
  all: ['admins', 'plans'] as const,
  list: (status: PlanStatus | undefined) => ['admins', 'plans', 'list', status ?? 'all'],
  plan: (planId: string) => ['admins', 'plans', 'plan', planId],
  subscriptions: (planCode: string, offset: number) => [
    'admins',
    'plans',
    'subscriptions',
    planCode,
    offset,
  ],
  funds: ['admins', 'plans', 'funds'] as const,
};

/** The plans of one status (every status when none), with how many each status holds. */
export function useAdminPlans(status: PlanStatus | undefined) {
  return useQuery({
    queryKey: adminPlanKeys.list(status),
    queryFn: ({ signal }) =>
      callApi('admin-plan/searchPlans', status ? { status } : {}, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One plan, to edit; not asked for a new plan. */
export function useAdminPlan(planId: string | null) {
  return useQuery({
    queryKey: adminPlanKeys.plan(planId ?? ''),
    queryFn: ({ signal }) => callApi('admin-plan/loadPlan', { planId: planId ?? '' }, { signal }),
    enabled: planId !== null,
    retry: false,
  });
}

/** Every fund of the universe (the mix's picker), names in the page's language order. */
export function usePlanFunds() {
  return useQuery({
    queryKey: adminPlanKeys.funds,
    queryFn: ({ signal }) =>
      callApi('fund/searchFunds', { pageSize: 100, period: 'none' }, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** A plan change: a save or a move. The lists and the clients' plans refresh after it. */
function usePlanChange<N extends 'admin-plan/savePlan' | 'admin-plan/movePlan'>(name: N) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<N>) => callApi(name, input) as Promise<CallOutput<N>>,
    onSettled: () =>
      Promise.all(
        [adminPlanKeys.all, ['plans']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** Creates a draft plan or edits one. */
export const useSavePlan = () => usePlanChange('admin-plan/savePlan');

/** Moves a plan to active, inactive or deleted. */
export const useMovePlan = () => usePlanChange('admin-plan/movePlan');

/** A page of a plan's subscriptions. */
export function usePlanSubscriptions(planCode: string, offset: number, limit: number) {
  return useQuery({
    queryKey: adminPlanKeys.subscriptions(planCode, offset),
    queryFn: ({ signal }) =>
      callApi('admin-plan/searchPlanSubscriptions', { planCode, offset, limit }, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The CSV of every subscription of the plan, written by the server and saved as it names it. */
export function usePlanSubscriptionsCsv(planCode: string) {
  return useMutation({
    mutationFn: async () => {
      const file = await callFileApi('admin-plan/exportPlanSubscriptions', { planCode });
      saveFile(file.fileName, file.blob);
      return file.fileName;
    },
  });
}

/** A plan as the list shows it. */
export type AdminPlanRow = CallOutput<'admin-plan/searchPlans'>['plans'][number];
/** A plan as the editor edits it. */
export type AdminPlan = CallOutput<'admin-plan/loadPlan'>['plan'];
/** One subscription of a plan. */
export type AdminPlanSubscription =
  CallOutput<'admin-plan/searchPlanSubscriptions'>['subscriptions'][number];
/** A fund of the universe. */
export type PlanFund = CallOutput<'fund/searchFunds'>['funds'][number];
