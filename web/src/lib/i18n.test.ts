import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, createI18n, initialLanguage } from './i18n';
import { storeLanguage } from './preferences';

function browserLanguages(languages: string[]) {
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('i18n', () => {
  it('serves every namespace in full locale codes, Traditional and Simplified apart', () => {
    expect(createI18n('zh-HK').t('layout:nav.account')).toBe('帳戶');
    expect(createI18n('zh-CN').t('layout:nav.account')).toBe('账户');
    expect(createI18n('en').t('maintenance:retrying')).toBe('Retrying…');
  });

  it('keeps <html lang> on the full code', async () => {
    const i18n = createI18n('en');
    expect(document.documentElement.lang).toBe('en');
    await changeLanguage(i18n, 'zh-HK');
    expect(document.documentElement.lang).toBe('zh-HK');
    expect(i18n.language).toBe('zh-HK');
  });

  it('holds only the active language, and adds another when it is chosen', async () => {
    const i18n = createI18n('en');
    expect(i18n.hasResourceBundle('en', 'layout')).toBe(true);
    expect(i18n.hasResourceBundle('zh-CN', 'layout')).toBe(false);
    await changeLanguage(i18n, 'zh-CN');
    expect(i18n.hasResourceBundle('zh-CN', 'layout')).toBe(true);
    expect(i18n.t('layout:nav.account')).toBe('账户');
  });

  it('starts in the stored default language', () => {
    browserLanguages(['en-US']);
    storeLanguage('zh-CN');
    expect(initialLanguage()).toBe('zh-CN');
  });

  it("otherwise starts in the browser's first language of ours", () => {
    browserLanguages(['fr-FR', 'zh-TW', 'en']);
    expect(initialLanguage()).toBe('zh-HK');
    browserLanguages(['de-DE']);
    expect(initialLanguage()).toBe('en');
  });
});
