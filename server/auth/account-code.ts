import type { AccountSource } from '../../shared/contracts/common';

/** Spec §5: Gateway account codes are upper case; Fos codes are taken as given (trimmed). */
export function normaliseAccountCode(accountCode: string, source: AccountSource): string {
  const trimmed = accountCode.trim();
  return source === 'gateway' ? trimmed.toUpperCase() : trimmed;
}
