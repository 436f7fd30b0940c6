import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_INPUT_INTEGER_DIGITS, NUMBER_OUT_OF_RANGE } from '../../shared/contracts/common';
import { hongKongDate, nextBusinessDay } from '../../shared/domain/business-calendar';
import { cutOffInstant } from '../../shared/domain/fund-dealing';
import { png } from '../test/cash-test-kit';
import { post, signIn, type AuthTestApp, type BrowserSession } from '../test/auth-client';
import { createStockTestApp } from '../test/stock-order-test-kit';
import { DEMO_TRADE_PASSWORD } from '../seed/demo-sign-in';

/**
 * Every money and quantity field of a call's input is bounded by what the books' numeric(30, 10)
 * columns hold, with room for the sums and conversions made of it: beyond it the answer is 400
 * `invalid_input` with the field coded `number_out_of_range`, never a numeric overflow's 500, and
 * nothing is written.
 */

const TWENTY_DIGITS = '12345678901234567890';
const LARGEST = '9'.repeat(MAX_INPUT_INTEGER_DIGITS) + '.99';
const SMALLEST_REFUSED = '1' + '0'.repeat(MAX_INPUT_INTEGER_DIGITS);

let t: AuthTestApp;
let session: BrowserSession;
let keyCount = 0;
const key = () => `money-bounds-${(keyCount += 1)}`;

beforeAll(async () => {
  t = (await createStockTestApp()).app;
});

beforeEach(async () => {
  // A business morning: the deposit, fund and stock cut-offs are all still open.
  t.clock.now = cutOffInstant(nextBusinessDay(hongKongDate(t.clock.now)), '10:00');
  session = await signIn(t.app, 'C10001');
});

afterAll(async () => {
  await t.close();
});

/** What the calls below could change: C10001's ledger and every request or order row. */
async function books() {
  const count = async (table: 'cashInstruction' | 'fundOrder' | 'stockOrder') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const ledger = await t.db
    .selectFrom('ledgerAccount')
    .innerJoin('account', 'account.id', 'ledgerAccount.ownerAccountId')
    .select(['ledgerAccount.asset', 'ledgerAccount.kind', 'ledgerAccount.balance'])
    .where('account.accountCode', '=', 'C10001')
    .orderBy('ledgerAccount.id')
    .execute();
  return {
    ledger,
    cashInstructions: await count('cashInstruction'),
    fundOrders: await count('fundOrder'),
    stockOrders: await count('stockOrder'),
  };
}

async function designatedHkdAccount(): Promise<number> {
  const reply = await post(t.app, 'cash/loadCashProfile', { accountCode: 'C10001' }, session);
  const profile = reply.json<{
    bankAccounts: { id: number; identifierType: string; currency: string }[];
  }>();
  const found = profile.bankAccounts.find(
    (row) => row.identifierType === 'accountNumber' && row.currency === 'HKD',
  );
  if (!found) throw new Error('no designated HKD account');
  return found.id;
}

const deposit = (amount: string) =>
  post(
    t.app,
    'cash/placeDeposit',
    {
      accountCode: 'C10001',
      idempotencyKey: key(),
      method: 'bankTransfer',
      currency: 'HKD',
      amount,
      bankName: 'HSBC',
      proof: { fileName: 'slip.png', contentBase64: png() },
    },
    session,
  );

/** Each call with one amount or quantity field set to `value`. */
const calls: [string, (value: string) => ReturnType<typeof post>][] = [
  ['deposit amount', deposit],
  [
    'withdrawal amount',
    async (amount) =>
      post(
        t.app,
        'cash/placeWithdrawal',
        {
          accountCode: 'C10001',
          idempotencyKey: key(),
          method: 'normal',
          currency: 'HKD',
          amount,
          bankAccountId: await designatedHkdAccount(),
          tradePassword: DEMO_TRADE_PASSWORD,
        },
        session,
      ),
  ],
  [
    'fund subscription amount',
    (amount) =>
      post(
        t.app,
        'fund-order/placeSubscription',
        {
          accountCode: 'C10001',
          idempotencyKey: key(),
          fundId: 'VH-HKD-MMF',
          amount,
          tradePassword: DEMO_TRADE_PASSWORD,
        },
        session,
      ),
  ],
  [
    'stock order quantity',
    (quantity) =>
      post(
        t.app,
        'stock-order/placeOrder',
        {
          accountCode: 'C10001',
          idempotencyKey: key(),
          symbol: '00700',
          side: 'B',
          orderType: 'Limit',
          price: '500',
          quantity,
          tradePassword: DEMO_TRADE_PASSWORD,
        },
        session,
      ),
  ],
];

describe('money and quantity bounds', () => {
  it.each(calls)('refuses a 20-digit %s with a coded 400 and changes nothing', async (_, send) => {
    const field = _.endsWith('quantity') ? 'quantity' : 'amount';
    const before = await books();
    for (const value of [TWENTY_DIGITS, SMALLEST_REFUSED, `${TWENTY_DIGITS}.5`]) {
      const reply = await send(value);
      expect([value, reply.statusCode, reply.json()]).toEqual([
        value,
        400,
        { code: 'invalid_input', fields: { [field]: NUMBER_OUT_OF_RANGE } },
      ]);
    }
    expect(await books()).toEqual(before);
  });

  it('keeps the largest amount it accepts within the books, through acceptance', async () => {
    const placed = await deposit(LARGEST);
    expect(placed.statusCode).toBe(200);
    const { instruction } = placed.json<{ instruction: { id: number } }>();
    const admin = await signIn(t.app, 'S90001');
    const accepted = await post(
      t.app,
      'cash/decideInstruction',
      { instructionId: instruction.id, decision: 'accept' },
      admin,
    );
    expect(accepted.statusCode).toBe(200);
    const { balances } = (
      await post(t.app, 'balance/searchCashBalances', { accountCode: 'C10001' }, session)
    ).json<{ balances: { currency: string; available: string }[] }>();
    expect(balances.find((row) => row.currency === 'HKD')?.available.length).toBeGreaterThan(
      MAX_INPUT_INTEGER_DIGITS,
    );
  });
});
