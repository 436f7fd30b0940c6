import { execFile, fork } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { NodeCeilingJob } from './order-ceiling-node';

/**
 * PostgreSQL's own ceiling for an order's statements (issue 22 §4): pgbench, with no Node in the
 * way, sends the statements the server sends for one new placement (read from the server's wire:
 * the permission or assessment read, the accounts locked with `for update`, then the order row with
 * its history, ledger entries, balances and job in one statement, in one transaction; the key is
 * read only on a refusal, its unique index refusing a used one),
 * from as many connections as the bench's clients, on the bench's own schema after the server's
 * run. The session read is left out: it is the call's sign-in check, not the order's. The server's
 * orders/s over this ceiling says how close the server comes to PostgreSQL itself.
 */

const run = promisify(execFile);

/** The clients' account ids, as one contiguous range pgbench picks from. */
export type ClientRange = { lo: number; hi: number };

/** The range of `ids`, which must be contiguous (the bench inserts its clients in one batch). */
export function clientRange(ids: readonly number[]): ClientRange {
  const lo = Math.min(...ids);
  const hi = Math.max(...ids);
  if (hi - lo + 1 !== new Set(ids).size)
    throw new Error('the bench clients ids are not contiguous');
  return { lo, hi };
}

/** A fresh key per transaction: pgbench has no counter, so a random one of 10^12. */
const keyed = String.raw`\set aid random(:lo, :hi)
\set key random(1, 1000000000000)`;

/** The accounts a placement locks, and the two its hold moves (\gset into cash_id, held_id). */
const lockAccounts = (codes: string[], currency: string) =>
  `WITH l AS (SELECT id, code FROM ledger_account WHERE code IN (${codes.join(', ')}) ORDER BY code COLLATE "C" FOR UPDATE)
SELECT max(id) FILTER (WHERE code = ${code('cash', currency)}) AS cash_id,
  max(id) FILTER (WHERE code = ${code('cashHeld', currency)}) AS held_id FROM l \\gset`;

// The colons are chr(58): pgbench reads any ':name' as a variable, inside a string literal too.
function code(kind: string, asset: string): string {
  return `'${kind}' || chr(58) || :aid::int8 || chr(58) || '${asset}'`;
}

/**
 * The order row inserted with its history row, a hold of `amount` from cash to held cash and an
 * extra write in one statement; the other writes read the new order's id with `orderId`, a select
 * from `w0` (the insert's returned row), as the server's placement does.
 */
const placeWrite = (w: {
  order: string;
  orderId: string;
  history: string;
  orderColumn: string;
  amount: string;
  extra?: string;
}) =>
  `WITH w0 AS (${w.order} RETURNING *),
w1 AS (${w.history}),
w2 AS (INSERT INTO ledger_entry (journal_id, ledger_account_id, amount, reason, ${w.orderColumn}, posted_at)
  SELECT j, a, m, 'hold', ${w.orderId}, now() FROM (SELECT gen_random_uuid() AS j) g,
  (VALUES (:cash_id::int8, -${w.amount}::numeric), (:held_id::int8, ${w.amount}::numeric)) AS e(a, m)),
w3 AS (UPDATE ledger_account SET balance = ledger_account.balance + change.amount,
  book_cost = ledger_account.book_cost + change.cost_change
  FROM (VALUES (:cash_id::int8, -${w.amount}::numeric, 0::numeric), (:held_id::int8, ${w.amount}::numeric, 0::numeric)) AS change(id, amount, cost_change)
  WHERE ledger_account.id = change.id)${w.extra ?? ''}
SELECT * FROM w0;`;

/** A US limit buy of one AAPL at `price`, holding `held`, as placeOrder sends it. */
export function stockOrderScript(price: string, held: string): string {
  const codes = [
    code('cash', 'USD'),
    code('cashHeld', 'USD'),
    code('cashPending', 'USD'),
    code('shares', 'AAPL'),
    code('sharesFrozen', 'AAPL'),
    code('sharesPending', 'AAPL'),
  ];
  const orderId = '(SELECT id FROM w0)';
  return `${keyed}
BEGIN;
SELECT * FROM trading_permission WHERE account_id = :aid::int8 AND exchange = 'US';
${lockAccounts(codes, 'USD')}
${placeWrite({
  order: `INSERT INTO stock_order (account_id, idempotency_key, request_hash, symbol, exchange, currency, side, order_type, condition, trading_session, price, quantity, held_amount, hold_price, remark, status, trade_date, placed_at, updated_at)
  VALUES (:aid::int8, 'ceiling-' || :key::int8, md5(:key::int8::text), 'AAPL', 'US', 'USD', 'B', 'Limit', 'none', 'regularTradingHours', ${price}, 1, ${held}, ${price}, '', 'pending', current_date, now(), now())`,
  orderId,
  history: `INSERT INTO stock_order_status_change (stock_order_id, from_status, to_status, changed_at) VALUES (${orderId}, NULL, 'pending', now())`,
  orderColumn: 'stock_order_id',
  amount: held,
})}
COMMIT;
`;
}

