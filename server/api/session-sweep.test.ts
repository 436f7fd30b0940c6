import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBrand } from '../../brands/index';
import { hongKongDate } from '../../shared/domain/business-calendar';
import { demoOpeningInstant } from '../seed/demo-funds';
import {
  createAuthTestApp,
  post,
  signIn,
  type AuthTestApp,
  type BrowserSession,
} from '../test/auth-client';
import { allCalls } from '../areas/compose';
import type { SessionGate } from '../auth/session-gate';
import { png } from '../test/cash-test-kit';
import { callKey, selectCalls, type CallDefinition } from './registry';

/**
 * The sweep of docs/DECISIONS.md §4: every registered call that needs a session refuses a missing,
 * expired, logged-out, kicked or idle one, and a user naming another account gets 403. The
 * sample table must name every such call, so a new call cannot slip past unchecked.
 */

const gate: SessionGate = {
  authenticate: () => Promise.reject(new Error('unused')),
  authorise: () => Promise.reject(new Error('unused')),
};

const sessionCalls = selectCalls(allCalls, getBrand('default'), gate).filter(
  (call) => call.access !== 'public',
);

// The demo book's first month of statements (its opening journals are backdated into it).
const openingMonth = hongKongDate(demoOpeningInstant(new Date())).slice(0, 7);

