import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { hongKongTermsIn } from './mainland-wording';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Every string of a catalogue, with its key path. */
function stringsOf(value: unknown, key = ''): [string, string][] {
  if (typeof value === 'string') return [[key, value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([name, child]) =>
      stringsOf(child, key ? `${key}.${name}` : name),
    );
  return [];
}

const catalogues = ['locales', 'pdf-locales'].flatMap((folder) =>
  readdirSync(path.join(here, folder, 'zh-CN')).map((file) => path.join(folder, 'zh-CN', file)),
);

describe('zh-CN reads as mainland Chinese (issue 31 §16)', () => {
  it.each(catalogues)('%s has no Hong Kong-only term', (file) => {
    const catalogue: unknown = JSON.parse(readFileSync(path.join(here, file), 'utf8'));
    const found = stringsOf(catalogue).flatMap(([key, text]) =>
      hongKongTermsIn(text).map((term) => `${key}: ${term}`),
    );
    expect(found).toEqual([]);
  });

  it('finds the terms it lists', () => {
    expect(hongKongTermsIn('请检视你的结单')).toEqual([
      '检视 (say 查看)',
      '你 (say 您)',
      '结单 (say 对账单)',
    ]);
  });
});
