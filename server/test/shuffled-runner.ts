import path from 'node:path';
import { TestRunner, type RunnerTask, type RunnerTestFile, type SerializedConfig } from 'vitest';

/**
 * Files whose tests still run in the order they are written: some walk one timetable on one
 * database, each test reading what the one before it left; the others have not yet passed under
 * several seeds. Take a file off once its tests set up what they read and it passes under several
 * `--sequence.seed=N` values; a new file is shuffled from the start.
 */
const IN_ORDER: ReadonlySet<string> = new Set([
  // Known to lean on an earlier test's leftovers.
]);

/** Stops a block and every block in it from shuffling. */
function keepInOrder(task: RunnerTask): void {
  if (task.type !== 'suite') return;
  task.shuffle = false;
  task.tasks.forEach(keepInOrder);
}

/**
 * The server projects' test runner: the tests of every file and block run in a random order, from
 * the run's seed (`--sequence.seed=N` repeats an order), so a test that leans on what another left
 * behind fails at once. vitest.config.ts cannot ask for it per project: vitest 4.1 takes the
 * tests' `sequence.shuffle` from the root config only, which would shuffle the web tier too.
 */
export default class ShuffledRunner extends TestRunner {
  constructor(config: SerializedConfig) {
    super({ ...config, sequence: { ...config.sequence, shuffle: true } });
  }

  /** Once collected, the files of IN_ORDER run as written. */
  onCollected(files: RunnerTestFile[]): void {
    for (const file of files) {
      if (IN_ORDER.has(path.relative(this.config.root, file.filepath))) keepInOrder(file);
    }
  }
}
