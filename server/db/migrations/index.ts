import type { Migration } from 'kysely';
import * as createAccount from './20261121193000_create_account';
import * as createAdvisorLink from './20261121193100_create_advisor_link';

/**
 * Every migration by name, in order (HOUSE-STYLE.md §8: small, timestamped, never edited once
 * landed). A static list, so running them needs no filesystem scan and works from any bundle.
 */
export const migrations: Readonly<Record<string, Migration>> = {
  '20261121193000_create_account': createAccount,
  '20261121193100_create_advisor_link': createAdvisorLink,
};
