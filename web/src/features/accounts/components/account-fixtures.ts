import type { CallOutput } from '@shared/contracts/index';

/** The demo holder C10001 as `account-profile/loadProfile` answers (issue 25 §1). */
export function profileOf(
  overrides: Partial<CallOutput<'account-profile/loadProfile'>['profile']> = {},
): CallOutput<'account-profile/loadProfile'>['profile'] {
  return {
    accountCode: 'C10001',
    source: 'gateway',
    accountType: 'individual',
    englishName: 'Chan Tai Man',
    chineseName: '陳大文',
    idType: 'ID',
    maskedIdNumber: 'A12****(7)',
    dateOfBirth: '1980-05-17',
    email: 'chan.taiman@example.com',
    mobile: '+852 91234567',
    residentialAddress: {
      lines: ['Flat 12A, 8 Harbour Road', 'Wan Chai'],
      chineseLines: ['灣仔港灣道8號12A室'],
      countryCode: 'HK',
    },
    correspondenceAddress: null,
    openedOn: '2019-03-01',
    advisor: { accountCode: 'A30001', name: 'Wong Siu Ming' },
    riskLevel: 3,
    riskAssessedAt: '2026-01-10T02:00:00.000Z',
    isEditable: true,
    canChange: true,
    ...overrides,
  };
}

/** A current certification as `tax-status/loadTaxStatus` answers. */
export function certificationOf(
  overrides: Partial<NonNullable<CallOutput<'tax-status/loadTaxStatus'>['current']>> = {},
): NonNullable<CallOutput<'tax-status/loadTaxStatus'>['current']> {
  return {
    id: 7,
    residences: [
      { jurisdiction: 'HK', tin: 'A123456(7)', noTinReason: null, explanation: null },
      { jurisdiction: 'SG', tin: null, noTinReason: 'A', explanation: null },
    ],
    isUsPerson: false,
    usTin: null,
    signatureName: 'Chan Tai Man',
    declaredAt: '2025-02-01T02:00:00.000Z',
    expiresAt: '2028-02-01T02:00:00.000Z',
    state: 'current',
    ...overrides,
  };
}
