import type { Kysely } from 'kysely';
import type { CallDefinition } from '../api/registry';
import type { GatewayBackOfficeDeps } from '../backoffice/gateway/gateway-back-office';
import type { FosBackOfficeDeps } from '../backoffice/fos/fos-back-office';
import type { EmbeddedJobDeps } from '../backoffice/gateway/job-handlers';
import type { Fos } from '../backoffice/ports/fos.port';
import type { Gateway } from '../backoffice/ports/gateway.port';
import type { Database } from '../db/schema';
import { assertEveryJobKindHandled, type JobHandlers } from '../jobs/job-kinds';
import { serverAreas } from './area-list';
import type { AreaStartContext, SeedSummary } from './server-area';

/** The shared lists, each gathered from the areas in `area-list.ts`. */

/** Every call Portico defines; the registry drops those whose brand flag is off. */
export const allCalls: readonly CallDefinition[] = serverAreas.flatMap((area) => area.calls);

export type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (
  value: infer I,
) => void
  ? I
  : never;

type PortsOf<A> = A extends { gateway: (deps: GatewayBackOfficeDeps) => infer P } ? P : never;

/** The ports the areas build, together. */
type BuiltGateway = UnionToIntersection<PortsOf<(typeof serverAreas)[number]>>;

type FosPortsOf<A> = A extends { fos: (deps: FosBackOfficeDeps) => infer P } ? P : never;

/** The Fos ports the areas build, together ({} while no area builds one). */
type BuiltFos = [FosPortsOf<(typeof serverAreas)[number]>] extends [never]
  ? // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    {}
  : UnionToIntersection<FosPortsOf<(typeof serverAreas)[number]>>;

type HandlersOf<A> = A extends { jobs: (deps: EmbeddedJobDeps) => infer H } ? H : never;

/** The job handlers the areas give, together. */
type BuiltHandlers = UnionToIntersection<HandlersOf<(typeof serverAreas)[number]>>;

// A port declared on the Gateway, or a job kind, that no area provides is a compile error here,
// not a handler meeting `undefined` (or a job failing for want of a handler) at run time.
const isEveryPortBuilt: BuiltGateway extends Gateway ? true : false = true;
const isEveryFosPortBuilt: BuiltFos extends Fos ? true : false = true;
const isEveryJobKindHandled: BuiltHandlers extends JobHandlers ? true : false = true;

/** The embedded Gateway: every area's ports on the real double-entry books in the database. */
export function createGatewayBackOffice(deps: GatewayBackOfficeDeps): Gateway {
  const ports: Partial<Gateway> = {};
  for (const area of serverAreas) {
    if ('gateway' in area) Object.assign(ports, area.gateway(deps));
  }
  if (!isEveryPortBuilt) throw new Error('unreachable: checked by the compiler');
  return ports as Gateway;
}

/** The embedded Fos back office: every area's Fos ports on the same core books. */
export function createFosBackOffice(deps: FosBackOfficeDeps): Fos {
  const ports: Partial<Fos> = {};
  for (const area of serverAreas) {
    if ('fos' in area) Object.assign(ports, area.fos(deps));
  }
  if (!isEveryFosPortBuilt) throw new Error('unreachable: checked by the compiler');
  return ports as Fos;
}

/**
 * Every job kind with its handler: the one list both the job runner (main.ts) and the demo's
 * `run-dealing` route run, so neither meets a job it cannot run. An area whose flag is off still
 * handles its kinds, finishing their jobs without doing anything.
 */
export function embeddedJobHandlers(deps: EmbeddedJobDeps): JobHandlers {
  const handlers: Partial<JobHandlers> = {};
  for (const area of serverAreas) {
    if ('jobs' in area) Object.assign(handlers, area.jobs(deps));
  }
  if (!isEveryJobKindHandled) throw new Error('unreachable: checked by the compiler');
  assertEveryJobKindHandled(handlers);
  return handlers as JobHandlers;
}

/**
 * Loads the demo book: every area's part of it, in the list's order (the portal's accounts
 * first), adding up what each reports. Idempotent: a second run inserts nothing.
 */
export async function seedDemoBook(db: Kysely<Database>, now = new Date()): Promise<SeedSummary> {
  const summary: SeedSummary = {};
  for (const area of serverAreas) {
    if ('seed' in area) Object.assign(summary, await area.seed(db, now));
  }
  return summary;
}

/** Queues every area's start-up work (idempotent: every process does it as it starts). */
export async function queueAreasAtStart(context: AreaStartContext): Promise<void> {
  for (const area of serverAreas) {
    if ('atStart' in area) await area.atStart(context);
  }
}
