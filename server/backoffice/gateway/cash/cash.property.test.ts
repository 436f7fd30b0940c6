import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBrand } from '../../../../brands/index';
import { hongKongDate, nextBusinessDay } from '../../../../shared/domain/business-calendar';
import { CASH_RESULT } from '../../../../shared/domain/cash-results';
import { toDecimal } from '../../../../shared/domain/decimal';
import { cutOffInstant } from '../../../../shared/domain/fund-dealing';
import { runDueJobs } from '../../../jobs/job-runner';
import { findAccountByCode } from '../../../repositories/account.repository';
import { openTestDatabase, type TestDatabase } from '../../../test/test-database';
import type { ClientRef } from '../../ports/client-ref';
import type { GatewayCashPort } from '../../ports/gateway-cash.port';
import {
  findDriftingLedgerAccounts,
  findLedgerAccountsOf,
  findUnbalancedJournals,
} from '../../core/books/ledger.repository';
import { cashJobHandlers } from './cash-steps';
import { createEmbeddedCash } from './embedded-cash';

/**
 * Cash properties (issue 13 Tests): over random deposits, withdrawals, cancels, acceptances,
 * rejections, FX quotes executed (sometimes twice, sometimes too late) and a moving clock, the
 * books balance, every balance equals its entries, no client cash goes negative, the held cash
 * of each currency is exactly the open withdrawals (so a hold is released or paid exactly once),
 * the total cash moves by exactly the accepted deposits and withdrawals and the executed
 * conversions (so a quote executes at most once), and a second execution is refused (212).
 */

let database: TestDatabase;
let cash: GatewayCashPort;
let client: ClientRef;
let clock = new Date();
const CURRENCIES = ['HKD', 'USD', 'CNY'] as const;
type Currency = (typeof CURRENCIES)[number];

beforeAll(async () => {
  database = await openTestDatabase();
  cash = createEmbeddedCash({ db: database.db, brand: getBrand('default') });
  const account = await findAccountByCode(database.db, 'C10001', 'gateway');
  if (!account) throw new Error('C10001 missing');
  client = { accountId: account.id, accountCode: 'C10001' };
  clock = cutOffInstant(nextBusinessDay(hongKongDate(new Date())), '10:00');
});

afterAll(async () => {
  await database.close();
});

type Step =
  | { kind: 'deposit'; currency: Currency; amount: number }
  | { kind: 'withdraw'; currency: Currency; amount: number }
  | { kind: 'decide'; pick: number; decision: 'process' | 'accept' | 'reject' }
  | { kind: 'cancel'; pick: number }
  | { kind: 'fx'; sell: Currency; buy: Currency; amount: number; wait: number; twice: boolean }
  | { kind: 'eddaDeposit'; amount: number }
  | { kind: 'fpsWithdraw'; currency: 'HKD' | 'CNY'; amount: number }
  | { kind: 'wait'; hours: number };

const currency = fc.constantFrom(...CURRENCIES);
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('deposit' as const),
    currency,
    amount: fc.integer({ min: 1, max: 300_000 }),
  }),
  fc.record({
    kind: fc.constant('withdraw' as const),
    currency,
    amount: fc.integer({ min: 1, max: 400_000 }),
  }),
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('decide' as const),
      pick: fc.nat(),
      decision: fc.constantFrom('process' as const, 'accept' as const, 'reject' as const),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
  fc.record({
    kind: fc.constant('fx' as const),
    sell: currency,
    buy: currency,
    amount: fc.integer({ min: 1, max: 200_000 }),
    wait: fc.constantFrom(0, 10, 45),
    twice: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('eddaDeposit' as const),
    amount: fc.integer({ min: 1, max: 250_000 }),
  }),
  fc.record({
    kind: fc.constant('fpsWithdraw' as const),
    currency: fc.constantFrom('HKD' as const, 'CNY' as const),
    amount: fc.integer({ min: 1, max: 300_000 }),
  }),
  fc.record({ kind: fc.constant('wait' as const), hours: fc.integer({ min: 1, max: 30 }) }),
);

