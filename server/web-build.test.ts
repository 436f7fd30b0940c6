import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isWebBuildStale } from './web-build';

let root: string;
const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));

async function file(relative: string, minutes: number) {
  const target = path.join(root, relative);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, relative);
  await utimes(target, at(minutes), at(minutes));
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'portico-build-'));
  await file('web/src/main.tsx', 1);
  await file('shared/domain/rounding.ts', 1);
  await file('brands/default/brand.ts', 1);
  await file('vite.config.ts', 1);
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('isWebBuildStale', () => {
  it('is stale when the brand was never built', async () => {
    expect(await isWebBuildStale(root, 'default')).toBe(true);
  });

  it('is fresh when the build is newer than every input', async () => {
    await file('dist/web/default/index.html', 10);
    // Directory times move when files are added; pin them to the sources' time.
    for (const directory of [
      'web',
      'web/src',
      'shared',
      'shared/domain',
      'brands',
      'brands/default',
    ]) {
      await utimes(path.join(root, directory), at(1), at(1));
    }
    expect(await isWebBuildStale(root, 'default')).toBe(false);
    expect(await isWebBuildStale(root, 'harbour')).toBe(true);
  });

  it.each([
    'web/src/app/new-page.tsx',
    'shared/i18n/locales/en/common.json',
    'brands/default/logo.svg',
    'vite.config.ts',
  ])('is stale when %s changed after the build', async (changed) => {
    await file('dist/web/default/index.html', 10);
    await file(changed, 20);
    expect(await isWebBuildStale(root, 'default')).toBe(true);
  });

  it('ignores test files, which are not part of the bundle', async () => {
    await file('dist/web/default/index.html', 10);
    await file('web/src/app/router.test.tsx', 20);
    for (const directory of [
      'web',
      'web/src',
      'web/src/app',
      'shared',
      'shared/domain',
      'brands',
      'brands/default',
    ]) {
      await utimes(path.join(root, directory), at(1), at(1));
    }
    expect(await isWebBuildStale(root, 'default')).toBe(false);
  });
});
