import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { ErrorBody } from '../../shared/contracts/errors';
import { BASE_PATH, type Config } from '../config';
import { isLoopbackAddress, isLoopbackHost } from '../http/loopback';

/**
 * Who may use the demo's dev routes (`/portal/dev/...`: the outbox with every one-time password
 * and reset key, run-dealing, run-exchange, the session-login host): callers on this machine
 * only, whatever HOST the server listens on (README, Demo mode and the network).
 */

/** The path every dev route lives under. */
export const DEV_PREFIX = `${BASE_PATH}/dev/`;

const FORWARDING_HEADERS = ['x-forwarded-for', 'x-real-ip'] as const;

/** The client addresses a request's forwarding headers name (`Forwarded`'s `for=` too). */
function forwardedAddresses(request: FastifyRequest): string[] {
  const addresses: string[] = [];
  for (const name of FORWARDING_HEADERS) {
    const value = request.headers[name];
    for (const line of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      addresses.push(...line.split(',').map((part) => part.trim()));
    }
  }
  const forwarded = request.headers.forwarded;
  if (forwarded !== undefined) {
    for (const match of forwarded.matchAll(/for=\s*"?\[?([^\]",;\s]*)/gi)) {
      addresses.push(match[1] ?? '');
    }
  }
  return addresses;
}

/**
 * Whether a request comes from this machine: its socket, the address Fastify derived (through
 * a trusted proxy when TRUST_PROXY=1) and every forwarded address must all be loopback. Forwarding
 * headers are read whatever TRUST_PROXY says: here they can only refuse a caller, never admit
 * one (the socket must be loopback as well), and a reverse proxy on this machine would otherwise
 * hand every client it forwards a loopback socket.
 */
export function isLoopbackCaller(request: FastifyRequest): boolean {
  const addresses = [
    request.socket.remoteAddress ?? '',
    request.ip,
    ...(request.ips ?? []),
    ...forwardedAddresses(request),
  ];
  return addresses.every(isLoopbackAddress);
}

/**
 * Answers any other caller 404 `not_found`, not 403: exactly what a server without demo mode
 * answers for the same path, so a caller on the network cannot even learn that demo mode is on.
 */
const loopbackCallersOnly: onRequestHookHandler = (request, reply, done) => {
  if (isLoopbackCaller(request)) {
    done();
    return;
  }
  const body: ErrorBody = { code: 'not_found' };
  void reply.code(404).send(body);
};

/**
 * The warning demo mode logs when HOST opens it beyond loopback; null when it listens on this
 * machine only.
 */
export function demoExposureWarning(config: Pick<Config, 'host' | 'port'>): string | null {
  if (isLoopbackHost(config.host)) return null;
  return (
    `DEMO MODE IS REACHABLE FROM THE NETWORK (HOST=${config.host}, port ${config.port}): ` +
    'anyone who reaches it can sign in to the demo accounts with their published passwords, ' +
    `and the dev routes under ${DEV_PREFIX} (every one-time password and reset key in the outbox, ` +
    'dealing, the exchange and corporate actions run at any instant, session-login tokens) ' +
    'are kept only from callers whose connection or forwarded address is not this machine; ' +
    'unset HOST or set DEMO=0 unless this is meant'
  );
}

/**
 * In demo mode, before the dev routes are registered: every route under `/portal/dev/`, wherever
 * it is registered, answers loopback callers only; and a HOST beyond loopback is warned of.
 */
export function guardDevRoutes(app: FastifyInstance, config: Pick<Config, 'host' | 'port'>): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(DEV_PREFIX)) return;
    const hooks = route.onRequest;
    route.onRequest = [
      loopbackCallersOnly,
      ...(hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]),
    ];
  });
  const warning = demoExposureWarning(config);
  if (warning !== null) app.log.warn({ host: config.host, port: config.port }, warning);
}
