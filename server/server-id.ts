import { randomUUID } from 'node:crypto';

/**
 * This process's id, fixed for its life: `example/alive` answers it, and the page reloads when it
 * changes (spec §4, app liveness), so a restart or a deployment brings fresh code to open pages.
 */
export const serverId = randomUUID();
