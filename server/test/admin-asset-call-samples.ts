import { png } from './cash-test-kit';

/**
 * The session sweep's sample inputs (server/test/session-call-samples.ts) of the admin's calls
 * and the manual assets' and portfolio's, kept apart so neither file grows past a screenful.
 */

/** A manual asset the sweep may add: its own session's, kept. */
const sweepHolding = {
  category: 'vehicle',
  name: 'Sweep car',
  currency: 'HKD',
  valueBasis: 'total',
  totalValue: '1000',
};

/** A valid input per admin, asset and portfolio call, naming `accountCode` where the call does. */
export const adminAndAssetCallSamples: Record<string, (accountCode: string) => object> = {
  'admin-account/searchAccounts': () => ({}),
  'admin-account/loadAccount': () => ({ accountId: 1 }),
  // An admin's calls may change accounts: these name none that exist, or a code no test uses.
  'admin-account/createAccount': () => ({
    accountCode: 'SWEEP01',
    source: 'gateway',
    role: 'user',
    displayName: 'Sweep Holder',
    email: 'sweep@example.com',
    mobile: null,
    twoFactor: null,
    tradePasswordRequired: false,
  }),
  'admin-account/updateAccount': () => ({
    accountId: 999_999,
    role: 'user',
    displayName: 'Sweep Holder',
    email: null,
    mobile: null,
    twoFactor: null,
    tradePasswordRequired: false,
  }),
  'admin-account/setAccountStatus': () => ({ accountId: 999_999, status: 'active' }),
  'admin-account/resetAccountPassword': () => ({ accountId: 999_999 }),
  'admin-account/resetTwoFactorSecret': () => ({ accountId: 999_999 }),
  'admin-account/clearSignInThrottles': () => ({ accountId: 999_999 }),
  'admin-account/kickAccountSessions': () => ({ accountId: 999_999 }),
  'admin-account/linkAdvisor': () => ({
    advisorAccountId: 999_999,
    clientAccountId: 999_998,
    canInstructStocks: false,
  }),
  'admin-account/unlinkAdvisor': () => ({ advisorAccountId: 999_999, clientAccountId: 999_998 }),
  'admin-queue/searchQueue': () => ({}),
  'admin-queue/loadQueueProof': () => ({ kind: 'deposit', key: '1' }),
  'admin-queue/decideQueueItem': () => ({ kind: 'deposit', key: '1', decision: 'accept' }),
  'tour/loadTourState': (accountCode) => ({ accountCode }),
  'tour/recordTour': (accountCode) => ({ accountCode, event: 'offered' }),
  'asset-definition/loadAssetDefinitions': () => ({}),
  'asset-holding/searchAssetHoldings': (accountCode) => ({ accountCode }),
  // Holding 999,999 is nobody's: reads answer not_found, changes by an advisor 403.
  'asset-holding/loadAssetHolding': (accountCode) => ({ accountCode, holdingId: 999_999 }),
  'asset-holding/addAssetHolding': (accountCode) => ({ accountCode, ...sweepHolding }),
  'asset-holding/updateAssetHolding': (accountCode) => ({
    accountCode,
    holdingId: 999_999,
    ...sweepHolding,
  }),
  'asset-holding/setAssetHoldingStatus': (accountCode) => ({
    accountCode,
    holdingId: 999_999,
    status: 'inactive',
  }),
  'asset-holding/deleteAssetHolding': (accountCode) => ({
    accountCode,
    holdingId: 999_999,
    isConfirmed: true,
  }),
  'asset-holding/addAssetAttachment': (accountCode) => ({
    accountCode,
    holdingId: 999_999,
    attachment: { fileName: 'deed.png', contentBase64: png() },
  }),
  'asset-holding/removeAssetAttachment': (accountCode) => ({
    accountCode,
    holdingId: 999_999,
    attachmentId: 1,
  }),
  'asset-holding/loadAssetAttachment': (accountCode) => ({
    accountCode,
    holdingId: 999_999,
    attachmentId: 1,
  }),
  'market-value-history/searchMarketValueHistory': (accountCode) => ({
    accountCode,
    holdingId: 999_999,
  }),
  'market-value-history/addMarketValue': (accountCode) => ({
    accountCode,
    holdingId: 999_999,
    valuedOn: '2026-01-02',
    value: '1000',
  }),
  'market-value-history/removeMarketValue': (accountCode) => ({
    accountCode,
    holdingId: 999_999,
    valuationId: 1,
  }),
  'portfolio/loadPortfolio': (accountCode) => ({ accountCode }),
};
