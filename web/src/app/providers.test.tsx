import { Badge, PasswordInput } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Language } from '@shared/i18n/languages';
import { brandLogoSvg } from '../lib/brand-assets';
import { changeLanguage, createI18n } from '../lib/i18n';
import { testBrand } from '../test/render-app';
import { AppProviders } from './providers';

function renderField(language: Language) {
  const brand = testBrand('default');
  const i18n = createI18n(language);
  render(
    <AppProviders brand={{ config: brand, logoSvg: brandLogoSvg(brand) }} i18n={i18n} env="test">
      <PasswordInput label="Password" />
      <Badge>User</Badge>
    </AppProviders>,
  );
  return i18n;
}

describe('library defaults in the page’s language (docs/UI-STYLE.md §7)', () => {
  it.each([
    ['en', 'Show or hide password'],
    ['zh-HK', '顯示或隱藏密碼'],
    ['zh-CN', '显示或隐藏密码'],
  ] as const)('labels every password field’s visibility toggle in %s', async (language, label) => {
    renderField(language);
    expect(await screen.findByRole('button', { name: label })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Toggle password visibility' })).toBeNull();
  });

  it('follows a change of language', async () => {
    const i18n = renderField('en');
    await screen.findByRole('button', { name: 'Show or hide password' });
    await changeLanguage(i18n, 'zh-CN');
    expect(await screen.findByRole('button', { name: '显示或隐藏密码' })).toBeTruthy();
  });

  it('writes tags in the spec’s case, not upper case (spec §2.15: User)', () => {
    renderField('en');
    expect(screen.getByText('User').closest('.mantine-Badge-root')?.getAttribute('style')).toMatch(
      /text-transform:\s*none/,
    );
  });
});
