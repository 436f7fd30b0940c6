import { describe, expect, it } from 'vitest';
import {
  activationErrorCodes,
  deviceCodeResultCodes,
  deviceRegistrationErrorCodes,
} from '@shared/contracts/account-login';
import en from '@shared/i18n/locales/en/users.json';
import zhCN from '@shared/i18n/locales/zh-CN/users.json';
import zhHK from '@shared/i18n/locales/zh-HK/users.json';
import { activationErrorKey, deviceErrorMessage } from './login-messages';

type Tree = { [key: string]: string | Tree };

const textOf = (catalogue: Tree, key: string) =>
  key.split('.').reduce<string | Tree | undefined>((node, part) => {
    return typeof node === 'object' ? node[part] : undefined;
  }, catalogue);

const catalogues = { en, 'zh-HK': zhHK, 'zh-CN': zhCN } as Record<string, Tree>;

describe('spec §8 activation and device registration texts (modelled before their flows)', () => {
  it.each(Object.keys(catalogues))('%s has a distinct text for every activation code', (lang) => {
    const texts = activationErrorCodes.map((code) =>
      textOf(catalogues[lang] ?? {}, activationErrorKey(code)),
    );
    for (const text of texts) expect(typeof text).toBe('string');
    expect(new Set(texts).size).toBe(activationErrorCodes.length);
  });

  it.each(Object.keys(catalogues))('%s has a text for every device code', (lang) => {
    for (const code of [...deviceRegistrationErrorCodes, ...deviceCodeResultCodes]) {
      const text = textOf(catalogues[lang] ?? {}, deviceErrorMessage(code).key);
      expect(typeof text, `${lang} ${code}`).toBe('string');
    }
    expect(deviceErrorMessage(107)).toEqual({ key: 'device_error.code', values: { code: 107 } });
  });
});
