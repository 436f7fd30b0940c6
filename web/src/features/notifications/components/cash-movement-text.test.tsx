import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Language } from '@shared/i18n/languages';
import { createI18n } from '../../../lib/i18n';
import { row } from './notification-fixtures';
import { useNotificationText } from './notification-text';

/** A cash movement's notice says what moved (issue 31 §13): an FX its pair, a dividend its stock. */

function textsIn(language: Language) {
  const i18n = createI18n(language);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return renderHook(() => useNotificationText(), { wrapper }).result.current;
}

const fx = row(1, 'cashMovement', { amount: '99.75', currencyCode: 'USD', fromCurrency: 'HKD' });
const dividend = row(2, 'cashMovement', { amount: '1250', currencyCode: 'HKD', code: '02800' });

describe('cash movement notices', () => {
  it('name the FX pair and the dividend’s stock in three languages', () => {
    const en = textsIn('en');
    expect(en(fx)).toBe('FX HKD→USD: USD 99.75 received.');
    expect(en(dividend)).toBe('02800 dividend: HKD 1,250.00 paid to your account.');
    expect(textsIn('zh-HK')(dividend)).toBe('02800 股息：HKD 1,250.00 已存入你的賬戶。');
    expect(textsIn('zh-CN')(fx)).toBe('货币兑换 HKD→USD：已收到 USD 99.75。');
  });
});
