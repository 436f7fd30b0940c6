import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallInput, CallOutput } from '../../../shared/contracts/index';
import { TAX_INPUT_CODES } from '../../../shared/domain/tax-status';
import {
  cookiesOf,
  createAuthTestApp,
  post,
  signIn,
  type AuthTestApp,
  type BrowserSession,
} from '../../test/auth-client';

/**
 * CRS/FATCA self-certification through HTTP on the demo book (issue 25): C10001's valid Hong Kong
 * certification, a new one superseding it, every rule refused with its field code and nothing
 * stored, and submitting refused to an advisor, acting for the client or not.
 */

let t: AuthTestApp;

beforeAll(async () => {
  t = await createAuthTestApp();
});

afterAll(async () => {
  await t.close();
});

type Submission = CallInput<'tax-status/submitCertification'>;

const valid = (accountCode: string, signatureName: string): Submission => ({
  accountCode,
  residences: [{ jurisdiction: 'HK', tin: 'A123456(7)' }],
  isUsPerson: false,
  hasDeclared: true,
  signatureName,
});

const load = async (session: BrowserSession, accountCode: string) =>
  (await post(t.app, 'tax-status/loadTaxStatus', { accountCode }, session)).json<
    CallOutput<'tax-status/loadTaxStatus'>
  >();

describe('tax-status/loadTaxStatus', () => {
  it('answers C10001’s valid Hong Kong certification, good for three years', async () => {
    const status = await load(await signIn(t.app, 'C10001'), 'C10001');
    expect(status).toMatchObject({
      status: 'valid',
      holderName: 'Chan Tai Man',
      current: {
        residences: [{ jurisdiction: 'HK', tin: 'A123456(7)', noTinReason: null }],
        isUsPerson: false,
        state: 'current',
      },
    });
    const { declaredAt = '', expiresAt = '' } = status.current ?? {};
    expect(new Date(expiresAt).getUTCFullYear() - new Date(declaredAt).getUTCFullYear()).toBe(3);
  });

  it('answers C10005’s lapsed certification as expired, to the linked advisor too', async () => {
    expect((await load(await signIn(t.app, 'A30001'), 'C10005')).status).toBe('expired');
  });

  it('refuses another client', async () => {
    const reply = await post(
      t.app,
      'tax-status/loadTaxStatus',
      { accountCode: 'C10001' },
      await signIn(t.app, 'C10005'),
    );
    expect(reply.statusCode).toBe(403);
  });
});

describe('tax-status/submitCertification', () => {
  it('stores a new current certification and keeps the earlier one as history', async () => {
    const session = await signIn(t.app, 'C10006');
    const first = await post(
      t.app,
      'tax-status/submitCertification',
      valid('C10006', 'HO CHUN HEI'),
      session,
    );
    expect(first.json()).toMatchObject({ result: 'ok', certification: { state: 'current' } });
    const second = await post(
      t.app,
      'tax-status/submitCertification',
      {
        accountCode: 'C10006',
        residences: [
          { jurisdiction: 'HK', tin: 'G678901(5)' },
          { jurisdiction: 'SG', noTinReason: 'B', explanation: 'Not yet issued' },
          { jurisdiction: 'AE', noTinReason: 'A' },
        ],
        isUsPerson: true,
        usTin: '123-45-6789',
        hasDeclared: true,
        signatureName: 'Ho Chun Hei',
      },
      session,
    );
    expect(second.statusCode).toBe(200);
    const status = await load(session, 'C10006');
    expect(status.status).toBe('valid');
    expect(status.current).toMatchObject({
      isUsPerson: true,
      usTin: '123-45-6789',
      residences: [
        { jurisdiction: 'HK', tin: 'G678901(5)' },
        { jurisdiction: 'SG', tin: null, noTinReason: 'B', explanation: 'Not yet issued' },
        { jurisdiction: 'AE', tin: null, noTinReason: 'A' },
      ],
    });
    expect(status.history.map((row) => row.state)).toEqual(['superseded']);
  });

  it('refuses each broken rule with its field code and stores nothing', async () => {
    const session = await signIn(t.app, 'C10001');
    const before = await load(session, 'C10001');
    const base = valid('C10001', 'Chan Tai Man');
    const cases: [Submission, Record<string, string>][] = [
      [{ ...base, residences: [] }, { residences: TAX_INPUT_CODES.noResidence }],
      [
        {
          ...base,
          residences: [{ jurisdiction: 'HK', tin: 'A123456(7)' }, { jurisdiction: 'HK' }],
        },
        {
          'residences.1.jurisdiction': TAX_INPUT_CODES.duplicateJurisdiction,
          'residences.1.tin': TAX_INPUT_CODES.tinOrReason,
        },
      ],
      [
        { ...base, residences: [{ jurisdiction: 'SG' }] },
        { 'residences.0.tin': TAX_INPUT_CODES.tinOrReason },
      ],
      [
        { ...base, residences: [{ jurisdiction: 'SG', tin: 'S1234567D', noTinReason: 'A' }] },
        { 'residences.0.noTinReason': TAX_INPUT_CODES.tinAndReason },
      ],
      [
        { ...base, residences: [{ jurisdiction: 'SG', noTinReason: 'B' }] },
        { 'residences.0.explanation': TAX_INPUT_CODES.explanationRequired },
      ],
      [
        { ...base, residences: [{ jurisdiction: 'HK', tin: '12345678' }] },
        { 'residences.0.tin': TAX_INPUT_CODES.hkTinFormat },
      ],
      [{ ...base, isUsPerson: true }, { usTin: TAX_INPUT_CODES.usTinRequired }],
      [{ ...base, isUsPerson: true, usTin: '12-345' }, { usTin: TAX_INPUT_CODES.usTinFormat }],
      [{ ...base, hasDeclared: false }, { hasDeclared: TAX_INPUT_CODES.declarationRequired }],
      [
        { ...base, residences: [{ jurisdiction: 'XX' as 'HK', tin: '1' }] },
        { 'residences.0.jurisdiction': 'invalid_value' },
      ],
    ];
    for (const [input, fields] of cases) {
      const reply = await post(t.app, 'tax-status/submitCertification', input, session);
      expect([reply.statusCode, reply.json()]).toEqual([400, { code: 'invalid_input', fields }]);
    }
    const mismatch = await post(
      t.app,
      'tax-status/submitCertification',
      { ...base, signatureName: 'Someone Else' },
      session,
    );
    expect(mismatch.json()).toEqual({ result: 'signature_mismatch', certification: null });
    expect(await load(session, 'C10001')).toEqual(before);
  });

  it('refuses an advisor and an advisor acting for the client (restricted mode)', async () => {
    const advisor = await signIn(t.app, 'A30001');
    const opened = await post(
      t.app,
      'account/openAdviseeSession',
      { accountCode: 'C10005' },
      advisor,
    );
    const acting = {
      sessionId: opened.json<{ sessionId: string }>().sessionId,
      cookies: cookiesOf(opened),
    };
    for (const session of [advisor, acting]) {
      const reply = await post(
        t.app,
        'tax-status/submitCertification',
        valid('C10005', 'Lam Mei Ling'),
        session,
      );
      expect([reply.statusCode, reply.json()]).toEqual([403, { code: 'forbidden' }]);
    }
    expect((await load(acting, 'C10005')).status).toBe('expired');
  });
});
