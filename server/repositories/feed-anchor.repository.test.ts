import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimulatedMarketData } from '../areas/simulated-market-data';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { keepFeedAnchor } from './feed-anchor.repository';

const hongKongMidnight = (date: string) => new Date(`${date}T00:00:00+08:00`);

/**
 * The kept feed anchor: the first day asked is kept, so a restart on a later day dates the
 * simulated corporate actions as before and finds the same events (a dividend paid once).
 */

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase({ isSeeded: false });
});

afterAll(async () => {
  await database.close();
});

describe('keepFeedAnchor', () => {
  it('keeps the first day, whatever day asks later', async () => {
    expect(await keepFeedAnchor(database.db, 'firstKept', '2026-11-24')).toBe('2026-11-24');
    expect(await keepFeedAnchor(database.db, 'firstKept', '2026-11-27')).toBe('2026-11-24');
    expect(await keepFeedAnchor(database.db, 'another', '2026-11-27')).toBe('2026-11-27');
  });

  it('dates the corporate actions from the kept day, not the restart’s', async () => {
    expect(await keepFeedAnchor(database.db, 'corporateActions', '2026-11-24')).toBe('2026-11-24');
    const firstStart = createSimulatedMarketData({
      clock: () => hongKongMidnight('2026-11-24'),
    }).corporateActions;
    const restart = createSimulatedMarketData({
      clock: () => hongKongMidnight('2026-11-27'),
      corporateActionAnchor: await keepFeedAnchor(database.db, 'corporateActions', '2026-11-27'),
    }).corporateActions;
    const unkept = createSimulatedMarketData({
      clock: () => hongKongMidnight('2026-11-27'),
    }).corporateActions;
    const ids = async (feed: typeof firstStart) =>
      (await feed.list()).map((terms) => terms.eventId);
    expect(await ids(restart)).toEqual(await ids(firstStart));
    expect(await ids(unkept)).not.toEqual(await ids(firstStart));
  });
});
