import { createHash } from 'node:crypto';
import type { Manifest } from './vite-manifest';

/**
 * A small build as Vite would describe it: an entry with a shared vendor chunk, a lazily loaded
 * login route that shares a forms chunk with the funds dashboard, and a chart chunk only the
 * dashboard imports (dynamic imports are not part of any initial load).
 */
export const fixtureManifest: Manifest = {
  'index.html': {
    file: 'assets/index-a1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_vendor-b2.js'],
    dynamicImports: ['src/app/routes/users/login.tsx', 'src/app/routes/funds/dashboard.tsx'],
    css: ['assets/index-c3.css'],
  },
  '_vendor-b2.js': { file: 'assets/vendor-b2.js' },
  '_forms-d4.js': {
    file: 'assets/forms-d4.js',
    imports: ['_vendor-b2.js'],
    css: ['assets/forms-e5.css'],
  },
  '_charts-f6.js': { file: 'assets/charts-f6.js', imports: ['_vendor-b2.js'] },
  'src/app/routes/users/login.tsx': {
    file: 'assets/login-g7.js',
    src: 'src/app/routes/users/login.tsx',
    isDynamicEntry: true,
    imports: ['_forms-d4.js', '_vendor-b2.js'],
  },
  'src/app/routes/funds/dashboard.tsx': {
    file: 'assets/dashboard-h8.js',
    src: 'src/app/routes/funds/dashboard.tsx',
    isDynamicEntry: true,
    imports: ['_forms-d4.js', '_charts-f6.js'],
    dynamicImports: ['src/app/routes/funds/heavy-panel.tsx'],
    css: ['assets/dashboard-i9.css'],
  },
  'src/app/routes/funds/heavy-panel.tsx': {
    file: 'assets/heavy-panel-j0.js',
    src: 'src/app/routes/funds/heavy-panel.tsx',
    isDynamicEntry: true,
  },
  'src/assets/logo.svg': { file: 'assets/logo-k1.svg', src: 'src/assets/logo.svg' },
};

/**
 * File contents for the fixture: deterministic pseudo-random bytes of a known length, which gzip
 * cannot shrink, so each file's gzip size is a little above its length and differs per file.
 */
export function fixtureFiles(lengths: Record<string, number>): Map<string, Buffer> {
  const bytes = (file: string, length: number): Buffer => {
    const blocks = Array.from({ length: Math.ceil(length / 32) }, (_, block) =>
      createHash('sha256').update(`${file}#${block}`).digest(),
    );
    return Buffer.concat(blocks).subarray(0, length);
  };
  return new Map(Object.entries(lengths).map(([file, length]) => [file, bytes(file, length)]));
}
