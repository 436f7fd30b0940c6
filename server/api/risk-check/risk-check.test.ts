import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallInput, CallOutput } from '../../../shared/contracts/index';
import { DERIVATIVE_QUESTIONS } from '../../../shared/domain/derivative-knowledge';
import { findAccountByCode } from '../../repositories/account.repository';
import { findDerivativeKnowledge } from '../../repositories/suitability.repository';
import { createAuthTestApp, post, signIn, type AuthTestApp } from '../../test/auth-client';

/**
 * The suitability checks through HTTP on the demo book (issue 25): C10001's four checks on file,
 * the derivative knowledge assessment (a pass puts the flag the order checks read on file, a
 * fail changes nothing), read by a linked advisor, taken only by the holder.
 */

let t: AuthTestApp;

beforeAll(async () => {
  t = await createAuthTestApp();
});

afterAll(async () => {
  await t.close();
});

type Answers = CallInput<'risk-check/submitDerivativeAssessment'>['answers'];

const right = Object.fromEntries(
  DERIVATIVE_QUESTIONS.map((question) => [question.id, question.answer]),
) as Answers;
const wrongOption = (answer: string) => (answer === 'a' ? 'b' : 'a');
/** Right answers but `wrong` of them. */
const withWrong = (wrong: number) =>
  Object.fromEntries(
    DERIVATIVE_QUESTIONS.map((question, index) => [
      question.id,
      index < wrong ? wrongOption(question.answer) : question.answer,
    ]),
  ) as Answers;

async function checksOf(accountCode: string, as = accountCode) {
  const reply = await post(
    t.app,
    'risk-check/loadRiskChecks',
    { accountCode },
    await signIn(t.app, as),
  );
  expect(reply.statusCode).toBe(200);
  const { checks } = reply.json<CallOutput<'risk-check/loadRiskChecks'>>();
  return Object.fromEntries(checks.map((check) => [check.kind, check]));
}

async function knowledgeOf(accountCode: string) {
  const account = await findAccountByCode(t.db, accountCode, 'gateway');
  return findDerivativeKnowledge(t.db, account?.id ?? 0, t.clock.now);
}

describe('risk-check/loadRiskChecks', () => {
  it('answers C10001’s four checks on file, in page order', async () => {
    const checks = await checksOf('C10001');
    expect(Object.keys(checks)).toEqual([
      'riskAssessment',
      'derivativeKnowledge',
      'investorCharacterisation',
      'vulnerableClientReview',
    ]);
    expect(checks.riskAssessment).toMatchObject({
      status: 'valid',
      riskLevel: 4,
      isRenewable: true,
    });
    expect(checks.derivativeKnowledge).toMatchObject({
      status: 'valid',
      outcome: 'passed',
      isRenewable: true,
    });
    expect(checks.investorCharacterisation).toMatchObject({
      status: 'valid',
      outcome: 'retail',
      isRenewable: false,
      expiresAt: null,
    });
    expect(checks.vulnerableClientReview).toMatchObject({ outcome: 'notVulnerable' });
    expect((await knowledgeOf('C10001')).hasKnowledge).toBe(true);
  });

  it('answers C10005’s checks to the linked advisor: expired assessment, no derivative knowledge', async () => {
    const checks = await checksOf('C10005', 'A30001');
    expect(checks.riskAssessment?.status).toBe('expired');
    expect(checks.derivativeKnowledge).toMatchObject({ status: 'missing', checkedAt: null });
  });

  it('refuses another client', async () => {
    const reply = await post(
      t.app,
      'risk-check/loadRiskChecks',
      { accountCode: 'C10001' },
      await signIn(t.app, 'C10006'),
    );
    expect(reply.statusCode).toBe(403);
  });
});

describe('risk-check/submitDerivativeAssessment', () => {
  it('serves the questions in three languages without their answers', async () => {
    const reply = await post(
      t.app,
      'risk-check/loadDerivativeAssessment',
      {},
      await signIn(t.app, 'C10007'),
    );
    const body = reply.json<CallOutput<'risk-check/loadDerivativeAssessment'>>();
    expect(body.questions).toHaveLength(5);
    expect(body.questions[0]?.text['zh-HK']).toBeTruthy();
    expect(reply.body).not.toContain('"answer"');
  });

  it('puts derivative knowledge on file on a pass (4 of 5) and nothing on a fail', async () => {
    const session = await signIn(t.app, 'C10007');
    const submit = (answers: Answers) =>
      post(
        t.app,
        'risk-check/submitDerivativeAssessment',
        { accountCode: 'C10007', answers },
        session,
      );
    const failed = (await submit(withWrong(2))).json<
      CallOutput<'risk-check/submitDerivativeAssessment'>
    >();
    expect(failed).toMatchObject({ isPassed: false, score: 3, total: 5 });
    expect(failed.check.status).toBe('missing');
    expect((await knowledgeOf('C10007')).hasKnowledge).toBe(false);
    const passed = (await submit(withWrong(1))).json<
      CallOutput<'risk-check/submitDerivativeAssessment'>
    >();
    expect(passed).toMatchObject({ isPassed: true, score: 4 });
    expect(passed.check).toMatchObject({
      status: 'valid',
      outcome: 'passed',
      checkedAt: t.clock.now.toISOString(),
    });
    const knowledge = await knowledgeOf('C10007');
    expect(knowledge.hasKnowledge).toBe(true);
    expect(knowledge.expiresAt?.getUTCFullYear()).toBe(t.clock.now.getUTCFullYear() + 2);
  });

  it('refuses a missing answer with a code, storing nothing', async () => {
    const client = await signIn(t.app, 'C10006');
    const partial = Object.fromEntries(
      Object.entries(right).filter(([id]) => id !== 'leverage'),
    ) as Answers;
    const reply = await post(
      t.app,
      'risk-check/submitDerivativeAssessment',
      { accountCode: 'C10006', answers: partial },
      client,
    );
    expect([reply.statusCode, reply.json()]).toEqual([
      400,
      { code: 'invalid_input', fields: { answers: 'derivative_answer_missing' } },
    ]);
    expect((await knowledgeOf('C10006')).hasKnowledge).toBe(false);
  });

  it('refuses a linked advisor taking it for the client', async () => {
    const reply = await post(
      t.app,
      'risk-check/submitDerivativeAssessment',
      { accountCode: 'C10005', answers: right },
      await signIn(t.app, 'A30001'),
    );
    expect(reply.statusCode).toBe(403);
    expect((await knowledgeOf('C10005')).hasKnowledge).toBe(false);
  });
});
