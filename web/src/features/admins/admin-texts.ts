import { useTranslation } from 'react-i18next';
import type { AccountSource } from '@shared/contracts/common';
import { ROLES, stripRolePrefix, type Role } from '@shared/domain/roles';
import type { StatusFamily } from '../../components/data/status-badge';
import type { AdminAccount } from './api/admin-account';

/** Spec §4 account states, in the order the filters offer them. */
export const ACCOUNT_STATUSES = ['active', 'not_active', 'suspended'] as const;

/** Spec §3 two-factor methods (null: none). */
export const TWO_FACTOR_METHODS = ['S', 'T', 'E'] as const;

/** The account sources. */
export const SOURCES: readonly AccountSource[] = ['gateway', 'fos'];

/** An account's state by the UI style's status families. */
export const ACCOUNT_STATUS_FAMILY: Readonly<Record<AdminAccount['status'], StatusFamily>> = {
  active: 'done',
  not_active: 'ended',
  suspended: 'failed',
};

/** Every role of spec §3, highest first. */
export const ALL_ROLES: readonly Role[] = ROLES;

/** The admin screens' words for codes: roles, states, sources, two-factor methods, results. */
export function useAdminTexts() {
  const { t } = useTranslation('admins');
  const layout = useTranslation('layout').t;
  /** A text by a key built from a code (the catalogues are tested to cover every code). */
  const byKey = (key: string): string => String(t(key as never));
  /** A role's name, its numeric prefix stripped (spec §3). */
  const role = (name: string): string => layout(`role.${stripRolePrefix(name) as Role}`);
  return {
    role,
    /** A role with its rank (`Administrator · 500`). */
    roleWithRank: (name: string, rank: number) =>
      t('account.role_rank', { role: role(name), rank }),
    status: (status: string) => byKey(`status.${status}`),
    source: (source: string) => byKey(`source.${source}`),
    twoFactor: (method: string | null) => byKey(`two_factor.${(method ?? 'none').toLowerCase()}`),
    lastLogin: (status: 'success' | 'failure' | null) => byKey(`last_login.${status ?? 'never'}`),
    /** An answer's result code in words (`ok` and the refusals of the admin calls). */
    result: (code: string) => byKey(`result.${code}`),
  };
}
