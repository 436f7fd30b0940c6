import type { Kysely } from 'kysely';
import { language as languageSchema } from '../../shared/contracts/common';
import { agreementType } from '../../shared/contracts/legal-agreement';
import { saveLegalAgreement } from '../commands/legal-agreement.command';
import type { Database } from '../db/schema';
import { SIMULATED_USD_HKD_RATE } from '../market-data/simulated-crypto-pairs';
import {
  fillEmptyAccountColumns,
  findAccountByCode,
  findAccountKeys,
} from '../repositories/account.repository';
import {
  findCurrencies,
  insertCurrencies,
  insertHkdRates,
} from '../repositories/currency.repository';
import { upsertPreference } from '../repositories/preference.repository';
import { hashPassword } from '../security/password';
import { firstLoginAgreement, type AgreementText } from './demo-first-login-agreement';
import { otherAgreements } from './demo-other-agreements';

/** The demo book's trade password of C10001 (its trading permission requires one). */
export const DEMO_TRADE_PASSWORD = 'Trade#2026';

/** Demo book: C10004's TOTP secret (base32, 30 s, 6 digits). */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

// Spec §3 currencies of every brand; HKD rates are what one unit is worth in HKD (spec §7 pivot).
const demoCurrencies = [
  {
    code: 'HKD',
    precision: 2,
    nameEn: 'Hong Kong Dollar',
    nameZhHk: '港元',
    nameZhCn: '港元',
    hkdRate: '1',
  },
  {
    code: 'USD',
    precision: 2,
    nameEn: 'US Dollar',
    nameZhHk: '美元',
    nameZhCn: '美元',
    // The crypto feed prices its HKD pairs at the same rate (simulated-crypto-pairs.ts).
    hkdRate: SIMULATED_USD_HKD_RATE,
  },
  {
    code: 'CNY',
    precision: 2,
    nameEn: 'Chinese Yuan',
    nameZhHk: '人民幣',
    nameZhCn: '人民币',
    hkdRate: '1.0830',
  },
] as const;

const demoPreferences = [
  { accountCode: 'C10001', source: 'gateway', language: 'en', currencyCode: 'HKD' },
  { accountCode: 'C10005', source: 'gateway', language: 'zh-HK', currencyCode: 'USD' },
  { accountCode: 'F20001', source: 'fos', language: 'zh-HK', currencyCode: 'HKD' },
] as const;

async function seedAgreements(db: Kysely<Database>, now: Date): Promise<number> {
  let saved = 0;
  for (const type of agreementType.options) {
    const texts: Record<string, AgreementText> =
      type === 'first_login' ? firstLoginAgreement : otherAgreements[type];
    for (const language of languageSchema.options) {
      const text = texts[language];
      if (!text) continue;
      const agreement = { type, language, title: text.title, html: text.html, version: 1, now };
      if (await saveLegalAgreement(db, agreement)) saved++;
    }
  }
  return saved;
}

async function seedCurrencies(db: Kysely<Database>, now: Date) {
  const currencies = await insertCurrencies(
    db,
    demoCurrencies.map(({ hkdRate: _rate, ...currency }) => currency),
  );
  const ids = new Map(
    (
      await findCurrencies(
        db,
        demoCurrencies.map((c) => c.code),
      )
    ).map((c) => [c.code, c.id]),
  );
  const rates = demoCurrencies.flatMap(({ code, hkdRate }) => {
    const currencyId = ids.get(code);
    return currencyId === undefined ? [] : [{ currencyId, hkdRate }];
  });
  return { currencies, rates: await insertHkdRates(db, rates, now) };
}

async function seedPreferences(db: Kysely<Database>, now: Date): Promise<void> {
  const keys = await findAccountKeys(
    db,
    demoPreferences.map((p) => p.accountCode),
  );
  for (const { accountCode, source, language, currencyCode } of demoPreferences) {
    const key = keys.find((k) => k.accountCode === accountCode && k.source === source);
    if (!key) continue;
    const row = { accountId: key.id, language, currencyCode, updatedAt: now };
    await upsertPreference(db, row, 'onlyWhenMissing');
  }
}

/**
 * The demo book's sign-in data (issue 3): agreements in three languages, currencies and rates,
 * preferences, C10001's trade password and C10004's TOTP secret. Idempotent and never rewrites
 * a value: columns are filled only where empty, rows added only where missing.
 */
export async function seedDemoSignIn(db: Kysely<Database>, now: Date) {
  const c10001 = await findAccountByCode(db, 'C10001', 'gateway');
  // Hash only when needed: argon2 is slow by design.
  if (c10001 && c10001.tradePasswordHash === null) {
    const tradePasswordHash = await hashPassword(DEMO_TRADE_PASSWORD);
    await fillEmptyAccountColumns(db, c10001, { tradePasswordHash }, now);
  }
  const c10004 = { accountCode: 'C10004', source: 'gateway' as const };
  await fillEmptyAccountColumns(db, c10004, { totpSecret: DEMO_TOTP_SECRET }, now);
  const agreements = await seedAgreements(db, now);
  const { currencies, rates } = await seedCurrencies(db, now);
  await seedPreferences(db, now);
  return { agreements, currencies, rates };
}
