import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { BrandConfig, FeatureFlag, LoginMode } from '../../brands/brand-config';
import type { AccountSource } from '../../shared/contracts/common';
import type { Role } from '../../shared/domain/roles';
import type { SessionCookieJar } from '../auth/session-cookies';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import type { GatewayPort } from '../backoffice/ports/gateway-funds.port';
import type { MarketDataProvider } from '../market-data/market-data-provider';
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

/** The session a call acts for, resolved from the request (ARCHITECTURE.md §4). */
export type ActingSession = {
  sessionId: string;
  accountId: number;
  accountCode: string;
  source: AccountSource;
  role: Role;
  /** Set when an advisor acts for a client: the advisor's session this advisee session serves. */
  advisorSessionId?: string;
};

/** An account a call's input names; without `source`, the acting session's source. */
export type AccountRef = { accountCode: string; source?: AccountSource };

/**
 * Which accounts a call's input names, so the server checks ownership in one place
 * (ARCHITECTURE.md §4): `field`, an input field holding an account code (the input's `source`
 * field, when there is one, gives its source), or `list`, a function naming the accounts.
 * `reach: 'self'` allows only the session's own account (passwords, agreement), and not to an
 * advisor acting for that account; `'client'` also lets an advisor (or a higher role) name a
 * linked client. Calls needing admin may name any account.
 */
export type AccountClaim<T> = {
  field?: string;
  list?(input: T): readonly AccountRef[];
  reach: 'self' | 'client';
};

/** What a handler gets besides its input. */
export type CallContext = {
  db: Kysely<Database>;
  config: Config;
  messenger: Messenger;
  /** The Gateway back office: cash, fund positions, fund orders (ARCHITECTURE.md §5). */
  gateway: GatewayPort;
  /** Fund universe and NAVs. */
  marketData: MarketDataProvider;
  log: FastifyBaseLogger;
  requestId: string;
  /** The instant the request is handled at; every rule compares against it. */
  now: Date;
  /** The client's address (behind a trusted proxy, the forwarded one). */
  clientAddress: string;
  /** The session cookies of this request and reply. */
  cookies: SessionCookieJar;
  /** The acting session; null only for public calls. */
  session: ActingSession | null;
};

/** The context of a call that needs a session: the session is always there. */
export type SessionCallContext = Omit<CallContext, 'session'> & { session: ActingSession };

type ContextFor<A extends CallAccess> = A extends 'public' ? CallContext : SessionCallContext;

/** One call: its name, contract, access, the feature flag that gates it, and its handler. */
export type CallDefinition<
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
  A extends CallAccess = CallAccess,
> = {
  service: string;
  method: string;
  input: I;
  output: O;
  access: A;
  /** The accounts the input names; required when the input has an account code field. */
  account?: AccountClaim<z.output<I>>;
  /** When set, the call exists only in brands where this flag is on; elsewhere it answers 404. */
  feature?: FeatureFlag;
  /** When set, the call exists only in brands of this login mode (spec §1: one mode is active). */
  loginMode?: LoginMode;
  /** Gets validated input; answers what the output schema accepts (checked before sending). */
  handler(input: z.output<I>, context: ContextFor<A>): Promise<z.input<O>>;
};

/** Authenticates and authorises the sessions of non-public calls (server/auth/session-gate.ts). */
export type SessionGate = {
  /** The session the request names; throws UnauthenticatedError (401) otherwise. */
  authenticate(request: FastifyRequest, now: Date): Promise<ActingSession>;
  /** Throws ForbiddenError (403) unless the session may make the call with this input. */
  authorise(call: CallDefinition, session: ActingSession, input: unknown): Promise<void>;
};

/** Declares a call; the identity function that lets TypeScript infer the handler's types. */
export function defineCall<I extends z.ZodType, O extends z.ZodType, A extends CallAccess>(
  definition: CallDefinition<I, O, A>,
): CallDefinition<I, O, A> {
  return definition;
}

/** A call's registry key, `'service/method'`. */
export function callKey(call: Pick<CallDefinition, 'service' | 'method'>): string {
  return `${call.service}/${call.method}`;
}

// Spec §7 names: kebab-case services (`stock-order`), camelCase methods (`retrieveInactiveTimes`).
const serviceName = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const methodName = /^[a-z][a-zA-Z0-9]*$/;

// Input fields that name an account: a call with one must say so (AccountClaim).
const accountFields = ['accountCode', 'accountCodes'];

function inputKeys(input: z.ZodType): string[] {
  return 'shape' in input && typeof input.shape === 'object' && input.shape !== null
    ? Object.keys(input.shape)
    : [];
}

function assertWellFormed(call: CallDefinition, seen: Set<string>, hasGate: boolean): void {
  const key = callKey(call);
  if (!serviceName.test(call.service) || !methodName.test(call.method)) {
    throw new Error(`Call "${key}": service must be kebab-case and method camelCase`);
  }
  if (seen.has(key)) throw new Error(`Call "${key}" is defined twice`);
  seen.add(key);
  if (call.access === 'public') return;
  // Without a gate a session call would be served unchecked: refuse it instead.
  if (!hasGate) throw new Error(`Call "${key}" needs a session, and no session gate is configured`);
  const keys = inputKeys(call.input);
  if (!call.account && keys.some((name) => accountFields.includes(name))) {
    throw new Error(`Call "${key}" names an account in its input but declares no account claim`);
  }
  const field = call.account?.field;
  if (call.account && (field === undefined) === (call.account.list === undefined)) {
    throw new Error(`Call "${key}": an account claim has either a field or a list`);
  }
  if (field !== undefined && !keys.includes(field)) {
    throw new Error(`Call "${key}": account field "${field}" is not in its input`);
  }
}

/**
 * The calls a brand serves: checks every definition (names, duplicates, access, account claims)
 * and drops those whose feature flag is off or whose login mode is not the brand's, so they are
 * never routed and answer 404 (ARCHITECTURE.md §7).
 */
export function selectCalls(
  calls: readonly CallDefinition[],
  brand: Pick<BrandConfig, 'features' | 'loginMode'>,
  gate?: SessionGate,
): CallDefinition[] {
  const seen = new Set<string>();
  for (const call of calls) assertWellFormed(call, seen, gate !== undefined);
  return calls.filter(
    (call) =>
      (call.feature === undefined || brand.features[call.feature]) &&
      (call.loginMode === undefined || call.loginMode === brand.loginMode),
  );
}
