import { describe, expect, it } from 'vitest';
import type { CallInput } from '../../../shared/contracts/index';
import { formatDate } from '../../../shared/domain/date-time';
import { addMonths, monthOf } from '../../../shared/domain/plan-dealing';
import { DEMO_TRADE_PASSWORD } from '../../seed/demo-sign-in';
import { useAdminTestApp } from '../../test/admin-test-kit';
import { post, signIn } from '../../test/auth-client';
import { createTestApp } from '../../test/test-app';

/**
 * The admins' plan catalogue through HTTP on the demo book (issue 30): a plan's mix refused with
 * codes (nothing stored), created as a draft clients never see, activated into `plan/searchPlans`,
 * closed to new subscriptions, not deleted while a subscription lives; its subscriptions and CSV;
 * every change audited; admins only, and nowhere without the brand's `plan` flag.
 */

const { state, admin, callAs, postAs, createAccount } = useAdminTestApp();

const texts = (en: string) => ({ en, 'zh-HK': `${en}（繁）`, 'zh-CN': `${en}（简）` });

const draft = (extra: Partial<CallInput<'admin-plan/savePlan'>> = {}) => ({
  theme: 'core' as const,
  currency: 'HKD',
  minimumMonthlyAmount: '500',
  components: [
    { fundId: 'VH-HKD-MMF', weight: '40' },
    { fundId: 'VH-AP-BAL', weight: '60' },
  ],
  name: texts('Test Saver Plan'),
  summary: texts('A test plan.'),
  description: texts('A plan the tests make.'),
  ...extra,
});

const catalogue = async () => JSON.stringify(await admin('admin-plan/searchPlans', {}));

describe('saving a plan', () => {
  it('refuses a bad mix, amount or text with a code and stores nothing', async () => {
    const before = await catalogue();
    const cases: [Partial<CallInput<'admin-plan/savePlan'>>, string][] = [
      [{ components: [{ fundId: 'VH-HKD-MMF', weight: '99.99' }] }, 'weights_not_100'],
      [
        {
          components: [
            { fundId: 'VH-HKD-MMF', weight: '-10' },
            { fundId: 'VH-AP-BAL', weight: '110' },
          ],
        },
        'invalid_weight',
      ],
      [{ components: [{ fundId: 'VH-HKD-MMF', weight: '100.001' }] }, 'invalid_weight'],
      [{ components: [{ fundId: 'NO-SUCH-FUND', weight: '100' }] }, 'unknown_fund'],
      [
        {
          components: [
            { fundId: 'VH-HKD-MMF', weight: '50' },
            { fundId: 'VH-HKD-MMF', weight: '50' },
          ],
        },
        'duplicate_fund',
      ],
      [{ components: [] }, 'no_funds'],
      [{ components: [{ fundId: 'VH-USD-MMF', weight: '100' }] }, 'fund_currency_mismatch'],
      [{ minimumMonthlyAmount: '0' }, 'invalid_minimum'],
      [{ minimumMonthlyAmount: '100.005' }, 'invalid_minimum'],
      [{ currency: 'XYZ' }, 'unknown_currency'],
      [{ summary: { en: 'Only English' } }, 'missing_language'],
      [{ name: texts('N'.repeat(121)) }, 'text_too_long'],
      [{ planId: 'PLN-NO-SUCH' }, 'not_found'],
    ];
    for (const [extra, code] of cases) {
      const answer = await admin('admin-plan/savePlan', draft(extra));
      expect([extra, answer]).toEqual([extra, { result: code, plan: null }]);
    }
    expect(await catalogue()).toBe(before);
  });

  it('creates a draft with its risk computed; clients do not see it; an edit is audited', async () => {
    const created = await admin('admin-plan/savePlan', draft());
    expect(created.result).toBe('ok');
    const plan = created.plan;
    const planId = plan?.planId ?? '';
    expect(planId).toMatch(/^PLN-HKD-[A-Z0-9]{6}$/);
    expect(plan).toMatchObject({ status: 'draft', riskLevel: 3, liveSubscriptions: 0 });
    expect(plan?.components.map((each) => each.weight)).toEqual(['40', '60']);
    expect((await callAs('C10001', 'plan/loadPlan', { planId })).resultName).toBe('planNotFound');
    const listed = await callAs('C10001', 'plan/searchPlans', {});
    expect(listed.plans.map((each) => each.planId)).not.toContain(planId);

    const edited = await admin(
      'admin-plan/savePlan',
      draft({ planId, components: [{ fundId: 'VH-HKD-MMF', weight: '100' }] }),
    );
    expect(edited.plan).toMatchObject({ status: 'draft', riskLevel: 1, fundCount: 1 });
    const audit = await admin('admin-content/searchContentAudit', { kind: 'plan', key: planId });
    expect(audit.events.map((event) => event.action)).toEqual(['update', 'add']);
    expect(audit.events[0]?.changes).toContainEqual({
      field: 'weights.VH-AP-BAL',
      before: '60',
      after: null,
    });
  });
});

