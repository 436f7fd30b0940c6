import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { FirstLoad } from './root';

describe('the loading frame while the first page’s code loads', () => {
  it('shows the brand’s logo and a spinner named in the page’s language', async () => {
    const { container } = renderApp({
      language: 'zh-HK',
      routes: [{ path: '/', Component: FirstLoad }],
    });
    expect(await screen.findByRole('status', { name: '載入中…' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Portico' })).toBeTruthy();
    // The frame index.html draws before any script runs, so the logo stays where it was.
    const main = container.querySelector('main.first-load[aria-busy="true"]');
    expect(main?.querySelector('.first-load-logo svg')).toBeTruthy();
    expect(main?.querySelector('.first-load-status [role="status"]')).toBeTruthy();
  });
});
