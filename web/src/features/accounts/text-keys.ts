/**
 * The catalogue keys of the codes the account calls answer: catalogue keys are snake_case
 * (shared/i18n/locales.test.ts), the contracts' codes camelCase or capitals.
 */

/** Spec §3 ID types. */
export const ID_TYPE_KEY = { BR: 'br', CI: 'ci', CR: 'cr', ID: 'id', PP: 'pp', OT: 'ot' } as const;

/** The suitability checks. */
export const CHECK_KEY = {
  riskAssessment: 'risk_assessment',
  derivativeKnowledge: 'derivative_knowledge',
  investorCharacterisation: 'investor_characterisation',
  vulnerableClientReview: 'vulnerable_client_review',
} as const;

/** What a suitability check found. */
export const OUTCOME_KEY = {
  passed: 'passed',
  professional: 'professional',
  retail: 'retail',
  notVulnerable: 'not_vulnerable',
  vulnerable: 'vulnerable',
} as const;

/** Spec §3 bank identifier types. */
export const IDENTIFIER_KEY = { accountNumber: 'account_number', fpsId: 'fps_id' } as const;

/** The holder information's audited fields. */
export const PROFILE_FIELD_KEY = {
  email: 'email',
  mobile: 'mobile',
  residentialAddress: 'residential_address',
  correspondenceAddress: 'correspondence_address',
} as const;