/** A subscription of HKD 20,000 to VH-HKD-MMF, as placeSubscription sends it. */
export function fundOrderScript(): string {
  const codes = [
    code('cash', 'HKD'),
    code('cashHeld', 'HKD'),
    code('units', 'VH-HKD-MMF'),
    code('unitsFrozen', 'VH-HKD-MMF'),
    code('unitsPending', 'VH-HKD-MMF'),
  ];
  // The legs' ids by leg number: an order may have several.
  const orderId = '(SELECT id FROM w0 WHERE leg = 0)';
  const job = `,
w4 AS (INSERT INTO job (kind, payload, run_at, status) VALUES ('fundOrder', jsonb_build_object('orderId', ${orderId}, 'step', '"submit"'::jsonb), now() + interval '1 day', 'queued'))`;
  return `${keyed}
SELECT * FROM risk_assessment WHERE account_id = :aid::int8 AND status = 'approved' ORDER BY approved_at DESC, id DESC LIMIT 1;
BEGIN;
${lockAccounts(codes, 'HKD')}
${placeWrite({
  order: `INSERT INTO fund_order (order_type, is_risk_acknowledged, status, dealing_date, cut_off_at, settlement_date, placed_at, updated_at, side, fund_id, currency, leg, amount, account_id, idempotency_key, request_hash)
  VALUES ('subscription', true, 'pending', current_date + 1, now() + interval '1 day', current_date + 4, now(), now(), 'S', 'VH-HKD-MMF', 'HKD', 0, 20000, :aid::int8, 'ceiling-' || :key::int8, md5(:key::int8::text))`,
  orderId,
  history: `INSERT INTO fund_order_status_change (fund_order_id, from_status, to_status, changed_at) VALUES (${orderId}, NULL, 'pending', now())`,
  orderColumn: 'fund_order_id',
  amount: '20000',
  extra: job,
})}
COMMIT;
`;
}

/**
 * Runs `script` with pgbench for `seconds` from `clients` connections on `schema` of the
 * database at `url`; answers its transactions per second. Throws when pgbench reports a failure.
 */
export async function pgbenchTps(options: {
  url: string;
  schema: string;
  script: string;
  range: ClientRange;
  clients: number;
  seconds: number;
  /**
   * pgbench's query protocol: `extended` sends each statement with its values apart (parse, bind,
   * execute), as the server's driver does; `simple` sends them as one text with the values in it.
   */
  protocol: 'simple' | 'extended';
}): Promise<number> {
  const folder = await mkdtemp(path.join(tmpdir(), 'portico-ceiling-'));
  try {
    const file = path.join(folder, 'order.sql');
    await writeFile(file, options.script);
    const url = new URL(options.url);
    url.searchParams.delete('options');
    const { stdout } = await run(
      'pgbench',
      // prettier-ignore
      ['--no-vacuum', '--protocol', options.protocol, '--client', String(options.clients), '--jobs', '2', '--time', String(options.seconds), '--file', file, '--define', `lo=${options.range.lo}`, '--define', `hi=${options.range.hi}`, url.toString()],
      { env: { ...process.env, PGOPTIONS: `-c search_path=${options.schema}` } },
    );
    const failed = /number of failed transactions: (\d+)/.exec(stdout);
    if (failed && Number(failed[1]) > 0) throw new Error(`pgbench: ${failed[0]}`);
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout);
    if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
    return Math.round(Number(tps[1]));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Runs `script` as pgbench would, from a Node process of its own through node-postgres
 * (order-ceiling-node.ts); answers its transactions per second.
 */
export function nodePgTps(job: NodeCeilingJob): Promise<number> {
  const child = fork(fileURLToPath(new URL('./order-ceiling-node.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    let tps: number | undefined;
    child.once('message', (message) => (tps = (message as { tps: number }).tps));
    child.once('error', reject);
    child.once('close', (code) => {
      if (tps !== undefined) resolve(tps);
      else reject(new Error(`the node-pg ceiling exited (${code}) without a result`));
    });
    child.send(job);
  });
}
