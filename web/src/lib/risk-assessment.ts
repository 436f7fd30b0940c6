import { useQuery } from '@tanstack/react-query';
import { accountKeys } from './account-keys';
import { callApi } from './api-client';

/**
 * The client's risk assessment and the spec §4 reminder: the account area's questionnaire sets
 * it, the order screens of every product compare against it.
 */
export function useRiskAssessment(accountCode: string) {
  return useQuery({
    queryKey: accountKeys(accountCode).riskAssessment(),
    queryFn: ({ signal }) => callApi('raq/loadAssessment', { accountCode }, { signal }),
  });
}

/** The spec §4 reminder the server gives with the assessment. */
export type RiskReminderKind = 'missing' | 'expired' | 'expiring' | 'none';

/**
 * Whether the reminder stops subscriptions and switches (fact §3.13: without an approved,
 * unexpired assessment nothing may be bought; redemptions are never gated).
 */
export function blocksBuying(reminder: RiskReminderKind | undefined): boolean {
  return reminder === 'missing' || reminder === 'expired';
}

/**
 * What an order screen that buys needs from the assessment: the client's level for the
 * above-level warning, and whether buying is blocked (known only once loaded).
 */
export function useBuyingGate(accountCode: string) {
  const assessment = useRiskAssessment(accountCode);
  return {
    level: assessment.data?.assessment?.level ?? null,
    isBlocked: blocksBuying(assessment.data?.reminder),
  };
}
