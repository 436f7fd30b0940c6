import { TestRunner, type SerializedConfig } from 'vitest';

/**
 * The server projects' test runner: the tests of every file and block run in a random order, from
 * the run's seed (`--sequence.seed=N` repeats an order), so a test that leans on what another left
 * behind fails at once; every server test sets up what it reads. vitest.config.ts cannot ask for
 * it per project: vitest 4.1 takes the tests' `sequence.shuffle` from the root config only, which
 * would shuffle the web tier too.
 */
export default class ShuffledRunner extends TestRunner {
  constructor(config: SerializedConfig) {
    super({ ...config, sequence: { ...config.sequence, shuffle: true } });
  }
}