describe('moving a plan', () => {
  it('activates a draft for clients, closes it, refuses deleting it while a subscription lives', async () => {
    const planId = (await admin('admin-plan/savePlan', draft())).plan?.planId ?? '';
    const move = (to: 'active' | 'inactive' | 'deleted') =>
      admin('admin-plan/movePlan', { planId, to });
    expect((await move('inactive')).result).toBe('move_not_allowed');
    expect((await move('active')).plan?.status).toBe('active');
    const listed = await callAs('C10001', 'plan/searchPlans', {});
    expect(listed.plans.map((each) => each.planId)).toContain(planId);

    const subscribe = (key: string) =>
      callAs('C10001', 'plan-subscription/subscribe', {
        accountCode: 'C10001',
        planId,
        monthlyAmount: '800',
        debitDay: 28,
        firstMonth: addMonths(monthOf(formatDate(state.t.clock.now))),
        cashAccount: 'C10001-HKD',
        idempotencyKey: key,
        tradePassword: DEMO_TRADE_PASSWORD,
      });
    expect((await subscribe('admin-plan-test-1')).resultName).toBe('success');
    expect((await move('deleted')).result).toBe('move_not_allowed');
    expect((await move('inactive')).plan).toMatchObject({
      status: 'inactive',
      liveSubscriptions: 1,
    });
    expect(await move('deleted')).toEqual({ result: 'has_live_subscriptions', plan: null });
    expect((await admin('admin-plan/loadPlan', { planId })).plan.status).toBe('inactive');
    // Closed to new subscriptions: a new placement is refused.
    const other = await subscribe('admin-plan-test-2');
    expect(other.resultName).toBe('planNotOffered');
    // The currency stays once subscribed.
    expect(
      await admin(
        'admin-plan/savePlan',
        draft({ planId, currency: 'USD', components: [{ fundId: 'VH-USD-MMF', weight: '100' }] }),
      ),
    ).toEqual({ result: 'currency_locked', plan: null });

    const { counts } = await admin('admin-plan/searchPlans', { status: 'inactive' });
    expect(counts.inactive).toBeGreaterThanOrEqual(1);
    const audit = await admin('admin-content/searchContentAudit', { kind: 'plan', key: planId });
    expect(audit.events.map((event) => event.action)).toEqual(['deactivate', 'activate', 'add']);
  });

  it('deletes a draft for good', async () => {
    const planId = (await admin('admin-plan/savePlan', draft())).plan?.planId ?? '';
    expect((await admin('admin-plan/movePlan', { planId, to: 'deleted' })).plan?.status).toBe(
      'deleted',
    );
    expect((await admin('admin-plan/movePlan', { planId, to: 'active' })).result).toBe(
      'move_not_allowed',
    );
    expect((await admin('admin-plan/savePlan', draft({ planId }))).result).toBe('plan_deleted');
    const deleted = await admin('admin-plan/searchPlans', { status: 'deleted' });
    expect(deleted.plans.map((each) => each.planId)).toEqual([planId]);
  });
});

