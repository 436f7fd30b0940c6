import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addBusinessDays } from '../../../../shared/domain/business-calendar';
import { toDecimal } from '../../../../shared/domain/decimal';
import { cutOffInstant } from '../../../../shared/domain/fund-dealing';
import { runDueJobs } from '../../../jobs/job-runner';
import { createSimulatedCorporateActionFeed } from '../../../market-data/simulated-corporate-actions';
import {
  createCorporateActionKit,
  type CorporateActionKit,
} from '../../../test/corporate-action-test-kit';
import { notificationsMade } from '../../../test/notification-test-kit';
import { corporateActionJobHandlers } from './corporate-action-steps';

/**
 * Corporate-action notifications (issue 14 §1) through the timetable's jobs with a moved clock:
 * each holder paid hears once, a cash payment as `cashMovement` (amount, currency, code) and
 * shares added as `holding` (code, quantity); a payment whose transaction fails tells nothing,
 * and its retry tells once. Each test has a kit of its own at the anchor and walks the timetable
 * from there: a paid event is paid for good.
 */

let kit: CorporateActionKit;

const told = async () =>
  (await notificationsMade(kit.t.db, 'C10001', 'corporate-action:')).map((row) => ({
    type: row.type,
    code: row.fields.code,
    amount: row.fields.amount === undefined ? undefined : toDecimal(row.fields.amount).toFixed(2),
    currencyCode: row.fields.currencyCode,
    quantity:
      row.fields.quantity === undefined ? undefined : toDecimal(row.fields.quantity).toFixed(),
  }));

beforeEach(async () => {
  kit = await createCorporateActionKit();
});

afterEach(async () => {
  await kit.close();
});

describe('corporate action notifications', () => {
  it('told the 02800 dividend paid at start once, as cash in', async () => {
    await kit.moveTo(0, '11:00');
    expect(await told()).toEqual([
      {
        type: 'cashMovement',
        code: '02800',
        amount: '2900.00',
        currencyCode: 'HKD',
        quantity: undefined,
      },
    ]);
  });

  it('tells nothing while a payment fails, then the scrip shares and their cash once', async () => {
    const { events } = await kit.call('corporate-action/searchCorporateActions', {
      accountCode: 'C10001',
    });
    const dividend = events.find((e) => e.symbol === '00005');
    await kit.call('corporate-action/electCorporateAction', {
      accountCode: 'C10001',
      eventId: dividend?.eventId ?? '',
      option: 'scrip',
    });
    // The payment's job fails after paying: its transaction, notifications included, rolls back.
    const real = corporateActionJobHandlers({
      feed: createSimulatedCorporateActionFeed(kit.anchor),
    });
    const step = real.corporateActionStep;
    kit.t.clock.now = cutOffInstant(addBusinessDays(kit.anchor, 10), '10:00');
    const failing = {
      ...real,
      corporateActionStep: async (...args: Parameters<typeof step>) => {
        await step(...args);
        throw new Error('forced after the payment');
      },
    };
    expect(await runDueJobs(kit.t.db, failing, kit.t.clock.now)).toBeGreaterThan(0);
    expect(await told()).toHaveLength(1);
    await kit.moveTo(10, '12:00');
    await kit.moveTo(10, '13:00');
    expect((await told()).slice(1)).toEqual([
      {
        type: 'cashMovement',
        code: '00005',
        amount: '1.25',
        currencyCode: 'HKD',
        quantity: undefined,
      },
      {
        type: 'holding',
        code: '00005',
        amount: undefined,
        currencyCode: undefined,
        quantity: '25',
      },
    ]);
  });

  it('tells the 00700 bonus shares as a holding', async () => {
    // Past the 00005 dividend's payment on day 10 first: what day 12 tells is the bonus alone.
    await kit.moveTo(10, '13:00');
    const before = await told();
    await kit.moveTo(12);
    await kit.moveTo(12, '12:00');
    expect((await told()).slice(before.length)).toEqual([
      {
        type: 'holding',
        code: '00700',
        amount: undefined,
        currencyCode: undefined,
        quantity: '100',
      },
    ]);
  });
});
