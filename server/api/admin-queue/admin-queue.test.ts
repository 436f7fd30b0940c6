import { describe, expect, it } from 'vitest';
import type { CallInput } from '../../../shared/contracts/index';
import { loadConfig } from '../../config';
import { post, signIn } from '../../test/auth-client';
import { plus, png, useCashTestApp } from '../../test/cash-test-kit';

/**
 * The operator's queue through HTTP on the demo book (issue 28): what waits across every client,
 * decided through the cash back office's own decisions. Accepting a deposit credits the client;
 * rejecting a withdrawal releases its hold exactly once; a second decision is refused with
 * `not_pending`; the client hears of it through the cash notices; each decision is kept in the
 * client's audit trail with the admin and the reason.
 */

const { state, call, callAs, cash, deposit, withdraw, runJobs } = useCashTestApp();

type Decide = CallInput<'admin-queue/decideQueueItem'>;
const decide = (input: Decide) => callAs('S90001', 'admin-queue/decideQueueItem', input);
const queue = (input: CallInput<'admin-queue/searchQueue'> = {}) =>
  callAs('S90001', 'admin-queue/searchQueue', { clientCode: 'C10001', limit: 200, ...input });

async function auditOfC10001() {
  const [c10001] = (await callAs('S90001', 'admin-account/searchAccounts', { code: 'C10001' }))
    .accounts;
  const page = await callAs('S90001', 'admin-account/loadAccount', {
    accountId: c10001?.accountId ?? 0,
  });
  return page.audit.filter((event) => event.action === 'queue_decision');
}

async function cashRequestNotices() {
  const session = await signIn(state.t.app, 'C10001');
  const reply = await post(
    state.t.app,
    'notification/queryNotifications',
    {
      accountCodes: ['C10001'],
      statuses: ['read', 'unread'],
      pageIndex: 0,
      pageSize: 100,
      source: 'gateway',
    },
    session,
  );
  return reply
    .json<{ notifications: { type: string; referenceCode?: string; orderStatus?: string }[] }>()
    .notifications.filter((row) => row.type === 'cashRequest');
}

