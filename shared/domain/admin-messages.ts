import type { Language } from '../i18n/languages';

/**
 * What an administrator's change sends the account's holder through the messenger (issue 28),
 * in the holder's language: a new account's first password, a reset password, a trade password,
 * an authenticator key. `{{…}}` are filled by `adminHolderMessage`.
 */
export const ADMIN_HOLDER_MESSAGES = {
  en: {
    opened:
      'your account {{code}} is open. Your first password is {{password}}; you will be asked to change it when you first sign in.',
    passwordReset:
      'your password was reset. Your new password is {{password}}; you will be asked to change it when you next sign in.',
    tradePassword: 'Your trade password is {{tradePassword}}.',
    authenticatorKey: 'Your authenticator key is {{secret}}.',
  },
  'zh-HK': {
    opened: '閣下的帳戶 {{code}} 已開立，首次登入密碼為 {{password}}；首次登入時須更改密碼。',
    passwordReset: '閣下的密碼已重設，新密碼為 {{password}}；下次登入時須更改密碼。',
    tradePassword: '交易密碼為 {{tradePassword}}。',
    authenticatorKey: '驗證器密鑰為 {{secret}}。',
  },
  'zh-CN': {
    opened: '您的账户 {{code}} 已开立，首次登录密码为 {{password}}；首次登录时须修改密码。',
    passwordReset: '您的密码已重置，新密码为 {{password}}；下次登录时须修改密码。',
    tradePassword: '交易密码为 {{tradePassword}}。',
    authenticatorKey: '验证器密钥为 {{secret}}。',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** One part of a holder message. */
export type AdminHolderPart = {
  key: keyof (typeof ADMIN_HOLDER_MESSAGES)['en'];
  values: Readonly<Record<string, string>>;
};

/** The message of `parts` in `language`, after the brand's name. */
export function adminHolderMessage(
  language: Language,
  brand: string,
  parts: readonly AdminHolderPart[],
): string {
  const texts = parts.map(({ key, values }) =>
    Object.entries(values).reduce(
      (text, [name, value]) => text.replace(`{{${name}}}`, value),
      ADMIN_HOLDER_MESSAGES[language][key] as string,
    ),
  );
  return language === 'en' ? `${brand}: ${texts.join(' ')}` : `${brand}：${texts.join('')}`;
}
