import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { FeatureFlag, FeatureFlags } from '../../brands/brand-config';
import type { AccountSource } from '../../shared/contracts/common';
import type { Role } from '../../shared/domain/roles';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import type { Messenger } from '../messaging/messenger';

/**
 * The call registry (ARCHITECTURE.md §3): every call is `POST /portal/api/<service>/<method>`,
 * keyed `'service/method'`, with zod input and output and an access level.
 */

/**
 * Who may make a call: anyone (`public`), any signed-in session (`session`), or a session with at
 * least `minRole` and/or of one `source`.
 */
export type CallAccess = 'public' | 'session' | { minRole?: Role; source?: AccountSource };

/** What a handler gets besides its input. */
export type CallContext = {
  db: Kysely<Database>;
  config: Config;
  messenger: Messenger;
  log: FastifyBaseLogger;
  requestId: string;
};

/** One call: its name, contract, access, the feature flag that gates it, and its handler. */
export type CallDefinition<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> = {
  service: string;
  method: string;
  input: I;
  output: O;
  access: CallAccess;
  /** When set, the call exists only in brands where this flag is on; elsewhere it answers 404. */
  feature?: FeatureFlag;
  /** Gets validated input; answers what the output schema accepts (checked before sending). */
  handler(input: z.output<I>, context: CallContext): Promise<z.input<O>>;
};

/** Declares a call; the identity function that lets TypeScript infer the handler's types. */
export function defineCall<I extends z.ZodType, O extends z.ZodType>(
  definition: CallDefinition<I, O>,
): CallDefinition<I, O> {
  return definition;
}

/** A call's registry key, `'service/method'`. */
export function callKey(call: Pick<CallDefinition, 'service' | 'method'>): string {
  return `${call.service}/${call.method}`;
}

// Spec §7 names: kebab-case services (`stock-order`), camelCase methods (`retrieveInactiveTimes`).
const serviceName = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const methodName = /^[a-z][a-zA-Z0-9]*$/;

function assertWellFormed(call: CallDefinition, seen: Set<string>): void {
  const key = callKey(call);
  if (!serviceName.test(call.service) || !methodName.test(call.method)) {
    throw new Error(`Call "${key}": service must be kebab-case and method camelCase`);
  }
  if (seen.has(key)) throw new Error(`Call "${key}" is defined twice`);
  seen.add(key);
  // Sessions arrive with the identity work (ARCHITECTURE.md §4); until a session resolver exists,
  // a call that needs one is refused here rather than served unchecked.
  if (call.access !== 'public') {
    throw new Error(`Call "${key}" needs a session, and no session resolver is configured`);
  }
}

/**
 * The calls a brand serves: checks every definition (names, duplicates, access) and drops those
 * whose feature flag is off, so they are never routed and answer 404 (ARCHITECTURE.md §7).
 */
export function selectCalls(
  calls: readonly CallDefinition[],
  features: FeatureFlags,
): CallDefinition[] {
  const seen = new Set<string>();
  for (const call of calls) assertWellFormed(call, seen);
  return calls.filter((call) => call.feature === undefined || features[call.feature]);
}
