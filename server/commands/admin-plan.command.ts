import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  checkMix,
  canMovePlan,
  PLAN_TEXT_LIMITS,
  type AdminPlanResult,
  type MixInput,
  type PlanMoveTarget,
} from '../../shared/domain/admin-plan';
import { checkTexts, trimTexts, type LanguageTexts } from '../../shared/domain/admin-content';
import { DEFAULT_CURRENCIES } from '../../shared/domain/currency';
import { decimalPlaces, toDecimal, toPlainString } from '../../shared/domain/decimal';
import type { PlanStatus, PlanTheme } from '../../shared/domain/plan-status';
import type { Database } from '../db/schema';
import type { FundFeed } from '../market-data/fund-feed';
import {
  insertDraftPlan,
  lockPlan,
  setPlanStatus,
  updatePlanFields,
  type PlanFields,
} from '../repositories/admin-plan.repository';
import { findPlan, type PlanRow } from '../repositories/plan.repository';
import { auditContent, type ContentActor } from './admin-content-audit';

/**
 * The admins' plan catalogue (issue 30, spec §2.13, §3): a plan created as a draft, edited, and
 * moved along PLAN_MOVES, each change with its audit event in one transaction. A refusal stores
 * nothing. The plan books (live subscriptions) are read before the transaction, through the
 * Gateway plan admin port the caller passes.
 */

/** What the plan editor sends. */
export type PlanEdit = {
  planId?: string | undefined;
  theme: PlanTheme;
  currency: string;
  minimumMonthlyAmount: string;
  components: readonly MixInput[];
  name: LanguageTexts;
  summary: LanguageTexts;
  description: LanguageTexts;
};

/** A change's outcome. */
export type PlanOutcome =
  { result: 'ok'; plan: PlanRow } | { result: Exclude<AdminPlanResult, 'ok'> };

type Read = { result: 'ok'; fields: PlanFields } | { result: Exclude<AdminPlanResult, 'ok'> };

/** Checks an edit against the rules and the fund universe; the fields to store when sound. */
async function readEdit(edit: PlanEdit, funds: FundFeed): Promise<Read> {
  const textRefusal =
    checkTexts(edit.name, PLAN_TEXT_LIMITS.name) ??
    checkTexts(edit.summary, PLAN_TEXT_LIMITS.summary) ??
    checkTexts(edit.description, PLAN_TEXT_LIMITS.description);
  if (textRefusal) return { result: textRefusal };
  const currency = DEFAULT_CURRENCIES[edit.currency];
  // Plans debit fiat cash: the virtual assets of the currency list are not plan currencies.
  if (!currency || ['BTC', 'ETH', 'USDT'].includes(currency.code)) {
    return { result: 'unknown_currency' };
  }
  const minimum = toDecimal(edit.minimumMonthlyAmount);
  if (minimum.lte(0) || decimalPlaces(minimum) > currency.precision) {
    return { result: 'invalid_minimum' };
  }
  const mixRefusal = checkMix(edit.components);
  if (mixRefusal) return { result: mixRefusal };
  for (const component of edit.components) {
    const fund = await funds.get(component.fundId);
    if (!fund) return { result: 'unknown_fund' };
    if (fund.currency !== currency.code) return { result: 'fund_currency_mismatch' };
  }
  return {
    result: 'ok',
    fields: {
      theme: edit.theme,
      currency: currency.code,
      minimumMonthlyAmount: toPlainString(minimum),
      texts: {
        name: trimTexts(edit.name),
        summary: trimTexts(edit.summary),
        description: trimTexts(edit.description),
        factsheet: null,
      },
      components: edit.components.map((each) => ({
        fundId: each.fundId,
        weight: toPlainString(each.weight),
      })),
    },
  };
}

