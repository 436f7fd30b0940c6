/** Spec §3 roles, lowest rank last. */
export type Role = 'god' | 'system' | 'admin' | 'manager' | 'advisor' | 'user';

/** Spec §3 role ranks: a higher rank may do whatever a lower one may. */
export const ROLE_RANKS: Readonly<Record<Role, number>> = {
  god: 900,
  system: 800,
  admin: 500,
  manager: 300,
  advisor: 200,
  user: 100,
};

/** Every role of spec §3, highest rank first. */
export const ROLES: readonly Role[] = ['god', 'system', 'admin', 'manager', 'advisor', 'user'];

/** A role's rank (spec §3). */
export function roleRank(role: Role): number {
  return ROLE_RANKS[role];
}

/** Whether `role` ranks at or above `minimum` (spec §6: admin area needs admin, advisor pages advisor). */
export function hasRoleAtLeast(role: Role, minimum: Role): boolean {
  return ROLE_RANKS[role] >= ROLE_RANKS[minimum];
}

/** Spec §6: a role above user counts as administrator-type when kicking sessions. */
export function isAdministratorType(role: Role): boolean {
  return ROLE_RANKS[role] > ROLE_RANKS.user;
}

/** Spec §3: role text may carry a numeric prefix (`2user`), stripped for display. */
export function stripRolePrefix(text: string): string {
  return text.replace(/^\d+/, '');
}

/** Reads role text as sent by a back office (prefix allowed); undefined for an unknown role. */
export function parseRole(text: string): Role | undefined {
  const name = stripRolePrefix(text.trim());
  return ROLES.find((role) => role === name);
}

/** Spec §3 account role codes: the letter a back office uses for the kind of account. */
export type AccountRoleCode = 'A' | 'C' | 'D' | 'E' | 'S' | 'V' | 'X' | 'Y';

/** Spec §3: what each account role code letter stands for. */
export const ACCOUNT_ROLE_CODES: Readonly<Record<AccountRoleCode, string>> = {
  A: 'agent',
  C: 'internet client',
  D: 'dealer',
  E: 'e-trade client',
  S: 'admin',
  V: 'supervisor',
  X: 'credit officer',
  Y: 'system user',
};

/** Whether a letter is one of the spec §3 account role codes. */
export function isAccountRoleCode(text: string): text is AccountRoleCode {
  return Object.hasOwn(ACCOUNT_ROLE_CODES, text);
}
