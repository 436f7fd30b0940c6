import { exampleContracts } from '../../../shared/contracts/example';
import { serverId } from '../../server-id';
import { defineCall } from '../registry';

/** `example/alive`: the liveness call, the only one without credentials (docs/DECISIONS.md §3). */
export const aliveCall = defineCall({
  service: 'example',
  method: 'alive',
  ...exampleContracts.alive,
  access: 'public',
  handler: () => Promise.resolve({ serverId }),
});

/** The example service's calls. */
export const exampleCalls = [aliveCall];
