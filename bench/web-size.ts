/**
 * `npm run bench:web` (issue 2, item 12): builds the web app for BRAND (default `default`) and
 * prints the gzip size of JS and CSS per route chunk and for the login route's initial load,
 * exiting non-zero when the initial JS exceeds the 200 KB gzip budget.
 * `--skip-build` measures the existing build in `dist/web/<brand>/` instead.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatReport, measureBuild } from './size-report';
import type { Manifest } from './vite-manifest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const brand = process.env.BRAND ?? 'default';
const outDir = path.join(root, 'dist', 'web', brand);

function build(): void {
  const vite = path.join(root, 'node_modules', '.bin', 'vite');
  // --manifest here rather than in vite.config.ts, so served builds do not carry the chunk map.
  const result = spawnSync(vite, ['build', '--manifest', '--logLevel', 'warn'], {
    cwd: root,
    env: { ...process.env, BRAND: brand },
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(`vite build failed for brand "${brand}" (exit ${String(result.status)})`);
    process.exit(1);
  }
}

if (!process.argv.includes('--skip-build')) build();
const manifestPath = path.join(outDir, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No build manifest at ${manifestPath}; run without --skip-build to build one.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
const report = measureBuild(manifest, (file) => readFileSync(path.join(outDir, file)));
console.log(formatReport(report, brand));
process.exitCode = report.isWithinBudget ? 0 : 1;
