import type { Kysely } from 'kysely';
import { currencyFor } from '../../../../shared/domain/currency';
import { toDecimal } from '../../../../shared/domain/decimal';
import { cutOffInstant, dealingScheduleFor } from '../../../../shared/domain/fund-dealing';
import type { Fund } from '../../../../shared/domain/fund-instrument';
import {
  FUND_GONE,
  isNavOverdue,
  NAV_MISSING,
  refusalAtDealing,
} from '../../../../shared/domain/fund-order-ending';
import { feeFor, priceRedemption, priceSubscription } from '../../../../shared/domain/fund-pricing';
import { endFundOrder } from './fund-order-ending';
import { moveFundOrder } from './fund-order-lifecycle';
import {
  averageCostOf,
  changeBookCost,
  clientBook,
  firmBook,
  postJournal,
  type Movement,
} from '../../core/books/ledger';
import type { Database } from '../../../db/schema';
import { lockFundOrder, updateFundOrder, type FundOrderRow } from './fund-order.repository';
import { defineDealingSteps, type StepOutcome } from '../../core/dealing/dealing-steps';
import type { FundBookDeps } from './fund-book-deps';

/**
 * The dealing steps of fact §2.2, in order: submitted to the fund house at the cut-off, accepted
 * by it (processing), money or units deducted, priced at the NAV, settled at T+N.
 */
export const DEALING_STEPS = ['submit', 'process', 'deduct', 'price', 'settle'] as const;

/** One dealing step; each runs as a job of its own. */
export type DealingStep = (typeof DEALING_STEPS)[number];

/** Settlement moves money and units at the start of the settlement day's business. */
const SETTLEMENT_TIME = '09:00';
/** How often to look again for a NAV the feed has not published yet (until it is overdue). */
const NAV_RETRY_MS = 30 * 60_000;

type StepContext = {
  db: Kysely<Database>;
  fund: Fund;
  order: FundOrderRow;
  now: Date;
  deps: FundBookDeps;
};

const queue = (db: Kysely<Database>, orderId: number, step: DealingStep, runAt: Date) =>
  fundDealingSteps.queue(db, orderId, step, runAt);

/**
 * Whether the fund house refuses the order it receives (issue 4 §2): a fund suspended by now, or
 * one it may no longer sell to the client, rejects it and releases its hold.
 */
async function isRefused({ db, fund, order, now }: StepContext): Promise<boolean> {
  const ending = refusalAtDealing(fund, order.side);
  return ending !== null && (await endFundOrder(db, order, ending, now));
}

/** At the cut-off the order goes to the fund house (spec §3 letter U), unless it is refused. */
async function submit(context: StepContext): Promise<StepOutcome> {
  const { db, order, now } = context;
  if (await isRefused(context)) return {};
  await moveFundOrder(db, order, 'submitted', now);
  await queue(db, order.id, 'process', now);
  return {};
}

/** The embedded fund house accepts every order it still deals (spec §3 letter O). */
async function accept(context: StepContext): Promise<StepOutcome> {
  const { db, order, now } = context;
  if (await isRefused(context)) return {};
  await moveFundOrder(db, order, 'processing', now);
  await queue(db, order.id, 'deduct', now);
  return {};
}

/** The cash (subscription) or units (redemption) leave the client's books (letter D). */
async function deduct({ db, fund, order, now }: StepContext): Promise<StepOutcome> {
  const ownerAccountId = order.accountId;
  const movements: Movement[] = [];
  let fee: string | null = null;
  let bookCost: string | null = null;
  if (order.side === 'S') {
    const amount = order.amount as string;
    const asset = order.currency;
    fee = feeFor(amount, fund.subscriptionFee, currencyFor(asset));
    const held = clientBook('cashHeld', ownerAccountId, asset);
    movements.push(
      {
        from: held,
        to: firmBook('fundHouse', 'cash', asset),
        amount: toDecimal(amount).sub(fee).toFixed(),
      },
      { from: held, to: firmBook('fees', 'cash', asset), amount: fee },
    );
  } else {
    const units = order.units as string;
    bookCost = await averageCostOf(db, ownerAccountId, fund.id, units);
    await changeBookCost(db, ownerAccountId, fund.id, toDecimal(bookCost).neg().toFixed());
    movements.push({
      from: clientBook('unitsFrozen', ownerAccountId, fund.id),
      to: firmBook('fundHouse', 'units', fund.id),
      amount: units,
    });
  }
  await postJournal(db, { reason: 'deducted', fundOrderId: order.id, postedAt: now, movements });
  await moveFundOrder(db, order, 'deducted', now, { fee, bookCost });
  await queue(db, order.id, 'price', now);
  return {};
}

/**
 * The switch-in leg subscribes the priced proceeds at its fund's next cut-off; when that fund has
 * left the feed it fails at once and the proceeds go back to the client's cash.
 */
async function scheduleSwitchIn(context: StepContext, proceeds: string): Promise<void> {
  const { db, order, now, deps } = context;
  const target = await lockFundOrder(db, order.linkedOrderId as number);
  if (!target) return;
  const withAmount = await updateFundOrder(db, target.id, { amount: proceeds, updatedAt: now });
  const fund = await deps.funds.get(target.fundId);
  if (!fund) {
    await endFundOrder(db, withAmount, FUND_GONE, now);
    return;
  }
  const schedule = dealingScheduleFor(now, deps.brand.cutOffs.fund, fund);
  await updateFundOrder(db, target.id, { ...schedule, updatedAt: now });
  await queue(db, target.id, 'submit', schedule.cutOffAt);
}

