import { describe, expect, it } from 'vitest';
import { formatFirstPaint, formatWireReport, SCENARIOS, type WireReport } from './wire-size';

describe('formatWireReport', () => {
  it('prints each scenario with requests, KB both ways and their ratio', () => {
    const count = (requests: number, received: number) => ({
      requests,
      encoded: requests - 1,
      received,
      decoded: 800_000,
    });
    const report: WireReport = {
      acceptEncoding: 'gzip, deflate, br, zstd',
      rows: SCENARIOS.map((scenario) => ({
        scenario,
        usual: count(27, 200_000),
        identity: count(27, 800_000),
      })),
    };
    const lines = formatWireReport(report, 'default').split('\n');
    expect(lines[0]).toContain('brand "default"');
    expect(lines[1]).toContain('Accept-Encoding: gzip, deflate, br, zstd');
    expect(lines[3]).toMatch(
      /^cold login page \/portal\/users\/login\s+27\s+26\s+200\.0\s+800\.0\s+800\.0\s+0\.25$/,
    );
    expect(lines).toHaveLength(3 + SCENARIOS.length);
  });
});

describe('formatFirstPaint', () => {
  it('prints the median and p90 of the first paints beside the goal, then of the login forms', () => {
    const firsts = [900, 1000, 1100, 1200, 1300, 1400, 1500, 1600, 1700, 2000];
    const paints = firsts.map((firstContent, load) => ({
      firstContent,
      loginForm: firstContent + 500 + load,
    }));
    expect(formatFirstPaint(paints).split('\n')).toEqual([
      'First contentful paint, cold login page, CPU 4x slower: median 1300 ms, p90 1700 ms over ' +
        '10 loads (goal 1500 ms)',
      'Login form on screen, cold login page, CPU 4x slower: median 1804 ms, p90 2208 ms over ' +
        '10 loads',
    ]);
  });
});
