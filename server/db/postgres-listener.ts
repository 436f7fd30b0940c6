import pg from 'pg';
import type { DatabaseLog } from './database';

/**
 * PostgreSQL's LISTEN for a database handle (database.ts): one connection per handle that hears
 * every channel, opens again when it drops, and tells its listeners what they may have missed.
 */

/**
 * The LISTEN connection's name in pg_stat_activity: its last statement is not always its LISTEN
 * (it also answers `caughtUp`), so an operator or a test finds it by this name.
 */
export const LISTEN_APPLICATION_NAME = 'portico-listen';

type Listeners = Map<string, Set<(payload: string) => void>>;

/** Adds a listener to `listeners`; answers whether it is the channel's first. */
function addListener(listeners: Listeners, channel: string, listener: (payload: string) => void) {
  const set = listeners.get(channel) ?? new Set();
  listeners.set(channel, set);
  set.add(listener);
  return set.size === 1;
}

/** Removes a listener; answers whether the channel has none left. */
function removeListener(
  listeners: Listeners,
  channel: string,
  listener: (payload: string) => void,
) {
  const set = listeners.get(channel);
  if (!set?.delete(listener)) return false;
  if (set.size > 0) return false;
  listeners.delete(channel);
  return true;
}

function deliver(listeners: Listeners, channel: string, payload: string | undefined) {
  for (const listener of listeners.get(channel) ?? []) listener(payload ?? '');
}

/**
 * How a connection to PostgreSQL notices trouble: a connect (or a wait for a free client) gives up
 * after 10 s instead of hanging on a cut network, and TCP keep-alive probes an idle socket.
 */
export const connectionSettings = {
  connectionTimeoutMillis: 10_000,
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
} as const;

/** The first back-off after the listening connection drops; it doubles up to the maximum. */
const LISTEN_RETRY_MS = 250;
const LISTEN_RETRY_MAX_MS = 10_000;
/** A LISTEN connection that takes longer than this to answer `select 1` is taken for lost. */
const CAUGHT_UP_TIMEOUT_MS = 5_000;

/**
 * LISTEN on PostgreSQL: one pg.Client for the handle, opened with the first listener, closed with
 * the handle. When it drops it is opened again (back-off from 250 ms to 10 s) and LISTENs again
 * for every channel; notifications sent while it was down are lost, so each listener also hears
 * an empty payload on reconnect ("something may have changed": recount), and each `onLost` hears
 * the drop itself. `caughtUp` is one `select 1` on that connection, shared by every caller waiting
 * at the time: PostgreSQL sends a listener what committed before a statement ahead of the
 * statement's answer, so once it answers, every notification committed before the call is heard.
 */
export function postgresListener(connectionString: string, log?: DatabaseLog) {
  const listeners: Listeners = new Map();
  const lostCallbacks = new Set<() => void>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let isClosed = false;
  let retryMs = LISTEN_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const quoted = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

  const open = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const next = new pg.Client({
        connectionString,
        ...connectionSettings,
        application_name: LISTEN_APPLICATION_NAME,
      });
      next.on('notification', (message) => deliver(listeners, message.channel, message.payload));
      next.on('error', (error) => {
        log?.warn({ err: error }, 'the LISTEN connection failed; reconnecting');
        void next.end().catch(() => undefined);
      });
      next.on('end', () => {
        lose(next);
        if (!isClosed && listeners.size > 0) scheduleReconnect();
      });
      try {
        await next.connect();
        for (const channel of listeners.keys()) await next.query(`LISTEN ${quoted(channel)}`);
      } catch (error) {
        await next.end().catch(() => undefined);
        throw error;
      }
      client = next;
      retryMs = LISTEN_RETRY_MS;
      return next;
    })().finally(() => (connecting = undefined));
    return connecting;
  };

  const lose = (lost: pg.Client) => {
    if (client !== lost) return;
    client = undefined;
    for (const onLost of lostCallbacks) onLost();
  };

  const roundTrip = async (heard: pg.Client) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('no answer')), CAUGHT_UP_TIMEOUT_MS);
    });
    try {
      await Promise.race([heard.query('select 1'), late]);
    } catch (error) {
      // Whatever it missed is gone: its listeners hear the loss before anyone goes on.
      log?.warn({ err: error }, 'the LISTEN connection did not answer; reconnecting');
      lose(heard);
      void heard.end().catch(() => undefined);
    } finally {
      clearTimeout(timer);
    }
  };
  let round: Promise<void> | undefined;
  let nextRound: Promise<void> | undefined;
  const caughtUp = (): Promise<void> => {
    // Not listening, or lost: the listeners already heard so.
    if (!client) return Promise.resolve();
    if (!round) {
      const current = roundTrip(client).finally(() => {
        if (round === current) round = undefined;
      });
      round = current;
      return current;
    }
    // The round on the wire may have left before the caller's commit: wait for the next one.
    nextRound ??= round.then(() => {
      nextRound = undefined;
      return caughtUp();
    });
    return nextRound;
  };

  const scheduleReconnect = () => {
    if (retryTimer || isClosed) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      open()
        .then(() => {
          for (const channel of listeners.keys()) deliver(listeners, channel, '');
        })
        .catch((error: unknown) => {
          log?.warn({ err: error, retryMs }, 'the LISTEN connection could not reopen');
          retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MAX_MS);
          scheduleReconnect();
        });
    }, retryMs);
    retryTimer.unref();
  };

  return {
    caughtUp,
    listen: async (channel: string, listener: (payload: string) => void, onLost?: () => void) => {
      if (isClosed) throw new Error('The database handle is closed');
      const isFirst = addListener(listeners, channel, listener);
      try {
        const opened = await open();
        if (isFirst) await opened.query(`LISTEN ${quoted(channel)}`);
      } catch (error) {
        removeListener(listeners, channel, listener);
        throw error;
      }
      if (onLost) lostCallbacks.add(onLost);
      return async () => {
        if (onLost) lostCallbacks.delete(onLost);
        if (!removeListener(listeners, channel, listener) || !client) return;
        await client.query(`UNLISTEN ${quoted(channel)}`).catch(() => undefined);
      };
    },
    close: async () => {
      isClosed = true;
      clearTimeout(retryTimer);
      listeners.clear();
      const open = client ?? (await connecting?.catch(() => undefined));
      client = undefined;
      await open?.end().catch(() => undefined);
    },
  };
}