describe('the operator’s queue', () => {
  it('accepts a deposit with its proof: the client’s balance moves once', async () => {
    const placed = await deposit('1234.5');
    const key = String(placed.instruction?.id);
    const waiting = await queue({ kind: 'deposit' });
    expect(waiting.items).toContainEqual(
      expect.objectContaining({
        kind: 'deposit',
        key,
        accountCode: 'C10001',
        currency: 'HKD',
        amount: '1234.5',
        status: 'P',
        hasProof: true,
      }),
    );
    expect(waiting.counts.deposit).toBeGreaterThanOrEqual(1);
    const proof = await callAs('S90001', 'admin-queue/loadQueueProof', { kind: 'deposit', key });
    expect(proof.proof).toMatchObject({ fileName: 'slip.png', contentBase64: png() });
    const before = await cash('HKD');
    const accepted = await decide({ kind: 'deposit', key, decision: 'accept' });
    expect(accepted).toMatchObject({ result: 'ok', item: { key, status: 'A' } });
    const after = await cash('HKD');
    expect(after.available).toBe(plus(before.available, '1234.5'));
    expect(await decide({ kind: 'deposit', key, decision: 'reject', reason: 'late' })).toEqual({
      result: 'not_pending',
      item: null,
    });
    expect(await cash('HKD')).toEqual(after);
    expect((await queue({ kind: 'deposit' })).items.map((item) => item.key)).not.toContain(key);
    expect(await cashRequestNotices()).toContainEqual(
      expect.objectContaining({ referenceCode: key, orderStatus: 'A' }),
    );
  });

  it('rejects a withdrawal with a reason: its hold is released exactly once', async () => {
    const before = await cash('HKD');
    const placed = await withdraw('700');
    const key = String(placed.instruction?.id);
    const held = await cash('HKD');
    expect(held.available).toBe(plus(before.available, '-700'));
    const rejected = await decide({
      kind: 'withdrawal',
      key,
      decision: 'reject',
      reason: 'Bank account closed',
    });
    expect(rejected).toMatchObject({ result: 'ok', item: { status: 'R' } });
    expect(await cash('HKD')).toEqual(before);
    for (const decision of ['reject', 'accept'] as const) {
      expect(await decide({ kind: 'withdrawal', key, decision, reason: 'again' })).toEqual({
        result: 'not_pending',
        item: null,
      });
    }
    expect(await cash('HKD')).toEqual(before);
    const [audit] = (await auditOfC10001()).filter((event) =>
      event.changes.some((change) => change.after === 'R'),
    );
    expect(audit).toMatchObject({ actorCode: 'S90001', kind: 'admin_action' });
    expect(audit?.changes).toEqual([
      { field: 'item', before: null, after: `withdrawal ${key}` },
      { field: 'status', before: 'P', after: 'R' },
      { field: 'reason', before: null, after: 'Bank account closed' },
    ]);
    expect(await cashRequestNotices()).toContainEqual(
      expect.objectContaining({ referenceCode: key, orderStatus: 'R' }),
    );
  });

  it('takes one of two decisions sent at once: the hold is released once', async () => {
    const before = await cash('HKD');
    const placed = await withdraw('300');
    const key = String(placed.instruction?.id);
    const session = await signIn(state.t.app, 'S90001');
    const send = (reason: string) =>
      post(
        state.t.app,
        'admin-queue/decideQueueItem',
        { kind: 'withdrawal', key, decision: 'reject', reason },
        session,
      );
    const replies = await Promise.all([send('first'), send('second')]);
    const results = replies.map((reply) => reply.json<{ result: string }>().result).sort();
    expect(results).toEqual(['not_pending', 'ok']);
    expect(await cash('HKD')).toEqual(before);
  });

  it('wants a reason to reject, and refuses bad input with its code, changing nothing', async () => {
    const placed = await deposit('55');
    const key = String(placed.instruction?.id);
    const session = await signIn(state.t.app, 'S90001');
    const noReason = await post(
      state.t.app,
      'admin-queue/decideQueueItem',
      { kind: 'deposit', key, decision: 'reject' },
      session,
    );
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({
      code: 'invalid_input',
      fields: { reason: 'reason_required' },
    });
    const badKind = await post(
      state.t.app,
      'admin-queue/decideQueueItem',
      { kind: 'loan', key, decision: 'accept' },
      session,
    );
    expect(badKind.statusCode).toBe(400);
    expect(await decide({ kind: 'deposit', key: 'x1', decision: 'accept' })).toEqual({
      result: 'not_found',
      item: null,
    });
    expect(await decide({ kind: 'withdrawal', key, decision: 'accept' })).toEqual({
      result: 'not_found',
      item: null,
    });
    const still = (await queue({ kind: 'deposit' })).items.find((item) => item.key === key);
    expect(still?.status).toBe('P');
  });

  it('answers an eDDA set-up in the bank’s stead; the bank’s later answer changes nothing', async () => {
    const setup = await call('cash/setupEdda', {
      accountCode: 'C10001',
      holderName: 'Chan Tai Man',
      bankCode: '024',
      bankName: 'Hang Seng Bank',
      accountNumber: '024-555-000111',
      idType: 'ID',
      idNumber: 'A123456(7)',
      currency: 'HKD',
      debitLimit: '20000',
      hasAcceptedAgreement: true,
    });
    const key = setup.authorisation?.ddaReference ?? '';
    const waiting = await queue({ kind: 'edda' });
    expect(waiting.items).toContainEqual(
      expect.objectContaining({ kind: 'edda', key, amount: '20000', status: 'P' }),
    );
    const rejected = await decide({ kind: 'edda', key, decision: 'reject', reason: 'ID unclear' });
    expect(rejected).toMatchObject({ result: 'ok', item: { status: 'R' } });
    state.t.clock.advance(10_000);
    await runJobs();
    const { authorisations } = await call('cash/searchEddaAuthorisations', {
      accountCode: 'C10001',
    });
    expect(authorisations.find((row) => row.ddaReference === key)?.status).toBe('R');
    expect(await decide({ kind: 'edda', key, decision: 'accept' })).toEqual({
      result: 'not_pending',
      item: null,
    });
  });

  it('approves a designated bank account with its proof', async () => {
    const added = await call('bank-account/addBankAccount', {
      accountCode: 'C10001',
      currency: 'USD',
      identifierType: 'accountNumber',
      identifier: `024-${String(Date.now() % 1_000_000).padStart(6, '0')}-888`,
      bankCode: '024',
      holderName: 'CHAN TAI MAN',
      proof: { fileName: 'statement.png', contentBase64: png() },
    });
    const key = String(added.account?.id);
    const waiting = await queue({ kind: 'bankAccount', currency: 'usd' });
    expect(waiting.items).toContainEqual(
      expect.objectContaining({ kind: 'bankAccount', key, status: 'pending', hasProof: true }),
    );
    const proof = await callAs('S90001', 'admin-queue/loadQueueProof', {
      kind: 'bankAccount',
      key,
    });
    expect(proof.proof?.fileName).toBe('statement.png');
    const approved = await decide({ kind: 'bankAccount', key, decision: 'accept' });
    expect(approved).toMatchObject({ result: 'ok', item: { status: 'approved' } });
    const { accounts } = await call('bank-account/loadBankAccounts', { accountCode: 'C10001' });
    expect(accounts.find((row) => String(row.id) === key)?.status).toBe('approved');
  });

  it('keeps a deposit waiting for the operator: automatic acceptance is a demo setting only', async () => {
    const placed = await deposit('66');
    state.t.clock.advance(24 * 3600_000);
    await runJobs();
    const item = (await queue({ kind: 'deposit' })).items.find(
      (row) => row.key === String(placed.instruction?.id),
    );
    expect(item?.status).toBe('P');
    const server = { DATABASE_URL: 'postgres://db/portico', CASH_AUTO_ACCEPT_MS: '60000' };
    expect(loadConfig(server).cashAutoAcceptMs).toBeNull();
    expect(loadConfig({ ...server, DEMO: '1' }).cashAutoAcceptMs).toBe(60_000);
  });
});