describe("a plan's subscriptions", () => {
  it('lists them with the holder, amount and runs, and exports them as CSV', async () => {
    const page = await admin('admin-plan/searchPlanSubscriptions', {
      planCode: 'PLN-HKD-BALANCED',
    });
    expect(page.plan.planId).toBe('PLN-HKD-BALANCED');
    expect(page.total).toBe(page.subscriptions.length);
    const own = page.subscriptions.find((each) => each.accountCode === 'C10001');
    expect(own?.holderName).toBe('Chan Tai Man');
    expect(own?.currency).toBe('HKD');
    const missing = await postAs(
      await signIn(state.t.app, 'S90001'),
      'admin-plan/searchPlanSubscriptions',
      { planCode: 'PLN-NO-SUCH' },
    );
    expect(missing.statusCode).toBe(404);
  });

  it('sums the dealt runs, shows the latest first, and keeps a formula out of the CSV', async () => {
    const planId = (await admin('admin-plan/savePlan', draft())).plan?.planId ?? '';
    const holder = await createAccount({ displayName: '=HYPERLINK("x")' });
    const now = state.t.clock.now;
    // The books' rows as a month of runs leaves them (the runs themselves are plan-run's tests).
    const { id } = await state.t.db
      .insertInto('planSubscription')
      .values({
        accountId: holder.accountId,
        planId,
        monthlyAmount: '3000',
        debitDay: 5,
        firstMonth: '2031-01',
        cashAccount: `${holder.accountCode}-HKD`,
        status: 'activated',
        idempotencyKey: 'admin-plan-runs',
        requestHash: 'x',
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await state.t.db
      .insertInto('planRun')
      .values([
        {
          subscriptionId: id,
          month: '2031-01',
          debitDate: '2031-01-06',
          status: 'dealt',
          amount: '3000',
          ranAt: now,
        },
        {
          subscriptionId: id,
          month: '2031-02',
          debitDate: '2031-02-05',
          status: 'failed',
          amount: '3000',
          ranAt: now,
        },
      ])
      .execute();
    const page = await admin('admin-plan/searchPlanSubscriptions', { planCode: planId });
    expect(page.total).toBe(1);
    expect(page.subscriptions[0]).toMatchObject({
      accountCode: holder.accountCode,
      holderName: '=HYPERLINK("x")',
      investedToDate: '3000',
      runCount: 2,
      lastRuns: [
        { month: '2031-02', status: 'failed' },
        { month: '2031-01', status: 'dealt' },
      ],
    });
    expect((await admin('admin-plan/loadPlan', { planId })).plan.liveSubscriptions).toBe(1);

    const reply = await postAs(
      await signIn(state.t.app, 'S90001'),
      'admin-plan/exportPlanSubscriptions',
      { planCode: planId },
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/csv');
    expect(reply.body.startsWith('\uFEFFaccountCode,holderName,')).toBe(true);
    const lines = reply.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"${holder.accountCode}","'=HYPERLINK(""x"")","activated"`);
  });
});

describe('access', () => {
  it('answers 403 to a client and an advisor, and 404 where the brand has no plans', async () => {
    for (const code of ['C10001', 'A30001']) {
      const session = await signIn(state.t.app, code);
      for (const [name, input] of [
        ['admin-plan/searchPlans', {}],
        ['admin-plan/savePlan', draft()],
        ['admin-plan/movePlan', { planId: 'PLN-HKD-BALANCED', to: 'inactive' }],
      ] as const) {
        expect([code, name, (await postAs(session, name, input)).statusCode]).toEqual([
          code,
          name,
          403,
        ]);
      }
    }
    expect((await admin('admin-plan/loadPlan', { planId: 'PLN-HKD-BALANCED' })).plan.status).toBe(
      'active',
    );
    const lotus = await createTestApp({ env: { BRAND: 'lotus', DEMO: '1' } });
    try {
      expect((await post(lotus.app, 'admin-plan/searchPlans', {})).statusCode).toBe(404);
    } finally {
      await lotus.close();
    }
  });
});
