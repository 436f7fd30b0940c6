import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '../../../../shared/domain/notification';
import { LANGUAGES } from '../../../../shared/i18n/languages';
import { groupThousands, pushLanguage, pushText } from './push-texts';

/** Push texts come from the web catalogue: every type in every language, filled. */
describe('push texts', () => {
  const fields = {
    code: '00700;HKEX;HK',
    quantity: '300',
    amount: '1234.50',
    currencyCode: 'HKD',
    documentName: 'Statement 2026-10',
    referenceCode: 'D2026112400001',
    advisorCode: 'A30001',
  };

  it.each(LANGUAGES)(
    'has a title and body for every type in %s, with no placeholder left',
    (language) => {
      for (const type of NOTIFICATION_TYPES) {
        const { title, body } = pushText(language, type, fields);
        expect(title.trim(), `${language} push.${type}.title`).not.toBe('');
        expect(body.trim(), `${language} push.${type}.body`).not.toBe('');
        expect(`${title} ${body}`).not.toMatch(/\{\{|\}\}/);
        expect(body).not.toContain('00700;HKEX;HK');
      }
    },
  );

  it('shows a three-part code by the spec §3 rule', () => {
    expect(pushText('en', 'stockOrderMatched', fields).body).toContain('HK.00700');
  });

  it('groups the figures in thousands, as the app shows them', () => {
    expect(groupThousands('1234567.5')).toBe('1,234,567.5');
    expect(groupThousands('-850000.00')).toBe('-850,000.00');
    expect(groupThousands('999')).toBe('999');
    expect(groupThousands('n/a')).toBe('n/a');
    expect(pushText('en', 'cashMovement', { amount: '850000.00', currencyCode: 'HKD' }).body).toBe(
      'Cash movement on your account: HKD 850,000.00.',
    );
  });

  it('reads an unknown or missing language as English', () => {
    expect(pushLanguage(undefined)).toBe('en');
    expect(pushLanguage('fr')).toBe('en');
    expect(pushLanguage('zh-CN')).toBe('zh-CN');
  });
});
