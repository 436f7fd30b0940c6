import { spawn } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * `npm start` builds the web app when it is missing or older than its sources, so one command
 * serves current code and `npm install && npm start` works on a fresh machine
 * (docs/DECISIONS.md §1).
 */

/** What the web build reads: any change here makes a build stale. */
const buildInputs = ['web', 'shared', 'brands', 'vite.config.ts'];

async function newestModification(target: string): Promise<number> {
  const info = await stat(target).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  const entries = await readdir(target, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    // Tests are not part of the bundle; editing one should not cost a rebuild.
    if (!entry.isFile() || entry.name.includes('.test.')) continue;
    const file = await stat(path.join(entry.parentPath, entry.name));
    newest = Math.max(newest, file.mtimeMs);
  }
  return newest;
}

/** Whether dist/web/<brand>/index.html is missing or older than any build input. */
export async function isWebBuildStale(projectRoot: string, brandId: string): Promise<boolean> {
  const index = await stat(path.join(projectRoot, 'dist', 'web', brandId, 'index.html')).catch(
    () => undefined,
  );
  if (!index) return true;
  for (const input of buildInputs) {
    if ((await newestModification(path.join(projectRoot, input))) > index.mtimeMs) return true;
  }
  return false;
}

/** Runs `vite build` for one brand with the console inherited; rejects when it fails. */
export function buildWeb(projectRoot: string, brandId: string): Promise<void> {
  const vite = path.join(projectRoot, 'node_modules', '.bin', 'vite');
  const child = spawn(vite, ['build'], {
    cwd: projectRoot,
    env: { ...process.env, BRAND: brandId },
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(new Error(`vite build for brand ${brandId} failed (${signal ?? `exit ${code}`})`));
    });
  });
}
