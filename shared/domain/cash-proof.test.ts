import { describe, expect, it } from 'vitest';
import { PROOF_NAME_MAX_LENGTH, safeProofFileName } from './cash-proof';

describe('safeProofFileName', () => {
  it.each([
    ['slip.png', 'slip.png'],
    ['C:\\fakepath\\slip.pdf', 'slip.pdf'],
    ['/home/me/docs/slip.pdf', 'slip.pdf'],
    ['dir\\sub/slip.jpg', 'slip.jpg'],
    ['slip\u202Egpj.exe', 'slipgpj.exe'],
    ['\u202Aa\u202Bb\u202Cc\u202Dd\u202Ee.txt', 'abcde.txt'],
    ['\u2066a\u2067b\u2068c\u2069.txt', 'abc.txt'],
    ['\u200Ea\u200Fb\u061Cc.txt', 'abc.txt'],
    ['a\u0000b\u0009c\u000Ad\u001Fe\u007Ff\u0085g.txt', 'ab c defg.txt'],
    ['  many   spaces\u3000and\u00a0more  .csv', 'many spaces and more.csv'],
    ['<b onclick="x()">bold&amp;.txt', '<b onclick="x()">bold&amp;.txt'],
    ['.png', 'proof.png'],
    ['...png', 'proof.png'],
    ['', 'proof'],
    ['folder/', 'proof'],
    ['no-extension', 'no-extension'],
    ['cafe\u0301.pdf', 'caf\u00e9.pdf'],
  ])('%j is stored as %j', (sent, stored) => {
    expect(safeProofFileName(sent)).toBe(stored);
  });

  it('caps the length, keeping the extension and whole characters', () => {
    const long = safeProofFileName(`${'報'.repeat(300)}.xlsx`);
    expect([...long]).toHaveLength(PROOF_NAME_MAX_LENGTH);
    expect(long.endsWith('報.xlsx')).toBe(true);
    const emoji = safeProofFileName(`${'😀'.repeat(150)}.pdf`);
    expect([...emoji]).toHaveLength(PROOF_NAME_MAX_LENGTH);
    expect(emoji).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it('is idempotent', () => {
    for (const sent of ['a/b\u202E.png', '  x  y .pdf', `${'z'.repeat(300)}.doc`]) {
      const once = safeProofFileName(sent);
      expect(safeProofFileName(once)).toBe(once);
    }
  });
});