/** A valid input per call, naming `accountCode` wherever the call names an account. */
const samples: Record<string, (accountCode: string) => object> = {
  'account/retrieveInactiveTimes': () => ({}),
  'account/touch': () => ({}),
  'account/kick': () => ({ accountCode: 'C10009', source: 'gateway' }),
  'account/retrievePasswordInfo': (accountCode) => ({ accountCode, source: 'gateway' }),
  'account/changePassword': (accountCode) => ({
    accountCode,
    oldLoginPassword: 'Wrong#2026',
    newLoginPassword: 'Harbour#2027',
  }),
  'account/changeTradePassword': (accountCode) => ({
    accountCode,
    oldTradePassword: 'Wrong#2026',
    newTradePassword: 'Harbour#2027',
  }),
  'account/checkSavedTradePassword': (accountCode) => ({ accountCode }),
  'account/unlockTrading': (accountCode) => ({ accountCode, tradePassword: 'Trade#2026' }),
  'account/lockTrading': (accountCode) => ({ accountCode }),
  'account/confirmAgreement': (accountCode) => ({ accountCode, source: 'gateway' }),
  'account/retrieveAdvisees': () => ({}),
  'account/openAdviseeSession': (accountCode) => ({ accountCode }),
  'legal-agreement/searchLegalAgreements': () => ({ types: ['first_login'], language: 'en' }),
  'preference/loadPreference': (accountCode) => ({ accountCode, source: 'gateway' }),
  'preference/setLanguage': (accountCode) => ({ accountCode, source: 'gateway', language: 'en' }),
  'preference/setCurrency': (accountCode) => ({
    accountCode,
    source: 'gateway',
    currencyCode: 'HKD',
  }),
  'currency/searchCurrencies': () => ({ language: 'en' }),
  'exchange-rate/searchExchangeRates': () => ({ tos: ['1'] }),
  'fund-watchlist/listWatchlist': (accountCode) => ({ accountCode }),
  'fund-watchlist/addToWatchlist': (accountCode) => ({ accountCode, fundId: 'VH-HKD-MMF' }),
  'fund-watchlist/removeFromWatchlist': (accountCode) => ({ accountCode, fundId: 'VH-HKD-MMF' }),
  'fund-order/placeSubscription': (accountCode) => ({
    accountCode,
    idempotencyKey: `sweep-subscribe-${accountCode}`,
    fundId: 'VH-HKD-MMF',
    amount: '10000',
  }),
  'fund-order/placeRedemption': (accountCode) => ({
    accountCode,
    idempotencyKey: `sweep-redeem-${accountCode}`,
    fundId: 'VH-HKD-MMF',
    units: '10',
  }),
  'fund-order/placeSwitch': (accountCode) => ({
    accountCode,
    idempotencyKey: `sweep-switch-${accountCode}`,
    fromFundId: 'VH-HK-EQUITY',
    toFundId: 'VH-HKD-MMF',
    units: '100',
  }),
  'fund-order/placeBulkSubscription': (accountCode) => ({
    accountCode,
    idempotencyKey: `sweep-bulk-${accountCode}`,
    items: [{ fundId: 'VH-HKD-MMF', amount: '10000' }],
  }),
  'fund-order/cancelOrder': (accountCode) => ({ accountCode, orderId: 1 }),
  'fund-order/loadOrderTimeline': (accountCode) => ({ accountCode, orderId: 1 }),
  'fund-order/searchOrders': (accountCode) => ({ accountCode }),
  'balance/searchCashBalances': (accountCode) => ({ accountCode }),
  'fund-portfolio/loadFundPortfolio': (accountCode) => ({ accountCode, reportingCurrency: 'USD' }),
  'raq/findExpiry': (accountCode) => ({ accountCode, source: 'gateway' }),
  'raq/loadQuestionnaire': () => ({}),
  'raq/loadAssessment': (accountCode) => ({ accountCode }),
  'raq/submitAssessment': (accountCode) => ({
    accountCode,
    answers: {
      ageBand: 3,
      investmentExperience: 3,
      annualIncome: 3,
      netWorth: 3,
      investmentHorizon: 3,
      investmentObjective: 3,
      lossTolerance: 3,
      productKnowledge: 3,
      assetTypes: ['securities'],
      incomeSources: ['salary'],
    },
  }),
  'stock-order/loadOrderConfirmationReminder': (accountCode) => ({ accountCode }),
  'stock-order/setOrderConfirmationReminder': (accountCode) => ({
    accountCode,
    skipConfirmation: false,
  }),
  'stock-definition/searchExchanges': () => ({}),
  'stock-definition/searchStocks': () => ({ query: '00700' }),
  'stock-definition/loadStock': () => ({ symbol: '00700' }),
  'stock-definition/loadQuotes': () => ({ symbols: ['00700'] }),
  'stock-definition/loadDepth': () => ({ symbol: '00700' }),
  'stock-definition/loadBars': () => ({ symbol: '00700', interval: 'day' }),
  'stock-definition/loadMarketStates': () => ({}),
  'stock-order/loadTradingPermission': (accountCode) => ({ accountCode, exchange: 'HKEX' }),
  'stock-order/previewOrder': (accountCode) => ({
    accountCode,
    symbol: '00700',
    side: 'B',
    orderType: 'Limit',
    price: '100',
    quantity: '100',
  }),
  'stock-order/placeOrder': (accountCode) => ({
    accountCode,
    idempotencyKey: `sweep-stock-${accountCode}`,
    symbol: '00700',
    side: 'B',
    orderType: 'Limit',
    price: '100',
    quantity: '100',
  }),
  'stock-order/modifyOrder': (accountCode) => ({ accountCode, orderId: 1, quantity: '100' }),
  'stock-order/cancelOrder': (accountCode) => ({ accountCode, orderId: 1 }),
  'stock-order/searchOrders': (accountCode) => ({ accountCode }),
  'stock-order/loadOrderTimeline': (accountCode) => ({ accountCode, orderId: 1 }),
  'stock-portfolio/loadStockPortfolio': (accountCode) => ({ accountCode }),
  'corporate-action/searchCorporateActions': (accountCode) => ({ accountCode }),
  'corporate-action/electCorporateAction': (accountCode) => ({
    accountCode,
    eventId: '00005-DIV-20261124',
    option: 'scrip',
  }),
  'ipo/searchIpos': (accountCode) => ({ accountCode }),
  'ipo/loadIpo': (accountCode) => ({ accountCode, code: '06990' }),
  'ipo/applyIpo': (accountCode) => ({
    accountCode,
    code: '06990',
    applicationType: 'cash',
    quantity: '500',
    hasAcceptedAgreement: true,
    idempotencyKey: 'sweep-ipo-key',
  }),
  'ipo/cancelIpoApplication': (accountCode) => ({ accountCode, applicationId: 1 }),
  'ipo/searchIpoApplications': (accountCode) => ({ accountCode }),
  'news/searchNews': () => ({ pageIndex: 0, pageSize: 5 }),
  'news/loadNews': () => ({ id: 'market-hibor-eases' }),
  'news/searchBanners': () => ({ placement: 'fundsDashboard' }),
  'notification/getVapidPublicKey': () => ({}),
  'notification/addSubscription': (accountCode) => ({
    accountCode,
    source: 'gateway',
    target: {
      endpoint: `https://push.example/sweep-${accountCode}`,
      keys: { auth: 'a', p256dh: 'p' },
    },
  }),
  'notification/searchSubscriptions': (accountCode) => ({
    accountCodes: [accountCode],
    source: 'gateway',
  }),
  'notification/queryNotifications': (accountCode) => ({
    accountCodes: [accountCode],
    statuses: ['unread', 'read'],
    pageIndex: 0,
    pageSize: 20,
    source: 'gateway',
  }),
  'notification/markNotificationsSeen': (accountCode) => ({
    accountCode,
    lastQueryTime: '2026-12-01T00:00:00.000Z',
    source: 'gateway',
  }),
  'notification/countNotifications': (accountCode) => ({
    accountCode,
    status: 'unread',
    sinceLastQuery: true,
    source: 'gateway',
  }),
  'notification/setNotificationStatus': (accountCode) => ({
    accountCode,
    notificationId: '1',
    status: 'read',
    source: 'gateway',
  }),
  'notification/markAllNotificationsRead': (accountCode) => ({ accountCode, source: 'gateway' }),
  'cash/loadCashProfile': (accountCode) => ({ accountCode }),
  'cash/searchCashMovements': (accountCode) => ({ accountCode }),
  'cash/placeDeposit': (accountCode) => ({
    accountCode,
    idempotencyKey: `sweep-deposit-${accountCode}`,
    method: 'bankTransfer',
    currency: 'HKD',
    amount: '100',
    bankName: 'Sweep Bank',
  }),
  'cash/placeWithdrawal': (accountCode) => ({
    accountCode,
    idempotencyKey: `sweep-withdraw-${accountCode}`,
    method: 'normal',
    currency: 'HKD',
    amount: '100',
    bankAccountId: 1,
  }),
  'cash/cancelInstruction': (accountCode) => ({ accountCode, instructionId: 1 }),
  'cash/searchInstructions': (accountCode) => ({ accountCode }),
  'cash/loadDepositProof': (accountCode) => ({ accountCode, instructionId: 1 }),
  'cash/decideInstruction': () => ({ instructionId: 1, decision: 'process' }),
  'cash/retrieveFpsCurrencyList': () => ({}),
  'cash/searchEddaAuthorisations': (accountCode) => ({ accountCode }),
  'cash/setupEdda': (accountCode) => ({
    accountCode,
    holderName: 'Sweep',
    bankCode: '004',
    bankName: 'Sweep Bank',
    accountNumber: '123456',
    idType: 'ID',
    idNumber: 'A1234563',
    currency: 'HKD',
    debitLimit: '1000',
    hasAcceptedAgreement: true,
  }),
  'cash/cancelEdda': (accountCode) => ({ accountCode, ddaReference: 'DDA-SWEEP' }),
  'cash/placeEddaDeposit': (accountCode) => ({
    accountCode,
    idempotencyKey: `sweep-edda-${accountCode}`,
    ddaReference: 'DDA-SWEEP',
    amount: '100',
  }),
  'cash/placeFpsWithdrawal': (accountCode) => ({
    accountCode,
    idempotencyKey: `sweep-fps-${accountCode}`,
    currency: 'HKD',
    amount: '100',
    bankAccountId: 1,
  }),
  'cash/quoteFx': (accountCode) => ({
    accountCode,
    sellCurrency: 'HKD',
    buyCurrency: 'USD',
    sellAmount: '100',
  }),
  'cash/executeFx': (accountCode) => ({
    accountCode,
    quoteId: '00000000-0000-4000-8000-000000000000',
    sellAmount: '100',
    buyAmount: '12',
  }),
  'trade-document/searchTradeDocuments': (accountCode) => ({ accountCode }),
  'trade-document/downloadTradeDocument': (accountCode) => ({
    accountCode,
    documentId: `monthly:${openingMonth}`,
    language: 'en',
  }),
  'trade-document/downloadTradeDocumentFile': (accountCode) => ({
    accountCode,
    documentId: `monthly:${openingMonth}`,
    language: 'en',
  }),
  'crypto-market/listPairs': () => ({}),
  'crypto-market/loadQuotes': () => ({ pairs: ['BTC-USD'] }),
  'crypto-market/loadDepth': () => ({ pair: 'BTC-USD' }),
  'crypto-market/loadBars': () => ({ pair: 'BTC-USD', interval: 'day' }),
  'crypto-order/previewOrder': (accountCode) => cryptoLimitBuy(accountCode),
  'crypto-order/placeOrder': (accountCode) => ({
    ...cryptoLimitBuy(accountCode),
    idempotencyKey: `sweep-crypto-${accountCode}`,
    tradePassword: 'Trade#2026',
  }),
  'crypto-order/cancelOrder': (accountCode) => ({ accountCode, orderId: 1 }),
  'crypto-order/searchOrders': (accountCode) => ({ accountCode }),
  'crypto-order/loadOrderTimeline': (accountCode) => ({ accountCode, orderId: 1 }),
  'crypto-order/searchFills': (accountCode) => ({ accountCode }),
  'crypto-balance/loadCryptoPortfolio': (accountCode) => ({
    accountCode,
    reportingCurrency: 'HKD',
  }),
  'account-profile/loadProfile': (accountCode) => ({ accountCode }),
  'account-profile/requestContactChange': (accountCode) => ({
    accountCode,
    kind: 'email',
    value: `sweep-${accountCode.toLowerCase()}@example.com`,
  }),
  'account-profile/confirmContactChange': (accountCode) => ({
    accountCode,
    challengeId: '00000000-0000-4000-8000-000000000000',
    code: '123456',
  }),
  'account-profile/changeAddress': (accountCode) => ({
    accountCode,
    kind: 'correspondence',
    address: { lines: ['1 Sweep Road', 'Central'], chineseLines: [], countryCode: 'HK' },
  }),
  'account-profile/searchProfileChanges': (accountCode) => ({ accountCode }),
  'risk-check/loadRiskChecks': (accountCode) => ({ accountCode }),
  'risk-check/loadDerivativeAssessment': () => ({}),
  'risk-check/submitDerivativeAssessment': (accountCode) => ({
    accountCode,
    answers: {
      leverage: 'a',
      warrantExpiry: 'a',
      cbbcCall: 'a',
      futuresMargin: 'a',
      optionWriter: 'a',
    },
  }),
  'tax-status/loadTaxStatus': (accountCode) => ({ accountCode }),
  'tax-status/submitCertification': (accountCode) => ({
    accountCode,
    residences: [{ jurisdiction: 'SG', noTinReason: 'A' }],
    isUsPerson: false,
    hasDeclared: true,
    signatureName: 'Sweep',
  }),
  'bank-account/loadBankAccounts': (accountCode) => ({ accountCode }),
  'bank-account/addBankAccount': (accountCode) => ({
    accountCode,
    currency: 'HKD',
    identifierType: 'accountNumber',
    identifier: '123-456789-123',
    bankCode: '024',
    holderName: 'Sweep',
    proof: { fileName: 'statement.png', contentBase64: png() },
  }),
  'bank-account/removeBankAccount': (accountCode) => ({
    accountCode,
    bankAccountId: 1,
    isConfirmed: true,
  }),
  'bank-account/loadBankAccountProof': () => ({ bankAccountId: 1 }),
  'bank-account/searchPendingBankAccounts': () => ({}),
  'bank-account/decideBankAccount': () => ({ bankAccountId: 1, decision: 'approve' }),
  'tour/loadTourState': (accountCode) => ({ accountCode }),
  'tour/recordTour': (accountCode) => ({ accountCode, event: 'offered' }),
};

