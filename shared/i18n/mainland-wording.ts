/**
 * Hong Kong terms that Simplified text must not carry over (issue 31 §16): zh-CN reads as
 * mainland Chinese, not as Hong Kong text in Simplified characters. Each with the mainland word.
 */
export const HONG_KONG_ONLY_TERMS: readonly { hongKong: string; mainland: string }[] = [
  { hongKong: '孖展', mainland: '融资' },
  { hongKong: '检视', mainland: '查看' },
  { hongKong: '你', mainland: '您' },
  { hongKong: '招股章程', mainland: '招股书' },
  { hongKong: '结单', mainland: '对账单' },
  { hongKong: '碎股', mainland: '零股' },
  { hongKong: '搜寻', mainland: '搜索' },
  { hongKong: '登入', mainland: '登录' },
  { hongKong: '回覆', mainland: '回复' },
  { hongKong: '开市', mainland: '开盘' },
  { hongKong: '收市', mainland: '收盘' },
  { hongKong: '红股', mainland: '送股' },
  { hongKong: '电邮', mainland: '电子邮箱' },
  { hongKong: '户口', mainland: '账户' },
  { hongKong: '落盘', mainland: '下单' },
];

/** The Hong Kong-only terms in a Simplified text. */
export function hongKongTermsIn(text: string): string[] {
  return HONG_KONG_ONLY_TERMS.filter((term) => text.includes(term.hongKong)).map(
    (term) => `${term.hongKong} (say ${term.mainland})`,
  );
}