async function balances() {
  const rows = await findLedgerAccountsOf(database.db, client.accountId, 'cash');
  for (const row of rows) expect(toDecimal(row.balance).gte(0), row.code).toBe(true);
  const of = (asset: string, kind: string) =>
    toDecimal(rows.find((row) => row.asset === asset && row.kind === kind)?.balance ?? '0');
  return Object.fromEntries(
    CURRENCIES.map((code) => [
      code,
      {
        held: of(code, 'cashHeld'),
        total: of(code, 'cash').add(of(code, 'cashHeld')).add(of(code, 'cashPending')),
      },
    ]),
  ) as Record<
    Currency,
    { held: ReturnType<typeof toDecimal>; total: ReturnType<typeof toDecimal> }
  >;
}

async function run(steps: readonly Step[]) {
  const start = await balances();
  const expectedTotal = Object.fromEntries(CURRENCIES.map((code) => [code, start[code].total]));
  const ids: number[] = [];
  let key = 0;
  const now = () => clock;
  const withdrawalAccount = async (code: Currency) =>
    (await cash.bankAccounts(client)).find(
      (row) => row.identifierType === 'accountNumber' && row.currency === code,
    )?.id;
  for (const item of steps) {
    const idempotencyKey = `prop-${Date.now()}-${(key += 1)}-${Math.random()}`;
    if (item.kind === 'deposit') {
      const outcome = await cash.placeDeposit({
        client,
        idempotencyKey,
        now: now(),
        method: 'internalTransfer',
        currency: item.currency,
        amount: String(item.amount),
        bankName: 'Test Bank',
      });
      if (outcome.instruction) ids.push(outcome.instruction.id);
    } else if (item.kind === 'withdraw') {
      const bankAccountId = await withdrawalAccount(item.currency);
      if (bankAccountId === undefined) continue;
      const outcome = await cash.placeWithdrawal({
        client,
        idempotencyKey,
        now: now(),
        channel: 'manual',
        method: 'normal',
        currency: item.currency,
        amount: String(item.amount),
        bankAccountId,
      });
      if (outcome.instruction) ids.push(outcome.instruction.id);
    } else if (item.kind === 'decide' || item.kind === 'cancel') {
      if (ids.length === 0) continue;
      const id = ids[item.pick % ids.length] as number;
      const outcome =
        item.kind === 'cancel'
          ? await cash.cancelInstruction(client, id, now())
          : await cash.decideInstruction(id, item.decision, now());
      expect(outcome.result === CASH_RESULT.success || outcome.instruction === null).toBe(true);
    } else if (item.kind === 'fx') {
      const quoted = await cash.quoteFx({
        client,
        sellCurrency: item.sell,
        buyCurrency: item.buy,
        sellAmount: String(item.amount),
        now: now(),
      });
      if (!quoted.quote) continue;
      clock = new Date(clock.getTime() + item.wait * 1000);
      const execute = () =>
        cash.executeFx({
          client,
          quoteId: quoted.quote?.quoteId ?? '',
          sellAmount: quoted.quote?.sellAmount ?? '0',
          buyAmount: quoted.quote?.buyAmount ?? '0',
          now: now(),
        });
      const first = await execute();
      if (first.result === CASH_RESULT.success) {
        const q = first.quote;
        if (!q) throw new Error('an executed quote is answered');
        const sell = q.sellCurrency as Currency;
        const buy = q.buyCurrency as Currency;
        expectedTotal[sell] = (expectedTotal[sell] as ReturnType<typeof toDecimal>).sub(
          q.sellAmount,
        );
        expectedTotal[buy] = (expectedTotal[buy] as ReturnType<typeof toDecimal>).add(q.buyAmount);
      } else {
        expect([CASH_RESULT.fxQuoteExpired, CASH_RESULT.fxInsufficientCash]).toContain(
          first.result,
        );
      }
      if (item.twice) {
        const second = await execute();
        expect(second.result).toBe(
          first.result === CASH_RESULT.success ? CASH_RESULT.fxQuoteAlreadyExecuted : first.result,
        );
      }
    } else if (item.kind === 'eddaDeposit') {
      const outcome = await cash.placeEddaDeposit({
        client,
        idempotencyKey,
        now: now(),
        ddaReference: 'DDA000000C10001',
        amount: String(item.amount),
      });
      if (outcome.instruction) ids.push(outcome.instruction.id);
    } else if (item.kind === 'fpsWithdraw') {
      const fps = (await cash.bankAccounts(client)).find((row) => row.identifierType === 'fpsId');
      const outcome = await cash.placeWithdrawal({
        client,
        idempotencyKey,
        now: now(),
        channel: 'fps',
        method: 'fps',
        currency: item.currency,
        amount: String(item.amount),
        bankAccountId: fps?.id ?? 0,
      });
      if (outcome.instruction) ids.push(outcome.instruction.id);
    } else {
      clock = new Date(clock.getTime() + item.hours * 3_600_000);
      await runDueJobs(database.db, cashJobHandlers(), clock);
    }
  }
  // The simulated bank answers what is still due, so nothing of this run is left for the next.
  clock = new Date(clock.getTime() + 3_600_000);
  await runDueJobs(database.db, cashJobHandlers(), clock);
  const placed = (
    await cash.searchInstructions(client, { offset: 0, limit: 10_000 })
  ).instructions.filter((row) => ids.includes(row.id));
  for (const row of placed.filter((instruction) => instruction.status === 'A')) {
    const code = row.currency as Currency;
    const change = toDecimal(row.amount).mul(row.type === 'D' ? 1 : -1);
    expectedTotal[code] = (expectedTotal[code] as ReturnType<typeof toDecimal>).add(change);
  }
  const end = await balances();
  const { instructions } = await cash.searchInstructions(client, {
    type: 'W',
    statuses: ['P', 'PR', 'W', 'S'],
    offset: 0,
    limit: 1000,
  });
  for (const code of CURRENCIES) {
    const open = instructions
      .filter((row) => row.currency === code)
      .reduce((sum, row) => sum.add(row.amount), toDecimal('0'));
    expect(end[code].held.toFixed(), `held ${code}`).toBe(open.toFixed());
    expect(end[code].total.toFixed(), `total ${code}`).toBe(
      (expectedTotal[code] as ReturnType<typeof toDecimal>).toFixed(),
    );
  }
  expect(await findUnbalancedJournals(database.db)).toEqual([]);
  expect(await findDriftingLedgerAccounts(database.db)).toEqual([]);
}

