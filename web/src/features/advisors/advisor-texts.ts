import { useTranslation } from 'react-i18next';
import type { StatusFamily } from '../../components/data/status-badge';
import type { AssessmentState, AttentionReason } from '@shared/domain/advisor-book';

/** The status family of an assessment state (UI style colours). */
export const ASSESSMENT_FAMILY: Readonly<Record<AssessmentState, StatusFamily>> = {
  valid: 'done',
  expiring: 'action',
  expired: 'failed',
  none: 'ended',
};

const FAILED = new Set(['rejected', 'failed', 'error', 'R', 'B', 'approval rejected']);
const ENDED = new Set(['cancelled', 'partially cancelled', 'unmatched', 'C']);
const DONE = new Set(['settled', 'matched', 'success', 'A', 'S']);

/** The status family of an order's or a cash request's status code. */
export function statusFamily(status: string): StatusFamily {
  if (FAILED.has(status)) return 'failed';
  if (ENDED.has(status)) return 'ended';
  if (DONE.has(status)) return 'done';
  if (status === 'approval required' || status === 'W') return 'action';
  return 'working';
}

/** A code as its catalogue key: snake_case (`assessmentExpired`, `partially matched`, `P`). */
export function keyOf(code: string): string {
  return code
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .replace(/[\s-]+/g, '_')
    .toLowerCase();
}

/** The advisor pages' words for the book's codes, in the page's language. */
export function useAdvisorTexts() {
  const { t } = useTranslation('advisors');
  // Keys built from codes (the catalogue's tests cover them); i18next's key types cannot follow.
  const loose = t as unknown as (key: string, options?: { defaultValue: string }) => string;
  return {
    reason: (reason: AttentionReason) => loose(`reason.${keyOf(reason)}`, { defaultValue: reason }),
    assessment: (state: AssessmentState) => t(`assessment.${state}`),
    /** An order's or request's status; the code itself when the catalogue has no word for it. */
    status: (status: string) => loose(`status.${keyOf(status)}`, { defaultValue: status }),
    /** An order's side; the code itself when unknown. */
    side: (side: string) => loose(`side.${keyOf(side)}`, { defaultValue: side }),
    /** A sort key's name. */
    sortKey: (key: string) => loose(`search.sort_key.${keyOf(key)}`, { defaultValue: key }),
    /** A suitability check's kind and outcome (spec §3 suitability records). */
    suitabilityKind: (kind: string) =>
      loose(`details.suitability_kinds.${keyOf(kind)}`, { defaultValue: kind }),
    suitabilityOutcome: (outcome: string) =>
      loose(`details.suitability_outcomes.${keyOf(outcome)}`, { defaultValue: outcome }),
    /** A portfolio tab's name. */
    tab: (key: string) => loose(`details.tab.${keyOf(key)}`, { defaultValue: key }),
  };
}
