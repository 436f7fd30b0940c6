import type { Language } from '../i18n/languages';

/**
 * What signing in sends a holder through the messenger, in the holder's language (issue 31 §16):
 * the one-time password of a login challenge and a password reset's verification key.
 * `{{brand}}`, `{{code}}` and `{{minutes}}` are filled by `signInMessage`.
 */
export const SIGN_IN_MESSAGES = {
  en: {
    oneTimePassword:
      '{{brand}}: your one-time password is {{code}}. It expires in {{minutes}} minutes. Never share it with anyone.',
    passwordReset:
      '{{brand}}: your password reset verification key is {{code}}. It expires in {{minutes}} minutes.',
  },
  'zh-HK': {
    oneTimePassword:
      '{{brand}}：你的一次性密碼為 {{code}}，{{minutes}} 分鐘後失效。切勿向任何人透露。',
    passwordReset: '{{brand}}：你的重設密碼驗證碼為 {{code}}，{{minutes}} 分鐘後失效。',
  },
  'zh-CN': {
    oneTimePassword:
      '{{brand}}：您的动态密码为 {{code}}，{{minutes}} 分钟后失效。切勿向任何人透露。',
    passwordReset: '{{brand}}：您的重置密码验证码为 {{code}}，{{minutes}} 分钟后失效。',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** The message of `kind` in `language` with its values filled. */
export function signInMessage(
  language: Language,
  kind: keyof (typeof SIGN_IN_MESSAGES)['en'],
  values: { brand: string; code: string; minutes: number },
): string {
  return SIGN_IN_MESSAGES[language][kind]
    .replace('{{brand}}', values.brand)
    .replace('{{code}}', values.code)
    .replace('{{minutes}}', String(values.minutes));
}
