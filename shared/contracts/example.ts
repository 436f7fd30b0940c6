import { z } from 'zod';

/** `example/alive` input: nothing (spec §7, the liveness call). */
export const aliveInput = z.strictObject({});

/**
 * `example/alive` answer: the server process's id. It is fixed for the life of a process, so a
 * changed value tells the page that the server restarted (spec §4, app liveness). While the
 * database does not answer, the call answers 503 `database_unavailable` instead.
 */
export const aliveOutput = z.object({ serverId: z.string() });

/** The `example` service's calls, keyed by method. */
export const exampleContracts = {
  alive: { input: aliveInput, output: aliveOutput },
};
