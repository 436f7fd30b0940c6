import { describe, expect, it } from 'vitest';
import {
  checkTexts,
  isSafeContentLink,
  isSoundWindow,
  isThemeColour,
  isThemeLogo,
  trimTexts,
} from './admin-content';

describe('admin content rules (issue 29)', () => {
  it('wants every language, within its limit', () => {
    expect(checkTexts({ en: 'a', 'zh-HK': '乙', 'zh-CN': '乙' }, 5)).toBeNull();
    expect(checkTexts({ en: 'a', 'zh-HK': '乙' }, 5)).toBe('missing_language');
    expect(checkTexts({ en: 'a', 'zh-HK': ' ', 'zh-CN': '乙' }, 5)).toBe('missing_language');
    expect(checkTexts({ en: 'abcdef', 'zh-HK': '乙', 'zh-CN': '乙' }, 5)).toBe('text_too_long');
    expect(checkTexts({ en: 'abcdef' }, 5, false)).toBe('text_too_long');
    expect(checkTexts({}, 5, false)).toBeNull();
    expect(trimTexts({ en: ' a ' })).toEqual({ en: 'a', 'zh-HK': '', 'zh-CN': '' });
  });

  it('follows a path on the site or an https address, nothing else', () => {
    for (const link of ['/news', '/funds/dashboard?x=1', 'https://portico.example/a']) {
      expect([link, isSafeContentLink(link)]).toEqual([link, true]);
    }
    const hostile = [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'java\tscript:alert(1)',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'http://insecure.example',
      'data:text/html,<script>',
      'news',
      '',
    ];
    for (const link of hostile) expect([link, isSafeContentLink(link)]).toEqual([link, false]);
  });

  it('takes a hex colour, a raster or https logo, a window that ends after it starts', () => {
    expect(isThemeColour('#1c7ed6')).toBe(true);
    expect(isThemeColour('red')).toBe(false);
    expect(isThemeColour('#1c7ed6;background:url(x)')).toBe(false);
    expect(isThemeLogo('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(isThemeLogo('https://cdn.example/logo.png')).toBe(true);
    expect(isThemeLogo('data:image/svg+xml;base64,PHN2Zz4=')).toBe(false);
    expect(isThemeLogo('/logo.png')).toBe(false);
    const start = new Date('2027-01-01T00:00:00Z');
    expect(isSoundWindow(start, null)).toBe(true);
    expect(isSoundWindow(start, start)).toBe(false);
    expect(isSoundWindow(start, new Date('2027-01-02T00:00:00Z'))).toBe(true);
  });
});
