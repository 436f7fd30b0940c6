import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const ADMIN = { role: 'admin', accountCode: 'S90001' } as const;
const AT = '2026-11-27T02:00:00.000Z';
const texts = (en: string, hk = `${en} 繁`, cn = `${en} 简`) => ({ en, 'zh-HK': hk, 'zh-CN': cn });

/** Two scored questions of scores 1 and 2 (totals 2-4), a tick list, two bands. */
const version = (n: number, horizon = 'Your horizon?') => ({
  version: n,
  createdAt: AT,
  createdBy: n === 1 ? null : 'S90001',
  scaleQuestions: [
    {
      id: 'horizon',
      text: texts(horizon),
      options: [
        { score: 1, text: texts('Short'), maxLevel: null },
        { score: 2, text: texts('Long'), maxLevel: null },
      ],
    },
    {
      id: 'loss',
      text: texts('Loss you accept?'),
      options: [
        { score: 1, text: texts('None'), maxLevel: 1 },
        { score: 2, text: texts('Some'), maxLevel: null },
      ],
    },
  ],
  choiceQuestions: [
    {
      id: 'sources',
      text: texts('Your income sources?'),
      options: [
        { value: 'salary', text: texts('Salary') },
        { value: 'rental', text: texts('Rental') },
      ],
    },
  ],
  bands: [
    { minimum: 2, maximum: 3, level: 1 },
    { minimum: 4, maximum: 4, level: 2 },
  ],
});

const versions = [
  { version: 2, createdAt: AT, createdBy: 'S90001', questionCount: 3, assessmentCount: 4 },
  { version: 1, createdAt: AT, createdBy: null, questionCount: 10, assessmentCount: 12 },
];

