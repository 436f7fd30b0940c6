import { fileURLToPath } from 'node:url';
import pg from 'pg';

/**
 * A Node process's own ceiling for an order's statements (issue 22 §4), the middle step between
 * pgbench and the server: the same pgbench script (order-ceiling.ts), read by a small interpreter
 * and sent through the server's driver (node-postgres, values apart) from one Node thread over as
 * many connections, with nothing else: no HTTP, no session, no query builder, no rule. Its
 * transactions/s over pgbench's say what a Node server on this driver can reach at all beside the
 * database on the same cores; the server's orders/s over it, what the server's own work costs.
 *
 * Run as a child of the bench (`nodePgTps`): handed a job on its IPC channel, it answers the
 * transactions/s and exits.
 */

/** What the child is handed. */
export type NodeCeilingJob = {
  url: string;
  schema: string;
  script: string;
  range: { lo: number; hi: number };
  clients: number;
  seconds: number;
};

/** One step of a script: a `\set` of a random integer, or a statement and whether it `\gset`s. */
export type ScriptStep =
  | { kind: 'set'; name: string; from: string; to: string }
  | { kind: 'sql'; text: string; names: string[]; isGset: boolean };

// A variable is `:name`, never the second colon of a `::type` cast.
const VARIABLE = /(?<![:\w]):([A-Za-z_]\w*)/g;

/**
 * Reads a pgbench script as pgbench does for the forms order-ceiling.ts writes: `\set name
 * random(a, b)` lines, and statements ending at a `;` or a `\gset` at the end of a line, whose
 * `:name` variables become `$n` values.
 */
export function parseScript(script: string): ScriptStep[] {
  const steps: ScriptStep[] = [];
  let pending: string[] = [];
  for (const line of script.split('\n')) {
    const set = /^\\set (\w+) random\(([^,]+), ([^)]+)\)$/.exec(line.trim());
    if (set) {
      steps.push({ kind: 'set', name: set[1] ?? '', from: set[2] ?? '', to: set[3] ?? '' });
      continue;
    }
    if (line.trim() === '' && pending.length === 0) continue;
    pending.push(line);
    const end = /(;|\\gset)\s*$/.exec(line);
    if (!end) continue;
    const body = pending.join('\n').replace(/(;|\\gset)\s*$/, '');
    const names: string[] = [];
    const text = body.replace(VARIABLE, (_, name: string) => {
      const at = names.indexOf(name);
      if (at >= 0) return `$${at + 1}`;
      names.push(name);
      return `$${names.length}`;
    });
    steps.push({ kind: 'sql', text, names, isGset: end[1] === '\\gset' });
    pending = [];
  }
  if (pending.some((line) => line.trim() !== '')) throw new Error('the script ends mid-statement');
  return steps;
}

const randomBetween = (lo: number, hi: number) => lo + Math.floor(Math.random() * (hi - lo + 1));

/** Runs the script once on `client`: one transaction (or a read and one) of the load. */
async function runOnce(
  client: pg.Client,
  steps: readonly ScriptStep[],
  defined: Readonly<Record<string, number>>,
): Promise<void> {
  const values: Record<string, unknown> = { ...defined };
  const valueOf = (operand: string) =>
    operand.startsWith(':') ? Number(values[operand.slice(1)]) : Number(operand);
  for (const step of steps) {
    if (step.kind === 'set') {
      values[step.name] = randomBetween(valueOf(step.from), valueOf(step.to));
      continue;
    }
    const result = await client.query(
      step.text,
      step.names.map((name) => String(values[name])),
    );
    if (step.isGset) Object.assign(values, result.rows[0] ?? {});
  }
}

/** Each connection runs the script over and over for the job's seconds; answers the tps. */
export async function runNodeCeiling(job: NodeCeilingJob): Promise<number> {
  const steps = parseScript(job.script);
  const url = new URL(job.url);
  url.searchParams.delete('options');
  const clients = Array.from(
    { length: job.clients },
    () =>
      new pg.Client({
        connectionString: url.toString(),
        options: `-c search_path=${job.schema}`,
      }),
  );
  await Promise.all(clients.map((client) => client.connect()));
  const defined = { lo: job.range.lo, hi: job.range.hi };
  let done = 0;
  const started = performance.now();
  const until = started + job.seconds * 1000;
  try {
    await Promise.all(
      clients.map(async (client) => {
        while (performance.now() < until) {
          await runOnce(client, steps, defined);
          done += 1;
        }
      }),
    );
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
  return Math.round(done / ((performance.now() - started) / 1000));
}

const isChild = process.argv[1] === fileURLToPath(import.meta.url);
if (isChild) {
  process.once('message', (message) => {
    runNodeCeiling(message as NodeCeilingJob).then(
      (tps) => process.send?.({ tps }, () => process.exit(0)),
      (error: unknown) => {
        process.stderr.write(`node-pg ceiling failed: ${String(error)}\n`);
        process.exit(1);
      },
    );
  });
}
