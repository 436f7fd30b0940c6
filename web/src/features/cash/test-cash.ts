import type { CashProfile } from './api/cash';

/** A cash profile as the default brand's server answers it for C10001 (trimmed). */
export function cashProfileFixture(overrides: Partial<CashProfile> = {}): CashProfile {
  return {
    currencies: ['HKD', 'USD'],
    fpsCurrencies: ['HKD'],
    depositMethods: ['bankTransfer', 'cash'],
    proofRequiredMethods: ['bankTransfer'],
    withdrawalMethods: ['normal', 'express'],
    cutOffs: { deposit: '16:30', withdraw: '16:30' },
    dailyWithdrawalLimits: { HKD: '2000000', USD: '250000' },
    withdrawnToday: { HKD: '1999000', USD: '0' },
    valueDates: { deposit: '2026-11-24', withdraw: '2026-11-24' },
    proof: { maxBytes: 16, extensions: ['png', 'pdf'] },
    fx: { quoteSeconds: 30, spread: '0.0025', hkdRates: { HKD: '1', USD: '7.8' } },
    eddaIdTypes: ['ID'],
    payeeAccounts: [],
    bankAccounts: [
      {
        id: 7,
        identifierType: 'accountNumber',
        identifier: '004-123-456789-001',
        bankCode: '004',
        bankName: 'HSBC',
        holderName: 'Chan Tai Man',
        currency: 'HKD',
      },
    ],
    eddaAuthorisations: [],
    ...overrides,
  };
}

/** The calls every cash form makes besides its own. */
export const cashFormStubs = (profile: CashProfile = cashProfileFixture()) => ({
  'cash/loadCashProfile': () => profile,
  'balance/searchCashBalances': () => ({
    balances: [
      { currency: 'HKD', available: '5000', holdFundAmount: '0', pending: '0', total: '5000' },
      { currency: 'USD', available: '100', holdFundAmount: '0', pending: '0', total: '100' },
    ],
  }),
  'stock-order/loadOrderConfirmationReminder': () => ({ skipConfirmation: false }),
  'account/checkSavedTradePassword': () => ({
    result: true,
    tradePasswordRequired: true,
    tradeUnlockedUntil: null,
  }),
});

/** A request as the server answers it. */
export function instructionFixture(status: string, overrides: Record<string, unknown> = {}) {
  return {
    id: 31,
    idempotencyKey: 'k',
    type: 'W',
    channel: 'manual',
    method: 'normal',
    currency: 'HKD',
    amount: '500',
    bankName: 'HSBC',
    bankAccount: '004-123-456789-001',
    bankAccountId: 7,
    ddaReference: null,
    remark: null,
    status,
    reasonCode: null,
    valueDate: '2026-11-24',
    hasProof: false,
    canCancel: status === 'P',
    placedAt: '2026-11-24T02:00:00.000Z',
    updatedAt: '2026-11-24T02:00:00.000Z',
    changes: [],
    ...overrides,
  };
}