/** A plan as the audit trail records it (fields flattened by the trail). */
const audited = (plan: PlanRow | undefined) =>
  plan
    ? {
        status: plan.status,
        theme: plan.theme,
        currency: plan.currency,
        minimumMonthlyAmount: toPlainString(plan.minimumMonthlyAmount),
        name: plan.texts.name,
        summary: plan.texts.summary,
        description: plan.texts.description,
        weights: Object.fromEntries(
          plan.components.map((each) => [each.fundId, toPlainString(each.weight)]),
        ),
      }
    : null;

/** A new plan's code: `PLN-<currency>-<six letters or digits>`. */
function newPlanId(currency: string): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const code = [...randomBytes(6)].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `PLN-${currency}-${code}`;
}

/** What saving needs: the fund universe and whether a plan has subscriptions on the books. */
export type SavePlanDeps = {
  db: Kysely<Database>;
  funds: FundFeed;
  hasSubscriptions(planId: string): Promise<boolean>;
};

/** Creates a draft plan (no `planId`) or edits one; its status stays. */
export async function savePlan(
  deps: SavePlanDeps,
  actor: ContentActor,
  edit: PlanEdit,
): Promise<PlanOutcome> {
  const read = await readEdit(edit, deps.funds);
  if (read.result !== 'ok') return read;
  const { planId } = edit;
  if (planId === undefined) {
    const id = newPlanId(read.fields.currency);
    return deps.db.transaction().execute(async (trx) => {
      await insertDraftPlan(trx, id, read.fields, actor.now);
      const plan = (await findPlan(trx, id)) as PlanRow;
      await auditContent(trx, actor, {
        kind: 'plan',
        key: id,
        action: 'add',
        before: null,
        after: audited(plan),
      });
      return { result: 'ok', plan };
    });
  }
  // Read before the transaction (the books are the port's); the currency is compared under the lock.
  const isSubscribed = await deps.hasSubscriptions(planId);
  return deps.db.transaction().execute(async (trx): Promise<PlanOutcome> => {
    const before = await lockPlan(trx, planId);
    if (!before) return { result: 'not_found' };
    if (before.status === 'deleted') return { result: 'plan_deleted' };
    if (isSubscribed && before.currency !== read.fields.currency) {
      return { result: 'currency_locked' };
    }
    // The factsheet is not the editor's: it stays as it was.
    const texts = { ...read.fields.texts, factsheet: before.texts.factsheet };
    await updatePlanFields(trx, planId, { ...read.fields, texts }, actor.now);
    const plan = (await findPlan(trx, planId)) as PlanRow;
    await auditContent(trx, actor, {
      kind: 'plan',
      key: planId,
      action: 'update',
      before: audited(before),
      after: audited(plan),
    });
    return { result: 'ok', plan };
  });
}

const MOVE_ACTIONS: Record<PlanMoveTarget, string> = {
  active: 'activate',
  inactive: 'deactivate',
  deleted: 'delete',
};

/**
 * Moves a plan along PLAN_MOVES. A plan with live subscriptions (`liveSubscriptions`, read from
 * the books before) is not deleted: it can only be made inactive, closed to new subscriptions.
 */
export function movePlan(
  db: Kysely<Database>,
  actor: ContentActor,
  move: { planId: string; to: PlanMoveTarget; liveSubscriptions: number },
): Promise<PlanOutcome> {
  return db.transaction().execute(async (trx): Promise<PlanOutcome> => {
    const before = await lockPlan(trx, move.planId);
    if (!before) return { result: 'not_found' };
    const to: PlanStatus = move.to;
    if (!canMovePlan(before.status, to)) return { result: 'move_not_allowed' };
    if (to === 'deleted' && move.liveSubscriptions > 0) return { result: 'has_live_subscriptions' };
    await setPlanStatus(trx, move.planId, to, actor.now);
    const plan = (await findPlan(trx, move.planId)) as PlanRow;
    await auditContent(trx, actor, {
      kind: 'plan',
      key: move.planId,
      action: MOVE_ACTIONS[move.to],
      before: audited(before),
      after: audited(plan),
    });
    return { result: 'ok', plan };
  });
}
