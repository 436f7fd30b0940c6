import { describe, expect, it } from 'vitest';
import { adminHolderMessage } from './admin-messages';

describe("an administrator's message to the holder (issue 28)", () => {
  const parts = [
    { key: 'opened', values: { code: 'C20028', password: 'Xy7-abc' } },
    { key: 'tradePassword', values: { tradePassword: 'Tq9-def' } },
  ] as const;

  it('is written in the holder’s language, with every value filled in', () => {
    expect(adminHolderMessage('en', 'Portico', parts)).toBe(
      'Portico: your account C20028 is open. Your first password is Xy7-abc; you will be asked to change it when you first sign in. Your trade password is Tq9-def.',
    );
    expect(adminHolderMessage('zh-HK', 'Portico', parts)).toBe(
      'Portico：閣下的帳戶 C20028 已開立，首次登入密碼為 Xy7-abc；首次登入時須更改密碼。交易密碼為 Tq9-def。',
    );
    expect(adminHolderMessage('zh-CN', 'Portico', parts)).toBe(
      'Portico：您的账户 C20028 已开立，首次登录密码为 Xy7-abc；首次登录时须修改密码。交易密码为 Tq9-def。',
    );
  });
});
