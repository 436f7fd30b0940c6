import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestApp, post, signIn, type AuthTestApp } from '../test/auth-client';

let t: AuthTestApp;

beforeAll(async () => {
  t = await createAuthTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('legal agreements', () => {
  it('answers the latest version of each type in the language, sanitised', async () => {
    const session = await signIn(t.app, 'C10001');
    const search = (types: string[], language: string) =>
      post(t.app, 'legal-agreement/searchLegalAgreements', { types, language }, session);
    const [agreement, ...rest] = (await search(['first_login'], 'zh-HK')).json<
      { type: string; language: string; title: string; content: string; version: number }[]
    >();
    expect(rest).toEqual([]);
    expect(agreement).toMatchObject({
      type: 'first_login',
      language: 'zh-HK',
      title: '網上服務協議',
      version: 1,
    });
    expect(agreement?.content).toContain('<h2>網上服務協議</h2>');
    expect(agreement?.content).toContain('rel="noopener noreferrer"');
    const both = (await search(['privacy_policy', 'terms_of_use'], 'en')).json<
      { type: string }[]
    >();
    expect(both.map((row) => row.type).sort()).toEqual(['privacy_policy', 'terms_of_use']);
    // Spec §3 "declaration and consent" is one of the types, with its text in each language.
    const [declaration] = (await search(['declaration_and_consent'], 'zh-CN')).json<
      { type: string; title: string }[]
    >();
    expect(declaration).toMatchObject({ type: 'declaration_and_consent', title: '声明及同意书' });
  });

  it('confirmAgreement stores the confirmation: the next login is no longer a first login', async () => {
    const session = await signIn(t.app, 'C10002');
    expect(session.answer).toMatchObject({ result: '1', agreementConfirmed: false });
    const reply = await post(
      t.app,
      'account/confirmAgreement',
      { accountCode: 'C10002', source: 'gateway' },
      session,
    );
    expect(reply.json()).toEqual({ confirmAgreementStatus: true });
    const again = await signIn(t.app, 'C10002');
    // Still 1: the forced password change remains.
    expect(again.answer).toMatchObject({
      result: '1',
      agreementConfirmed: true,
      isForceChangePassword: true,
    });
    const rows = await t.db
      .selectFrom('agreementConfirmation')
      .innerJoin('account', 'account.id', 'agreementConfirmation.accountId')
      .select(['agreementType', 'agreementVersion'])
      .where('account.accountCode', '=', 'C10002')
      .execute();
    expect(rows).toEqual([{ agreementType: 'first_login', agreementVersion: 1 }]);
    const audit = await t.db
      .selectFrom('auditEvent')
      .select('kind')
      .where('accountCode', '=', 'C10002')
      .where('kind', '=', 'agreement_confirmed')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('a role above user needs no confirmation and stores none', async () => {
    const session = await signIn(t.app, 'M40001');
    const reply = await post(
      t.app,
      'account/confirmAgreement',
      { accountCode: 'M40001', source: 'gateway' },
      session,
    );
    expect(reply.json()).toEqual({ confirmAgreementStatus: true });
    const rows = await t.db
      .selectFrom('agreementConfirmation')
      .innerJoin('account', 'account.id', 'agreementConfirmation.accountId')
      .select('agreementConfirmation.accountId')
      .where('account.accountCode', '=', 'M40001')
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('preferences', () => {
  it('loads the stored preference, or the brand defaults', async () => {
    const session = await signIn(t.app, 'F20001', { source: 'fos' });
    const load = await post(
      t.app,
      'preference/loadPreference',
      { accountCode: 'F20001', source: 'fos' },
      session,
    );
    expect(load.json()).toEqual({ accountCode: 'F20001', language: 'zh-HK', currencyCode: 'HKD' });
    // C10006 keeps no preference in the demo book; another test here may have stored one.
    const c10006 = await t.db
      .selectFrom('account')
      .select('id')
      .where('accountCode', '=', 'C10006')
      .executeTakeFirstOrThrow();
    await t.db.deleteFrom('preference').where('accountId', '=', c10006.id).execute();
    const fresh = await signIn(t.app, 'C10006');
    const defaults = await post(
      t.app,
      'preference/loadPreference',
      { accountCode: 'C10006', source: 'gateway' },
      fresh,
    );
    expect(defaults.json()).toEqual({ accountCode: 'C10006', language: 'en', currencyCode: 'HKD' });
  });

  it('sets language and reporting currency; refuses a currency the brand does not report in', async () => {
    const session = await signIn(t.app, 'C10006');
    const set = (call: string, payload: object) =>
      post(
        t.app,
        `preference/${call}`,
        { accountCode: 'C10006', source: 'gateway', ...payload },
        session,
      );
    expect((await set('setLanguage', { language: 'zh-CN' })).json()).toEqual({ success: true });
    expect((await set('setCurrency', { currencyCode: 'USD' })).json()).toEqual({ success: true });
    expect((await set('setCurrency', { currencyCode: 'JPY' })).json()).toEqual({ success: false });
    expect((await set('setLanguage', { language: 'zh' })).statusCode).toBe(400);
    const load = await post(
      t.app,
      'preference/loadPreference',
      { accountCode: 'C10006', source: 'gateway' },
      session,
    );
    expect(load.json()).toEqual({ accountCode: 'C10006', language: 'zh-CN', currencyCode: 'USD' });
  });

  it('lets an advisor read a linked client preference, not set it, and not read others', async () => {
    const advisor = await signIn(t.app, 'A30001');
    const load = (accountCode: string) =>
      post(t.app, 'preference/loadPreference', { accountCode, source: 'gateway' }, advisor);
    expect((await load('C10005')).json()).toEqual({
      accountCode: 'C10005',
      language: 'zh-HK',
      currencyCode: 'USD',
    });
    expect((await load('C10006')).statusCode).toBe(403);
    const set = await post(
      t.app,
      'preference/setLanguage',
      { accountCode: 'C10005', source: 'gateway', language: 'en' },
      advisor,
    );
    expect(set.statusCode).toBe(403);
  });
});

describe('currencies and exchange rates', () => {
  it('lists the brand currencies with names in the language', async () => {
    const session = await signIn(t.app, 'C10001');
    const reply = await post(t.app, 'currency/searchCurrencies', { language: 'zh-HK' }, session);
    const currencies =
      reply.json<{ _id: string; code: string; precision: number; name: string }[]>();
    expect(currencies.map(({ code, precision, name }) => ({ code, precision, name }))).toEqual([
      { code: 'CNY', precision: 2, name: '人民幣' },
      { code: 'HKD', precision: 2, name: '港元' },
      { code: 'USD', precision: 2, name: '美元' },
    ]);
    const id = (code: string) => currencies.find((currency) => currency.code === code)?._id ?? '';
    const rates = await post(
      t.app,
      'exchange-rate/searchExchangeRates',
      { tos: [id('USD'), 'unknown'], amount: '1000' },
      session,
    );
    expect(rates.json()).toEqual([
      { from: id('CNY'), to: id('USD'), rate: '0.1386683739', amount: '138.67' },
      { from: id('HKD'), to: id('USD'), rate: '0.1280409731', amount: '128.04' },
      { from: id('USD'), to: id('USD'), rate: '1', amount: '1000.00' },
    ]);
  });

  it('shows a brand only its own currencies (lotus: HKD)', async () => {
    const lotus = await createAuthTestApp({ env: { BRAND: 'lotus', DEMO: '1' } });
    try {
      const session = await signIn(lotus.app, 'F20001', { source: 'fos' });
      const reply = await post(lotus.app, 'currency/searchCurrencies', { language: 'en' }, session);
      expect(reply.json<{ code: string }[]>().map((currency) => currency.code)).toEqual(['HKD']);
    } finally {
      await lotus.close();
    }
  });
});
