import type { AccountSource } from '@shared/contracts/common';
import { REMEMBERED_LOGIN_LIFETIME_MS } from '@shared/domain/storage-lifetimes';
import { getItem, setItem } from '../../lib/storage';

/** What the login form remembers (spec §9: source and account code, 90 days). */
export type RememberedLogin = { source: AccountSource; accountCode: string };

const key = 'remembered-login';

function isRememberedLogin(value: unknown): value is RememberedLogin {
  const candidate = value as Partial<RememberedLogin> | null;
  return (
    typeof candidate?.accountCode === 'string' &&
    (candidate.source === 'gateway' || candidate.source === 'fos')
  );
}

/** The remembered source and account code, if still fresh. */
export function rememberedLogin(): RememberedLogin | undefined {
  const value = getItem(key);
  return isRememberedLogin(value) ? value : undefined;
}

/** Remembers the source and account code of a login for 90 days. */
export function rememberLogin(login: RememberedLogin): void {
  setItem(key, login, REMEMBERED_LOGIN_LIFETIME_MS);
}
