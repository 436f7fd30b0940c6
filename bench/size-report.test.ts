import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fixtureFiles, fixtureManifest } from './fixture-manifest';
import { formatReport, gzipSize, INITIAL_JS_BUDGET_BYTES, measureBuild } from './size-report';
import type { Manifest } from './vite-manifest';

const lengths = {
  'assets/index-a1.js': 3000,
  'assets/index-c3.css': 700,
  'assets/vendor-b2.js': 5000,
  'assets/forms-d4.js': 1100,
  'assets/forms-e5.css': 300,
  'assets/charts-f6.js': 4000,
  'assets/login-g7.js': 900,
  'assets/dashboard-h8.js': 1300,
  'assets/dashboard-i9.css': 500,
  'assets/heavy-panel-j0.js': 2000,
};
const files = fixtureFiles(lengths);
const read = (file: string): Buffer => {
  const content = files.get(file);
  if (!content) throw new Error(`read an unexpected file: ${file}`);
  return content;
};
const gz = (...names: (keyof typeof lengths)[]) =>
  names.reduce((sum, name) => sum + gzipSize(read(name)), 0);

describe('gzipSize', () => {
  it('is the gzip length, far below the raw length for repetitive text', () => {
    const text = 'const portico = 1;\n'.repeat(500);
    expect(gzipSize(text)).toBe(gzipSync(text).length);
    expect(gzipSize(text)).toBeLessThan(text.length / 20);
    expect(gzipSize(read('assets/vendor-b2.js'))).toBeGreaterThan(5000);
  });
});

describe('measureBuild', () => {
  const report = measureBuild(fixtureManifest, read);

  it('counts the entry closure and the login route closure as the initial load', () => {
    expect(report.initialRoute).toBe('/users/login');
    expect(report.initial).toEqual({
      js: gz(
        'assets/index-a1.js',
        'assets/vendor-b2.js',
        'assets/login-g7.js',
        'assets/forms-d4.js',
      ),
      css: gz('assets/index-c3.css', 'assets/forms-e5.css'),
    });
    expect(report.isWithinBudget).toBe(true);
    expect(report.entry).toEqual({
      js: gz('assets/index-a1.js', 'assets/vendor-b2.js'),
      css: gz('assets/index-c3.css'),
    });
  });

  it('gives each route what it adds beyond the entry, never its dynamic imports', () => {
    expect(report.routes).toEqual([
      {
        route: '/funds/dashboard',
        js: gz('assets/dashboard-h8.js', 'assets/forms-d4.js', 'assets/charts-f6.js'),
        css: gz('assets/dashboard-i9.css', 'assets/forms-e5.css'),
      },
      { route: '/funds/heavy-panel', js: gz('assets/heavy-panel-j0.js'), css: 0 },
      {
        route: '/users/login',
        js: gz('assets/login-g7.js', 'assets/forms-d4.js'),
        css: gz('assets/forms-e5.css'),
      },
    ]);
  });

  it('fails the budget when the initial JS passes 200 KB gzip', () => {
    const big = fixtureFiles({ 'assets/index-a1.js': 300_000 });
    const heavyRead = (file: string) => big.get(file) ?? read(file);
    const heavy = measureBuild(fixtureManifest, heavyRead);
    expect(heavy.initial.js).toBeGreaterThan(INITIAL_JS_BUDGET_BYTES);
    expect(heavy.isWithinBudget).toBe(false);
    expect(formatReport(heavy, 'default')).toMatch(/budget 200\.00 KB gzip: OVER/);
  });

  it('falls back to the entry alone when no route module is built', () => {
    const bare: Manifest = { 'index.html': { file: 'assets/index-a1.js', isEntry: true } };
    const alone = measureBuild(bare, read);
    expect(alone.initialRoute).toBeUndefined();
    expect(alone.initial).toEqual({ js: gz('assets/index-a1.js'), css: 0 });
    expect(formatReport(alone, 'lotus')).toMatch(/Initial load of the entry only/);
  });
});

describe('formatReport', () => {
  it('prints a row per route and the initial-load line in KB of 1000 bytes', () => {
    const text = formatReport(
      {
        entry: { js: 100_000, css: 9_000 },
        routes: [{ route: '/users/login', js: 12_345, css: 678 }],
        initialRoute: '/users/login',
        initial: { js: 150_000, css: 20_500 },
        isWithinBudget: true,
      },
      'harbour',
    );
    expect(text).toContain('brand "harbour"');
    expect(text).toMatch(/^\(entry shell\)\s+100\.00\s+9\.00$/m);
    expect(text).toMatch(/^\/users\/login\s+12\.35\s+0\.68$/m);
    expect(text).toContain(
      'Initial load of the login route /users/login: JS 150.00 KB gzip, CSS 20.50 KB gzip',
    );
    expect(text).toMatch(/budget 200\.00 KB gzip: within/);
  });

  it('says plainly when the index route stood in for login', () => {
    const text = formatReport(
      {
        entry: { js: 1, css: 0 },
        routes: [],
        initialRoute: '/',
        initial: { js: 1, css: 0 },
        isWithinBudget: true,
      },
      'default',
    );
    expect(text).toContain(
      'the index route / (the login route /users/login is not in the manifest)',
    );
    expect(text).toContain('(no route module has its own chunk)');
  });
});
