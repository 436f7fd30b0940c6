import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderApp } from '../../test/render-app';
import { DisclaimerNote } from './disclaimer-note';

const USER = { role: 'user', accountCode: 'C10001' } as const;

describe('the disclaimer note at a page’s foot (issue 29)', () => {
  it('shows the note in the reader’s language, sanitised again on render', async () => {
    const calls = stubApi({
      'site-content/loadDisclaimerNote': () => ({
        note: {
          type: 'fund',
          version: 2,
          html: '<p>投資涉及風險<img src=x onerror="alert(1)"></p><script>alert(2)</script>',
        },
      }),
    });
    renderApp({
      path: '/',
      language: 'zh-HK',
      session: USER,
      routes: [{ path: '/', element: <DisclaimerNote type="fund" /> }],
    });
    const note = await screen.findByTestId('disclaimer-fund', undefined, { timeout: 5000 });
    expect(note.textContent).toContain('投資涉及風險');
    expect(note.querySelector('img, script')).toBeNull();
    expect(calls.find((call) => call.name === 'site-content/loadDisclaimerNote')?.input).toEqual({
      type: 'fund',
      language: 'zh-HK',
    });
  });

  it('shows nothing while none is written', async () => {
    const calls = stubApi({ 'site-content/loadDisclaimerNote': () => ({ note: null }) });
    renderApp({
      path: '/',
      session: USER,
      routes: [{ path: '/', element: <DisclaimerNote type="cash" /> }],
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls.some((call) => call.name === 'site-content/loadDisclaimerNote')).toBe(true);
    expect(screen.queryByTestId('disclaimer-cash')).toBeNull();
  });
});
