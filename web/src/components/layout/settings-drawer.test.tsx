import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  COLOUR_MODE_LIFETIME_MS,
  DEFAULT_LANGUAGE_LIFETIME_MS,
} from '@shared/domain/storage-lifetimes';
import { storageKey } from '../../lib/storage';
import { renderApp, testBrand } from '../../test/render-app';

function stored(key: string): { value: unknown; expiresAt: number } {
  return JSON.parse(window.localStorage.getItem(storageKey(key)) ?? 'null') as {
    value: unknown;
    expiresAt: number;
  };
}

async function openSettings(user: ReturnType<typeof renderApp>['user'], name = 'Open settings') {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog');
}

describe('settings panel (spec §2.15)', () => {
  it('switches the language: the text changes, <html lang> follows and the choice is stored', async () => {
    const { user } = renderApp({ session: {} });
    const dialog = await openSettings(user);
    const languages = within(dialog).getByRole('radiogroup', { name: 'Language' });

    await user.click(within(languages).getByRole('radio', { name: '繁體中文' }));

    expect(await screen.findByRole('heading', { level: 1, name: '歡迎使用Portico' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('zh-HK');
    expect(stored('language').value).toBe('zh-HK');
    expect(stored('language').expiresAt - Date.now()).toBeGreaterThan(
      DEFAULT_LANGUAGE_LIFETIME_MS - 60_000,
    );

    await user.click(within(languages).getByRole('radio', { name: '简体中文' }));
    expect(await screen.findByRole('heading', { level: 1, name: '欢迎使用Portico' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('switches to dark mode and stores it for a year', async () => {
    const { user } = renderApp();
    const dialog = await openSettings(user);
    const modes = within(dialog).getByRole('radiogroup', { name: 'Color Mode' });

    await user.click(within(modes).getByRole('radio', { name: 'Dark' }));

    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
    expect(stored('colour-mode').value).toBe('dark');
    expect(stored('colour-mode').expiresAt - Date.now()).toBeGreaterThan(
      COLOUR_MODE_LIFETIME_MS - 60_000,
    );
  });

  it('starts in the stored colour mode', async () => {
    window.localStorage.setItem(
      storageKey('colour-mode'),
      JSON.stringify({ value: 'dark', expiresAt: Date.now() + 60_000 }),
    );
    renderApp();
    await screen.findByRole('banner');
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
  });

  it('hides the header with the simple layout, and keeps settings reachable', async () => {
    const { user } = renderApp();
    const dialog = await openSettings(user);
    await user.click(within(dialog).getByRole('switch', { name: /Simple layout/ }));

    expect(screen.queryByRole('banner')).toBeNull();
    expect(stored('simple-layout').value).toBe(true);
    expect(screen.getAllByRole('button', { name: 'Open settings' }).length).toBeGreaterThan(0);
  });

  it('offers Exit only in session-login mode', async () => {
    const { user } = renderApp();
    expect(within(await openSettings(user)).queryByRole('link', { name: 'Exit' })).toBeNull();
  });

  it('offers Exit, to /exit, in session-login mode (lotus)', async () => {
    const { user } = renderApp({ brand: testBrand('lotus') });
    const exit = within(await openSettings(user)).getByRole('link', { name: 'Exit' });
    expect(exit.getAttribute('href')).toBe('/exit');
  });
});
