import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CallOutput } from '@shared/contracts/index';
import { stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const texts = (en: string, hk: string, cn: string) => ({ en, 'zh-HK': hk, 'zh-CN': cn });

const assessment = (expiresAt: string) => ({
  status: 'approved' as const,
  level: 3,
  score: 20,
  version: 1,
  submittedAt: '2024-01-01T00:00:00.000Z',
  approvedAt: '2024-01-01T00:00:00.000Z',
  expiresAt,
});

/** A small version 4: one scored question of two options, one tick list. */
const version4: CallOutput<'raq/loadQuestionnaire'> = {
  version: 4,
  createdAt: '2026-11-20T02:00:00.000Z',
  createdBy: 'S90001',
  scaleQuestions: [
    {
      id: 'horizonYears',
      text: texts('How long will you invest?', '您會投資多久？', '您会投资多久？'),
      options: [
        { score: 0, text: texts('A year', '一年', '一年'), maxLevel: 1 },
        { score: 7, text: texts('Ten years', '十年', '十年'), maxLevel: null },
      ],
    },
  ],
  choiceQuestions: [
    {
      id: 'holdings',
      text: texts('What do you hold?', '您持有甚麼？', '您持有什么？'),
      options: [
        { value: 'gold', text: texts('Gold', '黃金', '黄金') },
        { value: 'bonds', text: texts('Bonds', '債券', '债券') },
      ],
    },
  ],
  bands: [
    { minimum: 0, maximum: 3, level: 1 },
    { minimum: 4, maximum: 7, level: 4 },
  ],
};

function stub(reminder: 'none' | 'expiring' | 'expired', expiresAt: string) {
  stubApi({
    'raq/loadAssessment': () => ({ assessment: assessment(expiresAt), reminder }),
    'raq/loadQuestionnaire': () => ({ ...version4, scaleQuestions: [], choiceQuestions: [] }),
  });
}

describe('/accounts/raq says how long the assessment holds (issue 10 §2)', () => {
  it('says an expired assessment expired, in red, and asks to retake it', async () => {
    stub('expired', '2026-01-01T00:00:00.000Z');
    renderApp({ path: '/accounts/raq', session: {} });
    const validity = await screen.findByTestId('raq-validity', {}, { timeout: 5000 });
    expect(validity.textContent).toBe('Expired on 2026-01-01 — please retake');
    expect(validity.getAttribute('role')).toBe('alert');
    expect(screen.queryByText(/Valid until/)).toBeNull();
  });

  it('warns while expiring, and says until when otherwise', async () => {
    stub('expiring', '2026-12-10T00:00:00.000Z');
    const view = renderApp({ path: '/accounts/raq', session: {} });
    const expiring = await screen.findByTestId('raq-validity', {}, { timeout: 5000 });
    expect(expiring.textContent).toBe('Expires on 2026-12-10 — please retake soon');
    expect(expiring.getAttribute('role')).toBe('status');
    view.unmount();
    stub('none', '2027-12-10T00:00:00.000Z');
    renderApp({ path: '/accounts/raq', session: {}, language: 'zh-HK' });
    expect((await screen.findByTestId('raq-validity', {}, { timeout: 5000 })).textContent).toBe(
      '有效期至 2027-12-10',
    );
  });
});

describe('/accounts/raq asks the latest version’s own questions (issue 30)', () => {
  it('renders the version’s questions and sends its number with answers keyed by its ids', async () => {
    const calls = stubApi({
      'raq/loadAssessment': () => ({ assessment: null, reminder: 'missing' }),
      'raq/loadQuestionnaire': () => version4,
      'raq/submitAssessment': () => ({
        result: 'ok',
        questionId: null,
        assessment: { ...assessment('2028-11-27T02:00:00.000Z'), level: 4, score: 7, version: 4 },
      }),
    });
    renderApp({ path: '/accounts/raq', session: {}, language: 'zh-CN' });
    fireEvent.click(await screen.findByLabelText('十年', {}, { timeout: 5000 }));
    fireEvent.click(screen.getByLabelText('债券'));
    fireEvent.click(screen.getByRole('button', { name: '提交评估' }));
    await screen.findByText('您的风险等级评估为 4，有效期至 2028-11-27。', {}, { timeout: 5000 });
    const submitted = calls.find((call) => call.name === 'raq/submitAssessment');
    expect(submitted?.input).toEqual({
      accountCode: expect.any(String) as unknown,
      version: 4,
      answers: { horizonYears: 7, holdings: ['bonds'] },
    });
  });

  it('shows a refusal as text and loads the newer version when the questionnaire changed', async () => {
    let loads = 0;
    stubApi({
      'raq/loadAssessment': () => ({ assessment: null, reminder: 'missing' }),
      'raq/loadQuestionnaire': () => {
        loads += 1;
        return loads === 1
          ? version4
          : {
              ...version4,
              version: 5,
              scaleQuestions: [
                { ...version4.scaleQuestions[0]!, text: texts('Your horizon', '年期', '年期') },
              ],
            };
      },
      'raq/submitAssessment': () => ({
        result: 'questionnaire_changed',
        questionId: null,
        assessment: null,
      }),
    });
    renderApp({ path: '/accounts/raq', session: {} });
    fireEvent.click(await screen.findByLabelText('A year', {}, { timeout: 5000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit assessment' }));
    expect((await screen.findByTestId('raq-refusal', {}, { timeout: 5000 })).textContent).toBe(
      'The questionnaire has just been updated. Please answer the questions below again.',
    );
    await screen.findByText('Your horizon', {}, { timeout: 5000 });
    // The new version's form starts unanswered.
    expect(await screen.findByText('Please answer every question.')).toBeTruthy();
  });
});
