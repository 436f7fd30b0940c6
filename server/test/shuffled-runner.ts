import type { SerializedConfig } from 'vitest';
import { VitestTestRunner } from 'vitest/runners';

/**
 * The server projects' test runner: the tests of every file and block run in a random order, from
 * the run's seed (`--sequence.seed=N` repeats an order), so a test that leans on what another left
 * behind fails at once. vitest.config.ts cannot ask for it per project: vitest 4.1 takes the
 * tests' `sequence.shuffle` from the root config only, which would shuffle the web tier too.
 */
export default class ShuffledRunner extends VitestTestRunner {
  constructor(config: SerializedConfig) {
    super({ ...config, sequence: { ...config.sequence, shuffle: true } });
  }
}
