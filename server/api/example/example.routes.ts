import { exampleContracts } from '../../../shared/contracts/example';
import { checkDatabaseAnswers } from '../../db/availability';
import { serverId } from '../../server-id';
import { defineCall } from '../registry';

/**
 * `example/alive`: the liveness call, the only one without credentials (docs/DECISIONS.md §3). It
 * answers only while the database answers `select 1` (503 `database_unavailable` otherwise, within
 * 5 s), so a load balancer stops routing to a process that cannot reach its books.
 */
export const aliveCall = defineCall({
  service: 'example',
  method: 'alive',
  ...exampleContracts.alive,
  access: 'public',
  handler: async (_input, { db }) => {
    await checkDatabaseAnswers(db);
    return { serverId };
  },
});

/** The example service's calls. */
export const exampleCalls = [aliveCall];
