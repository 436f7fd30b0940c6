import type { Kysely } from 'kysely';
import { changeBookCost, clientBook, firmBook, postJournal } from '../backoffice/core/books/ledger';
import { findLedgerAccountsOf } from '../backoffice/core/books/ledger.repository';
import { upsertTradingPermission } from '../backoffice/gateway/stocks/stock-order.repository';
import type { Database } from '../db/schema';
import { findAccountByCode } from '../repositories/account.repository';
import { setAdvisorStockPermission } from '../repositories/stock-instruction-permission.repository';
import { demoOpeningInstant } from './demo-funds';

/**
 * Demo-book stock holdings (demo book: C10001 holds 00700 x 1,000, 00005 x 2,000, 02800 x
 * 5,000 on HKEX and AAPL x 50), with the book cost each was bought for (average cost × quantity,
 * in the stock's currency). C10001's HKD 850,000 and USD 42,000 (demo-funds.ts) pay for demo buys.
 */
const demoStockHoldings: readonly {
  accountCode: string;
  symbol: string;
  quantity: string;
  bookCost: string;
}[] = [
  { accountCode: 'C10001', symbol: '00700', quantity: '1000', bookCost: '455200' },
  { accountCode: 'C10001', symbol: '00005', quantity: '2000', bookCost: '176800' },
  { accountCode: 'C10001', symbol: '02800', quantity: '5000', bookCost: '120500' },
  { accountCode: 'C10001', symbol: 'AAPL', quantity: '50', bookCost: '9920' },
];

/** C10001's trading permission: every HKEX type, Market and Limit on US, every condition, US extended hours. */
const demoPermissions = [
  {
    exchange: 'HKEX',
    validOrderTypes: ['Limit', 'AO', 'AL', 'ELO', 'SLO', 'Odd'],
    allowPrePostMarket: false,
  },
  { exchange: 'US', validOrderTypes: ['Limit', 'Market'], allowPrePostMarket: true },
] as const;

async function seedHoldings(
  db: Kysely<Database>,
  accountId: number,
  accountCode: string,
  now: Date,
) {
  const postedAt = demoOpeningInstant(now);
  for (const holding of demoStockHoldings.filter((row) => row.accountCode === accountCode)) {
    await postJournal(db, {
      reason: 'transferIn',
      postedAt,
      movements: [
        {
          from: firmBook('clearing', 'shares', holding.symbol),
          to: clientBook('shares', accountId, holding.symbol),
          amount: holding.quantity,
        },
      ],
    });
    await changeBookCost(db, accountId, holding.symbol, holding.bookCost, 'shares');
  }
}

/**
 * The demo book's stocks data (issue 11): C10001's shares put on the books through the ledger's
 * own journal from the firm's clearing account at `demoOpeningInstant` (as demo-funds.ts does),
 * C10001's trading permission on HKEX and US, and A30001's adviser-level permission to instruct
 * stock orders for C10001 only (not C10005). Idempotent: a client with share accounts is left
 * alone; the permissions are set to the same values again.
 */
export async function seedDemoStocks(
  db: Kysely<Database>,
  now: Date,
): Promise<{ stockClients: number }> {
  let stockClients = 0;
  const client = await findAccountByCode(db, 'C10001', 'gateway');
  if (!client) return { stockClients };
  await db.transaction().execute(async (trx) => {
    for (const permission of demoPermissions) {
      await upsertTradingPermission(trx, {
        accountId: client.id,
        exchange: permission.exchange,
        validOrderTypes: JSON.stringify(permission.validOrderTypes),
        defaultOrderType: 'Limit',
        permittedConditions: JSON.stringify([
          'stopGain',
          'stopLoss',
          'volumeTrigger',
          'goodTillDate',
        ]),
        allowPrePostMarket: permission.allowPrePostMarket,
      });
    }
    const advisor = await findAccountByCode(trx, 'A30001', 'gateway');
    if (advisor) await setAdvisorStockPermission(trx, advisor.id, client.id, true);
    if ((await findLedgerAccountsOf(trx, client.id, 'shares')).length > 0) return;
    await seedHoldings(trx, client.id, 'C10001', now);
    stockClients += 1;
  });
  return { stockClients };
}
