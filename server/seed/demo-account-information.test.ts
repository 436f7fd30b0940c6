import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { seedDemoAccountInformation } from './demo-account-information';

/**
 * The demo book's account information (issue 25) is loaded once: a second seeding, a day later,
 * adds and changes nothing.
 */

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
}, 120_000);

afterAll(async () => {
  await database?.close();
});

async function snapshot() {
  const { db } = database;
  return {
    profiles: await db.selectFrom('accountProfile').selectAll().orderBy('accountId').execute(),
    checks: await db.selectFrom('suitabilityRecord').selectAll().orderBy('id').execute(),
    certifications: await db.selectFrom('taxCertification').selectAll().orderBy('id').execute(),
    tours: await db.selectFrom('tourProgress').selectAll().orderBy('accountId').execute(),
  };
}

describe('seedDemoAccountInformation', () => {
  it('gives every demo account a profile, once', async () => {
    const before = await snapshot();
    expect(before.profiles).toHaveLength(14);
    expect(before.certifications.length).toBeGreaterThanOrEqual(2);
    await seedDemoAccountInformation(database.db, new Date(Date.now() + 86_400_000));
    expect(await snapshot()).toEqual(before);
  });
});
