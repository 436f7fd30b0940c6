import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { errorCodes } from '../contracts/errors';
import { LANGUAGES } from './languages';

const localesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'locales');

/** Codes the web client raises itself when no answer comes (web/src/lib/api-client.ts). */
const clientCodes = ['network_error', 'timeout', 'unknown'];

describe('API error texts (docs/DECISIONS.md §3: the web turns codes into text)', () => {
  it.each(LANGUAGES)('%s has a text for every error code', (language) => {
    const file = path.join(localesDir, language, 'errors.json');
    const { api } = JSON.parse(readFileSync(file, 'utf8')) as { api: Record<string, string> };
    for (const code of [...errorCodes, ...clientCodes]) {
      expect(api[code], `${language} api.${code}`).toBeTruthy();
    }
  });
});