async function price(context: StepContext): Promise<StepOutcome> {
  const { db, fund, order, now, deps } = context;
  const nav = await deps.funds.navOn(fund.id, order.dealingDate as string);
  if (nav === undefined && isNavOverdue(order.dealingDate as string, now)) {
    await endFundOrder(db, order, NAV_MISSING, now);
    return {};
  }
  if (nav === undefined) return { retryAt: new Date(now.getTime() + NAV_RETRY_MS) };
  const ownerAccountId = order.accountId;
  const currency = currencyFor(order.currency);
  if (order.side === 'S') {
    const amount = order.amount as string;
    const { units } = priceSubscription({
      amount,
      nav,
      fee: fund.subscriptionFee,
      currency,
      unitPrecision: fund.unitPrecision,
    });
    const movements: Movement[] = [
      {
        from: firmBook('fundHouse', 'units', fund.id),
        to: clientBook('unitsPending', ownerAccountId, fund.id),
        amount: units,
      },
    ];
    await postJournal(db, { reason: 'priced', fundOrderId: order.id, postedAt: now, movements });
    await changeBookCost(db, ownerAccountId, fund.id, amount);
    await moveFundOrder(db, order, 'priced', now, { nav, units, bookCost: amount });
  } else {
    const pricing = priceRedemption({
      units: order.units as string,
      nav,
      fee: fund.redemptionFee,
      currency,
    });
    const isSwitch = order.orderType === 'switch' && order.linkedOrderId !== null;
    const asset = order.currency;
    const house = firmBook('fundHouse', 'cash', asset);
    const movements: Movement[] = [
      {
        from: house,
        to: clientBook(isSwitch ? 'cashHeld' : 'cashPending', ownerAccountId, asset),
        amount: pricing.proceeds,
      },
      { from: house, to: firmBook('fees', 'cash', asset), amount: pricing.fee },
    ];
    await postJournal(db, { reason: 'priced', fundOrderId: order.id, postedAt: now, movements });
    await moveFundOrder(db, order, 'priced', now, {
      nav,
      fee: pricing.fee,
      proceeds: pricing.proceeds,
    });
    if (isSwitch) await scheduleSwitchIn(context, pricing.proceeds);
  }
  await queue(
    db,
    order.id,
    'settle',
    cutOffInstant(order.settlementDate as string, SETTLEMENT_TIME),
  );
  return {};
}

/** Settlement (letter S) moves what pricing fixed; it needs nothing from the feed. */
async function settle({
  db,
  order,
  now,
}: Omit<StepContext, 'fund' | 'deps'>): Promise<StepOutcome> {
  const ownerAccountId = order.accountId;
  const movements: Movement[] = [];
  if (order.side === 'S') {
    const asset = order.fundId;
    movements.push({
      from: clientBook('unitsPending', ownerAccountId, asset),
      to: clientBook('units', ownerAccountId, asset),
      amount: order.units as string,
    });
  } else if (order.orderType !== 'switch') {
    const asset = order.currency;
    movements.push({
      from: clientBook('cashPending', ownerAccountId, asset),
      to: clientBook('cash', ownerAccountId, asset),
      amount: order.proceeds as string,
    });
  }
  await postJournal(db, { reason: 'settled', fundOrderId: order.id, postedAt: now, movements });
  await moveFundOrder(db, order, 'settled', now);
  return {};
}

/** The status each step starts from; any other status means the step has nothing to do. */
const FROM_STATUS: Record<DealingStep, FundOrderRow['status']> = {
  submit: 'pending',
  process: 'submitted',
  deduct: 'processing',
  price: 'deducted',
  settle: 'priced',
};
const STEPS: Record<DealingStep, (context: StepContext) => Promise<StepOutcome>> = {
  submit,
  process: accept,
  deduct,
  price,
  settle,
};

/**
 * An order whose fund has left the feed fails (issue 4 §2), its books restored. Only a priced
 * switch-out whose proceeds are already spent cannot be unwound: it settles as priced.
 */
async function fundGone(
  db: Kysely<Database>,
  order: FundOrderRow,
  now: Date,
): Promise<StepOutcome> {
  const isEnded = await endFundOrder(db, order, FUND_GONE, now);
  return isEnded ? {} : settle({ db, order, now });
}

/**
 * The fund dealing steps on the dealing core (dealing/dealing-steps.ts): each step runs as a job,
 * inside the job's transaction under the order's row lock, and does nothing unless the order is
 * still in the step's starting status, so an order is never dealt twice. An order whose fund has
 * left the feed fails instead.
 */
export const fundDealingSteps = defineDealingSteps<
  DealingStep,
  FundOrderRow['status'],
  FundOrderRow,
  Omit<FundBookDeps, 'db'>
>({
  jobKind: 'fundOrder',
  steps: DEALING_STEPS,
  fromStatus: FROM_STATUS,
  lock: lockFundOrder,
  async run(step, order, { db, now, ...deps }) {
    const fund = await deps.funds.get(order.fundId);
    if (!fund) return fundGone(db, order, now);
    return STEPS[step]({ db, fund, order, now, deps: { ...deps, db } });
  },
});
