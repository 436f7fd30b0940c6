import type { Kysely } from 'kysely';
import type { BrandConfig } from '../../../../brands/brand-config';
import type { Database } from '../../../db/schema';

/** What the embedded back office's cash area needs. */
export type CashBookDeps = {
  db: Kysely<Database>;
  brand: Pick<BrandConfig, 'cutOffs' | 'currencies'>;
  /**
   * Demo only: accept a deposit request by hand automatically this many milliseconds after it
   * is placed (CASH_AUTO_ACCEPT_MS); null: the operator decides.
   */
  cashAutoAcceptMs?: number | null;
};
