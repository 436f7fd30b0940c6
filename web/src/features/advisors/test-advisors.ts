import type { AdvisorDashboard, BookClient, ClientDetails } from './api/advisor';

/** A client of A30001's book as the advisor calls answer it (the demo book's C10001). */
export function clientFixture(patch: Partial<BookClient> = {}): BookClient {
  return {
    accountId: 11,
    accountCode: 'C10001',
    source: 'gateway',
    displayName: 'Chan Tai Man',
    chineseName: '陳大文',
    isActive: true,
    riskLevel: 4,
    riskExpiresAt: '2027-05-01T00:00:00.000Z',
    assessmentState: 'valid',
    assets: '1234567.5',
    lastLoginAt: '2026-11-26T02:00:00.000Z',
    lastActivityAt: '2026-11-26T02:00:00.000Z',
    advisorCodes: ['A30001'],
    canInstructStocks: true,
    ...patch,
  };
}

/** C10005: expired assessment, no stock permission. */
export const expiredClient = clientFixture({
  accountId: 15,
  accountCode: 'C10005',
  displayName: 'Lam Mei Ling',
  chineseName: '林美玲',
  riskLevel: 2,
  riskExpiresAt: '2026-10-01T00:00:00.000Z',
  assessmentState: 'expired',
  assets: '88000',
  canInstructStocks: false,
});

/** The book's clients, one page, as `advisor/searchClients` (and the dashboard) answer them. */
export const clientPageFixture = { total: 2, clients: [clientFixture(), expiredClient] };

/** A30001's dashboard. */
export const dashboardFixture: AdvisorDashboard = {
  reportingCurrency: 'HKD',
  clientCount: 2,
  assetsUnderAdvice: '1322567.5',
  attentionCount: 1,
  attention: [
    {
      accountCode: 'C10005',
      displayName: 'Lam Mei Ling',
      reasons: ['assessmentExpired'],
      riskExpiresAt: '2026-10-01T00:00:00.000Z',
    },
  ],
  clients: clientPageFixture,
  planTalksCounted: true,
  recentOrders: [
    {
      kind: 'fund',
      accountCode: 'C10001',
      displayName: 'Chan Tai Man',
      reference: '501',
      instrument: 'VH-HK-EQUITY',
      side: 'subscription',
      status: 'settled',
      currency: 'HKD',
      amount: '10000',
      quantity: null,
      placedAt: '2026-11-20T03:00:00.000Z',
    },
  ],
  recentCashRequests: [
    {
      kind: 'deposit',
      accountCode: 'C10005',
      displayName: 'Lam Mei Ling',
      reference: '77',
      currency: 'USD',
      amount: '2500.5',
      status: 'P',
      requestedAt: '2026-11-21T03:00:00.000Z',
    },
  ],
  at: '2026-11-27T02:00:00.000Z',
};

/** C10001's details as A30001 reads them. */
export function detailsFixture(patch: Partial<ClientDetails> = {}): ClientDetails {
  return {
    client: clientFixture(),
    profile: {
      email: 'chan@example.com',
      mobile: '+852 9123 4567',
      status: 'active',
      createdAt: '2020-01-02T00:00:00.000Z',
      passwordExpired: false,
    },
    portfolio: {
      reportingCurrency: 'HKD',
      holderName: 'Chan Tai Man',
      holderChineseName: '陳大文',
      accounts: [{ accountCode: 'C10001', source: 'gateway', isActing: true, readOnly: false }],
      total: '1234567.5',
      tabs: [
        {
          key: 'funds',
          value: '234567.5',
          sharePercent: '19',
          accounts: [
            {
              accountCode: 'C10001',
              source: 'gateway',
              readOnly: false,
              value: '234567.5',
              lines: [
                {
                  label: 'Harbour HK Equity',
                  detail: 'VH-HK-EQUITY',
                  quantity: '1000',
                  currency: 'HKD',
                  value: '234567.5',
                  valueReporting: '234567.5',
                },
              ],
            },
          ],
        },
        { key: 'balances', value: '1000000', sharePercent: '81', accounts: [] },
      ],
      at: '2026-11-27T02:00:00.000Z',
    },
    orders: dashboardFixture.recentOrders,
    cashRequests: [],
    cashMovements: [
      {
        journalId: 'j-1',
        type: 'D',
        currency: 'HKD',
        amount: '850000',
        balance: '850000',
        reason: 'transfer_in',
        fundOrderId: null,
        stockOrderId: null,
        cashInstructionId: null,
        postedAt: '2026-09-30T16:00:00.000Z',
      },
    ],
    assessment: {
      status: 'approved',
      level: 4,
      score: 40,
      version: 1,
      submittedAt: '2025-05-01T00:00:00.000Z',
      approvedAt: '2025-05-02T00:00:00.000Z',
      expiresAt: '2027-05-01T00:00:00.000Z',
    },
    suitability: [],
    notes: [
      {
        id: 1,
        clientCode: 'C10001',
        authorCode: 'A30001',
        authorName: 'Yip Ka Lok',
        text: 'Called about the HK equity fund.',
        createdAt: '2026-11-20T03:00:00.000Z',
        isOwn: true,
      },
    ],
    mayAddNote: true,
    ...patch,
  };
}
