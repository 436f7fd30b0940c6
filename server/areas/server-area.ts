import type { Kysely } from 'kysely';
import type { BrandConfig } from '../../brands/brand-config';
import type { CallDefinition } from '../api/registry';
import type { GatewayBackOfficeDeps } from '../backoffice/gateway/gateway-back-office';
import type { FosBackOfficeDeps } from '../backoffice/fos/fos-back-office';
import type { EmbeddedJobDeps } from '../backoffice/gateway/job-handlers';
import type { Fos } from '../backoffice/ports/fos.port';
import type { Gateway } from '../backoffice/ports/gateway.port';
import type { JobHandlers } from '../jobs/job-kinds';
import type { Database } from '../db/schema';
import type { MarketDataProvider } from '../market-data/market-data-provider';
import type { SimulatedFeedContext } from '../market-data/simulated-feed-context';

/** What an area's start-up work gets: the database, the clock's instant, the brand, the feeds. */
export type AreaStartContext = {
  db: Kysely<Database>;
  now: Date;
  brand: BrandConfig;
  marketData: MarketDataProvider;
};

/** What an area's part of the demo book reports: rows added per kind (none on a second run). */
export type SeedSummary = Record<string, number>;

/**
 * One product area of the server, as the composition root reads it (docs/ARCHITECTURE.md, "Adding
 * a product area"): what the area contributes to each shared list, so adding an area is its own
 * folders and one line in `area-list.ts`. Every part is optional: an area without calls (a
 * back-office service) or without a back-office part (reference data) leaves it out.
 */
export type ServerArea = {
  /** The area's name in logs and tests. */
  name: string;
  /** Its calls; the registry still drops those whose brand flag is off. */
  calls?: readonly CallDefinition[];
  /** Its ports of the Gateway back office, on the embedded books. */
  gateway?: (deps: GatewayBackOfficeDeps) => Partial<Gateway>;
  /** Its ports of the Fos back office (virtual assets), on the embedded books. */
  fos?: (deps: FosBackOfficeDeps) => Partial<Fos>;
  /**
   * Its market-data feeds as the simulated provider builds them (each declared in its own file
   * under server/market-data/, adding itself to `MarketDataProvider`).
   */
  marketData?: (context: SimulatedFeedContext) => Partial<MarketDataProvider>;
  /** A handler for each of its job kinds (server/jobs/job-kinds.ts). */
  jobs?: (deps: EmbeddedJobDeps) => Partial<JobHandlers>;
  /** Its part of the demo book, after the accounts exist; idempotent. */
  seed?: (db: Kysely<Database>, now: Date) => Promise<SeedSummary | void>;
  /**
   * What it queues when a server starts (a daily sync, the next midnight's notices), before the
   * server runs whatever fell due while it was down; idempotent, since every process starts.
   */
  atStart?: (context: AreaStartContext) => Promise<void>;
};

/** Declares an area; the identity function that checks it against `ServerArea`. */
export function defineArea<A extends ServerArea>(area: A): A {
  return area;
}
