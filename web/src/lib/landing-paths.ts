import type { FeatureFlags } from '@brands/brand-config';
import type { AccountSource } from '@shared/contracts/common';
import { hasRoleAtLeast, type Role } from '@shared/domain/roles';

/**
 * Where a signed-in person lands (spec §2.17) and where a guard sends someone who may not see a
 * page (spec §6). Those pages belong to other issues; the paths are fixed here.
 */

/** Spec §6: "otherwise the user is sent to the funds or stocks dashboard". */
export function dashboardPath(features: FeatureFlags): string {
  if (features.fund) return '/funds/dashboard';
  if (features.stock) return '/stocks/dashboard';
  return '/';
}

/** Who just signed in (or was switched to), as the redirect rules read it. */
export type Arrival = { source: AccountSource; role: Role; advisorSessionId?: string };

/**
 * Spec §2.17: a client session of an advisor goes to /funds/portfolio; Fos to /cryptos/dashboard;
 * an advisor to /advisors/dashboard; an admin who signed in on the login page to /admins/account;
 * Gateway to the funds dashboard, else the stocks dashboard, else the index.
 */
export function postLoginPath(
  arrival: Arrival,
  features: FeatureFlags,
  isFromLoginPage: boolean,
): string {
  if (arrival.advisorSessionId) return '/funds/portfolio';
  if (arrival.source === 'fos') return '/cryptos/dashboard';
  if (arrival.role === 'advisor') return '/advisors/dashboard';
  if (isFromLoginPage && hasRoleAtLeast(arrival.role, 'admin')) return '/admins/account';
  return dashboardPath(features);
}
