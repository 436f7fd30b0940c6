/**
 * The tax jurisdictions a self-certification may name (ISO 3166-1 alpha-2), with their names in
 * three languages: Hong Kong's usual residences of a client; `taxCertificationIssues` checks
 * Hong Kong TINs in HKID form.
 */
export const TAX_JURISDICTIONS = {
  HK: { en: 'Hong Kong', 'zh-HK': '香港', 'zh-CN': '香港' },
  CN: { en: 'Mainland China', 'zh-HK': '中國內地', 'zh-CN': '中国内地' },
  MO: { en: 'Macao', 'zh-HK': '澳門', 'zh-CN': '澳门' },
  TW: { en: 'Taiwan', 'zh-HK': '台灣', 'zh-CN': '台湾' },
  SG: { en: 'Singapore', 'zh-HK': '新加坡', 'zh-CN': '新加坡' },
  MY: { en: 'Malaysia', 'zh-HK': '馬來西亞', 'zh-CN': '马来西亚' },
  TH: { en: 'Thailand', 'zh-HK': '泰國', 'zh-CN': '泰国' },
  PH: { en: 'Philippines', 'zh-HK': '菲律賓', 'zh-CN': '菲律宾' },
  ID: { en: 'Indonesia', 'zh-HK': '印尼', 'zh-CN': '印度尼西亚' },
  VN: { en: 'Vietnam', 'zh-HK': '越南', 'zh-CN': '越南' },
  IN: { en: 'India', 'zh-HK': '印度', 'zh-CN': '印度' },
  JP: { en: 'Japan', 'zh-HK': '日本', 'zh-CN': '日本' },
  KR: { en: 'South Korea', 'zh-HK': '南韓', 'zh-CN': '韩国' },
  AU: { en: 'Australia', 'zh-HK': '澳洲', 'zh-CN': '澳大利亚' },
  NZ: { en: 'New Zealand', 'zh-HK': '紐西蘭', 'zh-CN': '新西兰' },
  GB: { en: 'United Kingdom', 'zh-HK': '英國', 'zh-CN': '英国' },
  IE: { en: 'Ireland', 'zh-HK': '愛爾蘭', 'zh-CN': '爱尔兰' },
  FR: { en: 'France', 'zh-HK': '法國', 'zh-CN': '法国' },
  DE: { en: 'Germany', 'zh-HK': '德國', 'zh-CN': '德国' },
  NL: { en: 'Netherlands', 'zh-HK': '荷蘭', 'zh-CN': '荷兰' },
  CH: { en: 'Switzerland', 'zh-HK': '瑞士', 'zh-CN': '瑞士' },
  LU: { en: 'Luxembourg', 'zh-HK': '盧森堡', 'zh-CN': '卢森堡' },
  AE: { en: 'United Arab Emirates', 'zh-HK': '阿拉伯聯合酋長國', 'zh-CN': '阿拉伯联合酋长国' },
  CA: { en: 'Canada', 'zh-HK': '加拿大', 'zh-CN': '加拿大' },
  US: { en: 'United States', 'zh-HK': '美國', 'zh-CN': '美国' },
} as const satisfies Record<string, { en: string; 'zh-HK': string; 'zh-CN': string }>;

/** A jurisdiction's code. */
export type TaxJurisdiction = keyof typeof TAX_JURISDICTIONS;

/** The codes, Hong Kong first. */
export const TAX_JURISDICTION_CODES = Object.keys(TAX_JURISDICTIONS) as [
  TaxJurisdiction,
  ...TaxJurisdiction[],
];
