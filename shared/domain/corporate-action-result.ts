/**
 * Result codes of corporate-action elections (issue 12 §4): 0 success, otherwise why nothing
 * changed. The web shows `corporateAction:codes.code_<n>` in the reader's language.
 */
export const CORPORATE_ACTION_RESULT = {
  success: 0,
  unknownEvent: 9601,
  notEntitled: 9602,
  deadlinePassed: 9603,
  optionNotOffered: 9604,
} as const;

/** A result name. */
export type CorporateActionResultName = keyof typeof CORPORATE_ACTION_RESULT;

/** The name of a result code. */
export function corporateActionResultName(code: number): CorporateActionResultName {
  const entry = Object.entries(CORPORATE_ACTION_RESULT).find(([, value]) => value === code);
  if (!entry) throw new RangeError(`Unknown corporate action result ${code}`);
  return entry[0] as CorporateActionResultName;
}
