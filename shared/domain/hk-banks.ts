import type { BankIdentifierType } from './cash-instruction';

/**
 * Hong Kong's main banks by their HKICL bank codes, with names in three languages, and the
 * formats of a designated bank account's identifier (spec §3: an account number or an FPS id).
 */
export const HK_BANKS = {
  '003': {
    en: 'Standard Chartered Bank (Hong Kong)',
    'zh-HK': '渣打銀行（香港）',
    'zh-CN': '渣打银行（香港）',
  },
  '004': {
    en: 'The Hongkong and Shanghai Banking Corporation',
    'zh-HK': '香港上海滙豐銀行',
    'zh-CN': '香港上海汇丰银行',
  },
  '009': {
    en: 'China Construction Bank (Asia)',
    'zh-HK': '中國建設銀行（亞洲）',
    'zh-CN': '中国建设银行（亚洲）',
  },
  '012': {
    en: 'Bank of China (Hong Kong)',
    'zh-HK': '中國銀行（香港）',
    'zh-CN': '中国银行（香港）',
  },
  '015': { en: 'The Bank of East Asia', 'zh-HK': '東亞銀行', 'zh-CN': '东亚银行' },
  '016': { en: 'DBS Bank (Hong Kong)', 'zh-HK': '星展銀行（香港）', 'zh-CN': '星展银行（香港）' },
  '020': { en: 'CMB Wing Lung Bank', 'zh-HK': '招商永隆銀行', 'zh-CN': '招商永隆银行' },
  '024': { en: 'Hang Seng Bank', 'zh-HK': '恒生銀行', 'zh-CN': '恒生银行' },
  '039': { en: 'Chiyu Banking Corporation', 'zh-HK': '集友銀行', 'zh-CN': '集友银行' },
  '040': { en: 'Dah Sing Bank', 'zh-HK': '大新銀行', 'zh-CN': '大新银行' },
  '041': { en: 'Chong Hing Bank', 'zh-HK': '創興銀行', 'zh-CN': '创兴银行' },
  '043': { en: 'Nanyang Commercial Bank', 'zh-HK': '南洋商業銀行', 'zh-CN': '南洋商业银行' },
  '072': {
    en: 'Industrial and Commercial Bank of China (Asia)',
    'zh-HK': '中國工商銀行（亞洲）',
    'zh-CN': '中国工商银行（亚洲）',
  },
  '128': { en: 'Fubon Bank (Hong Kong)', 'zh-HK': '富邦銀行（香港）', 'zh-CN': '富邦银行（香港）' },
  '250': { en: 'Citibank (Hong Kong)', 'zh-HK': '花旗銀行（香港）', 'zh-CN': '花旗银行（香港）' },
} as const satisfies Record<string, { en: string; 'zh-HK': string; 'zh-CN': string }>;

/** A bank's code. */
export type HkBankCode = keyof typeof HK_BANKS;

/** The codes in code order. */
export const HK_BANK_CODES = (Object.keys(HK_BANKS) as HkBankCode[]).sort() as [
  HkBankCode,
  ...HkBankCode[],
];

/** Whether `code` is one of the listed banks. */
export const isHkBankCode = (code: string): code is HkBankCode => code in HK_BANKS;

/** Spec §3 bank identifier types. */
export const BANK_IDENTIFIER_TYPES = [
  'accountNumber',
  'fpsId',
] as const satisfies readonly BankIdentifierType[];

/** A designated account's review state: pending until the back office approves or rejects it. */
export const BANK_ACCOUNT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type BankAccountStatus = (typeof BANK_ACCOUNT_STATUSES)[number];

/** The `invalid_input` field code of an identifier of the wrong form for its type. */
export const BANK_IDENTIFIER_FORMAT_CODE = 'bank_identifier_format';

/**
 * An identifier as kept, spaces and hyphens dropped, or null when it is not of its type's form:
 * an account number has 6-14 digits (after the bank code), an FPS id 7-9 digits.
 */
export function normaliseBankIdentifier(type: BankIdentifierType, sent: string): string | null {
  const digits = sent.replace(/[\s-]/g, '');
  const pattern = type === 'fpsId' ? /^\d{7,9}$/ : /^\d{6,14}$/;
  return pattern.test(digits) ? digits : null;
}

/** A holder name as compared: case, spaces and punctuation ignored (`CHAN, Tai-man` = `Chan Tai Man`). */
export function holderNameKey(name: string): string {
  return name
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s,.\-']/g, '');
}
