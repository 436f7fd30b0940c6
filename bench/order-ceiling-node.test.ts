import { describe, expect, it } from 'vitest';
import { fundOrderScript, stockOrderScript } from './order-ceiling';
import { parseScript, type ScriptStep } from './order-ceiling-node';

const statements = (steps: ScriptStep[]) =>
  steps.flatMap((step) => (step.kind === 'sql' ? [step] : []));

describe('parseScript', () => {
  it('reads a subscription as pgbench does: two values drawn, then the read and the transaction', () => {
    const steps = parseScript(fundOrderScript());
    expect(steps.slice(0, 2)).toEqual([
      { kind: 'set', name: 'aid', from: ':lo', to: ':hi' },
      { kind: 'set', name: 'key', from: '1', to: '1000000000000' },
    ]);
    const sql = statements(steps);
    expect(sql.map((step) => step.text.split(/\s/)[0])).toEqual([
      'SELECT',
      'BEGIN',
      'WITH',
      'WITH',
      'COMMIT',
    ]);
    // The lock answers the two accounts the hold moves; the write reads them back.
    expect(sql.map((step) => step.isGset)).toEqual([false, false, true, false, false]);
    expect(sql[2]?.names).toEqual(['aid']);
    expect(sql[3]?.names).toEqual(['aid', 'key', 'cash_id', 'held_id']);
  });

  it('turns each variable into a numbered value and leaves casts alone', () => {
    const write = statements(parseScript(stockOrderScript('180.00', '181.00'))).find((step) =>
      step.text.startsWith('WITH w0'),
    );
    if (!write) throw new Error('no placement write in the stock order script');
    expect(write.text).toContain("'ceiling-' || $2::int8");
    expect(write.text).toContain('md5($2::int8::text)');
    expect(write.text).toContain('($3::int8, -181.00::numeric)');
    expect(write.text).not.toMatch(/(?<![:\w]):[A-Za-z_]/);
    expect(write.text.trimEnd().endsWith(';')).toBe(false);
  });

  it('refuses a script that stops inside a statement', () => {
    expect(() => parseScript('BEGIN;\nSELECT 1')).toThrow('mid-statement');
  });
});
