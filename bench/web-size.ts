/**
 * `npm run bench:web` (issue 2, item 12): builds the web app for BRAND (default `default`) and
 * prints the gzip size of JS and CSS per route chunk and for the login route's initial load,
 * exiting non-zero when the initial JS exceeds the 200 KB gzip budget. Then (issue "Fast on the
 * wire") it starts the real server on the demo book with a temporary data directory and prints
 * what Chromium received for the login page and the funds dashboard (`wire-size.ts`), and the cold
 * login page's first contentful paint with the CPU throttled 4x (printed only: the exit code
 * stays the JS budget's).
 * `--skip-build` measures the existing build in `dist/web/<brand>/` instead; `--skip-wire` leaves
 * out the browser; `BENCH_PORT` (default 3190) and `CHROMIUM_PATH` as for the browser tests.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptions } from '../e2e/support/chromium';
import { portico } from '../e2e/support/server';
import { formatReport, measureBuild } from './size-report';
import type { Manifest } from './vite-manifest';
import { formatFirstPaint, formatWireReport, measureFirstPaint, measureWire } from './wire-size';

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

async function measureOnTheWire(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `portico-bench-${brand}-`));
  const server = portico({ port: Number(process.env.BENCH_PORT ?? 3190), brand, dataDir });
  try {
    await server.start();
    const wire = await measureWire(server.baseUrl, chromiumLaunchOptions());
    console.log(`\n${formatWireReport(wire, brand)}`);
    // Printed only: a paint that could not be measured is told, and the exit code stays the budget's.
    const paints = await measureFirstPaint(server.baseUrl, chromiumLaunchOptions()).catch(
      (error: unknown) => error as Error,
    );
    console.log(
      `\n${paints instanceof Error ? `First contentful paint not measured: ${paints.message}` : formatFirstPaint(paints)}`,
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!process.argv.includes('--skip-wire')) await measureOnTheWire();
