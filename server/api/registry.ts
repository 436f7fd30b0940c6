import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { BrandConfig, FeatureFlag, LoginMode } from '../../brands/brand-config';
import type { AccountClaim, ActingAccount, ActingSession, CallAccess } from '../auth/acting';
import type { DeviceCookieJar } from '../auth/device-cookie';
import type { SessionCookieJar } from '../auth/session-cookies';
import type { CommandDeps } from '../commands/command-deps';
import type { SessionGate } from '../auth/session-gate';
import type { BackOffices } from '../backoffice/ports/back-office.port';
import type { MarketDataProvider } from '../market-data/market-data-provider';

/**
 * The call registry (docs/DECISIONS.md §3): every call is `POST /portal/api/<service>/<method>`,
 * keyed `'service/method'`, with zod input and output and an access level.
 */

/** What a handler gets besides its input. */
export type CallContext = CommandDeps & {
  /** The back office of each account source, one port per product area (back-office.port.ts). */
  backOffices: BackOffices;
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
  /** The device cookies of this request and reply (sign-in's known devices). */
  devices: DeviceCookieJar;
  /** The acting session; null only for public calls. */
  session: ActingSession | null;
  /** The account a field claim names, resolved by the session gate; null without one. */
  client: ActingAccount | null;
};

/** The context of a call that needs a session: the session is always there. */
export type SessionCallContext = Omit<CallContext, 'session'> & { session: ActingSession };

/** The context of a call whose input names its client in a field: the client is always there. */
export type ClientCallContext = Omit<SessionCallContext, 'client'> & { client: ActingAccount };

type ContextFor<A extends CallAccess, K> = A extends 'public'
  ? CallContext
  : K extends { field: string }
    ? ClientCallContext
    : SessionCallContext;

/** One call: its name, contract, access, the feature flag that gates it, and its handler. */
export type CallDefinition<
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
  A extends CallAccess = CallAccess,
  K extends AccountClaim<z.output<I>> | undefined = AccountClaim<z.output<I>> | undefined,
> = {
  service: string;
  method: string;
  input: I;
  output: O;
  access: A;
  /** The accounts the input names; required when the input has an account code field. */
  account?: K;
  /** When set, the call exists only in brands where this flag is on; elsewhere it answers 404. */
  feature?: FeatureFlag;
  /** When set, the call exists only in brands of this login mode (spec §1: one mode is active). */
  loginMode?: LoginMode;
  /**
   * When set, the call answers a file, not JSON (docs/DECISIONS.md §3): its output is
   * `{ fileName, contentType, content }` and `content` is sent as the body, as an attachment.
   */
  answersFile?: boolean;
  /** The largest request body in bytes, when above the server's default (1 MiB): uploads only. */
  bodyLimit?: number;
  /** Gets validated input; answers what the output schema accepts (checked before sending). */
  handler(input: z.output<I>, context: ContextFor<A, K>): Promise<z.input<O>>;
};

/** Declares a call; the identity function that lets TypeScript infer the handler's types. */
export function defineCall<
  I extends z.ZodType,
  O extends z.ZodType,
  A extends CallAccess,
  K extends AccountClaim<z.output<I>> | undefined = undefined,
>(definition: CallDefinition<I, O, A, K>): CallDefinition {
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
 * never routed and answer 404 (docs/DECISIONS.md §7).
 */
export function selectCalls(
  calls: readonly CallDefinition[],
  brand: Pick<BrandConfig, 'features' | 'loginMode'>,
  gate?: Pick<SessionGate, 'authenticate'>,
): CallDefinition[] {
  const seen = new Set<string>();
  for (const call of calls) assertWellFormed(call, seen, gate !== undefined);
  return calls.filter(
    (call) =>
      (call.feature === undefined || brand.features[call.feature]) &&
      (call.loginMode === undefined || call.loginMode === brand.loginMode),
  );
}