describe('the admin risk questionnaire (issue 30)', { timeout: 30_000 }, () => {
  it('checks the bands as they are typed and saves an edited text as the next version', async () => {
    let answer: 'refuse' | 'ok' = 'refuse';
    let isSaved = false;
    const calls = stubApi({
      // Once saved, the latest is version 3, as a server answers.
      'admin-raq/loadQuestionnaire': () => ({
        questionnaire: isSaved ? version(3, 'Horizon edited') : version(2),
      }),
      'admin-raq/listVersions': () => ({ versions }),
      'admin-raq/saveQuestionnaire': () => {
        if (answer !== 'ok') {
          return { result: 'bands_overlap', field: 'bands.1.minimum', questionnaire: null };
        }
        isSaved = true;
        return { result: 'ok', field: null, questionnaire: version(3, 'Horizon edited') };
      },
    });
    const { user } = renderApp({ path: '/admins/raq', session: ADMIN });
    const check = await screen.findByTestId('bands-check', undefined, { timeout: 5000 });
    expect(screen.getByTestId('raq-version').textContent).toBe(
      'Version 2, saved 2026-11-27 10:00 by S90001',
    );
    expect(screen.getByTestId('score-range').textContent).toBe('Possible totals: 2 to 4.');
    expect(check.textContent).toBe('The bands cover every total from 2 to 4 exactly once.');
    const save = screen.getByRole('button', { name: 'Save as version 3' });
    expect(save).toHaveProperty('disabled', false);

    // Band 1 ending at 2 leaves total 3 in no band: said at once, and the save waits.
    const bands = screen.getByTestId('raq-bands');
    const firstTo = within(bands).getAllByRole('textbox', { name: 'To total' })[0] as HTMLElement;
    await user.clear(firstTo);
    await user.type(firstTo, '2');
    expect(check.textContent).toBe('Some totals are in no band. (band 2, first total)');
    expect(save).toHaveProperty('disabled', true);
    expect(screen.getByTestId('save-reason').textContent).toBe(
      'Not ready to save: Some totals are in no band. (band 2, first total)',
    );
    await user.clear(firstTo);
    await user.type(firstTo, '3');
    expect(check.textContent).toBe('The bands cover every total from 2 to 4 exactly once.');

    // Texts are edited a language at a time; a blank one is counted on its tab.
    await user.click(screen.getByRole('tab', { name: /^Simplified Chinese/ }));
    const question = screen.getByRole('textbox', {
      name: 'Scored question 1 (Simplified Chinese)',
    });
    await user.clear(question);
    expect(screen.getByRole('tab', { name: /Simplified Chinese.*1 missing/ })).toBeTruthy();
    expect(save).toHaveProperty('disabled', true);
    await user.type(question, '您的投资期？');

    await user.click(save);
    const dialog = await screen.findByRole('dialog', undefined, { timeout: 5000 });
    expect(
      within(dialog).getByText(/The next assessment every client takes will answer version 3/),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save as version 3' }));
    // The server's refusal, in words with its code; the draft stays.
    expect(
      await screen.findByText(/Some totals are in two bands\. \(band 2, first total\)/, undefined, {
        timeout: 5000,
      }),
    ).toBeTruthy();
    expect(screen.getByText('(bands_overlap)')).toBeTruthy();
    expect(
      screen.getByRole('textbox', { name: 'Scored question 1 (Simplified Chinese)' }),
    ).toHaveProperty('value', '您的投资期？');
    const sent = calls.filter((call) => call.name === 'admin-raq/saveQuestionnaire').at(-1)?.input;
    expect(sent).toMatchObject({
      basedOn: 2,
      questionnaire: {
        scaleQuestions: [
          {
            id: 'horizon',
            text: { en: 'Your horizon?', 'zh-CN': '您的投资期？' },
            options: [{ score: 1 }, { score: 2 }],
          },
          {
            id: 'loss',
            options: [
              { score: 1, maxLevel: 1 },
              { score: 2, maxLevel: null },
            ],
          },
        ],
        choiceQuestions: [{ id: 'sources', options: [{ value: 'salary' }, { value: 'rental' }] }],
        bands: [
          { minimum: 2, maximum: 3, level: 1 },
          { minimum: 4, maximum: 4, level: 2 },
        ],
      },
    });

    answer = 'ok';
    await user.click(save);
    await user.click(
      within(await screen.findByRole('dialog', undefined, { timeout: 5000 })).getByRole('button', {
        name: 'Save as version 3',
      }),
    );
    expect(
      await screen.findByText('Saved as version 3. The next assessment uses it.', undefined, {
        timeout: 5000,
      }),
    ).toBeTruthy();
    // The editor restarts from the saved version, and offers the next one.
    expect(
      await screen.findByRole('button', { name: 'Save as version 4' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByTestId('raq-version').textContent).toBe(
      'Version 3, saved 2026-11-27 10:00 by S90001',
    );
  });

  it('lists the versions and shows an earlier one read only', async () => {
    stubApi({
      'admin-raq/loadQuestionnaire': (input) => ({
        questionnaire: (input as { version?: number }).version === 1 ? version(1) : version(2),
      }),
      'admin-raq/listVersions': () => ({ versions }),
    });
    const { user, router } = renderApp({ path: '/admins/raq', session: ADMIN });
    const list = await screen.findByTestId('raq-versions', undefined, { timeout: 5000 });
    const house = (
      await within(list).findByText('The house', undefined, { timeout: 5000 })
    ).closest('tr') as HTMLElement;
    expect(within(house).getByText('12')).toBeTruthy();
    await user.click(within(list).getByRole('link', { name: 'View version 1' }));
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Risk questionnaire, version 1' },
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admins/raq/1');
    expect(
      (await screen.findByTestId('raq-version', undefined, { timeout: 5000 })).textContent,
    ).toBe('Version 1, the house’s first, 2026-11-27 10:00');
    expect(screen.getByText('Caps level at 1')).toBeTruthy();
    expect(screen.getByTestId('raq-version-bands').textContent).toContain('Totals 2 to 3: level 1');
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