/** A crypto limit buy far below the market, so the sweep's placement rests and moves nothing. */
function cryptoLimitBuy(accountCode: string) {
  return {
    accountCode,
    pair: 'BTC-USD',
    side: 'B',
    orderType: 'limit',
    sizing: 'quantity',
    price: '1000',
    quantity: '0.01',
  };
}

const isAdminCall = (call: CallDefinition) =>
  typeof call.access === 'object' && call.access.minRole === 'admin';

const isAdvisorCall = (call: CallDefinition) =>
  typeof call.access === 'object' && call.access.minRole === 'advisor';

/**
 * A call on the Fos back office's books (crypto): its own account is a Fos client's (F20001), the
 * other account F10001; an advisor has no Fos clients, so it reaches none (403).
 */
const isFosCall = (call: CallDefinition) => call.account?.books === 'fos';
const ownCode = (call: CallDefinition) => (isFosCall(call) ? 'F20001' : 'C10005');
const otherCode = (call: CallDefinition) => (isFosCall(call) ? 'F10001' : 'C10001');

let t: AuthTestApp;
const sessions: Record<
  'own' | 'fos' | 'advisor' | 'admin' | 'expired' | 'idle' | 'loggedOut' | 'kicked',
  BrowserSession
> = {} as never;

beforeAll(async () => {
  t = await createAuthTestApp({ env: { INACTIVITY_KICK_MS: '600000' } });
  const minutes = (count: number) => t.clock.advance(count * 60_000);
  sessions.expired = await signIn(t.app, 'C10006');
  minutes(4);
  sessions.idle = await signIn(t.app, 'C10007');
  minutes(4);
  await post(t.app, 'account/touch', {}, sessions.expired);
  minutes(8);
  // Now: the expired session's token lapsed 1 minute ago (8 minutes idle, under the 10-minute
  // kick); the idle one has sat 12 minutes with a live token.
  sessions.loggedOut = await signIn(t.app, 'C10001');
  await post(
    t.app,
    'account/accountLogout',
    { sessionId: sessions.loggedOut.sessionId },
    sessions.loggedOut,
  );
  sessions.admin = await signIn(t.app, 'S90001');
  sessions.kicked = await signIn(t.app, 'C10002');
  await post(t.app, 'account/kick', { accountCode: 'C10002', source: 'gateway' }, sessions.admin);
  sessions.own = await signIn(t.app, 'C10005');
  sessions.advisor = await signIn(t.app, 'A30001');
  sessions.fos = await signIn(t.app, 'F20001', { source: 'fos' });
});

