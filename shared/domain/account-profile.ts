/**
 * The holder information's rules (issue 25, `/accounts/information`): the masked ID number, the
 * formats of a new email, mobile and address, and the limits of a contact change's one-time code.
 */

/** How long a contact change's code stays valid. */
export const CONTACT_CODE_TTL_MS = 10 * 60 * 1000;

/** Wrong codes a contact change takes before it is spent (a new request is needed). */
export const CONTACT_CODE_MAX_ATTEMPTS = 5;

/** Seconds before another code may be requested for the same account. */
export const CONTACT_RESEND_SECONDS = 60;

/** Codes one account may request within an hour. */
export const CONTACT_REQUESTS_PER_HOUR = 5;

/** The two contacts a holder changes with a code sent to the new one. */
export const CONTACT_KINDS = ['email', 'mobile'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/** The two addresses a holder changes directly. */
export const ADDRESS_KINDS = ['residential', 'correspondence'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];

/** What a change history row names. */
export const PROFILE_FIELDS = [
  'email',
  'mobile',
  'residentialAddress',
  'correspondenceAddress',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** Lines of an address, each at most `ADDRESS_LINE_MAX` characters. */
export const ADDRESS_MAX_LINES = 4;
export const ADDRESS_LINE_MAX = 80;

/** The `invalid_input` field codes of this area's own rules. */
export const PROFILE_INPUT_CODES = {
  email: 'invalid_email',
  mobile: 'invalid_mobile',
} as const;

/**
 * A mobile number as the books keep it: `+<country code> <number>` (`+852 91234567`). A Hong Kong
 * (+852) number has 8 digits starting 4-9; elsewhere 6-14 digits.
 */
export function normaliseMobile(sent: string): string | null {
  const match = /^\+(\d{1,3})[\s-]?([\d\s-]{6,20})$/.exec(sent.trim());
  if (!match) return null;
  const [, country = '', rest = ''] = match;
  const digits = rest.replace(/[\s-]/g, '');
  if (country === '852') return /^[4-9]\d{7}$/.test(digits) ? `+852 ${digits}` : null;
  return /^\d{6,14}$/.test(digits) ? `+${country} ${digits}` : null;
}

/** An email address as kept: trimmed, lower case; null when it is not one. */
export function normaliseEmail(sent: string): string | null {
  const email = sent.trim().toLowerCase();
  return email.length <= 254 && /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/.test(email) ? email : null;
}

/**
 * An ID number with only its first three characters and its check character shown
 * (`A123456(7)` → `A12****(7)`); the full number never goes on the wire.
 */
export function maskIdNumber(idNumber: string): string {
  const hkid = /^([A-Z]{1,2}\d{6})(\([0-9A]\))$/.exec(idNumber);
  if (hkid) {
    const [, body = '', check = ''] = hkid;
    return `${body.slice(0, 3)}${'*'.repeat(body.length - 3)}${check}`;
  }
  if (idNumber.length <= 4) return '*'.repeat(idNumber.length);
  return `${idNumber.slice(0, 3)}${'*'.repeat(idNumber.length - 4)}${idNumber.slice(-1)}`;
}

/** A contact shown in a message or a history row half hidden (`c***@example.com`, `+852 ****4567`). */
export function maskContact(kind: ContactKind, value: string): string {
  if (kind === 'email') {
    const [name = '', domain = ''] = value.split('@');
    return `${name.slice(0, 1)}***@${domain}`;
  }
  const [country = '', number = ''] = value.split(' ');
  return `${country} ****${number.slice(-4)}`;
}

/**
 * The message that carries a contact change's code, in the holder's language (`{{brand}}`,
 * `{{code}}` and `{{minutes}}` filled in by the server).
 */
export const CONTACT_CODE_MESSAGE = {
  en: '{{brand}}: your verification code to change your contact details is {{code}}. It expires in {{minutes}} minutes. Never share it with anyone.',
  'zh-HK':
    '{{brand}}：你更改聯絡資料的驗證碼為 {{code}}，{{minutes}} 分鐘後失效。切勿向任何人透露。',
  'zh-CN':
    '{{brand}}：您更改联系信息的验证码为 {{code}}，{{minutes}} 分钟后失效。切勿向任何人透露。',
} as const;

/** The message with its placeholders filled. */
export function contactCodeMessage(
  language: keyof typeof CONTACT_CODE_MESSAGE,
  values: { brand: string; code: string; minutes: number },
): string {
  return CONTACT_CODE_MESSAGE[language]
    .replace('{{brand}}', values.brand)
    .replace('{{code}}', values.code)
    .replace('{{minutes}}', String(values.minutes));
}
