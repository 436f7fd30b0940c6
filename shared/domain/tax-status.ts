/**
 * CRS and FATCA self-certification (issue 25, `/accounts/taxStatus`): the reason codes for a
 * residence without a TIN, the validity, and the rules a certification must meet. The rules are
 * pure so the page checks a form with the very function the contract refines with.
 */

/** A certification is valid this many years after it was declared. */
export const TAX_CERTIFICATION_YEARS = 3;

/** Days before expiry from which a certification counts as expiring. */
export const TAX_EXPIRING_DAYS = 30;

/** Residences one certification may list. */
export const TAX_RESIDENCES_MAX = 5;

/** The CRS reasons for no TIN (the Inland Revenue Department's self-certification forms). */
export const CRS_NO_TIN_REASONS = ['A', 'B', 'C'] as const;
export type CrsNoTinReason = (typeof CRS_NO_TIN_REASONS)[number];

/** Each reason's text in three languages; reason B also needs the holder's explanation. */
export const CRS_NO_TIN_REASON_TEXTS: Readonly<
  Record<CrsNoTinReason, { en: string; 'zh-HK': string; 'zh-CN': string }>
> = {
  A: {
    en: 'The jurisdiction where I am resident for tax purposes does not issue TINs to its residents.',
    'zh-HK': '我作為稅務居民的稅務管轄區沒有向其居民發出稅務編號。',
    'zh-CN': '我作为税务居民的税务管辖区没有向其居民发出纳税人识别号。',
  },
  B: {
    en: 'I am otherwise unable to obtain a TIN or an equivalent number (please explain why).',
    'zh-HK': '我因其他原因未能取得稅務編號或具有等同功能的識別編號（請解釋原因）。',
    'zh-CN': '我因其他原因无法取得纳税人识别号或具有同等功能的识别号（请说明原因）。',
  },
  C: {
    en: 'No TIN is required: the authorities of the jurisdiction do not require the TIN to be disclosed.',
    'zh-HK': '毋須提供稅務編號：該稅務管轄區的主管當局不要求披露稅務編號。',
    'zh-CN': '无需提供纳税人识别号：该税务管辖区的主管机关不要求披露纳税人识别号。',
  },
};

/** The `invalid_input` field codes of a certification (each names the rule it fails). */
export const TAX_INPUT_CODES = {
  noResidence: 'tax_residence_required',
  duplicateJurisdiction: 'tax_jurisdiction_duplicate',
  tinOrReason: 'tax_tin_or_reason_required',
  tinAndReason: 'tax_tin_and_reason',
  explanationRequired: 'tax_explanation_required',
  hkTinFormat: 'tax_hk_tin_format',
  usTinRequired: 'tax_us_tin_required',
  usTinFormat: 'tax_us_tin_format',
  declarationRequired: 'tax_declaration_required',
} as const;
export type TaxInputCode = (typeof TAX_INPUT_CODES)[keyof typeof TAX_INPUT_CODES];

/** One residence of a certification as sent. */
export type TaxResidenceInput = {
  jurisdiction: string;
  tin?: string | null | undefined;
  noTinReason?: CrsNoTinReason | null | undefined;
  explanation?: string | null | undefined;
};

/** A certification as sent, before the server adds the date. */
export type TaxCertificationInput = {
  residences: readonly TaxResidenceInput[];
  isUsPerson: boolean;
  usTin?: string | null | undefined;
  hasDeclared: boolean;
};

/** A Hong Kong TIN of an individual is the HKID number: `A123456(7)` (one or two letters). */
export const HKID_PATTERN = /^[A-Z]{1,2}\d{6}\([0-9A]\)$/;

/** A US TIN: an SSN or ITIN, nine digits, written `123-45-6789` or plain. */
export const US_TIN_PATTERN = /^\d{3}-?\d{2}-?\d{4}$/;

const filled = (text: string | null | undefined) => (text ?? '').trim() !== '';

/**
 * The rules a certification breaks, by field path (`residences.1.tin`, `hasDeclared`), each with
 * its code; empty when it may be stored. At least one residence, no jurisdiction twice, a TIN or
 * a reason (not both; reason B explained), a Hong Kong TIN in HKID form, a US person's US TIN, and
 * the declaration ticked.
 */
export function taxCertificationIssues(input: TaxCertificationInput): Record<string, TaxInputCode> {
  const issues: Record<string, TaxInputCode> = {};
  if (input.residences.length === 0) issues.residences = TAX_INPUT_CODES.noResidence;
  const seen = new Set<string>();
  input.residences.forEach((residence, index) => {
    const at = `residences.${String(index)}`;
    const jurisdiction = residence.jurisdiction.trim().toUpperCase();
    if (seen.has(jurisdiction))
      issues[`${at}.jurisdiction`] = TAX_INPUT_CODES.duplicateJurisdiction;
    seen.add(jurisdiction);
    const hasTin = filled(residence.tin);
    const reason = residence.noTinReason ?? null;
    if (hasTin && reason) issues[`${at}.noTinReason`] = TAX_INPUT_CODES.tinAndReason;
    else if (!hasTin && !reason) issues[`${at}.tin`] = TAX_INPUT_CODES.tinOrReason;
    if (!hasTin && reason === 'B' && !filled(residence.explanation)) {
      issues[`${at}.explanation`] = TAX_INPUT_CODES.explanationRequired;
    }
    if (hasTin && jurisdiction === 'HK' && !HKID_PATTERN.test((residence.tin ?? '').trim())) {
      issues[`${at}.tin`] = TAX_INPUT_CODES.hkTinFormat;
    }
  });
  if (input.isUsPerson && !filled(input.usTin)) issues.usTin = TAX_INPUT_CODES.usTinRequired;
  else if (input.isUsPerson && !US_TIN_PATTERN.test((input.usTin ?? '').trim())) {
    issues.usTin = TAX_INPUT_CODES.usTinFormat;
  }
  if (!input.hasDeclared) issues.hasDeclared = TAX_INPUT_CODES.declarationRequired;
  return issues;
}

/** When a certification declared at `declaredAt` expires. */
export function taxCertificationExpiry(declaredAt: Date): Date {
  const expiry = new Date(declaredAt);
  expiry.setUTCFullYear(expiry.getUTCFullYear() + TAX_CERTIFICATION_YEARS);
  return expiry;
}