describe('cash books', () => {
  it('balance, never go negative, hold exactly the open withdrawals and execute a quote once', async () => {
    await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 30 }), run), {
      numRuns: 25,
    });
  }, 240_000);
});

describe('demo auto-acceptance (CASH_AUTO_ACCEPT_MS)', () => {
  it('accepts a deposit by hand after the delay, through PR, crediting it once', async () => {
    const auto = createEmbeddedCash({
      db: database.db,
      brand: getBrand('default'),
      cashAutoAcceptMs: 60_000,
    });
    const before = (await balances()).CNY.total;
    const placed = await auto.placeDeposit({
      client,
      idempotencyKey: `auto-${Date.now()}`,
      now: clock,
      method: 'internalTransfer',
      currency: 'CNY',
      amount: '888',
      bankName: 'Test Bank',
    });
    const id = placed.instruction?.id ?? 0;
    await runDueJobs(database.db, cashJobHandlers(), new Date(clock.getTime() + 59_000));
    expect((await balances()).CNY.total.toFixed()).toBe(before.toFixed());
    clock = new Date(clock.getTime() + 60_000);
    await runDueJobs(database.db, cashJobHandlers(), clock);
    await runDueJobs(database.db, cashJobHandlers(), clock);
    expect((await balances()).CNY.total.toFixed()).toBe(before.add('888').toFixed());
    const { instructions } = await auto.searchInstructions(client, { offset: 0, limit: 50 });
    expect(instructions.find((row) => row.id === id)?.changes.map((change) => change.to)).toEqual([
      'P',
      'PR',
      'A',
    ]);
  });
});
