import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CallOutput } from '@shared/contracts/index';
import { setCurrentSession, storeAdviseeSession } from '../../../../lib/sessions';
import { stubApi } from '../../../../test/api-stub';
import { renderApp } from '../../../../test/render-app';
import { adviseeSession, signInForTest } from '../../../../test/sessions';

type Check = CallOutput<'risk-check/loadRiskChecks'>['checks'][number];

const CHECKS: Check[] = [
  {
    kind: 'riskAssessment',
    status: 'expiring',
    checkedAt: '2024-12-01T02:00:00.000Z',
    expiresAt: '2026-12-10T02:00:00.000Z',
    isRenewable: true,
    riskLevel: 3,
    outcome: null,
  },
  {
    kind: 'derivativeKnowledge',
    status: 'missing',
    checkedAt: null,
    expiresAt: null,
    isRenewable: true,
    riskLevel: null,
    outcome: null,
  },
  {
    kind: 'investorCharacterisation',
    status: 'valid',
    checkedAt: '2023-05-01T02:00:00.000Z',
    expiresAt: null,
    isRenewable: false,
    riskLevel: null,
    outcome: 'retail',
  },
  {
    kind: 'vulnerableClientReview',
    status: 'valid',
    checkedAt: '2025-05-01T02:00:00.000Z',
    expiresAt: '2027-05-01T02:00:00.000Z',
    isRenewable: false,
    riskLevel: null,
    outcome: 'notVulnerable',
  },
];

const text = (en: string) => ({ en, 'zh-HK': en, 'zh-CN': en });

function stub(isPassed: boolean) {
  return stubApi({
    'risk-check/loadRiskChecks': () => ({ checks: CHECKS }),
    'risk-check/loadDerivativeAssessment': () => ({
      version: '1',
      passMark: 1,
      questions: [
        {
          id: 'leverage',
          text: text('What does leverage do?'),
          options: [
            { id: 'a', text: text('Limits loss') },
            { id: 'b', text: text('Magnifies gains and losses') },
          ],
        },
      ],
    }),
    'risk-check/submitDerivativeAssessment': () => ({
      isPassed,
      score: isPassed ? 1 : 0,
      total: 1,
      check: isPassed
        ? {
            ...CHECKS[1]!,
            status: 'valid',
            checkedAt: '2026-11-26T02:00:00.000Z',
            expiresAt: '2028-11-26T02:00:00.000Z',
            outcome: 'passed',
          }
        : CHECKS[1]!,
    }),
  });
}

const card = (kind: string) =>
  screen.getAllByTestId('risk-check').find((element) => element.dataset.kind === kind)!;

describe('/accounts/riskCheck (issue 25 §2)', { timeout: 30_000 }, () => {
  it('lists each check with its status, dates and the way to renew it', async () => {
    stub(true);
    renderApp({ path: '/accounts/riskCheck', session: { accountCode: 'C10001' } });
    await screen.findByRole('heading', { name: 'Risk assessment' }, { timeout: 10_000 });
    const risk = within(card('riskAssessment'));
    expect(risk.getByText('Expiring soon')).toBeTruthy();
    expect(risk.getByText('2026-12-10')).toBeTruthy();
    expect(risk.getByRole('link', { name: 'Take the risk assessment' }).getAttribute('href')).toBe(
      '/accounts/raq',
    );
    expect(within(card('derivativeKnowledge')).getByText('Not on file')).toBeTruthy();
    const investor = within(card('investorCharacterisation'));
    expect(investor.getByText('Retail investor')).toBeTruthy();
    expect(investor.getByText('No expiry')).toBeTruthy();
    expect(investor.getByText(/Reviewed by our staff/)).toBeTruthy();
    expect(within(card('vulnerableClientReview')).getByText('No extra care needed')).toBeTruthy();
  });

  it('takes the derivative knowledge assessment: sends the answers and shows the result', async () => {
    const calls = stub(true);
    const { user } = renderApp({ path: '/accounts/riskCheck', session: { accountCode: 'C10001' } });
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Take the knowledge assessment' },
        { timeout: 10_000 },
      ),
    );
    const submit = await screen.findByRole('button', { name: 'Submit answers' });
    expect(submit).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('radio', { name: 'Magnifies gains and losses' }));
    await user.click(submit);
    expect((await screen.findByTestId('derivative-result')).textContent).toBe(
      'Passed: 1 of 1 right. Derivative knowledge is on file until 2028-11-26.',
    );
    expect(
      calls.find((call) => call.name === 'risk-check/submitDerivativeAssessment')?.input,
    ).toEqual({ accountCode: 'C10001', answers: { leverage: 'b' } });
  });

  it('says a failed assessment changed nothing', async () => {
    stub(false);
    const { user } = renderApp({
      path: '/accounts/riskCheck',
      session: { accountCode: 'C10001' },
      language: 'zh-CN',
    });
    await user.click(
      await screen.findByRole('button', { name: '进行知识评估' }, { timeout: 10_000 }),
    );
    await user.click(await screen.findByRole('radio', { name: 'Limits loss' }));
    await user.click(screen.getByRole('button', { name: '提交答案' }));
    expect((await screen.findByTestId('derivative-result')).textContent).toBe(
      '未合格：答对 0 题（共 1 题），须答对 1 题。记录未改变，您可再次尝试。',
    );
  });

  it('leaves renewals out while an advisor acts for the client', async () => {
    stub(true);
    const advisor = signInForTest({ accountCode: 'A30001', role: 'advisor' });
    setCurrentSession(storeAdviseeSession(adviseeSession(advisor, 'C10001')).sessionId);
    renderApp({ path: '/accounts/riskCheck' });
    expect(await screen.findByTestId('restricted-note', {}, { timeout: 10_000 })).toBeTruthy();
    await screen.findByRole('heading', { name: 'Risk assessment' });
    expect(screen.queryByRole('button', { name: 'Take the knowledge assessment' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Take the risk assessment' })).toBeNull();
  });
});