afterAll(async () => {
  await t.close();
});

describe('the sweep over every call that needs a session', () => {
  it('has a sample input for each of them, and for nothing else', () => {
    expect(Object.keys(samples).sort()).toEqual(sessionCalls.map(callKey).sort());
    expect(sessionCalls.length).toBeGreaterThanOrEqual(14);
  });

  it.each(sessionCalls.map((call) => [callKey(call), call] as const))(
    '%s refuses every unusable session',
    async (key, call) => {
      const input = (samples[key] ?? (() => ({})))(ownCode(call));
      const anonymous = await post(t.app, key, input);
      expect(anonymous.json()).toEqual({ code: 'unauthenticated', reason: 'missing' });
      const reasons = {
        expired: 'expired',
        idle: 'idle',
        loggedOut: 'logged_out',
        kicked: 'kicked',
      } as const;
      for (const [name, reason] of Object.entries(reasons)) {
        const reply = await post(t.app, key, input, sessions[name as keyof typeof reasons]);
        expect([name, reply.statusCode, reply.json()]).toEqual([
          name,
          401,
          { code: 'unauthenticated', reason },
        ]);
      }
      // C10005 is the advisor's client: advisor calls are made by the advisor, for them.
      const owner = isAdminCall(call)
        ? sessions.admin
        : isAdvisorCall(call)
          ? sessions.advisor
          : isFosCall(call)
            ? sessions.fos
            : sessions.own;
      const allowed = await post(t.app, key, input, owner);
      expect([key, allowed.statusCode]).toEqual([key, 200]);
    },
  );

  it.each(
    sessionCalls.filter((call) => call.account).map((call) => [callKey(call), call] as const),
  )('%s refuses a user naming another account (403)', async (key, call) => {
    const sample = samples[key] ?? (() => ({}));
    const own = isFosCall(call) ? sessions.fos : sessions.own;
    const reply = await post(t.app, key, sample(otherCode(call)), own);
    expect(reply.json()).toEqual({ code: 'forbidden' });
    // An advisor reaches a linked client only where the call allows clients.
    const advisor = await post(t.app, key, sample(otherCode(call)), sessions.advisor);
    const reachesClient = call.account?.reach === 'client' && !isFosCall(call);
    const expected = reachesClient && !isAdminCall(call) ? 200 : 403;
    expect([key, advisor.statusCode]).toEqual([key, expected]);
  });
});
